/**
 * Slow requests end (issue 51): an upload whose body stalls is closed after IDLE_TIMEOUT_MS, one
 * trickled in slowly enough never to look idle is cut at REQUEST_TIMEOUT_MS, and neither leaves a
 * file behind; the server goes on serving, and a chat socket (long-lived by design) is not cut.
 * Short limits here; production's are minutes. Over a real socket (app.listen on port 0).
 */
import { readdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { Calls, FeedCalls } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";
import { closedWithin, connect } from "./socket-client.ts";

const REQUEST_MS = 2_000;
const IDLE_MS = 700;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await testApp({ REQUEST_TIMEOUT_MS: String(REQUEST_MS), IDLE_TIMEOUT_MS: String(IDLE_MS) });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const BOUNDARY = "----slowtest51";
const MB = 1024 * 1024;

/** The request's head and the start of a video upload (token first), announcing `bytes` of file. */
function uploadHead(token: string, bytes: number): Buffer {
  const start = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const length = start.length + bytes + `\r\n--${BOUNDARY}--\r\n`.length;
  return Buffer.concat([
    Buffer.from(
      `POST ${FeedCalls.uploadVideo} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`,
    ),
    start,
  ]);
}

/** A raw connection: what the server answered, and when it closed (ms after `opened`). */
function rawConnection() {
  const socket = net.connect(port, "127.0.0.1");
  const opened = Date.now();
  let answer = "";
  socket.on("data", (chunk: Buffer) => {
    answer += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - opened)));
  return { socket, closed, answer: () => answer };
}

/** Resolves with the value, or "still open" after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<"still open">((resolve) => setTimeout(() => resolve("still open"), ms)),
  ]);

async function receiving(): Promise<string[]> {
  try {
    return await readdir(path.join(t.ctx.config.dataDir, "work", "uploads"));
  } catch {
    return [];
  }
}

async function goldMember() {
  const m = await signUp(t);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}

describe("a slow upload", () => {
  it("that stalls is closed once idle, and its file goes", async () => {
    const m = await goldMember();
    const c = rawConnection();
    c.socket.write(uploadHead(m.token, 10 * MB));
    c.socket.write(Buffer.alloc(64 * 1024));
    // Then nothing more: the connection must not stay open for ever holding the upload.
    const closedAfter = await within(c.closed, 10 * IDLE_MS);
    expect(closedAfter).not.toBe("still open");
    expect(closedAfter).toBeGreaterThanOrEqual(IDLE_MS);
    await expect.poll(receiving).toEqual([]);
  });

  it("that trickles in, never idle, is cut at the request's time limit", async () => {
    const m = await goldMember();
    const c = rawConnection();
    c.socket.write(uploadHead(m.token, 10 * MB));
    let sent = 0;
    // A kilobyte every 100 ms: never idle, and 10 MB would take over 15 minutes.
    const drip = setInterval(() => {
      if (c.socket.writable) {
        c.socket.write(Buffer.alloc(1024));
        sent += 1024;
      }
    }, 100);
    try {
      const closedAfter = await within(c.closed, 5 * REQUEST_MS);
      expect(closedAfter).not.toBe("still open");
      expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_MS);
      // Node answers 408 when it can; the connection is closed either way.
      if (c.answer()) expect(c.answer()).toMatch(/^HTTP\/1\.1 408/);
      expect(sent).toBeLessThan(MB);
    } finally {
      clearInterval(drip);
    }
    await expect.poll(receiving).toEqual([]);
  });

  it("does not stop the server: calls are answered, and a chat socket outlives the idle limit", async () => {
    const m = await signUp(t);
    const chat = await connect(t.app, m.token);
    expect(await closedWithin(chat, 3 * IDLE_MS)).toBe("open");
    chat.close();
    expect((await t.call(Calls.userinfo, {}, { token: m.token })).status).toBe(200);
  });
});
