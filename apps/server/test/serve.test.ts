/** What one port serves besides the calls: the socket, the built web app with its SPA fallback, media. */
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "site-dist-"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>Amora</title><div id=root></div>");
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "assets", "app.js"), "console.log('app')");
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
    const res = await t.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("never answers an unknown call with the app", async () => {
    const res = await t.app.inject({ method: "GET", url: "/member/index/nothing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, msg: "No such call", key: "answers.notFound" });
  });
});

describe("the chat socket handshake (the protocol: chat.test.ts)", () => {
  it("closes a connection without a valid session", async () => {
    const ws = await t.app.injectWS("/ws?token=nope");
    const closed = await new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
    expect(closed).toBe(4001);
  });

  it("closes a connection from a foreign origin", async () => {
    const m = await signUp(t);
    const ws = await t.app.injectWS(`/ws?token=${m.token}`, { headers: { origin: "https://evil.example" } });
    const closed = await new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
    expect(closed).toBe(4003);
  });
});
