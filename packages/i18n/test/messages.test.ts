import {
  changePasswordPayloadSchema,
  FIELD_LABELS,
  LANGUAGES,
  MESSAGES,
  type MessageRef,
  registerPayloadSchema,
} from "@site/contracts";
import { describe, expect, it } from "vitest";
import { createI18n, resources } from "../src/index.ts";

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

describe("a refused new password", () => {
  /** The refusal a schema gives, as the server answers it (key and values). */
  async function refusal(schema: { validate: (v: unknown) => Promise<unknown> }, payload: object) {
    const error = await schema.validate(payload).then(
      () => undefined,
      (e: { errors: MessageRef[] }) => e,
    );
    return error?.errors[0] as MessageRef;
  }
  /** The text a member reads: the key in their language, the field named in it too (as the web does). */
  function read(lang: (typeof LANGUAGES)[number], ref: MessageRef): string {
    const i18n = createI18n(lang);
    const values = { ...ref.values };
    if (typeof values.field === "string")
      values.field = i18n.t(`messages:fields.${values.field}` as "messages:fields.password");
    return i18n.t(`messages:${ref.key}` as "messages:errors.invalid", values);
  }
  const register = {
    username: "Olivia23",
    email: "olivia@example.com",
    sex: 0,
    birthday: Date.UTC(1990, 0, 1),
    country: "TW",
  };

  it.each([
    [
      "en",
      "password must be at least 8 characters",
      "This password is too common or too easy to guess; please choose another",
    ],
    ["zhcn", "密码至少需要 8 个字", "这个密码太常见或太容易被猜到，请换一个"],
    ["zhtw", "密碼至少需要 8 個字", "這個密碼太常見或太容易被猜到，請換一個"],
  ] as const)("is explained in %s", async (lang, short, common) => {
    expect(read(lang, await refusal(registerPayloadSchema, { ...register, password: "123456" }))).toBe(short);
    expect(read(lang, await refusal(registerPayloadSchema, { ...register, password: "password" }))).toBe(
      common,
    );
    const change = { oldpassword: "abc123", newpassword: "qwerty123" };
    expect(read(lang, await refusal(changePasswordPayloadSchema, change))).toBe(common);
  });
});
