/**
 * The public pages rendered on the server (issue 49): the sign-in, register and forgot-password
 * pages of both variants, the blog and its articles, the information pages (both variants') and
 * the phone's agreement. The web build's server module (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-server) renders the page from the same route components; this writes it into the
 * built index.html with the page's title, description, canonical and hreflang links, Open Graph
 * and Twitter tags and, for an article, its schema.org JSON-LD. The browser hydrates it.
 *
 * A page is the same for every visitor of a language (it is rendered signed out: the session lives
 * in the browser's storage), so a shared cache may keep it a minute (s-maxage) per language (Vary).
 * Signed-in screens keep the client-rendered shell (app.ts's not-found handler).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Article, type ArticleSummary, LANGUAGES, type Language } from "@site/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { BlogData, Rendered, RenderInput } from "../../../web/src/entry-server.tsx";
import { escapeHtml } from "../lib/html.ts";
import { articleCategoryList, articleList, popularArticles, readArticle } from "../services/articles.ts";
import { LANGUAGE_PARAM, LANGUAGE_TAG, OG_LOCALE, pageLanguage } from "./language.ts";
import { OG_HEIGHT, OG_WIDTH, ogImagePath } from "./og-image.ts";

type Render = (input: RenderInput) => Promise<Rendered>;

/** The pages rendered here, by path. The blog's need its data; the rest are words only. */
type Kind = "page" | "blog" | "article";
export const PUBLIC_PAGES: Record<string, Kind> = {
  "/w/login": "page",
  "/w/regist": "page",
  "/w/forgot-password": "page",
  "/w/blog": "blog",
  "/w/blogcont": "article",
  "/w/info/about-us": "page",
  "/w/info/contact-us": "page",
  "/w/info/help-center": "page",
  "/w/info/privacy-policy": "page",
  "/w/info/refund": "page",
  "/w/info/terms-of-use": "page",
  "/m/login": "page",
  "/m/Register": "page",
  "/m/Forgotpassword": "page",
  "/m/blog": "blog",
  "/m/blogcont": "article",
  "/m/agreement": "page",
  "/m/info/about-us": "page",
  "/m/info/contact-us": "page",
  "/m/info/help-center": "page",
  "/m/info/privacy-policy": "page",
  "/m/info/refund": "page",
  "/m/info/terms-of-use": "page",
};

/**
 * A shared cache (nginx, deploy/nginx.conf) keeps a page a minute; a browser asks again each time,
 * and is answered 304 while the ETag holds.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/** Where the web build puts the server's render module, beside dist. */
export const serverRenderPath = (webDist: string) =>
  path.join(webDist, "..", "dist-server", "entry-server.js");

/** A query id (tid, cid) as the pages read it: a positive whole number, else none. */
function idParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** JSON inside a <script>: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The page's own address, its query reduced to what names its content. */
function pageQuery(pathname: string, params: URLSearchParams, article: ArticleSummary | undefined) {
  const kept = new URLSearchParams();
  if (PUBLIC_PAGES[pathname] === "blog") {
    const tid = idParam(params, "tid");
    if (tid) kept.set("tid", String(tid));
  }
  if (PUBLIC_PAGES[pathname] === "article" && article) {
    kept.set("cid", String(article.id));
    kept.set("tid", String(article.type));
  }
  return kept;
}

export function addressOf(origin: string, pathname: string, query: URLSearchParams, lang?: Language) {
  const params = new URLSearchParams(query);
  if (lang) params.set(LANGUAGE_PARAM, lang);
  const search = params.toString();
  return `${origin}${pathname}${search ? `?${search}` : ""}`;
}

interface Head {
  lang: Language;
  rendered: Rendered;
  canonical: string;
  alternates: [hreflang: string, href: string][];
  image?: string | undefined;
  article?: ArticleSummary | undefined;
}

function headTags({ lang, rendered, canonical, alternates, image, article }: Head): string {
  const meta = (attr: "name" | "property", key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(rendered.title)}</title>`,
    meta("name", "description", rendered.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates.map(
      ([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    meta("property", "og:site_name", "Amora"),
    meta("property", "og:type", article ? "article" : "website"),
    meta("property", "og:title", rendered.headline ?? rendered.title),
    meta("property", "og:description", rendered.description),
    meta("property", "og:url", canonical),
    meta("property", "og:locale", OG_LOCALE[lang]),
    ...LANGUAGES.filter((l) => l !== lang).map((l) => meta("property", "og:locale:alternate", OG_LOCALE[l])),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", rendered.headline ?? rendered.title),
    meta("name", "twitter:description", rendered.description),
  ];
  if (image)
    tags.push(
      meta("property", "og:image", image),
      meta("property", "og:image:width", String(OG_WIDTH)),
      meta("property", "og:image:height", String(OG_HEIGHT)),
      meta("property", "og:image:alt", rendered.headline ?? rendered.title),
      meta("name", "twitter:image", image),
    );
  if (article) {
    const published = new Date((article.create_time ?? 0) * 1000).toISOString();
    tags.push(meta("property", "article:published_time", published));
    // Data for search engines, not a script: the CSP does not run it.
    const data = {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: rendered.headline,
      description: rendered.description,
      ...(image ? { image: [image] } : {}),
      datePublished: published,
      inLanguage: LANGUAGE_TAG[lang],
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
      publisher: { "@type": "Organization", name: "Amora" },
    };
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.map((t) => `    ${t}\n`).join("");
}

/** index.html around #root's markers (apps/web/index.html): before, and after. */
function templateOf(html: string): { before: string; after: string } {
  const start = html.indexOf("<!--app-->");
  const end = html.indexOf("<!--/app-->");
  if (start < 0 || end < start) throw new Error("index.html has no <!--app--> markers in #root");
  return { before: html.slice(0, start), after: html.slice(end + "<!--/app-->".length) };
}

export interface PublicPagesOptions {
  dist: string;
  /** The index.html file as built (the shell every other path gets). */
  indexHtml: string;
}

/** Sends the client-rendered shell, as every other path of the app gets it. */
const sendShell = (reply: FastifyReply, dist: string) =>
  reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html", dist);

export async function publicPages(app: FastifyInstance, { dist, indexHtml }: PublicPagesOptions) {
  const { ctx } = app;
  const bundle = serverRenderPath(dist);
  if (!existsSync(bundle)) {
    ctx.log.warn({ bundle }, "no server render module: the public pages are client-rendered");
    return;
  }
  const { render } = (await import(pathToFileURL(bundle).href)) as { render: Render };
  const template = templateOf(indexHtml);
  const origin = ctx.config.publicUrl;

  async function blogData(pathname: string, params: URLSearchParams): Promise<BlogData | undefined> {
    const kind = PUBLIC_PAGES[pathname];
    if (kind === "page") return undefined;
    const [categories, popular] = await Promise.all([
      articleCategoryList(ctx.db),
      popularArticles(ctx.db, undefined),
    ]);
    if (kind === "blog") {
      const tid = idParam(params, "tid");
      return { categories, popular, list: { tid, articles: await articleList(ctx.db, tid) } };
    }
    const cid = idParam(params, "cid");
    if (!cid) return { categories, popular };
    // Counted as read, as the page's own call counted it before it was rendered here.
    const article: Article | null = (await readArticle(ctx.db, cid)) ?? null;
    return { categories, popular, article: { cid, article } };
  }

  async function answer(req: FastifyRequest, reply: FastifyReply) {
    const url = new URL(req.url, "http://localhost");
    const pathname = url.pathname;
    const params = url.searchParams;
    const { lang, fromQuery } = pageLanguage(params.get(LANGUAGE_PARAM), req.headers);
    let rendered: Rendered;
    let blog: BlogData | undefined;
    try {
      blog = await blogData(pathname, params);
      rendered = await render({ url: `${pathname}${url.search}`, lang, blog });
    } catch (error) {
      // The page still works as the app renders it in the browser.
      req.log.error({ err: error }, "server render failed: the shell is sent");
      return sendShell(reply, dist);
    }
    if (rendered.redirect) return reply.redirect(rendered.redirect);
    const article = blog?.article?.article ?? undefined;
    const missing = PUBLIC_PAGES[pathname] === "article" && !article;
    const query = pageQuery(pathname, params, article);
    const canonical = addressOf(origin, pathname, query, lang);
    const alternates: Head["alternates"] = [
      ...LANGUAGES.map((l): [string, string] => [LANGUAGE_TAG[l], addressOf(origin, pathname, query, l)]),
      ["x-default", addressOf(origin, pathname, query)],
    ];
    const image = article?.image ? `${origin}${ogImagePath(article)}` : undefined;
    const head = headTags({ lang, rendered, canonical, alternates, image, article });
    const robots = missing ? '    <meta name="robots" content="noindex" />\n' : "";
    const html =
      template.before
        // data-lang: index.html's loader preloads the page's language, not the stored one.
        .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAG[lang]}" data-lang="${lang}"`)
        .replace(/\n\s*<title>[^<]*<\/title>/, "")
        .replace("</head>", `${head}${robots}  </head>`) +
      rendered.html +
      template.after.replace(
        "</div>",
        `</div>\n    <script type="application/json" id="server-page">${scriptJson(rendered.page)}</script>`,
      );
    const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
    reply
      .code(missing ? 404 : 200)
      .type("text/html; charset=utf-8")
      .header("cache-control", PAGE_CACHE_CONTROL)
      .header("etag", etag);
    // An address that names its language is the same page for everyone.
    if (!fromQuery) reply.header("vary", "Cookie, Accept-Language");
    if (!missing && req.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.send(html);
  }

  for (const pagePath of Object.keys(PUBLIC_PAGES)) app.get(pagePath, answer);
}
