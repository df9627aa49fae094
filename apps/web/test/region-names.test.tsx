/**
 * The member surfaces name the registration's countries from a table (packages/ui region-names.ts)
 * instead of building Intl.DisplayNames in the first cards' render: in real Chromium, the table
 * says what Intl says for every country offered at registration, in every language.
 */
import { HTML_LANG } from "@site/i18n";
import { countryName, REGION_NAMES } from "@site/ui/member-card";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../src/lib/countries.ts";

/** countryName's rule, straight from Intl. */
function intlName(code: string, locale: string): string {
  const options = { type: "region", fallback: "code" } as const;
  const short = new Intl.DisplayNames([locale, "en"], { ...options, style: "short" }).of(code) ?? code;
  return /^[A-Z]{2,3}$/.test(short)
    ? (new Intl.DisplayNames([locale, "en"], { ...options, style: "long" }).of(code) ?? code)
    : short;
}

describe("region names", () => {
  for (const [language, locale] of Object.entries(HTML_LANG)) {
    it(`names every registration country as Intl does in ${locale}`, () => {
      const expected = Object.fromEntries(COUNTRY_CODES.map((code) => [code, intlName(code, locale)]));
      expect(REGION_NAMES[locale]).toEqual(expected);
      for (const code of COUNTRY_CODES) expect(countryName(code, language)).toBe(expected[code]);
    });
  }

  it("still asks Intl for a country the table does not hold", () => {
    expect(countryName("NO", "en")).toBe(intlName("NO", "en"));
    expect(countryName("Atlantis", "en")).toBe("Atlantis");
  });
});
