/** What the blog's components share: the reader's language and how a link to an article is drawn. */
import type { Language } from "@site/contracts";
import { formatDate, isLanguage } from "@site/i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function useBlogLanguage(): Language {
  const { i18n } = useTranslation("pages");
  return isLanguage(i18n.language) ? i18n.language : "en";
}

/** What a link of the blog needs; the app's router link takes them as they are. */
export interface BlogLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page";
}

/** Draws a link (the app's router link); defaults to a plain `<a href>`. */
export type RenderBlogLink = (props: BlogLinkProps) => ReactNode;

export const plainLink: RenderBlogLink = ({ href, ...props }) => <a href={href} {...props} />;

/** "12 Mar 2026" in the reader's language. */
export function useArticleDate(): (epochSeconds: number | undefined) => string {
  const { i18n } = useTranslation("pages");
  return (epochSeconds) =>
    epochSeconds === undefined ? "" : formatDate(epochSeconds * 1000, i18n.language, "day");
}

/**
 * English set in a CJK font (where no Latin font of the stack is installed) draws curly quotes and
 * apostrophes full-width ("partner’ s"); their proportional forms read as English should.
 */
export const latinQuotes = (lang: Language) =>
  lang === "en" ? "[font-variant-east-asian:proportional-width]" : "";
