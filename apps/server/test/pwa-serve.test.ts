/** The installed /m app's files as the server hands them out: the worker, its manifest, the icons. */
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "./helper.ts";

const WORKER = `const VERSION = "1";${" ".repeat(2000)}self.addEventListener("fetch", () => {});`;
const MANIFEST = JSON.stringify({ name: "Amora", start_url: "/m/home", scope: "/m/", display: "standalone" });

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), "site-pwa-"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>Amora</title><div id=root></div>");
  await writeFile(path.join(dist, "sw.js"), WORKER);
  await writeFile(path.join(dist, "manifest.webmanifest"), MANIFEST);
  await mkdir(path.join(dist, "icons"));
  await writeFile(path.join(dist, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await testApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe("the installed app's files", () => {
  it("serves the service worker as a script that is never taken from a cache unasked", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    // A worker cached for a day would keep members on an old release for that day.
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(WORKER);
  });

  it("serves the manifest as a web app manifest, revalidated on every start", async () => {
    const res = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toMatchObject({ start_url: "/m/home", scope: "/m/" });
    const icon = await t.app.inject({ method: "GET", url: "/icons/icon-192.png" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/png");
  });

  it("lets pages of the site register the worker and read the manifest under its CSP", async () => {
    const res = await t.app.inject({ method: "GET", url: "/m/home" });
    const csp = String(res.headers["content-security-policy"]);
    const directive = (name: string) =>
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    // worker-src and manifest-src fall back to script-src and default-src: both allow the site.
    expect(directive("worker-src")).toBeUndefined();
    expect(directive("manifest-src")).toBeUndefined();
    expect(directive("script-src")).toContain("'self'");
    expect(directive("default-src")).toBe("default-src 'self'");
  });

  it("answers an address under /m/ that is no file with the app, for the worker's navigations", async () => {
    const res = await t.app.inject({ method: "GET", url: "/m/home/index" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Amora</title>");
  });
});
