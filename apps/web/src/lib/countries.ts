/** Countries and regions offered at registration, named in the reader's language by Intl. */
import type { Language } from "@site/contracts";
import { HTML_LANG } from "@site/i18n";

export const COUNTRY_CODES = [
  "TW",
  "HK",
  "MO",
  "CN",
  "SG",
  "MY",
  "JP",
  "KR",
  "TH",
  "VN",
  "PH",
  "ID",
  "IN",
  "AU",
  "NZ",
  "US",
  "CA",
  "GB",
  "IE",
  "FR",
  "DE",
  "NL",
  "ES",
  "IT",
  "SE",
  "CH",
  "AE",
  "BR",
  "MX",
  "ZA",
] as const;

const regionNames = new Map<Language, { long: Intl.DisplayNames; short: Intl.DisplayNames }>();

/**
 * A member's country as the wire carries it ("JP") named in the reader's language ("Japan",
 * "日本"): the short name where it is a name and not an abbreviation ("Hong Kong", not "Hong Kong
 * SAR China"; but "United States", not "US"). Anything that is not a two-letter code shows as it
 * is. The member surfaces of packages/ui (MemberFacts) name countries the same way.
 */
export function countryName(code: string, lang: Language): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  let names = regionNames.get(lang);
  if (!names) {
    const options = { type: "region", fallback: "code" } as const;
    names = {
      long: new Intl.DisplayNames([HTML_LANG[lang], "en"], { ...options, style: "long" }),
      short: new Intl.DisplayNames([HTML_LANG[lang], "en"], { ...options, style: "short" }),
    };
    regionNames.set(lang, names);
  }
  const short = names.short.of(code) ?? code;
  return /^[A-Z]{2,3}$/.test(short) ? (names.long.of(code) ?? code) : short;
}

export function countryOptions(lang: Language): { value: string; label: string }[] {
  const collator = new Intl.Collator(HTML_LANG[lang]);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, lang) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
