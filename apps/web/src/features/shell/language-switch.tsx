/** The language switch: a menu on the desktop, a bottom drawer on phones (spec §2 language drawer). */
import { LANGUAGES, type Language } from "@site/contracts";
import { LANGUAGE_NAMES, setLanguage } from "@site/i18n";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useVariant } from "../../lib/use-variant.ts";

// The drawer (and its dialog library) loads when a phone user first opens it, not with the page.
const Drawer = lazy(() => import("@site/ui/drawer").then((m) => ({ default: m.Drawer })));

function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
      className="size-4"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

export function LanguageSwitch({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { t, i18n } = useTranslation("auth");
  const variant = useVariant();
  const [open, setOpen] = useState(false);
  const current = i18n.language as Language;
  const choose = (lang: Language) => {
    void setLanguage(i18n, lang);
    setOpen(false);
  };
  const label = (
    <span
      className={`inline-flex items-center gap-1.5 text-sm font-medium ${tone === "light" ? "text-white" : "text-ink-700"}`}
    >
      <GlobeIcon />
      {LANGUAGE_NAMES[current] ?? LANGUAGE_NAMES.zhtw}
    </span>
  );

  if (variant === "w") {
    // A native select: keyboard and screen-reader friendly, and no popover library on the first screen.
    return (
      <label className="relative inline-flex items-center rounded-full px-3 py-1.5 focus-within:outline-3 focus-within:outline-brand-300 hover:bg-ink-50">
        {label}
        <span className="sr-only">{t("language.choose")}</span>
        <select
          value={current}
          onChange={(event) => choose(event.target.value as Language)}
          className="absolute inset-0 cursor-pointer opacity-0"
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <>
      {/* Named by what it shows, then what it does: a name that hid the visible language
          would fail a voice user who says what they see (WCAG 2.5.3, label in name). */}
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="rounded-full px-3 py-1.5"
      >
        {label}
        <span className="sr-only">{t("language.choose")}</span>
      </button>
      {open && (
        <Suspense>
          <Drawer open={open} onClose={() => setOpen(false)} side="bottom" title={t("language.choose")}>
            <ul className="grid gap-2 pb-4">
              {LANGUAGES.map((lang) => (
                <li key={lang}>
                  <button
                    type="button"
                    onClick={() => choose(lang)}
                    aria-current={lang === current ? "true" : undefined}
                    className="flex h-12 w-full items-center justify-between rounded-lg px-4 text-left text-base text-ink-800 hover:bg-ink-50 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-700"
                  >
                    {LANGUAGE_NAMES[lang]}
                    {lang === current && <span aria-hidden>✓</span>}
                  </button>
                </li>
              ))}
            </ul>
          </Drawer>
        </Suspense>
      )}
    </>
  );
}
