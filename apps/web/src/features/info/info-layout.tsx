/** /w/info/*: the static pages with their navigation, in the visitor frame (no sign-in needed). */
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router-dom";
import { SiteFooter, SiteHeader } from "../shell/site-chrome.tsx";

const LINKS = [
  ["about-us", "info.about"],
  ["contact-us", "info.contact"],
  ["help-center", "info.help"],
  ["privacy-policy", "info.privacy"],
  ["refund", "info.refund"],
  ["terms-of-use", "info.terms"],
] as const;

export function InfoLayout() {
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="mx-auto grid w-full max-w-page flex-1 gap-10 px-6 py-10 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t("info.nav")} className="md:sticky md:top-24 md:self-start">
          <ul className="flex flex-wrap gap-2 md:grid md:gap-1">
            {LINKS.map(([path, key]) => (
              <li key={path}>
                <NavLink
                  to={`/w/info/${path}`}
                  className="block rounded-md px-3 py-2 text-sm font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main>
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
