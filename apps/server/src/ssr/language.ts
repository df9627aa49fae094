/**
 * The language a public page is rendered in (issue 49): the page's own `?lang=` (each language's
 * address, for crawlers and the hreflang links), else the visitor's choice (the `lang` cookie the
 * language switch sets, packages/i18n setLanguage), else the browser's Accept-Language, else
 * traditional Chinese.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, StorageKey } from "@site/contracts";

/** BCP 47 tags (hreflang, <html lang>), as packages/i18n HTML_LANG. */
export const LANGUAGE_TAG: Record<Language, string> = { en: "en", zhcn: "zh-Hans", zhtw: "zh-Hant" };
/** Open Graph's locales. */
export const OG_LOCALE: Record<Language, string> = { en: "en_GB", zhcn: "zh_CN", zhtw: "zh_TW" };

export const LANGUAGE_PARAM = StorageKey.lang;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The value of one cookie of a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** A language tag of Accept-Language as one of ours: Chinese by script, then by region. */
function languageOfTag(tag: string): Language | undefined {
  const [primary, ...rest] = tag.toLowerCase().split("-");
  if (primary === "en") return "en";
  if (primary !== "zh") return undefined;
  if (rest.includes("hant") || rest.some((s) => s === "tw" || s === "hk" || s === "mo")) return "zhtw";
  return "zhcn";
}

/** The best of ours in an Accept-Language header, by its weights (ties: the order given). */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? "")
    .split(",")
    .map((item, index) => {
      const [tag = "", ...params] = item.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && Number.isFinite(r.weight) && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = languageOfTag(tag);
    if (lang) return lang;
  }
  return undefined;
}

export interface LanguageChoice {
  lang: Language;
  /** Named by the address: the page does not depend on the visitor's cookie or browser. */
  fromQuery: boolean;
}

export function pageLanguage(
  query: string | null,
  headers: { cookie?: string | undefined; "accept-language"?: string | undefined },
): LanguageChoice {
  if (isLanguage(query)) return { lang: query, fromQuery: true };
  const cookie = cookieValue(headers.cookie, StorageKey.lang);
  if (isLanguage(cookie)) return { lang: cookie, fromQuery: false };
  return { lang: acceptedLanguage(headers["accept-language"]) ?? DEFAULT_LANGUAGE, fromQuery: false };
}
