/**
 * Shared Storybook decorators, exported for reuse: the i18n language (toolbar `locale`) and a
 * router for stories of app compositions that hold links (packages/ui never needs one).
 */
import type { Language } from "@site/contracts";
import { LAZY_NAMESPACES } from "@site/i18n";
import type { Decorator } from "@storybook/react-vite";
import { useEffect, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { i18nFor, setStoryLanguage } from "./story-i18n.ts";

export { i18nFor, t } from "./story-i18n.ts";

export const withI18n: Decorator = (Story, context) => {
  const lang = (context.globals.locale ?? "en") as Language;
  const i18n = useMemo(() => i18nFor(lang), [lang]);
  useEffect(() => {
    document.documentElement.lang = lang === "en" ? "en" : lang === "zhcn" ? "zh-Hans" : "zh-Hant";
  }, [lang]);
  return (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  );
};

/**
 * Loads the lazily loaded namespaces (chat, mail, store...) before a story renders, as the app's
 * screens have them before they show: a play function then meets the story as a member would.
 */
export async function loadNamespaces({ globals }: { globals: Record<string, unknown> }) {
  const lang = ((globals.locale as string | undefined) ?? "en") as Language;
  setStoryLanguage(lang);
  await i18nFor(lang).loadNamespaces([...LAZY_NAMESPACES]);
  return {};
}

/** A memory router at `parameters.route` (default "/"), for compositions with links. */
export const withRouter: Decorator = (Story, context) => (
  <MemoryRouter initialEntries={[(context.parameters.route as string | undefined) ?? "/"]}>
    <Story />
  </MemoryRouter>
);
