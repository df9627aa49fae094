/**
 * Offline conversion between simplified (zh) and traditional Chinese (cht, Taiwan standard with
 * Taiwan phrases, OpenCC's s2twp). It converts scripts, it does not translate: other targets, and
 * text without a Han character, are unsupported.
 */
import type { TranslateTarget } from "@site/contracts";
import { UnsupportedTranslationError } from "./errors.ts";
import type { Translator } from "./index.ts";

type Convert = (text: string) => string;

const HAN = /\p{Script=Han}/u;

let converters: Promise<{ zh: Convert; cht: Convert }> | undefined;

/** The dictionaries take a few megabytes and ~150 ms to build: loaded once, on first use. */
function load(): Promise<{ zh: Convert; cht: Convert }> {
  converters ??= import("opencc-js")
    .then(({ default: OpenCC }) => {
      const fromTaiwan = OpenCC.Converter({ from: "twp", to: "cn" });
      // Taiwan phrases first (they need the traditional text), then Hong Kong variants left over.
      const fromHongKong = OpenCC.Converter({ from: "hk", to: "cn" });
      return {
        zh: (text: string) => fromHongKong(fromTaiwan(text)),
        cht: OpenCC.Converter({ from: "cn", to: "twp" }),
      };
    })
    .catch((error: unknown) => {
      converters = undefined;
      throw error;
    });
  return converters;
}

export function openccTranslator(): Translator {
  const supports = (to: TranslateTarget, text: string) => (to === "zh" || to === "cht") && HAN.test(text);
  return {
    name: "opencc",
    supports,
    targets: async () => ["zh", "cht"],
    async translate(text, to) {
      if (!supports(to, text)) {
        throw new UnsupportedTranslationError(`opencc converts Chinese text to zh or cht only, not to ${to}`);
      }
      const convert = await load();
      return to === "zh" ? convert.zh(text) : convert.cht(text);
    },
  };
}
