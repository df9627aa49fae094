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
  const { t } = useTranslation("common");
  const key = [...matches].reverse().find((m) => m.handle?.title)?.handle?.title;
  useEffect(() => {
    const appName = t("appName");
    // Route keys name their namespace ("auth:login.title"); i18next resolves the prefix at run time.
    document.title = key ? `${t(key as "appName")} · ${appName}` : t("defaultTitle");
  }, [key, t]);
}
