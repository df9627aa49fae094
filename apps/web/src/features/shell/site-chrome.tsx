/** The visitor frame's header and footer on the desktop: logo, language, sign in, info links. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";

/** The information pages, under /w/info and /m/info, with their names in the common namespace. */
export const INFO_LINKS = [
  ["about-us", "info.about"],
  ["contact-us", "info.contact"],
  ["help-center", "info.help"],
  ["privacy-policy", "info.privacy"],
  ["refund", "info.refund"],
  ["terms-of-use", "info.terms"],
] as const;

export function SiteHeader() {
  const { t } = useTranslation("auth");
  return (
    <header className="sticky top-0 z-20 border-b border-ink-100 bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-page items-center justify-between px-6">
        <Link to="/w" className="rounded-md focus-visible:outline-3 focus-visible:outline-brand-300">
          <Logo />
        </Link>
        <div className="flex items-center gap-4">
          <LanguageSwitch />
          <Link to="/w/login" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
            {t("links.login")}
          </Link>
        </div>
      </div>
    </header>
  );
}

export function SiteFooter() {
  const { t } = useTranslation("common");
  return (
    <footer className="border-t border-ink-100 bg-surface">
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-4 px-6 py-6 text-sm text-ink-500">
        <nav aria-label="Amora">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {INFO_LINKS.map(([path, key]) => (
              <li key={path}>
                <Link to={`/w/info/${path}`} className="hover:text-ink-800">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>© 2026 Amora Social Ltd.</p>
      </div>
    </footer>
  );
}
