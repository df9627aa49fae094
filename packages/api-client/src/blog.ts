/** Typed blog calls (spec §7 Blog: GETs with the token in the query, and a POST) and their swr hooks. */
import {
  type Article,
  type ArticleCategory,
  type ArticleSummary,
  BLOG_PAGE_SIZE,
  BlogCalls,
} from "@site/contracts";
import useSWR from "swr";
import { unwrap } from "./hooks.ts";
import type { Client } from "./http.ts";

export function blogCalls(client: Client) {
  return {
    categories: () => client.call<ArticleCategory[]>(BlogCalls.articleTypes, {}, { get: true }),
    list: (type?: number) =>
      client.call<ArticleSummary[]>(
        BlogCalls.articleList,
        { type: type ?? "", page: BLOG_PAGE_SIZE },
        { get: true },
      ),
    popular: (type?: number) =>
      client.call<ArticleSummary[]>(BlogCalls.popularArticles, { type: type ?? "" }, { get: true }),
    detail: (id: number) => client.call<Article[]>(BlogCalls.articleDetail, { id }),
  };
}
export type BlogApi = ReturnType<typeof blogCalls>;

export const blogKeys = {
  categories: ["blog", "categories"] as const,
  list: (type?: number) => ["blog", "list", type ?? 0] as const,
  popular: ["blog", "popular"] as const,
  article: (id: number) => ["blog", "article", id] as const,
};

const rarely = { revalidateOnFocus: false } as const;

export function useArticleCategories(api: BlogApi) {
  return useSWR(blogKeys.categories, () => unwrap(api.categories()), rarely);
}
export function useArticles(api: BlogApi, type: number | undefined) {
  return useSWR(blogKeys.list(type), () => unwrap(api.list(type)), rarely);
}
/** The most read articles of the whole blog (the side list is the same on every page). */
export function usePopularArticles(api: BlogApi) {
  return useSWR(blogKeys.popular, () => unwrap(api.popular()), rarely);
}
/** An article; undefined while loading, null when it does not exist. */
export function useArticle(api: BlogApi, id: number | undefined) {
  return useSWR(
    id ? blogKeys.article(id) : null,
    async () => (await api.detail(id as number)).data?.[0] ?? null,
    rarely,
  );
}
