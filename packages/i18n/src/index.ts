/**
 * Translations in small namespaces and the i18next setup shared by the apps and Storybook.
 * Default traditional Chinese, fallback English; the choice is kept in localStorage `lang`.
 */
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language, StorageKey } from "@site/contracts";
import type { BackendModule } from "i18next";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { app as enApp } from "./locales/en/app.ts";
import type { chat as enChat } from "./locales/en/chat.ts";
import type { feed as enFeed } from "./locales/en/feed.ts";
import { en } from "./locales/en/index.ts";
import type { mail as enMail } from "./locales/en/mail.ts";
import type { members as enMembers } from "./locales/en/members.ts";
import type { pages as enPages } from "./locales/en/pages.ts";
import type { privacy as enPrivacy } from "./locales/en/privacy.ts";
import type { profile as enProfile } from "./locales/en/profile.ts";
import type { safety as enSafety } from "./locales/en/safety.ts";
import type { settings as enSettings } from "./locales/en/settings.ts";
import type { store as enStore } from "./locales/en/store.ts";
import { zhcn } from "./locales/zhcn/index.ts";
import { zhtw } from "./locales/zhtw/index.ts";

export type { Messages } from "./locales/en/messages.ts";
export type { Faq, PageSection, Pages, TermsSection } from "./locales/en/pages.ts";
/** The bundled namespaces of every language. */
export const resources = { en, zhcn, zhtw } as const satisfies Record<Language, unknown>;
/** The namespaces bundled with each language (a test checks this list against the resources). */
export const BUNDLED_NAMESPACES = [
  "common",
  "messages",
  "ui",
  "auth",
  "shell",
] as const satisfies readonly (keyof typeof en)[];
/** Namespaces that load with the screens that use them, not with the first one. */
export const LAZY_NAMESPACES = [
  "pages",
  "members",
  "settings",
  "chat",
  "mail",
  "feed",
  "store",
  "safety",
  "privacy",
  "profile",
  "app",
] as const;
export type Namespace = (typeof BUNDLED_NAMESPACES)[number] | (typeof LAZY_NAMESPACES)[number];
export const NAMESPACES: Namespace[] = [...BUNDLED_NAMESPACES, ...LAZY_NAMESPACES];

const LAZY: Record<Language, Record<(typeof LAZY_NAMESPACES)[number], () => Promise<unknown>>> = {
  en: {
    pages: () => import("./locales/en/pages.ts").then((m) => m.pages),
    members: () => import("./locales/en/members.ts").then((m) => m.members),
    settings: () => import("./locales/en/settings.ts").then((m) => m.settings),
    chat: () => import("./locales/en/chat.ts").then((m) => m.chat),
    mail: () => import("./locales/en/mail.ts").then((m) => m.mail),
    feed: () => import("./locales/en/feed.ts").then((m) => m.feed),
    store: () => import("./locales/en/store.ts").then((m) => m.store),
    safety: () => import("./locales/en/safety.ts").then((m) => m.safety),
    privacy: () => import("./locales/en/privacy.ts").then((m) => m.privacy),
    profile: () => import("./locales/en/profile.ts").then((m) => m.profile),
    app: () => import("./locales/en/app.ts").then((m) => m.app),
  },
  zhcn: {
    pages: () => import("./locales/zhcn/pages.ts").then((m) => m.pages),
    members: () => import("./locales/zhcn/members.ts").then((m) => m.members),
    settings: () => import("./locales/zhcn/settings.ts").then((m) => m.settings),
    chat: () => import("./locales/zhcn/chat.ts").then((m) => m.chat),
    mail: () => import("./locales/zhcn/mail.ts").then((m) => m.mail),
    feed: () => import("./locales/zhcn/feed.ts").then((m) => m.feed),
    store: () => import("./locales/zhcn/store.ts").then((m) => m.store),
    safety: () => import("./locales/zhcn/safety.ts").then((m) => m.safety),
    privacy: () => import("./locales/zhcn/privacy.ts").then((m) => m.privacy),
    profile: () => import("./locales/zhcn/profile.ts").then((m) => m.profile),
    app: () => import("./locales/zhcn/app.ts").then((m) => m.app),
  },
  zhtw: {
    pages: () => import("./locales/zhtw/pages.ts").then((m) => m.pages),
    members: () => import("./locales/zhtw/members.ts").then((m) => m.members),
    settings: () => import("./locales/zhtw/settings.ts").then((m) => m.settings),
    chat: () => import("./locales/zhtw/chat.ts").then((m) => m.chat),
    mail: () => import("./locales/zhtw/mail.ts").then((m) => m.mail),
    feed: () => import("./locales/zhtw/feed.ts").then((m) => m.feed),
    store: () => import("./locales/zhtw/store.ts").then((m) => m.store),
    safety: () => import("./locales/zhtw/safety.ts").then((m) => m.safety),
    privacy: () => import("./locales/zhtw/privacy.ts").then((m) => m.privacy),
    profile: () => import("./locales/zhtw/profile.ts").then((m) => m.profile),
    app: () => import("./locales/zhtw/app.ts").then((m) => m.app),
  },
};

/** An i18next backend for the lazy namespaces: `useTranslation("members")` loads them (with Suspense). */
const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    // A bundled namespace of a language not loaded yet (the fallback, or a language being switched to).
    const load =
      LAZY[language][namespace as (typeof LAZY_NAMESPACES)[number]] ??
      (() => BUNDLES[language]().then((bundle) => bundle[namespace as keyof Bundle] ?? {}));
    load().then(
      (strings) => callback(null, strings as Record<string, unknown>),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** Loads the long static-page texts (`pages` namespace) of a language and its fallback, once. */
export async function loadPages(instance: i18n, lang: Language): Promise<void> {
  for (const l of new Set<Language>([lang, FALLBACK_LANGUAGE])) {
    if (instance.hasResourceBundle(l, "pages")) continue;
    instance.addResourceBundle(l, "pages", await LAZY[l].pages(), true, true);
  }
}

/** BCP 47 tags for <html lang> and Intl. */
export const HTML_LANG: Record<Language, string> = { en: "en", zhcn: "zh-Hans", zhtw: "zh-Hant" };
/** The locale dates and figures are formatted in, for each language (dates: formatDate). */
export const INTL_LOCALE: Record<Language, string> = { en: "en-GB", zhcn: "zh-CN", zhtw: "zh-TW" };
export const intlLocale = (lang: string): string => (isLanguage(lang) ? INTL_LOCALE[lang] : INTL_LOCALE.en);

/** Each language named in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", zhcn: "简体中文", zhtw: "繁體中文" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, else the default (traditional Chinese). */
export function storedLanguage(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): Language {
  const value = storage?.getItem(StorageKey.lang);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

type Bundle = (typeof resources)[Language];

const BUNDLES: Record<Language, () => Promise<Bundle>> = {
  en: () => import("./locales/en/index.ts").then((m) => m.en),
  zhcn: () => import("./locales/zhcn/index.ts").then((m) => m.zhcn),
  zhtw: () => import("./locales/zhtw/index.ts").then((m) => m.zhtw),
};

/** Loads one language's bundled namespaces on its own (the app downloads only the language it shows). */
export function loadLanguage(lang: Language): Promise<Bundle> {
  return BUNDLES[lang]();
}

/** Creates an instance with every language (tests, Storybook): synchronous. */
export function createI18n(lang: Language = DEFAULT_LANGUAGE): i18n {
  return createI18nWith(lang, resources);
}

/** Creates an instance with the given languages' resources (the app: only the one it shows). */
export function createI18nWith(lang: Language, bundles: Partial<Record<Language, Bundle>>): i18n {
  const instance = i18next.createInstance();
  instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources: bundles,
      lng: lang,
      // Every language holds every key (the key test, and the types), so English is a fallback
      // only where it is at hand: the app, which downloads one language, never fetches it too.
      fallbackLng: bundles[FALLBACK_LANGUAGE] ? FALLBACK_LANGUAGE : false,
      supportedLngs: [...LANGUAGES],
      // Our codes are already clean (lowercase, no subtags); cleaning them asked Intl to
      // canonicalise each, whose first call loads ICU's locale data: some 7 ms of a first load.
      cleanCode: false,
      // The separators as i18next has them by default, but named: i18next then takes every key
      // as `ns:a.b`, where it otherwise tested each key at each call for "natural language"
      // (spaces, commas, `?`) before splitting it, some 4 ms of the phone home's first render.
      // Our keys are never sentences.
      nsSeparator: ":",
      keySeparator: ".",
      ns: [...BUNDLED_NAMESPACES],
      partialBundledLanguages: true,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  return instance;
}

/** The cookie that tells the server the visitor's language (it renders the public pages in it). */
export const LANGUAGE_COOKIE = StorageKey.lang;

/** Keeps the choice where the server reads it too: a year, on every path, never sent cross-site. */
export function storeLanguageCookie(lang: Language): void {
  if (typeof document !== "undefined")
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari the site supports, and this one write needs nothing more.
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches the language (loading it first if needed) and keeps the choice in localStorage `lang`
 * and in the `lang` cookie, which the server reads to render the public pages in it.
 */
export async function setLanguage(instance: i18n, lang: Language): Promise<void> {
  globalThis.localStorage?.setItem(StorageKey.lang, lang);
  storeLanguageCookie(lang);
  if (!instance.hasResourceBundle(lang, "common")) {
    const bundle = await loadLanguage(lang);
    for (const [ns, strings] of Object.entries(bundle))
      instance.addResourceBundle(lang, ns, strings, true, true);
  }
  await instance.changeLanguage(lang);
  if (typeof document !== "undefined") document.documentElement.lang = HTML_LANG[lang];
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en & {
      pages: typeof enPages;
      members: typeof enMembers;
      settings: typeof enSettings;
      chat: typeof enChat;
      mail: typeof enMail;
      feed: typeof enFeed;
      app: typeof enApp;
      store: typeof enStore;
      safety: typeof enSafety;
      privacy: typeof enPrivacy;
      profile: typeof enProfile;
    };
  }
}

export { type DateForm, formatDate } from "./dates.ts";
