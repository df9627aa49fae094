/**
 * The frame of the visitor screens. Desktop: a warm hero beside the form card. Phone: a compact
 * header with the language drawer above the form.
 */
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router-dom";
import { useVariant } from "../../lib/use-variant.ts";
import { LanguageSwitch } from "../shell/language-switch.tsx";
import { Logo } from "../shell/logo.tsx";
import { INFO_LINKS, SiteFooter } from "../shell/site-chrome.tsx";

function Check({ className = "mt-0.5 size-5 text-brand-200" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden className={`shrink-0 ${className}`}>
      <path fill="currentColor" d="M8.2 13.6 4.9 10.3l1.2-1.2 2.1 2.1 5.7-5.7 1.2 1.2z" />
    </svg>
  );
}

const POINTS = ["reviewed", "languages", "safe"] as const;

/**
 * The phone's first screen says why to join, as the desktop's hero beside the form does, in the
 * few lines a phone can spare: the headline and the three reasons, the form still above the fold
 * on a small phone (an iPhone SE's 667 px).
 */
export function PhoneHero() {
  const { t } = useTranslation("auth");
  return (
    <section
      aria-labelledby="phone-hero-title"
      className="relative mb-4 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-5 py-4 text-white shadow-card [@media(max-height:700px)]:mb-2 [@media(max-height:700px)]:px-4 [@media(max-height:700px)]:py-2.5"
    >
      {/* A short phone (an iPhone SE's 667 px) gets smaller words: the sign-in button stays on its first screen. */}
      <h2
        id="phone-hero-title"
        className="text-lg font-bold leading-snug [@media(max-height:700px)]:text-base"
      >
        {t("hero.title")}
      </h2>
      <ul className="mt-2 grid gap-1 text-sm text-brand-50 [@media(max-height:700px)]:mt-1 [@media(max-height:700px)]:gap-0 [@media(max-height:700px)]:text-xs [@media(max-height:700px)]:leading-5">
        {POINTS.map((k) => (
          <li key={k} className="flex items-start gap-2">
            <Check className="mt-px size-4 text-brand-200" />
            {t(`hero.points.${k}`)}
          </li>
        ))}
      </ul>
      <div
        aria-hidden
        className="pointer-events-none absolute -right-10 -top-12 size-36 rounded-full bg-brand-400/30 blur-2xl"
      />
    </section>
  );
}

/** The phone's visitor footer: the information pages, in the phone's own frame (/m/info). */
function PhoneFooter() {
  const { t } = useTranslation("common");
  return (
    <footer className="px-5 pb-8 text-xs text-ink-500">
      <nav aria-label={t("info.nav")}>
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2">
          {INFO_LINKS.map(([path, key]) => (
            <li key={path}>
              <Link to={`/m/info/${path}`} className="py-1 active:text-ink-800">
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-3 text-center">© 2026 Amora Social Ltd.</p>
    </footer>
  );
}

export function AuthLayout() {
  const variant = useVariant();
  const { t } = useTranslation("auth");
  if (variant === "m") {
    return (
      <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-surface-muted to-surface-muted">
        <header className="flex h-14 items-center justify-between px-4 [@media(max-height:700px)]:h-12">
          <Link to="/m/login" aria-label="Amora">
            <Logo />
          </Link>
          <LanguageSwitch />
        </header>
        <main className="px-5 pb-6 pt-2 [@media(max-height:700px)]:pt-0">
          <Outlet />
        </main>
        <PhoneFooter />
      </div>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <div className="grid flex-1 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-12 text-white lg:flex lg:flex-col">
          <Link to="/w/login" aria-label="Amora" className="w-fit">
            <Logo tone="light" />
          </Link>
          <div className="my-auto max-w-md">
            <h2 className="text-4xl font-bold leading-tight">{t("hero.title")}</h2>
            <p className="mt-4 text-lg text-brand-50">{t("hero.body")}</p>
            <ul className="mt-8 grid gap-3 text-brand-50">
              {POINTS.map((k) => (
                <li key={k} className="flex gap-3">
                  <Check />
                  {t(`hero.points.${k}`)}
                </li>
              ))}
            </ul>
          </div>
          <div
            aria-hidden
            className="pointer-events-none absolute -bottom-24 -right-24 size-80 rounded-full bg-brand-400/30 blur-2xl"
          />
        </aside>
        <div className="flex flex-col">
          {/* A landmark of its own, as the rest of the page is: a screen reader can skip past it. */}
          <header className="flex h-16 items-center justify-between px-8 lg:justify-end">
            <Link to="/w/login" aria-label="Amora" className="lg:hidden">
              <Logo />
            </Link>
            <LanguageSwitch />
          </header>
          <main className="flex flex-1 items-start justify-center px-6 pb-12 pt-4 lg:items-center">
            <div className="w-full max-w-lg">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
      <SiteFooter />
    </div>
  );
}

/** The card every visitor form sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-surface p-6 shadow-card sm:p-8" aria-labelledby="auth-title">
      <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-ink-900">
        {title}
      </h1>
      {subtitle && <p className="mt-1.5 text-ink-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** An error the server answered, above the submit button. */
export function FormAlert({ children }: { children: React.ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
      {children}
    </p>
  );
}
