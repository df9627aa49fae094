import { type ArticleSummary, articleTitle } from "@site/contracts";
import { cn } from "../utils/cn.ts";
import {
  latinQuotes,
  plainLink,
  type RenderBlogLink,
  useArticleDate,
  useBlogLanguage,
} from "./blog-parts.tsx";

export type ArticleCardProps = {
  /** The article's title, cover and date, as the list call returns them. */
  article: ArticleSummary;
  /** The article's address: the whole card links there. */
  href: string;
  /**
   * Renders the link (the app's router link); a plain `<a>` when absent.
   * @default plainLink
   */
  renderLink?: RenderBlogLink;
  /** Extra classes for the card. */
  className?: string;
};

/**
 * An article in a list (spec §2 blog: image and title): the whole card is its link. In a narrow
 * container (a phone's list) the cover sits beside the title; from 28rem up, above it.
 */
export function ArticleCard({ article, href, renderLink = plainLink, className }: ArticleCardProps) {
  const lang = useBlogLanguage();
  const date = useArticleDate();
  const title = articleTitle(article, lang);
  return (
    <article
      data-slot="article-card"
      className={cn(
        "group relative flex min-w-0 flex-row overflow-hidden rounded-2xl @md:flex-col bg-surface shadow-card ring-1 ring-ink-900/5 transition-shadow focus-within:ring-2 focus-within:ring-brand-300 hover:shadow-overlay",
        latinQuotes(lang),
        className,
      )}
    >
      <div className="aspect-[4/3] w-28 shrink-0 overflow-hidden bg-brand-50 @md:aspect-[16/9] @md:w-auto">
        {article.image && (
          <img
            src={article.image}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 @md:p-4">
        {/* The grid is the blog page's list, under its h1: each title is the next level down. */}
        <h2 className="line-clamp-2 font-semibold text-base text-ink-900 leading-snug">
          {renderLink({
            href,
            // The link covers the card: one target, one name (the title).
            className: "outline-none after:absolute after:inset-0 after:content-['']",
            children: title,
          })}
        </h2>
        {article.create_time !== undefined && (
          <p className="mt-auto text-ink-500 text-xs">
            {/* A server-rendered page shows the day in the server's time zone; the reader's browser
                 may be on another day, and puts its own (no hydration warning for that). */}
            <time dateTime={new Date(article.create_time * 1000).toISOString()} suppressHydrationWarning>
              {date(article.create_time)}
            </time>
          </p>
        )}
      </div>
    </article>
  );
}
