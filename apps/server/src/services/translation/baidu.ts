/**
 * Baidu's general translation API (and compatible services): POST form
 * `q, from=auto, to, appid, salt, sign=md5(appid + q + salt + secret)` answers
 * `{ from, to, trans_result: [{ src, dst }] }` (one entry per line of q), or
 * `{ error_code, error_msg }`. Our target codes are Baidu's own.
 */
import { createHash, randomInt } from "node:crypto";
import { TRANSLATE_TARGETS } from "@site/contracts";
import { deadline, TranslationFailedError, UnsupportedTranslationError, unreachable } from "./errors.ts";
import type { Translator } from "./index.ts";

export interface BaiduOptions {
  url: string;
  appId: string;
  secret: string;
  timeoutMs: number;
}

/** 58001: the target language is not one Baidu serves. 52000 is Baidu's "success". */
const UNSUPPORTED_TARGET = "58001";
const SUCCESS = "52000";

interface BaiduAnswer {
  trans_result?: { src?: unknown; dst?: unknown }[];
  error_code?: string | number;
  error_msg?: unknown;
}

export function baiduSign(appId: string, q: string, salt: string, secret: string): string {
  return createHash("md5").update(`${appId}${q}${salt}${secret}`, "utf8").digest("hex");
}

export function baiduTranslator(options: BaiduOptions, fetcher: typeof fetch = fetch): Translator {
  return {
    name: "baidu",
    // Every target of spec §7 is a Baidu code; 58001 still answers "unsupported" if one is refused.
    supports: () => true,
    targets: async () => TRANSLATE_TARGETS,
    async translate(text, to, signal) {
      const salt = String(randomInt(1, 2_147_483_647));
      const form = new URLSearchParams({
        q: text,
        from: "auto",
        to,
        appid: options.appId,
        salt,
        sign: baiduSign(options.appId, text, salt, options.secret),
      });
      let res: Response;
      try {
        res = await fetcher(options.url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: form.toString(),
          signal: deadline(options.timeoutMs, signal),
        });
      } catch (error) {
        throw unreachable("baidu", error, options.timeoutMs);
      }
      if (!res.ok) throw new TranslationFailedError(`baidu: HTTP ${res.status}`);
      const body = (await res.json().catch(() => undefined)) as BaiduAnswer | undefined;
      if (!body || typeof body !== "object") throw new TranslationFailedError("baidu: answer is not JSON");
      const code = body.error_code === undefined ? SUCCESS : String(body.error_code);
      if (code === UNSUPPORTED_TARGET) throw new UnsupportedTranslationError(`baidu does not serve ${to}`);
      if (code !== SUCCESS) {
        const msg = typeof body.error_msg === "string" ? body.error_msg.slice(0, 200) : "";
        throw new TranslationFailedError(`baidu: error ${code}${msg ? ` ${msg}` : ""}`);
      }
      const lines = body.trans_result;
      if (!Array.isArray(lines) || lines.length === 0 || lines.some((l) => typeof l?.dst !== "string")) {
        throw new TranslationFailedError("baidu: answer without trans_result");
      }
      return lines.map((l) => l.dst as string).join("\n");
    },
  };
}
