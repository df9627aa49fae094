/**
 * The public blog (spec §7 Blog): the categories, a category's articles, the popular list (by the
 * reads the article pages counted) and an article (data[0]). Visitors read it all; the spec's
 * client adds its token to the query when it has one, which changes nothing.
 */
import {
  articleDetailPayloadSchema,
  articleListPayloadSchema,
  articleTypesPayloadSchema,
  BlogCalls,
  popularArticlesPayloadSchema,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, ok, publicCall } from "../../lib/wire.ts";
import { articleCategoryList, articleList, popularArticles, readArticle } from "../../services/articles.ts";

export async function blogRoutes(app: FastifyInstance) {
  const { ctx } = app;
  publicCall(app, BlogCalls.articleTypes, { schema: articleTypesPayloadSchema, method: "GET" }, async () =>
    ok(await articleCategoryList(ctx.db)),
  );
  publicCall(
    app,
    BlogCalls.articleList,
    { schema: articleListPayloadSchema, method: "GET" },
    async ({ payload }) => ok(await articleList(ctx.db, payload.type)),
  );
  publicCall(
    app,
    BlogCalls.popularArticles,
    { schema: popularArticlesPayloadSchema, method: "GET" },
    async ({ payload }) => ok(await popularArticles(ctx.db, payload.type)),
  );
  publicCall(app, BlogCalls.articleDetail, { schema: articleDetailPayloadSchema }, async ({ payload }) => {
    const article = await readArticle(ctx.db, payload.id);
    return article ? ok([article]) : fail(404, "blog.articleMissing");
  });
}
