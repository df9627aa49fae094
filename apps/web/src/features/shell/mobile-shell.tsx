/** The phone signed-in frame: the screen above, four bottom tabs below (spec §2 /m/home). */
import { Badge } from "@site/ui/badge";
import { ToastProvider } from "@site/ui/toast";
import type { ReactNode } from "react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useMatches } from "react-router-dom";
import { RouteSkeleton } from "../../router/guards.tsx";
import type { RouteHandle } from "../../router/title.ts";
import { ChatProvider, useChatState } from "../chat/chat-provider.tsx";
import { SignInNotice } from "../privacy/sign-in-notice.tsx";

/**
 * The installed-app layer (service worker, offline banner, update and install prompts) comes a
 * while after the first screen has loaded, never with it; at once when the device is offline.
 */
const PwaLayer = lazy(() => import("../pwa/pwa-layer.tsx").then((m) => ({ default: m.PwaLayer })));
const PWA_LAYER_DELAY_MS = 3000;
function usePwaLayer(): boolean {
  const [wanted, setWanted] = useState(() => !navigator.onLine);
  useEffect(() => {
    if (wanted) return;
    const now = () => setWanted(true);
    let timer = 0;
    const later = () => {
      timer = window.setTimeout(now, PWA_LAYER_DELAY_MS);
    };
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    window.addEventListener("offline", now);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", later);
      window.removeEventListener("offline", now);
    };
  }, [wanted]);
  return wanted;
}

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    className="size-6"
  >
    <path d={d} />
  </svg>
);
const ICONS = {
  home: icon("M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z"),
  newsfeed: icon("M4 5h16v14H4zM8 9h8M8 13h5"),
  messages: icon("M4 5h16v11H8l-4 4z"),
  mine: icon("M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0"),
};

function Tab({
  to,
  label,
  iconNode,
  badge,
}: {
  to: string;
  label: string;
  iconNode: ReactNode;
  badge?: number;
}) {
  return (
    <li className="flex-1">
      <NavLink
        to={to}
        className="relative flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-ink-500 aria-[current=page]:text-brand-700"
      >
        <span className="relative">
          {iconNode}
          {badge !== undefined && badge > 0 && (
            <span className="absolute -right-3 -top-1.5">
              <Badge count={badge} />
            </span>
          )}
        </span>
        {label}
      </NavLink>
    </li>
  );
}

export function MobileShell() {
  return (
    <ToastProvider insetBottom="calc(3.5rem + env(safe-area-inset-bottom))">
      <SignInNotice />
      <ChatProvider variant="m">
        <MobileFrame />
      </ChatProvider>
    </ToastProvider>
  );
}

/**
 * The frame holds no state of its own: the unread count and the installed-app layer re-render
 * their own corner, not the screen in the Outlet (on /m/home, the whole list of member cards).
 */
function MobileFrame() {
  const { t } = useTranslation("shell");
  // A conversation is a pushed screen of its own: the tabs would take the room of a message or two.
  const fullScreen = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.fullScreen);
  return (
    <div
      data-screen={fullScreen ? "full" : undefined}
      className={
        fullScreen
          ? "min-h-dvh bg-surface-muted"
          : "min-h-dvh bg-surface-muted pb-[calc(3.5rem+env(safe-area-inset-bottom))]"
      }
    >
      {/* The screen is the page's main landmark, beside the tab bar's navigation. */}
      <main>
        <Suspense fallback={<RouteSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <nav
        hidden={fullScreen}
        aria-label={t("nav.home")}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <ul className="flex">
          <Tab to="/m/home/index" label={t("nav.home")} iconNode={ICONS.home} />
          <Tab to="/m/home/trend/list" label={t("nav.newsfeed")} iconNode={ICONS.newsfeed} />
          <MessagesTab label={t("nav.messages")} />
          <Tab to="/m/home/my/index" label={t("nav.mine")} iconNode={ICONS.mine} />
        </ul>
      </nav>
      <PwaSlot />
    </div>
  );
}

function MessagesTab({ label }: { label: string }) {
  const chat = useChatState();
  return <Tab to="/m/home/message" label={label} iconNode={ICONS.messages} badge={chat.unread} />;
}

function PwaSlot() {
  const pwa = usePwaLayer();
  return pwa ? (
    <Suspense fallback={null}>
      <PwaLayer />
    </Suspense>
  ) : null;
}
