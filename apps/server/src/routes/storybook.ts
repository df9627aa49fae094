/**
 * The design system's built Storybook (`npm run build-storybook`, storybook-static/) at
 * /storybook/, for the designers who review it and the developers who reuse its components.
 * Served when the folder is there; otherwise /storybook/ says how to build it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Storybook's own policy, for its pages only: its manager and preview pages run inline scripts
 * (the site's policy allows its own by hash alone), and its stories frame one another.
 */
export const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join("; ");

export const STORYBOOK_MISSING =
  "Storybook is not built here. Run `npm run build-storybook` at the repository's root (it writes storybook-static/), then reload /storybook/.";

export async function storybookRoutes(app: FastifyInstance, options: { root: string | undefined }) {
  const root = options.root;
  if (root && existsSync(path.join(root, "index.html"))) {
    app.get("/storybook", (_req, reply) => reply.redirect("/storybook/", 301));
    await app.register(fastifyStatic, {
      root,
      prefix: "/storybook/",
      decorateReply: false,
      index: ["index.html"],
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header("content-security-policy", STORYBOOK_CSP);
        // Its assets are named by their hash; its pages and index.json change with each build.
        reply.header(
          "cache-control",
          path.relative(root, file).startsWith(`assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
    return;
  }
  const missing = (_req: unknown, reply: FastifyReply) =>
    reply.code(404).type("text/plain; charset=utf-8").send(STORYBOOK_MISSING);
  app.get("/storybook", missing);
  app.get("/storybook/*", missing);
}
