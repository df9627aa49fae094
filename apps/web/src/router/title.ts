import type { Namespace } from "@site/i18n";
import { createContext, useContext, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type UIMatch, useMatches } from "react-router-dom";

/** What a route may declare in its `handle`: its title key, and the permission flag it needs. */
export interface RouteHandle {
  title?: string;
  flag?: string;
  /** The phone's frame hides its bottom tabs under this screen (a conversation). */
  fullScreen?: boolean;
}

/** What a page says of itself once its content is known (an article's title and summary). */
export interface PageMeta {
  title?: string | undefined;
  description?: string | undefined;
}

export const PageMetaContext = createContext<(meta: PageMeta | undefined) => void>(() => {});

/** A page's own title and description, while it is shown (they win over the route's title). */
export function usePageMeta(meta: PageMeta): void {
  const set = useContext(PageMetaContext);
  const { title, description } = meta;
  useEffect(() => {
    set(title || description ? { title, description } : undefined);
    return () => set(undefined);
  }, [set, title, description]);
}

/**
 * Page titles come from the page's own meta, else the deepest route's title key, else the default
 * (spec §2); the description, from the page's meta, else the site's.
 */
export function useDocumentTitle(meta?: PageMeta): void {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  const key = [...matches].reverse().find((m) => m.handle?.title)?.handle?.title;
  // Route keys name their namespace ("pages:terms.title"): load it (a lazy one may not be here
  // yet) without suspending the page, and write the title once it is, never the bare key.
  const ns = (key?.includes(":") ? key.slice(0, key.indexOf(":")) : undefined) as Namespace | undefined;
  const { t, ready } = useTranslation(ns && ns !== "common" ? ["common", ns] : "common", {
    useSuspense: false,
  });
  useEffect(() => {
    if (!ready) return;
    const appName = t("appName");
    document.title = meta?.title
      ? `${meta.title} · ${appName}`
      : key
        ? `${t(key as "appName")} · ${appName}`
        : t("defaultTitle");
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.append(tag);
    }
    tag.content = meta?.description ?? t("defaultDescription");
  }, [key, t, ready, meta?.title, meta?.description]);
}
