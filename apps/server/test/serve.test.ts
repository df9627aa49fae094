/** What one port serves besides the calls: the socket, the built web app with its SPA fallback, media. */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Opt } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { COMPRESS_THRESHOLD } from "../src/app.ts";
import { form, signUp, type TestApp, testApp } from "./helper.ts";
import { connect, wsBase } from "./socket-client.ts";

/** A script the size of a real chunk, and a page bigger than the compression threshold. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 800 }, (_, i) => `word${i % 37}`))};`;
const INLINE = `document.documentElement.dataset.booted = "1"`;
const PAGE = `<!doctype html><title>Amora</title><script>${INLINE}</script><div id=root>${"<i></i>".repeat(400)}</div>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "site-dist-"));
  await writeFile(path.join(dist, "index.html"), PAGE);
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "assets", "app-4f2a9c.js"), SCRIPT);
  await writeFile(path.join(dist, "assets", "tiny-0b1c2d.js"), "console.log('app')");
  // The build's own step, on this folder: the server serves what it made.
  const precompress = fileURLToPath(new URL("../../web/scripts/precompress.ts", import.meta.url));
  execFileSync(process.execPath, [precompress, dist], { stdio: "ignore" });
  t = await testApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe("the web app", () => {
  it("serves index.html for the app's routes and the legacy links", async () => {
    for (const url of ["/", "/w/login", "/m/home/my/index", "/regist/ABC123", "/reset-password?code=x"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain("<title>Amora</title>");
    }
  });

  it("serves built assets as themselves, with security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/tiny-0b1c2d.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("lets the page run its own inline script, by hash, and no other", async () => {
    const res = await t.app.inject({ method: "GET", url: "/m/home" });
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    const hash = createHash("sha256").update(INLINE).digest("base64");
    expect(scriptSrc.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("serves assets compressed as the browser accepts them, with Vary, and caches hashed ones for good", async () => {
    const get = (url: string, encoding?: string) =>
      t.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });
    const br = await get("/assets/app-4f2a9c.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    const gz = await get("/assets/app-4f2a9c.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get("/assets/app-4f2a9c.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gz, plain]) {
      // A shared cache must not hand the brotli copy to a client that asked for none.
      expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("serves the HTML compressed too, but never from a cache without asking (a release shows at once)", async () => {
    for (const url of ["/", "/m/login", "/index.html"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it("compresses call answers above the threshold and leaves small ones alone", async () => {
    const m = await signUp(t, { sex: 1 });
    // A page of the member list: big enough to be worth compressing.
    for (let i = 0; i < 6; i++) await signUp(t, { sex: 0 });
    const call = (url: string) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded", "accept-encoding": "gzip, br" },
        payload: form({ token: m.token, page: 1 }),
      });
    const big = await call("/member/index/new_opposite_sex");
    expect(big.headers["content-encoding"]).toBe("br");
    const json = brotliDecompressSync(big.rawPayload).toString();
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(JSON.parse(json)).toMatchObject({ status: 200 });
    const small = await call("/member/index/readonlinestatus");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 200, data: { onlinestatus: 0 } });
  });

  it("never answers an unknown call with the app", async () => {
    const res = await t.app.inject({ method: "GET", url: "/member/index/nothing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      msg: "We could not find what you asked for",
      key: "answers.notFound",
    });
  });
});

describe("the chat socket handshake (the protocol: chat.test.ts)", () => {
  it("closes a connection without a valid session", async () => {
    // Not waiting for the inits' answers (connect's default): the answer is the close.
    const s = await connect(t.app, "nope", { init: false });
    expect(await s.closed).toBe(4001);
  });

  it("closes a connection from a foreign origin", async () => {
    const m = await signUp(t);
    const s = await connect(t.app, m.token, { origin: "https://evil.example", init: false });
    expect(await s.closed).toBe(4003);
  });

  it("takes a session token given once, not one repeated in the query", async () => {
    const m = await signUp(t);
    const base = await wsBase(t.app);
    const twice = new WebSocket(`${base}/ws?token=${m.token}&token=${m.token}`, {
      headers: { origin: "http://site.test" },
    });
    expect(await new Promise((resolve) => twice.on("close", resolve))).toBe(4001);
    const once = await connect(t.app, m.token);
    once.send({ opt: Opt.init });
    expect(await once.next((x) => x.opt === Opt.init)).toMatchObject({ uid: m.id });
    once.close();
  });

  it("answers an upgrade anywhere else 404, and a plain request to /ws 426", async () => {
    const base = await wsBase(t.app);
    for (const where of ["/wss", "/ws/", "/member/index/readonlinestatus", "//ws"]) {
      const ws = new WebSocket(`${base}${where}`, { headers: { origin: "http://site.test" } });
      const status = await new Promise<number | undefined>((resolve) => {
        ws.on("unexpected-response", (_req, res) => resolve(res.statusCode));
        ws.on("error", () => resolve(undefined));
      });
      expect(status, where).toBe(404);
    }
    // A plain request to the socket's address is told it needs an upgrade.
    const plain = await t.app.inject({ method: "GET", url: "/ws" });
    expect(plain.statusCode).toBe(426);
    expect(plain.headers.upgrade).toBe("websocket");
    // The server is unharmed: a plain call and a socket still work.
    const res = await fetch(`${base.replace("ws:", "http:")}/healthz`);
    expect(res.status).toBe(200);
    const m = await signUp(t);
    const s = await connect(t.app, m.token);
    s.send({ opt: Opt.heartbeat });
    expect(await s.next((x) => x.opt === Opt.heartbeat)).toMatchObject({ chat_state: 0 });
    s.close();
  });

  it("closes a frame over the limit with its reason (1009), not a cut connection", async () => {
    const m = await signUp(t);
    const s = await connect(t.app, m.token);
    // Over the 64 KiB frame limit: ws closes 1009 (message too big), not a cut (1006).
    s.send("x".repeat(64 * 1024 + 1));
    expect(await s.closed).toBe(1009);
  });

  it("sends the answer to the first init and the chat list in one write, in that order", async () => {
    const m = await signUp(t);
    // What the server writes to the connection, write by write (server frames are not masked:
    // the JSON shows). Writable hands each write to _write, or several corked ones to _writev.
    const writes: string[] = [];
    const watch = (_req: unknown, stream: Duplex) => {
      t.app.server.off("upgrade", watch);
      const raw = stream as Duplex & {
        _write: (chunk: Buffer, encoding: string, cb: () => void) => void;
        _writev: (chunks: { chunk: Buffer }[], cb: () => void) => void;
      };
      const write = raw._write.bind(raw);
      const writev = raw._writev.bind(raw);
      raw._write = (chunk, encoding, cb) => {
        writes.push(String(chunk));
        write(chunk, encoding, cb);
      };
      raw._writev = (chunks, cb) => {
        writes.push(chunks.map((c) => String(c.chunk)).join(""));
        writev(chunks, cb);
      };
    };
    t.app.server.prependListener("upgrade", watch);
    const s = await connect(t.app, m.token);
    for (let i = 0; i < 2; i++) await s.next((message) => message.opt === Opt.init);
    expect(s.received.map((message) => message.opt)).toEqual([Opt.init, Opt.open, Opt.init]);
    s.close();
    const first = writes.find((w) => w.includes(`"opt":${Opt.init}`)) ?? "";
    expect(first).toContain(`"opt":${Opt.open}`);
    expect(first.indexOf(`"opt":${Opt.init}`)).toBeLessThan(first.indexOf(`"opt":${Opt.open}`));
  });
});
