import type { Namespace } from "@site/i18n";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type UIMatch, useMatches } from "react-router-dom";

/** What a route may declare in its `handle`: its title key, and the permission flag it needs. */
export interface RouteHandle {
  title?: string;
  flag?: string;
}

/** Page titles come from the deepest route's title key, else the default (spec §2). */
export function useDocumentTitle(): void {
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
    document.title = key ? `${t(key as "appName")} · ${appName}` : t("defaultTitle");
  }, [key, t, ready]);
}
