/**
 * Articles at the console (issue 14): every article and category (published or not), one
 * article's texts in the three languages, and saving them through the blog's one rule
 * (services/articles.ts: bodies sanitised when saved), each save audited.
 */
import type { ArticleSaveFields, StaffArticle, StaffArticleList, StaffArticleRow } from "@site/contracts";
import { asc, desc, eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { articleCategories, articles } from "../db/schema.ts";
import { saveArticle, saveArticleCategory } from "./articles.ts";
import { type Actor, audit } from "./audit.ts";

type Row = { article: typeof articles.$inferSelect; category: string };

const toRow = ({ article: a, category }: Row): StaffArticleRow => ({
  id: a.id,
  slug: a.slug,
  category,
  image: a.image,
  tenglish: a.titleEn,
  tsimple: a.titleZhcn,
  tmultiply: a.titleZhtw,
  published: a.published,
  reads: a.views,
  create_time: Math.floor(a.publishedAt.getTime() / 1000),
});

const rows = (ctx: AppContext) =>
  ctx.db
    .select({ article: articles, category: articleCategories.slug })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId));

export async function staffArticleList(ctx: AppContext): Promise<StaffArticleList> {
  const [categories, all] = await Promise.all([
    ctx.db.select().from(articleCategories).orderBy(asc(articleCategories.sort), asc(articleCategories.id)),
    rows(ctx).orderBy(desc(articles.publishedAt), desc(articles.id)),
  ]);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      english: c.nameEn,
      simple: c.nameZhcn,
      multiply: c.nameZhtw,
    })),
    articles: all.map(toRow),
  };
}

export async function staffArticle(ctx: AppContext, id: number): Promise<StaffArticle | undefined> {
  const [row] = await rows(ctx).where(eq(articles.id, id));
  if (!row) return undefined;
  return {
    ...toRow(row),
    english: row.article.bodyEn,
    simple: row.article.bodyZhcn,
    multiply: row.article.bodyZhtw,
  };
}

export type ArticleFields = ArticleSaveFields;

/** Saves an article by its slug (ArticleError when the blog's rule refuses it), audited. */
export async function saveArticleByStaff(ctx: AppContext, actor: Actor, f: ArticleFields): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: articles.id, title: articles.titleEn, published: articles.published })
      .from(articles)
      .where(eq(articles.slug, f.slug));
    const id = await saveArticle(tx, {
      slug: f.slug,
      category: f.category,
      image: f.image,
      title: { en: f.tenglish, zhcn: f.tsimple, zhtw: f.tmultiply },
      body: { en: f.english, zhcn: f.simple, zhtw: f.multiply },
      published: f.published,
    });
    await audit(
      tx,
      actor,
      {
        action: before ? "article.edit" : "article.create",
        targetType: "article",
        targetId: id,
        before: before ? { title: before.title, published: before.published } : null,
        after: { title: f.tenglish, published: f.published, category: f.category },
      },
      ctx.now(),
    );
    return id;
  });
}

export async function saveCategoryByStaff(
  ctx: AppContext,
  actor: Actor,
  c: { slug: string; english: string; simple: string; multiply: string },
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const id = await saveArticleCategory(tx, {
      slug: c.slug,
      name: { en: c.english, zhcn: c.simple, zhtw: c.multiply },
    });
    await audit(
      tx,
      actor,
      { action: "article.category", targetType: "article_category", targetId: id, after: { ...c } },
      ctx.now(),
    );
    return id;
  });
}
