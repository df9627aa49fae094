/**
 * /sitemap.xml and /robots.txt (issue 49), written by the server, never the app's shell. The
 * sitemap lists the desktop's public pages that stand on their own (the blog, every published
 * article, the information pages) and the phone's information pages, each language's address
 * with its alternates; robots.txt names it and keeps crawlers out of the members' pages, the
 * console, the payment sandbox and the API.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "../lib/html.ts";
import { publishedArticleDates } from "../services/articles.ts";
import { LANGUAGE_TAG } from "./language.ts";
import { addressOf } from "./public-pages.ts";

/** The pages of words only (their lastmod is the build's). */
const PAGES = [
  "/w/blog",
  "/w/info/about-us",
  "/w/info/contact-us",
  "/w/info/help-center",
  "/w/info/privacy-policy",
  "/w/info/refund",
  "/w/info/terms-of-use",
  // The phone's information pages: a phone that searches for the privacy policy lands on the page
  // it can read, not the desktop's (which its device guard would send on anyway).
  "/m/info/about-us",
  "/m/info/contact-us",
  "/m/info/help-center",
  "/m/info/privacy-policy",
  "/m/info/refund",
  "/m/info/terms-of-use",
];

/** Answers of both: a crawler may keep them an hour, a shared cache a minute. */
const CACHE_CONTROL = "public, max-age=3600, s-maxage=60";

export const ROBOTS_DISALLOW = ["/w/home/", "/m/home/", "/admin", "/member/", "/api/", "/sandbox-pay/"];

export async function sitemapRoutes(app: FastifyInstance, { dist }: { dist?: string | undefined }) {
  const { ctx } = app;
  const origin = ctx.config.publicUrl;
  // The pages' words change with a release: the built index.html's time says when.
  const built = (() => {
    try {
      return dist ? statSync(path.join(dist, "index.html")).mtime : new Date();
    } catch {
      return new Date();
    }
  })();

  /** One page in each language, each entry naming the others (and the negotiated address). */
  const entries = (pathname: string, query: URLSearchParams, lastmod: Date) => {
    const links = [
      ...LANGUAGES.map((l: Language) => [LANGUAGE_TAG[l], addressOf(origin, pathname, query, l)] as const),
      ["x-default", addressOf(origin, pathname, query)] as const,
    ]
      .map(
        ([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}"/>\n`,
      )
      .join("");
    return LANGUAGES.map(
      (l) =>
        `  <url>\n    <loc>${escapeHtml(addressOf(origin, pathname, query, l))}</loc>\n` +
        `    <lastmod>${lastmod.toISOString()}</lastmod>\n${links}  </url>\n`,
    ).join("");
  };

  app.get("/sitemap.xml", async (_req, reply) => {
    const articles = await publishedArticleDates(ctx.db);
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      PAGES.map((p) => entries(p, new URLSearchParams(), built)).join("") +
      articles
        .map((a) =>
          entries(
            "/w/blogcont",
            new URLSearchParams({ cid: String(a.id), tid: String(a.type) }),
            a.updatedAt,
          ),
        )
        .join("") +
      "</urlset>\n";
    return reply.type("application/xml; charset=utf-8").header("cache-control", CACHE_CONTROL).send(body);
  });

  app.get("/robots.txt", async (_req, reply) => {
    const body = `User-agent: *\n${ROBOTS_DISALLOW.map((p) => `Disallow: ${p}\n`).join("")}\nSitemap: ${origin}/sitemap.xml\n`;
    return reply.type("text/plain; charset=utf-8").header("cache-control", CACHE_CONTROL).send(body);
  });
}
