/**
 * The blog's articles (spec §7 Blog): what visitors read, and the one way staff save an article
 * (the admin command today, the console's editor later). Bodies are sanitised when saved, by an
 * allowlist (sanitize-html): headings, paragraphs, lists, quotes, emphasis, links to web and mail
 * addresses, images from the web or this site's uploads. No script, style, event handler,
 * `javascript:` or `data:` URL, form or frame survives, so a body is rendered as stored.
 */
import {
  ARTICLE_BODY_MAX,
  ARTICLE_CATEGORY_NAME_MAX,
  ARTICLE_TITLE_MAX,
  type Article,
  type ArticleCategory,
  type ArticleSummary,
  BLOG_PAGE_SIZE,
  POPULAR_ARTICLES,
} from "@site/contracts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import type { Db, Tx } from "../db/index.ts";
import { articleCategories, articles } from "../db/schema.ts";

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "code",
    "pre",
  ],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  // What is dropped goes with its content where the content is code, not text.
  nonTextTags: ["script", "style", "textarea", "noscript", "iframe", "object", "embed", "template"],
  transformTags: {
    // Links leave the site without handing it the opener or the referrer.
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === "img" && !/^(https?:\/\/|\/uploads\/|\/static\/)/.test(frame.attribs.src ?? ""),
};
// The two attributes the transform adds must survive the allowlist.
(SANITIZE.allowedAttributes as Record<string, string[]>).a?.push("rel", "target");

/** An article body as the site stores and renders it. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE).trim();
}

type CategoryRow = typeof articleCategories.$inferSelect;
type ArticleRow = typeof articles.$inferSelect;

const categoryOf = (c: CategoryRow): ArticleCategory => ({
  id: c.id,
  english: c.nameEn,
  simple: c.nameZhcn,
  multiply: c.nameZhtw,
});

const summaryOf = (a: ArticleRow): ArticleSummary => ({
  id: a.id,
  type: a.categoryId,
  image: a.image,
  tenglish: a.titleEn,
  tsimple: a.titleZhcn,
  tmultiply: a.titleZhtw,
  create_time: Math.floor(a.publishedAt.getTime() / 1000),
  reads: a.views,
});

export async function articleCategoryList(db: Tx): Promise<ArticleCategory[]> {
  const rows = await db
    .select()
    .from(articleCategories)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  return rows.map(categoryOf);
}

const visible = (type: number | undefined) =>
  and(eq(articles.published, true), type === undefined ? undefined : eq(articles.categoryId, type));

/** A category's articles (or all), newest first. */
export async function articleList(db: Tx, type: number | undefined): Promise<ArticleSummary[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(visible(type))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(BLOG_PAGE_SIZE);
  return rows.map(summaryOf);
}

/** The most read articles (of a category, or all). */
export async function popularArticles(db: Tx, type: number | undefined): Promise<ArticleSummary[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(visible(type))
    .orderBy(desc(articles.views), desc(articles.publishedAt))
    .limit(POPULAR_ARTICLES);
  return rows.map(summaryOf);
}

/** A published article, counted as read once more. */
export async function readArticle(db: Tx, id: number): Promise<Article | undefined> {
  const [row] = await db
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(and(eq(articles.id, id), eq(articles.published, true)))
    .returning();
  if (!row) return undefined;
  return { ...summaryOf(row), english: row.bodyEn, simple: row.bodyZhcn, multiply: row.bodyZhtw };
}

type Texts = { en: string; zhcn?: string | undefined; zhtw?: string | undefined };

export interface ArticleInput {
  slug: string;
  /** The category's slug. */
  category: string;
  image?: string | undefined;
  title: Texts;
  body: Texts;
  published?: boolean | undefined;
  publishedAt?: Date | undefined;
  views?: number | undefined;
}

export class ArticleError extends Error {}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function checkTexts(what: string, texts: Texts, max: number): void {
  if (!texts.en?.trim()) throw new ArticleError(`${what}: the English text is required`);
  for (const [lang, text] of Object.entries(texts))
    if (text !== undefined && (typeof text !== "string" || text.length > max))
      throw new ArticleError(`${what} (${lang}): text of at most ${max} characters`);
}

/** Saves a category by its slug (created, or its names changed). */
export async function saveArticleCategory(
  db: Tx,
  input: { slug: string; name: Texts; sort?: number | undefined },
): Promise<number> {
  if (!SLUG.test(input.slug))
    throw new ArticleError(`category slug "${input.slug}": lowercase words joined by -`);
  checkTexts("category name", input.name, ARTICLE_CATEGORY_NAME_MAX);
  const values = {
    slug: input.slug,
    nameEn: input.name.en.trim(),
    nameZhcn: input.name.zhcn?.trim() ?? "",
    nameZhtw: input.name.zhtw?.trim() ?? "",
    sort: input.sort ?? 0,
  };
  const [row] = await db
    .insert(articleCategories)
    .values(values)
    .onConflictDoUpdate({ target: articleCategories.slug, set: values })
    .returning({ id: articleCategories.id });
  if (!row) throw new Error("category save returned no row");
  return row.id;
}

/** Saves an article by its slug (created, or replaced), its bodies sanitised. */
export async function saveArticle(db: Tx, input: ArticleInput): Promise<number> {
  if (!SLUG.test(input.slug))
    throw new ArticleError(`article slug "${input.slug}": lowercase words joined by -`);
  checkTexts("title", input.title, ARTICLE_TITLE_MAX);
  checkTexts("body", input.body, ARTICLE_BODY_MAX);
  const image = input.image ?? "";
  if (image && !/^(https:\/\/|\/static\/|\/uploads\/)[^\s"'<>]*$/.test(image))
    throw new ArticleError(`image "${image}": an https address, or one of this site's /static/ or /uploads/`);
  const [category] = await db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.slug, input.category));
  if (!category) throw new ArticleError(`no category "${input.category}"`);
  const body = (text: string | undefined) => (text ? sanitizeArticleHtml(text) : "");
  const values = {
    slug: input.slug,
    categoryId: category.id,
    image,
    titleEn: input.title.en.trim(),
    titleZhcn: input.title.zhcn?.trim() ?? "",
    titleZhtw: input.title.zhtw?.trim() ?? "",
    bodyEn: body(input.body.en),
    bodyZhcn: body(input.body.zhcn),
    bodyZhtw: body(input.body.zhtw),
    published: input.published ?? true,
    updatedAt: new Date(),
    ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
    ...(input.views !== undefined ? { views: input.views } : {}),
  };
  if (!values.bodyEn) throw new ArticleError("body: nothing is left of the English body once sanitised");
  const [row] = await db
    .insert(articles)
    .values(values)
    .onConflictDoUpdate({ target: articles.slug, set: values })
    .returning({ id: articles.id });
  if (!row) throw new Error("article save returned no row");
  return row.id;
}

/** Whether the blog has any category yet (the reference seed fills an empty one). */
export async function blogIsEmpty(db: Db | Tx): Promise<boolean> {
  const [any] = await db.select({ id: articleCategories.id }).from(articleCategories).limit(1);
  return !any;
}

/** Every published article's id, category and last change (the sitemap lists them all). */
export async function publishedArticleDates(
  db: Tx,
): Promise<{ id: number; type: number; updatedAt: Date }[]> {
  return db
    .select({ id: articles.id, type: articles.categoryId, updatedAt: articles.updatedAt })
    .from(articles)
    .where(eq(articles.published, true))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
}

/** A published article, without counting a read (its picture for the page's social card). */
export async function peekArticle(db: Tx, id: number): Promise<ArticleSummary | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.published, true)));
  return row ? summaryOf(row) : undefined;
}
