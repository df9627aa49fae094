/**
 * The public blog (spec §1, §2 blog and blogcont, §3 article category and article, §7 Blog): the
 * calls, the shapes they answer and their rules. Visitors read it all; a token in the query is
 * accepted and changes nothing.
 *
 * Spec §3 names a category's three names (english, simple, multiply) and an article's three titles
 * (tenglish, tsimple, tmultiply) and bodies (english, simple, multiply): English, simplified and
 * traditional Chinese. A list leaves the bodies out (it shows image and title, spec §2); the
 * detail carries them. Bodies are HTML, sanitised by the server when saved.
 */
import * as yup from "yup";
import type { Language } from "./enums.ts";
import { blankToUndefined, format, optionalRecordId, recordId } from "./schema-parts.ts";

export const BlogCalls = {
  /** GET: the categories. */
  articleTypes: "/member/Article/articletype",
  /** GET: type (a category id, or empty for all) and page (999: the whole list). */
  articleList: "/member/Article/getlist",
  /** GET: type; the most read articles. */
  popularArticles: "/member/Article/listshow",
  /** POST: id; data[0] is the article. */
  articleDetail: "/member/Article/getDetail",
} as const;

/** Spec §9: the blog list asks for page=999, the whole list in one page. */
export const BLOG_PAGE_SIZE = 999;
/** How many articles the popular list shows. */
export const POPULAR_ARTICLES = 6;
/** Limits of what staff may save (the console's editor and `npm run admin -- article`). */
export const ARTICLE_TITLE_MAX = 120;
export const ARTICLE_BODY_MAX = 100_000;
export const ARTICLE_CATEGORY_NAME_MAX = 40;

export interface ArticleCategory {
  id: number;
  english: string;
  simple: string;
  multiply: string;
}

export interface ArticleSummary {
  id: number;
  /** The category's id. */
  type: number;
  /** The cover image's address. */
  image: string;
  tenglish: string;
  tsimple: string;
  tmultiply: string;
  /** Ours: when it was published (epoch seconds) and how often it was read. */
  create_time?: number;
  reads?: number;
}

export interface Article extends ArticleSummary {
  /** The bodies as sanitised HTML. */
  english: string;
  simple: string;
  multiply: string;
}

/** The text of a language, falling back to English when that language has none. */
function pick(lang: Language, en: string, zhcn: string, zhtw: string): string {
  return (lang === "zhcn" ? zhcn : lang === "zhtw" ? zhtw : en) || en;
}
export const articleCategoryName = (c: ArticleCategory, lang: Language) =>
  pick(lang, c.english, c.simple, c.multiply);
export const articleTitle = (a: ArticleSummary, lang: Language) =>
  pick(lang, a.tenglish, a.tsimple, a.tmultiply);
export const articleBody = (a: Article, lang: Language) => pick(lang, a.english, a.simple, a.multiply);

const categoryId = optionalRecordId("type");

export const articleTypesPayloadSchema = yup.object({});
export const articleListPayloadSchema = yup.object({
  type: categoryId,
  page: yup
    .number()
    .transform(blankToUndefined)
    .typeError(format("page"))
    .integer(format("page"))
    .min(1, format("page"))
    .max(BLOG_PAGE_SIZE, format("page"))
    .optional(),
});
export const popularArticlesPayloadSchema = yup.object({ type: categoryId });
export const articleDetailPayloadSchema = yup.object({ id: recordId("id") });

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The first words of a body (sanitised HTML, articles.ts) as plain text: an article's description.
 * A string walk, not the browser's parser: the server writes the same words into the page's head.
 */
export function articleSummary(html: string, max = 160): string {
  const text = html
    // Blocks end in a space, so that paragraphs do not run together.
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption)>/g, "$& ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isSafeInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}…` : flat;
}
