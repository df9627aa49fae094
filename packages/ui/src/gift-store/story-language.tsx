/** A catalog cell in another language than the story's, as the RelativeTime catalog shows them. */
import type { Language } from "@site/contracts";
import { createI18n, HTML_LANG } from "@site/i18n";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";

const instances = new Map<Language, ReturnType<typeof createI18n>>();
function i18nFor(lang: Language) {
  const existing = instances.get(lang);
  if (existing) return existing;
  const created = createI18n(lang);
  instances.set(lang, created);
  return created;
}

export function InLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18nFor(lang)}>
      <div lang={HTML_LANG[lang]}>{children}</div>
    </I18nextProvider>
  );
}
