/**
 * Translation providers behind one interface (ARCHITECTURE: adapters, chosen by environment).
 * The default is offline OpenCC, which converts between simplified and traditional Chinese only;
 * LibreTranslate and a Baidu-compatible API translate between languages.
 */
import type { TranslateTarget } from "@site/contracts";
import type { TranslationConfig } from "../../config.ts";
import { baiduTranslator } from "./baidu.ts";
import { libreTranslator } from "./libretranslate.ts";
import { openccTranslator } from "./opencc.ts";

export { TranslationFailedError, UnsupportedTranslationError } from "./errors.ts";

export interface Translator {
  name: string;
  /** Whether this provider can translate `text` into `to` at all (false: nothing is charged). */
  supports(to: TranslateTarget, text: string): boolean | Promise<boolean>;
  /**
   * The targets this provider serves, in the contracts' order: what the chat's translate menu
   * offers (initdata's translate_targets). Throws when the provider cannot say (unreachable).
   */
  targets(): Promise<readonly TranslateTarget[]>;
  /** Throws UnsupportedTranslationError or TranslationFailedError. */
  translate(text: string, to: TranslateTarget, signal?: AbortSignal): Promise<string>;
}

export function createTranslator(config: TranslationConfig, fetcher: typeof fetch = fetch): Translator {
  switch (config.provider) {
    case "opencc":
      return openccTranslator();
    case "libretranslate":
      return libreTranslator(
        { url: config.url ?? "", apiKey: config.apiKey, timeoutMs: config.timeoutMs },
        fetcher,
      );
    case "baidu":
      return baiduTranslator(
        {
          url: config.url ?? "",
          appId: config.baiduAppId ?? "",
          secret: config.baiduSecret ?? "",
          timeoutMs: config.timeoutMs,
        },
        fetcher,
      );
  }
}
