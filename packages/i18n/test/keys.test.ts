import { LANGUAGES } from "@site/contracts";
import { describe, expect, it } from "vitest";
import {
  BUNDLED_NAMESPACES,
  resources as bundled,
  createI18n,
  createI18nWith,
  loadLanguage,
  loadPages,
  NAMESPACES,
  setLanguage,
} from "../src/index.ts";
import { app as enApp } from "../src/locales/en/app.ts";
import { chat as enChat } from "../src/locales/en/chat.ts";
import { feed as enFeed } from "../src/locales/en/feed.ts";
import { mail as enMail } from "../src/locales/en/mail.ts";
import { members as enMembers } from "../src/locales/en/members.ts";
import { pages as enPages } from "../src/locales/en/pages.ts";
import { privacy as enPrivacy } from "../src/locales/en/privacy.ts";
import { safety as enSafety } from "../src/locales/en/safety.ts";
import { settings as enSettings } from "../src/locales/en/settings.ts";
import { store as enStore } from "../src/locales/en/store.ts";
import { app as zhcnApp } from "../src/locales/zhcn/app.ts";
import { chat as zhcnChat } from "../src/locales/zhcn/chat.ts";
import { feed as zhcnFeed } from "../src/locales/zhcn/feed.ts";
import { mail as zhcnMail } from "../src/locales/zhcn/mail.ts";
import { members as zhcnMembers } from "../src/locales/zhcn/members.ts";
import { pages as zhcnPages } from "../src/locales/zhcn/pages.ts";
import { privacy as zhcnPrivacy } from "../src/locales/zhcn/privacy.ts";
import { safety as zhcnSafety } from "../src/locales/zhcn/safety.ts";
import { settings as zhcnSettings } from "../src/locales/zhcn/settings.ts";
import { store as zhcnStore } from "../src/locales/zhcn/store.ts";
import { app as zhtwApp } from "../src/locales/zhtw/app.ts";
import { chat as zhtwChat } from "../src/locales/zhtw/chat.ts";
import { feed as zhtwFeed } from "../src/locales/zhtw/feed.ts";
import { mail as zhtwMail } from "../src/locales/zhtw/mail.ts";
import { members as zhtwMembers } from "../src/locales/zhtw/members.ts";
import { pages as zhtwPages } from "../src/locales/zhtw/pages.ts";
import { privacy as zhtwPrivacy } from "../src/locales/zhtw/privacy.ts";
import { safety as zhtwSafety } from "../src/locales/zhtw/safety.ts";
import { settings as zhtwSettings } from "../src/locales/zhtw/settings.ts";
import { store as zhtwStore } from "../src/locales/zhtw/store.ts";

/** Every namespace, the lazily loaded ones included. */
const resources = {
  en: {
    ...bundled.en,
    pages: enPages,
    members: enMembers,
    settings: enSettings,
    chat: enChat,
    mail: enMail,
    feed: enFeed,
    app: enApp,
    store: enStore,
    safety: enSafety,
    privacy: enPrivacy,
  },
  zhcn: {
    ...bundled.zhcn,
    pages: zhcnPages,
    members: zhcnMembers,
    settings: zhcnSettings,
    chat: zhcnChat,
    mail: zhcnMail,
    feed: zhcnFeed,
    app: zhcnApp,
    store: zhcnStore,
    safety: zhcnSafety,
    privacy: zhcnPrivacy,
  },
  zhtw: {
    ...bundled.zhtw,
    pages: zhtwPages,
    members: zhtwMembers,
    settings: zhtwSettings,
    chat: zhtwChat,
    mail: zhtwMail,
    feed: zhtwFeed,
    app: zhtwApp,
    store: zhtwStore,
    safety: zhtwSafety,
    privacy: zhtwPrivacy,
  },
};

/** Every leaf path of a resource tree, with its text. */
function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("resources", () => {
  const english = leaves(resources.en);

  it.each(LANGUAGES.filter((l) => l !== "en"))(
    "%s has every English key and no other, with the same placeholders",
    (lang) => {
      const other = leaves(resources[lang]);
      const missing = [...english.keys()].filter((k) => !other.has(k));
      const extra = [...other.keys()].filter((k) => !english.has(k));
      expect(missing, `${lang} lacks`).toEqual([]);
      expect(extra, `${lang} has keys English lacks`).toEqual([]);
      for (const [key, text] of english)
        expect(placeholders(other.get(key) ?? ""), `${lang}: ${key}`).toEqual(placeholders(text));
    },
  );

  // One register in Chinese: the polite 您, never the familiar 你 (CONTRIBUTING, "Words").
  it.each(["zhcn", "zhtw"] as const)("%s addresses the member as 您 throughout", (lang) => {
    const familiar = [...leaves(resources[lang])].filter(([, text]) => text.includes("你"));
    expect(familiar.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES)("%s has no empty text", (lang) => {
    for (const [key, text] of leaves(resources[lang])) expect(text.trim(), `${lang}: ${key}`).not.toBe("");
  });

  it("falls back to English and defaults to traditional Chinese", () => {
    const i18n = createI18n();
    expect(i18n.language).toBe("zhtw");
    expect(i18n.t("ui:close")).toBe("關閉");
    expect(i18n.options.fallbackLng).toEqual(["en"]);
    expect(NAMESPACES).toContain("ui");
    expect([...BUNDLED_NAMESPACES].sort()).toEqual(Object.keys(bundled.en).sort());
  });

  it("loads the pages namespace on demand, with its English fallback", async () => {
    const i18n = createI18n("zhcn");
    expect(i18n.hasResourceBundle("zhcn", "pages")).toBe(false);
    await loadPages(i18n, "zhcn");
    expect(i18n.hasResourceBundle("zhcn", "pages")).toBe(true);
    expect(i18n.hasResourceBundle("en", "pages")).toBe(true);
    expect(i18n.t("pages:company.name")).toBe(zhcnPages.company.name);
  });

  it("loads a lazy namespace the first time a screen asks for it", async () => {
    const i18n = createI18n("zhtw");
    expect(i18n.hasResourceBundle("zhtw", "members")).toBe(false);
    await i18n.loadNamespaces("members");
    expect(i18n.t("members:tabs.online")).toBe("在線");
  });

  it("switches to a language that was not downloaded, the way the app starts (one language only)", async () => {
    const i18n = createI18nWith("zhtw", { zhtw: await loadLanguage("zhtw") });
    expect(i18n.t("auth:login.title")).toBe("登入");
    await setLanguage(i18n, "en");
    expect(i18n.t("auth:login.title")).toBe("Sign in");
    await setLanguage(i18n, "zhcn");
    expect(i18n.t("auth:login.title")).toBe("登录");
  });

  it("plurals and interpolation work in each language", () => {
    expect(createI18n("en").t("ui:time.minutes", { count: 1 })).toBe("1 minute ago");
    expect(createI18n("en").t("ui:time.minutes", { count: 5 })).toBe("5 minutes ago");
    expect(createI18n("zhcn").t("ui:time.minutes", { count: 5 })).toBe("5 分钟前");
  });
});
