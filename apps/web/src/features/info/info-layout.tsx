/**
 * /w/info/* and /m/info/*: the static pages with their navigation, in the visitor frame (no
 * sign-in needed). The desktop's frame has the site's header, a side navigation and the footer;
 * the phone's a compact header and the pages as a row of tabs that scrolls sideways, so the text
 * starts on the first screen and reads at the phone's width.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation } from "react-router-dom";
import { useVariant } from "../../lib/use-variant.ts";
import { LanguageSwitch } from "../shell/language-switch.tsx";
import { Logo } from "../shell/logo.tsx";
import { INFO_LINKS, SiteFooter, SiteHeader } from "../shell/site-chrome.tsx";

function PhoneInfoLayout() {
  const { t } = useTranslation(["common", "auth"]);
  const { pathname } = useLocation();
  const tabs = useRef<HTMLElement>(null);
  // The page's own tab in sight: on a narrow phone the later ones (privacy, refund, terms) start
  // past the right edge of the row.
  useEffect(() => {
    const row = tabs.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || !pathname) return;
    const left = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    row.scrollLeft = Math.max(0, left);
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <header className="sticky top-0 z-20 border-b border-ink-100 bg-surface/95 backdrop-blur">
        <div className="flex h-14 items-center justify-between px-4">
          <Link to="/m/login" aria-label="Amora">
            <Logo />
          </Link>
          <div className="flex items-center gap-3">
            <LanguageSwitch />
            <Link to="/m/login" className="text-sm font-semibold text-brand-700">
              {t("auth:links.login")}
            </Link>
          </div>
        </div>
        <nav ref={tabs} aria-label={t("info.nav")} className="relative overflow-x-auto">
          <ul className="flex w-max gap-1 px-3 pb-2">
            {INFO_LINKS.map(([path, key]) => (
              <li key={path}>
                <NavLink
                  to={`/m/info/${path}`}
                  className="block whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium text-ink-600 active:bg-ink-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="flex-1 px-4 py-6">
        <div className="rounded-2xl bg-surface px-5 py-6 shadow-card">
          <Outlet />
        </div>
      </main>
      <footer className="px-4 pb-8 text-center text-xs text-ink-500">© 2026 Amora Social Ltd.</footer>
    </div>
  );
}

export function InfoLayout() {
  const { t } = useTranslation("common");
  const variant = useVariant();
  if (variant === "m") return <PhoneInfoLayout />;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="mx-auto grid w-full max-w-page flex-1 gap-10 px-6 py-10 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t("info.nav")} className="md:sticky md:top-24 md:self-start">
          <ul className="flex flex-wrap gap-2 md:grid md:gap-1">
            {INFO_LINKS.map(([path, key]) => (
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
