/**
 * The foundations pages compute what they show: the contrast maths against WCAG's own examples and
 * the token rules of tailwind.config.ts, and the icon gallery against the icons in the source.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { contrast, formatRatio, grade, tokenValue } from "../../../stories/foundations/contrast.ts";
import { ICONS, searchIcons } from "../../../stories/foundations/icons.ts";

describe("contrast", () => {
  test("matches WCAG's reference values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
    // #767676 on white is the classic lightest AA grey; #777777 just misses.
    expect(grade(contrast("#767676", "#ffffff"), "text")).toBe("AA");
    expect(grade(contrast("#777777", "#ffffff"), "text")).toBe("Fails");
    expect(formatRatio(contrast("#777777", "#ffffff"))).toBe("4.47:1");
  });

  test("the rules in tailwind.config.ts hold", () => {
    const onWhite = (token: string) => contrast(tokenValue(token), "#ffffff");
    // White text sits on brand-600 or darker, danger-600 or darker; never on brand-500.
    for (const bg of ["brand-600", "brand-700", "brand-800", "brand-900", "danger-600", "danger-700"]) {
      expect(onWhite(bg), bg).toBeGreaterThanOrEqual(4.5);
    }
    expect(onWhite("brand-500")).toBeLessThan(4.5);
    // Body text is ink-500 or darker on surface and surface-muted; gold carries ink-900.
    for (const bg of ["surface", "surface-muted"]) {
      for (const fg of ["ink-500", "ink-600", "ink-700", "ink-800", "ink-900"]) {
        expect(contrast(tokenValue(fg), tokenValue(bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(tokenValue("ink-900"), tokenValue("gold"))).toBeGreaterThanOrEqual(4.5);
  });

  test("names tokens as Tailwind does", () => {
    expect(tokenValue("surface")).toBe("#ffffff");
    expect(tokenValue("surface-muted")).toBe("#fbf8fa");
    expect(tokenValue("gold")).toBe("#e0a526");
    expect(tokenValue("gold-dark")).toBe("#9a6a07");
    expect(() => tokenValue("brand-650")).toThrow();
  });
});

describe("the icon gallery", () => {
  const src = new URL("../src/", import.meta.url).pathname;
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : /\.tsx$/.test(e.name) && !/\.stories\./.test(e.name)
          ? [join(dir, e.name)]
          : [],
    );

  test("shows every icon packages/ui defines, once", () => {
    const defined = files(src).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/export function (\w+Icon)\b/g)]
        .map((m) => m[1])
        .filter((name) => name !== "LineIcon")
        .map((name) => `${relative(src, file)}:${name}`),
    );
    expect(ICONS.map((icon) => `${icon.file}:${icon.name}`).sort()).toEqual(defined.sort());
    expect(ICONS.length).toBeGreaterThanOrEqual(40);
  });

  test("gives the package's import for the icons it exports", () => {
    const close = ICONS.find((icon) => icon.name === "CloseIcon");
    expect(close?.importLine).toBe('import { CloseIcon } from "@site/ui/icon-button";');
    const send = ICONS.find((icon) => icon.name === "SendIcon");
    expect(send?.importLine).toBeNull();
  });

  test("search matches names, folders and keywords, every word", () => {
    expect(searchIcons("lock").map((icon) => icon.file)).toEqual([
      "mail-list/mail-icons.tsx",
      "payments/payment-icons.tsx",
    ]);
    expect(searchIcons("会员").map((icon) => icon.name)).toEqual(["CrownIcon"]);
    expect(searchIcons("chat send").map((icon) => icon.name)).toEqual(["SendIcon"]);
    expect(searchIcons("nothing like this")).toEqual([]);
    expect(searchIcons("")).toHaveLength(ICONS.length);
  });
});
