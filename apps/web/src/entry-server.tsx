/**
 * The server's render of the public pages (issue 49): the sign-in, register and forgot-password
 * pages of both variants, the blog and its articles, the information pages and the phone's
 * agreement. Built by `vite build --ssr` (dist-server/entry-server.js) and imported by the server
 * (apps/server/src/ssr), which gives it the page's data and writes the document around it.
 *
 * The same route table and components as the browser's, rendered signed out: the page's HTML is
 * then hydrated by main.tsx with the same ServerPage, so the first client render matches it.
 */
import { blogKeys } from "@site/api-client";
import {
  type Article,
  type ArticleCategory,
  type ArticleSummary,
  articleBody,
  articleCategoryName,
  articleSummary,
  articleTitle,
  type Language,
} from "@site/contracts";
import { createI18nWith, resources } from "@site/i18n";
import type { i18n as I18n } from "i18next";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { unstable_serialize } from "swr";
import { type ServerPage, ServerPageContext } from "./lib/server-page.ts";
import { rootRoutes } from "./router/routes.tsx";
import type { RouteHandle } from "./router/title.ts";

/** What the blog's pages show, read by the server from its own services. */
export interface BlogData {
  categories: ArticleCategory[];
  popular: ArticleSummary[];
  /** The list page: its category (tid) and its articles. */
  list?: { tid: number | undefined; articles: ArticleSummary[] };
  /** The article page: its id and the article (null: none published with that id). */
  article?: { cid: number; article: Article | null };
}

export interface RenderInput {
  /** The path and query, as requested. */
  url: string;
  lang: Language;
  blog?: BlogData | undefined;
}

export interface Rendered {
  /** The markup of #root. */
  html: string;
  /** What the client hydrates with (main.tsx reads it from the page). */
  page: ServerPage;
  title: string;
  description: string;
  /** An article's own title (its headline), on an article page. */
  headline?: string | undefined;
  /** An article's own picture, as stored. */
  image?: string | undefined;
  /** Publication time of an article (epoch seconds). */
  published?: number | undefined;
  /** Where the router sent the path (a redirect route), if it did. */
  redirect?: string | undefined;
}

/** The lazy namespaces the public pages show (the blog's words, the static pages' texts). */
const NAMESPACES = ["pages"];
/**
 * The pages that show them: the client loads them before it hydrates. The sign-in pages show none,
 * and must not download the static pages' texts (their script budget).
 */
const USES_PAGES = /^\/[wm]\/(blog|blogcont|info\/.*|agreement)$/;

/** One instance per language, kept: the server never changes an instance's language. */
const instances = new Map<Language, Promise<I18n>>();
function i18nOf(lang: Language): Promise<I18n> {
  let instance = instances.get(lang);
  if (!instance) {
    const created = createI18nWith(lang, { [lang]: resources[lang] });
    instance = created.loadNamespaces(NAMESPACES).then(() => created);
    instances.set(lang, instance);
  }
  return instance;
}

/** Keys named at run time (a route's handle, a page's lead): i18next's key types know them not. */
type Translate = (key: string) => string;

/** Route handles' titles, as the client's useDocumentTitle writes them. */
const titleOf = (t: Translate, own: string | undefined, key: string | undefined) => {
  const appName = t("common:appName");
  if (own) return `${own} · ${appName}`;
  return key ? `${t(key)} · ${appName}` : t("common:defaultTitle");
};

/** Each page's description: its lead, else the site's. */
function descriptionOf(t: Translate, pathname: string): string {
  const tail = pathname.split("/").slice(2).join("/");
  const keys: Record<string, string> = {
    regist: "auth:register.subtitle",
    Register: "auth:register.subtitle",
    "forgot-password": "auth:forgot.subtitle",
    Forgotpassword: "auth:forgot.subtitle",
    blog: "pages:blog.description",
    agreement: "pages:terms.lead",
    "info/about-us": "pages:about.lead",
    "info/contact-us": "pages:contact.lead",
    "info/help-center": "pages:help.lead",
    "info/privacy-policy": "pages:privacy.lead",
    "info/refund": "pages:refund.lead",
    "info/terms-of-use": "pages:terms.lead",
  };
  const key = keys[tail];
  return key ? t(key) : t("common:defaultDescription");
}

/** swr's data for the blog's hooks, under the keys they ask with (api-client blog.ts). */
function swrFallback(blog: BlogData | undefined): Record<string, unknown> {
  if (!blog) return {};
  const data: Record<string, unknown> = {
    [unstable_serialize(blogKeys.categories)]: blog.categories,
    [unstable_serialize(blogKeys.popular)]: blog.popular,
  };
  if (blog.list) data[unstable_serialize(blogKeys.list(blog.list.tid))] = blog.list.articles;
  if (blog.article) data[unstable_serialize(blogKeys.article(blog.article.cid))] = blog.article.article;
  return data;
}

export async function render(input: RenderInput): Promise<Rendered> {
  const url = new URL(input.url, "http://localhost");
  // The public pages live in the two variants' branches; the signed-in trees are never rendered here.
  const handler = createStaticHandler(
    rootRoutes(undefined, [
      ["w", undefined],
      ["m", undefined],
    ]),
  );
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      html: "",
      page: { lang: input.lang, namespaces: [], swr: {} },
      title: "",
      description: "",
      redirect: context.headers.get("location") ?? "/",
    };
  }
  const i18n = await i18nOf(input.lang);
  const t = i18n.getFixedT(input.lang) as unknown as Translate;
  const page: ServerPage = {
    lang: input.lang,
    namespaces: USES_PAGES.test(url.pathname) ? NAMESPACES : [],
    swr: swrFallback(input.blog),
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <ServerPageContext value={page}>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </ServerPageContext>,
    {
      // React sends a large Suspense boundary (the blog's list) after the rest, with an inline
      // script that moves it into place; the CSP runs no such script, and the page waits for every
      // boundary anyway (allReady): each boundary is written in place, in order.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        console.error("server render", error);
      },
    },
  );
  // Crawlers and the cache get the whole page: nothing is sent before every boundary resolved.
  await stream.allReady;
  const html = await new Response(stream).text();

  const key = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle)?.title)?.route
    .handle as RouteHandle | undefined;
  let title = titleOf(t, undefined, key?.title);
  let description = descriptionOf(t, url.pathname);
  const blog = input.blog;
  const article = blog?.article?.article;
  if (article) {
    title = titleOf(t, articleTitle(article, input.lang), undefined);
    description = articleSummary(articleBody(article, input.lang)) || description;
  } else if (blog?.list?.tid !== undefined) {
    const category = blog.categories.find((c) => c.id === blog.list?.tid);
    if (category)
      title = titleOf(
        t,
        `${articleCategoryName(category, input.lang)} · ${t("pages:blog.title")}`,
        undefined,
      );
  }
  return {
    html,
    page,
    title,
    description,
    headline: article ? articleTitle(article, input.lang) : undefined,
    image: article?.image || undefined,
    published: article?.create_time,
  };
}
