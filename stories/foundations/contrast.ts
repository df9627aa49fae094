/**
 * The colour tokens of tailwind.config.ts by name, and the WCAG 2.2 contrast ratio between two of
 * them, as the foundations pages show it (computed from the values, never typed in by hand).
 */
import config from "../../tailwind.config.ts";

type Palette = Record<string, string | Record<string, string>>;
const palette = config.theme.extend.colors as Palette;

/** The hex value of a token as Tailwind names it: "brand-600", "surface", "surface-muted", "white". */
export function tokenValue(token: string): string {
  if (token === "white") return "#ffffff";
  const direct = palette[token];
  if (typeof direct === "string") return direct;
  if (direct?.DEFAULT) return direct.DEFAULT;
  const cut = token.indexOf("-");
  const group = palette[token.slice(0, cut)];
  const value = typeof group === "object" ? group[token.slice(cut + 1)] : undefined;
  if (!value) throw new Error(`No colour token ${token} in tailwind.config.ts`);
  return value;
}

/** Relative luminance of an sRGB colour (#rrggbb), WCAG 2.2 definition. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** The contrast ratio (1 to 21) between two colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** What a pair is for: body text (4.5:1 for AA, 7:1 for AAA) or a graphic or control edge (3:1). */
export type PairUse = "text" | "graphic";

/** The WCAG level a ratio reaches for its use: "AAA", "AA" or "Fails". */
export function grade(ratio: number, use: PairUse): "AAA" | "AA" | "Fails" {
  // WCAG compares the unrounded ratio; 4.499 fails 4.5.
  if (use === "graphic") return ratio >= 3 ? "AA" : "Fails";
  return ratio >= 7 ? "AAA" : ratio >= 4.5 ? "AA" : "Fails";
}

/** A ratio as people quote it: two decimals, truncated (4.499 reads 4.49, never 4.50). */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
