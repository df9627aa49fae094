/**
 * The language a story is shown in, for its play function: `t` translates with the instance of the
 * story's toolbar `locale` (set by the `loadNamespaces` loader before each story renders), so a
 * test finds a button by the name a member reads in that language:
 * `canvas.getByRole("button", { name: t("chat:composer.send") })`.
 */
import type { Language } from "@site/contracts";
import { createI18n, type NAMESPACES } from "@site/i18n";
import type { ParseKeys, TOptions } from "i18next";

type Namespaces = "common" | (typeof NAMESPACES)[number];
/** A key as `namespace:key`, checked against the English strings. */
export type StoryKey = ParseKeys<Namespaces[]> | `ui:${"vip" | "vipPlain"}.${0 | 1 | 2}`;

const instances = new Map<Language, ReturnType<typeof createI18n>>();
/** One i18next instance per language, shared by the decorator and the play functions. */
export function i18nFor(lang: Language) {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    instances.set(lang, instance);
  }
  return instance;
}

let current: Language = "en";
/** Called by the loader with the story's `globals.locale`. */
export function setStoryLanguage(lang: Language): void {
  current = lang;
}
/** The story's language. */
export function storyLanguage(): Language {
  return current;
}

/** `t` in the story's language: keys as `namespace:key`, typed like the components' own. */
export function t(key: StoryKey, options?: TOptions): string {
  return (i18nFor(current).t as unknown as (k: string, o?: TOptions) => string)(key, options);
}
