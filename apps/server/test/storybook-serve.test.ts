import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { STORYBOOK_CSP, STORYBOOK_MISSING, storybookRoutes } from "../src/routes/storybook.ts";

/** The site's own policy, which the Storybook's pages must not get (they run inline scripts). */
const SITE_CSP = "default-src 'self'; script-src 'self'";

async function serve(root: string | undefined) {
  const app = Fastify();
  app.addHook("onRequest", async (_req, reply) => {
    reply.header("content-security-policy", SITE_CSP);
  });
  await app.register(storybookRoutes, { root });
  await app.register(async (site) => {
    site.get("/w/login", async () => "the site");
  });
  return app;
}

describe("the built Storybook at /storybook/", () => {
  it("serves its pages and assets with Storybook's policy, the site keeping its own", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "storybook-"));
    writeFileSync(path.join(root, "index.html"), "<script>window.manager = 1</script>");
    writeFileSync(path.join(root, "index.json"), '{"v":5}');
    mkdirSync(path.join(root, "assets"));
    writeFileSync(path.join(root, "assets", "button.stories-abc.js"), "export {}");
    const app = await serve(root);

    const page = await app.inject("/storybook/");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("window.manager");
    expect(page.headers["content-security-policy"]).toBe(STORYBOOK_CSP);
    expect(STORYBOOK_CSP).toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers["cache-control"]).toBe("no-cache");

    const asset = await app.inject("/storybook/assets/button.stories-abc.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await app.inject("/storybook/index.json")).json()).toEqual({ v: 5 });
    expect((await app.inject("/storybook")).headers.location).toBe("/storybook/");

    const site = await app.inject("/w/login");
    expect(site.headers["content-security-policy"]).toBe(SITE_CSP);
    await app.close();
  });

  it("says how to build it when it is not built", async () => {
    const app = await serve(path.join(tmpdir(), "no-storybook-here"));
    const answer = await app.inject("/storybook/");
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toBe(STORYBOOK_MISSING);
    expect(answer.body).toContain("npm run build-storybook");
    await app.close();
  });
});
