import type { ArticleSummary } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { cn } from "../utils/cn.ts";
import { ArticleCard } from "./article-card.tsx";
import type { RenderBlogLink } from "./blog-parts.tsx";

export type ArticleGridProps = {
  /** The category's articles, newest first. */
  articles: ArticleSummary[];
  /**
   * Skeleton cards while the first articles load (with none yet); the grid is marked busy.
   * @default false
   */
  loading?: boolean;
  /** The address of each article's page. */
  hrefOf: (article: ArticleSummary) => string;
  /** Renders each card's link (the app's router link); a plain `<a>` when absent. */
  renderLink?: RenderBlogLink;
  /** Extra classes for the grid's outer element. */
  className?: string;
};

/** Six placeholder cards, named for their keys. */
const SKELETONS = ["a", "b", "c", "d", "e", "f"];

/** A category's articles, newest first: cards, skeleton cards while loading, or an empty state. */
export function ArticleGrid({ articles, loading = false, hrefOf, renderLink, className }: ArticleGridProps) {
  const { t } = useTranslation("pages");
  const state = articles.length > 0 ? "filled" : loading ? "loading" : "empty";
  const grid = "grid grid-cols-1 gap-3 @md:grid-cols-2 @md:gap-4 @3xl:grid-cols-3";
  return (
    <div
      data-slot="article-grid"
      data-state={state}
      aria-busy={loading || undefined}
      className={cn("@container", className)}
    >
      {state === "filled" && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list.
        <ul role="list" className={grid}>
          {articles.map((article) => (
            <li key={article.id} className="flex">
              <ArticleCard
                article={article}
                href={hrefOf(article)}
                renderLink={renderLink}
                className="flex-1"
              />
            </li>
          ))}
        </ul>
      )}
      {state === "loading" && (
        <>
          <p role="status" className="sr-only">
            {t("blog.loading")}
          </p>
          <div aria-hidden className={grid}>
            {SKELETONS.map((i) => (
              <div
                key={i}
                className="overflow-hidden rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5"
              >
                <div className="aspect-[16/9] animate-pulse bg-ink-100 motion-reduce:animate-none" />
                <div className="flex flex-col gap-2 p-4">
                  <span className="h-4 w-4/5 rounded-full bg-ink-100" />
                  <span className="h-3 w-1/3 rounded-full bg-surface-sunken" />
                </div>
              </div>
            ))}
          </div>
        </>
      )}
      {state === "empty" && (
        <EmptyState
          className="rounded-2xl bg-surface py-12 shadow-card ring-1 ring-ink-900/5"
          title={t("blog.empty")}
          description={t("blog.emptyHint")}
        />
      )}
    </div>
  );
}
