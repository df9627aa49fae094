import type { Language } from "@site/contracts";
import { loadPages, type Pages } from "@site/i18n";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The static pages' texts (`pages` namespace, not in the first download) in the current
 * language: undefined while they load.
 */
export function usePages(): Pages | undefined {
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [pages, setPages] = useState(() =>
    i18n.hasResourceBundle(lang, "pages") ? (i18n.getResourceBundle(lang, "pages") as Pages) : undefined,
  );
  useEffect(() => {
    let live = true;
    loadPages(i18n, lang).then(() => live && setPages(i18n.getResourceBundle(lang, "pages") as Pages));
    return () => {
      live = false;
    };
  }, [i18n, lang]);
  return pages;
}
