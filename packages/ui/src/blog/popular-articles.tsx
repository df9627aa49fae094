import { type ArticleSummary, articleTitle } from "@site/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { latinQuotes, plainLink, type RenderBlogLink, useBlogLanguage } from "./blog-parts.tsx";

export type PopularArticlesProps = {
  /** The most read articles, in rank order. */
  articles: ArticleSummary[];
  /**
   * Placeholder lines while the list loads; the list is marked busy.
   * @default false
   */
  loading?: boolean;
  /** The address of each article's page. */
  hrefOf: (article: ArticleSummary) => string;
  /** The article being read: marked as the current page. */
  currentId?: number;
  /**
   * Renders each link (the app's router link); a plain `<a>` when absent.
   * @default plainLink
   */
  renderLink?: RenderBlogLink;
  /** Extra classes for the outer element. */
  className?: string;
};

/** The popular list (spec §2 blog): the most read articles, ranked, with their reads. */
export function PopularArticles({
  articles,
  loading = false,
  hrefOf,
  currentId,
  renderLink = plainLink,
  className,
}: PopularArticlesProps) {
  const { t } = useTranslation("pages");
  const lang = useBlogLanguage();
  const headingId = useId();
  return (
    <section
      data-slot="popular-articles"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cn(
        "rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink-900/5",
        latinQuotes(lang),
        className,
      )}
    >
      <h2 id={headingId} className="mb-2 font-semibold text-ink-900">
        {t("blog.popular")}
      </h2>
      {loading && articles.length === 0 ? (
        <div aria-hidden className="flex flex-col gap-3 py-1">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="h-4 w-full rounded-full bg-ink-100" />
          ))}
        </div>
      ) : (
        <ol className="flex flex-col divide-y divide-ink-100">
          {articles.map((article, index) => (
            <li key={article.id} className="flex items-start gap-3 py-2.5">
              <span
                aria-hidden
                className={cn(
                  "flex size-6 shrink-0 items-center justify-center rounded-full font-bold text-xs tabular-nums",
                  index < 3 ? "bg-brand-600 text-white" : "bg-ink-100 text-ink-600",
                )}
              >
                {index + 1}
              </span>
              <span className="flex min-w-0 flex-col">
                {renderLink({
                  href: hrefOf(article),
                  className:
                    "line-clamp-2 font-medium text-ink-800 text-sm leading-snug hover:text-brand-700 aria-[current=page]:text-brand-700 focus-visible:outline-3 focus-visible:outline-brand-300 rounded-sm",
                  ...(article.id === currentId ? { "aria-current": "page" as const } : {}),
                  children: articleTitle(article, lang),
                })}
                {article.reads !== undefined && (
                  <span className="text-ink-500 text-xs">{t("blog.reads", { count: article.reads })}</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
