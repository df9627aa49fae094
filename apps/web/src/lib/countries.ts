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

export function countryOptions(lang: Language): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([HTML_LANG[lang], "en"], { type: "region" });
  const collator = new Intl.Collator(HTML_LANG[lang]);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}
