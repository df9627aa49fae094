import {
  type Article,
  type ArticleCategory,
  articleBody,
  articleCategoryName,
  articleTitle,
} from "@site/contracts";
import { cn } from "../utils/cn.ts";
import { latinQuotes, useArticleDate, useBlogLanguage } from "./blog-parts.tsx";

export type ArticleViewProps = {
  /** The article as the server stores it, with its sanitised HTML body. */
  article: Article;
  /** Its category, named above the title; nothing shows when absent. */
  category?: ArticleCategory | undefined;
  /** Extra classes for the outer element. */
  className?: string;
};

/**
 * An article (spec §2 blogcont): its cover, category, date, title and body. The body is the HTML
 * the server sanitised when it was saved (services/articles.ts) and is rendered as stored.
 */
export function ArticleView({ article, category, className }: ArticleViewProps) {
  const lang = useBlogLanguage();
  const date = useArticleDate();
  return (
    <article
      data-slot="article-view"
      className={cn(
        "min-w-0 overflow-hidden rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5",
        latinQuotes(lang),
        className,
      )}
    >
      {article.image && (
        <img src={article.image} alt="" className="aspect-[16/9] w-full bg-brand-50 object-cover" />
      )}
      <div className="flex flex-col gap-3 p-5 sm:p-8">
        <p className="flex flex-wrap items-center gap-2 text-ink-500 text-sm">
          {category && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700 text-xs">
              {articleCategoryName(category, lang)}
            </span>
          )}
          {/* The reader's day may differ from the server's: see article-card.tsx. */}
          {article.create_time !== undefined && (
            <time dateTime={new Date(article.create_time * 1000).toISOString()} suppressHydrationWarning>
              {date(article.create_time)}
            </time>
          )}
        </p>
        <h1 className="text-balance font-display font-semibold text-2xl text-ink-900 leading-tight sm:text-3xl">
          {articleTitle(article, lang)}
        </h1>
        <div
          data-slot="article-body"
          className={cn(
            "max-w-prose text-base text-ink-800 leading-relaxed",
            "[&_p]:my-3 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:font-semibold [&_h2]:text-ink-900 [&_h2]:text-xl",
            "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ink-900 [&_h3]:text-lg",
            "[&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1",
            "[&_blockquote]:my-4 [&_blockquote]:border-brand-200 [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:text-ink-600 [&_blockquote]:italic",
            "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2",
            "[&_img]:my-4 [&_img]:rounded-xl [&_strong]:font-semibold [&_strong]:text-ink-900",
          )}
          // Sanitised by the server's allowlist when saved: see services/articles.ts.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is the stored, sanitised HTML.
          dangerouslySetInnerHTML={{ __html: articleBody(article, lang) }}
        />
      </div>
    </article>
  );
}
