import { createServer, type IncomingMessage, type Server } from "node:http";
import { SESSION_INVALID_MSG } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCalls, createClient, NetworkError } from "../src/index.ts";

/** A plain HTTP server that records what the client sends and answers what the test says. */
let server: Server;
let base: string;
const seen: { url: string; type: string; body: string }[] = [];
let reply: (req: IncomingMessage) => { code: number; body: string } = () => ({
  code: 200,
  body: '{"status":200}',
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      seen.push({ url: req.url ?? "", type: String(req.headers["content-type"]), body });
      const { code, body: out } = reply(req);
      res.writeHead(code, { "content-type": "application/json" }).end(out);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("the client transport", () => {
  it("posts form-encoded payloads with the stored token added", async () => {
    const calls = accountCalls(createClient({ baseUrl: base, getToken: () => "tok123" }));
    await calls.changeSignature({ signature: "hi & bye=1" });
    const last = seen.at(-1);
    expect(last?.url).toBe("/member/index/changesignature");
    expect(last?.type).toBe("application/x-www-form-urlencoded");
    expect(new URLSearchParams(last?.body).get("signature")).toBe("hi & bye=1");
    expect(new URLSearchParams(last?.body).get("token")).toBe("tok123");
  });

  it("sends no token when there is none", async () => {
    const calls = accountCalls(createClient({ baseUrl: base, getToken: () => null }));
    await calls.login({ account: "demo", password: "x" });
    expect(new URLSearchParams(seen.at(-1)?.body).has("token")).toBe(false);
  });

  it("reports a session-invalid answer to the app and still returns it", async () => {
    reply = () => ({ code: 200, body: JSON.stringify({ status: 0, msg: SESSION_INVALID_MSG }) });
    const reported: unknown[] = [];
    const calls = accountCalls(createClient({ baseUrl: base, onSessionInvalid: (a) => reported.push(a) }));
    const answer = await calls.userinfo();
    expect(answer.status).toBe(0);
    expect(reported).toHaveLength(1);
  });

  it("reports a lost network, and an answer that is not the wire's, as NetworkError", async () => {
    const lost: unknown[] = [];
    const dead = createClient({ baseUrl: "http://127.0.0.1:1", onNetworkLost: (e) => lost.push(e) });
    await expect(dead.call("/member/index/userinfo")).rejects.toBeInstanceOf(NetworkError);
    reply = () => ({ code: 502, body: "<html>Bad gateway</html>" });
    const proxied = createClient({ baseUrl: base, onNetworkLost: (e) => lost.push(e) });
    await expect(proxied.call("/member/index/userinfo")).rejects.toBeInstanceOf(NetworkError);
    expect(lost).toHaveLength(2);
  });
});
