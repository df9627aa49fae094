import { FIELD_LABELS, LANGUAGES, MESSAGES } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { resources } from "../src/index.ts";

const lookup = (tree: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("the messages namespace", () => {
  it.each(LANGUAGES)("%s has every message key of the contracts, with the same placeholders", (lang) => {
    for (const [key, english] of Object.entries(MESSAGES)) {
      const text = lookup(resources[lang].messages, key);
      expect(typeof text, `${lang}: ${key}`).toBe("string");
      const wanted = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const found = [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(found, `${lang}: ${key}`).toEqual(wanted);
    }
  });

  it.each(LANGUAGES)("%s names every field", (lang) => {
    for (const field of Object.keys(FIELD_LABELS)) {
      expect(typeof lookup(resources[lang].messages.fields, field), `${lang}: ${field}`).toBe("string");
    }
  });

  it("writes simplified and traditional Chinese each in its own characters", () => {
    const simplified = JSON.stringify(resources.zhcn.messages);
    const traditional = JSON.stringify(resources.zhtw.messages);
    // Characters that differ between the scripts and that both files use.
    expect(simplified).not.toMatch(/[請帳碼錯誤輸設務統鍵]/);
    expect(traditional).not.toMatch(/[请账码错误输设务统键]/);
  });
});
