/**
 * LibreTranslate (https://libretranslate.com, self-hostable): POST {url}/translate with JSON
 * `{ q, source: "auto", target, format: "text", api_key? }` answers `{ translatedText }`; failures
 * are HTTP 4xx/5xx with `{ error }`. GET {url}/languages lists what the instance serves.
 */
import { TRANSLATE_TARGETS, type TranslateTarget } from "@site/contracts";
import { deadline, TranslationFailedError, UnsupportedTranslationError, unreachable } from "./errors.ts";
import type { Translator } from "./index.ts";

/** Our codes (Baidu's, spec §7) -> LibreTranslate's, newest naming first (1.6 renamed zh and zt). */
const CODES: Record<TranslateTarget, readonly string[]> = {
  zh: ["zh-Hans", "zh"],
  cht: ["zh-Hant", "zt"],
  en: ["en"],
  jp: ["ja"],
  fra: ["fr"],
  spa: ["es"],
  ara: ["ar"],
  ru: ["ru"],
  de: ["de"],
  it: ["it"],
  rom: ["ro"],
};

export interface LibreOptions {
  url: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}

interface LibreLanguage {
  code: string;
  targets?: string[];
}

/** The `error` of a failure answer, shortened: it is logged, and never needs to be long. */
async function errorOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === "string") return body.error.slice(0, 200);
  } catch {}
  return res.statusText || "no error text";
}

export function libreTranslator(options: LibreOptions, fetcher: typeof fetch = fetch): Translator {
  const base = options.url.replace(/\/+$/, "");
  let languages: Promise<Set<string>> | undefined;

  async function fetchLanguages(): Promise<Set<string>> {
    let res: Response;
    try {
      res = await fetcher(`${base}/languages`, {
        headers: { accept: "application/json" },
        signal: deadline(options.timeoutMs),
      });
    } catch (error) {
      throw unreachable("libretranslate /languages", error, options.timeoutMs);
    }
    if (!res.ok) {
      throw new TranslationFailedError(
        `libretranslate /languages: HTTP ${res.status}: ${await errorOf(res)}`,
      );
    }
    const body = (await res.json().catch(() => undefined)) as unknown;
    if (!Array.isArray(body)) throw new TranslationFailedError("libretranslate /languages: not a list");
    const codes = new Set<string>();
    for (const entry of body as LibreLanguage[]) {
      if (typeof entry?.code === "string") codes.add(entry.code);
      if (Array.isArray(entry?.targets))
        for (const t of entry.targets) if (typeof t === "string") codes.add(t);
    }
    return codes;
  }

  /** Asked once; a failed ask is forgotten so that the next call asks again. */
  function served(): Promise<Set<string>> {
    languages ??= fetchLanguages().catch((error: unknown) => {
      languages = undefined;
      throw error;
    });
    return languages;
  }

  async function codeFor(to: TranslateTarget): Promise<string | undefined> {
    const codes = await served();
    return CODES[to].find((code) => codes.has(code));
  }

  return {
    name: "libretranslate",
    supports: async (to) => (await codeFor(to)) !== undefined,
    // What the instance lists at /languages (LT_LOAD_ONLY limits it), mapped to our codes.
    async targets() {
      const codes = await served();
      return TRANSLATE_TARGETS.filter((to) => CODES[to].some((code) => codes.has(code)));
    },
    async translate(text, to, signal) {
      const target = await codeFor(to);
      if (!target) throw new UnsupportedTranslationError(`libretranslate does not serve ${to}`);
      let res: Response;
      try {
        res = await fetcher(`${base}/translate`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            q: text,
            source: "auto",
            target,
            format: "text",
            ...(options.apiKey ? { api_key: options.apiKey } : {}),
          }),
          signal: deadline(options.timeoutMs, signal),
        });
      } catch (error) {
        throw unreachable("libretranslate", error, options.timeoutMs);
      }
      if (!res.ok)
        throw new TranslationFailedError(`libretranslate: HTTP ${res.status}: ${await errorOf(res)}`);
      const body = (await res.json().catch(() => undefined)) as { translatedText?: unknown } | undefined;
      if (typeof body?.translatedText !== "string") {
        throw new TranslationFailedError("libretranslate: answer without translatedText");
      }
      return body.translatedText;
    },
  };
}
