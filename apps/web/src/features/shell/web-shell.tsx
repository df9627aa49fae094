/** The desktop signed-in frame: top navigation, language switch, user menu (spec §2 web shell). */
import { Avatar } from "@site/ui/avatar";
import { Badge } from "@site/ui/badge";
import { Menu } from "@site/ui/menu";
import { MessageMenu } from "@site/ui/message-menu";
import { NoticeMenu } from "@site/ui/notice-menu";
import { ToastProvider } from "@site/ui/toast";
import { VipBadge } from "@site/ui/vip-badge";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useNavigate } from "react-router-dom";
import { RouteSkeleton } from "../../router/guards.tsx";
import { useSession } from "../../session/session.tsx";
import { ChatProvider, useChat, useChatState } from "../chat/chat-provider.tsx";
import { useMailActions } from "../chat/use-mail-actions.ts";
import { SignInNotice } from "../privacy/sign-in-notice.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";

/** The floating chat corner loads after the page: it is never what a member came for first. */
const WebChatDock = lazy(() => import("../chat/web-chat-dock.tsx"));
/** A mail opened from the message menu: its dialog loads with the first mail opened. */
const MailDetail = lazy(() => import("../safety/safe-mail-detail.tsx"));

const NAV = [
  ["/w/home/index", "nav.home"],
  ["/w/home/member", "nav.members"],
  ["/w/home/chat", "nav.chat"],
  ["/w/home/message", "nav.mail"],
  ["/w/home/store", "nav.store"],
] as const;

export function WebShell() {
  return (
    <ToastProvider insetTop="4rem">
      <SignInNotice />
      <ChatProvider variant="w">
        <WebFrame />
      </ChatProvider>
    </ToastProvider>
  );
}

/** The notice and message menus of the top nav (spec §2), fed by the live session. */
function LiveMenus() {
  const chat = useChat();
  const navigate = useNavigate();
  const { openMail, open, setOpen } = useMailActions();
  // Mounted from the first mail opened on, so that closing plays the dialog's leave transition.
  const [opened, setOpened] = useState(false);
  if (open !== null && !opened) setOpened(true);
  const unreadMails = (chat.mails?.data ?? []).filter((m) => m.type === 0);
  return (
    <>
      <NoticeMenu
        notices={chat.notices.filter((n) => n.status === 0)}
        unread={chat.noticeCount}
        onOpen={(notice) => void chat.readNotice(notice)}
      />
      <MessageMenu
        mails={unreadMails}
        unread={chat.mails?.unread ?? 0}
        onOpen={(mail) => void openMail(mail)}
        onCompose={() => navigate("/w/home/message?compose=1")}
        onViewAll={() => navigate("/w/home/message")}
      />
      {opened && (
        <Suspense fallback={null}>
          <MailDetail mail={open} open={open !== null} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}

function WebFrame() {
  const { t } = useTranslation("shell");
  const chat = useChatState();
  const { profile, signOut } = useSession();
  const navigate = useNavigate();
  const name = profile?.username ?? "";
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-ink-100 bg-surface/95 backdrop-blur">
        {/* Tighter below 1024 px: a 900 px window (half a small screen) cut the member's name off. */}
        <div className="mx-auto flex h-16 max-w-page items-center gap-4 px-4 lg:gap-8 lg:px-6">
          <Link to="/w/home/index" aria-label="Amora">
            <Logo />
          </Link>
          <nav aria-label={t("nav.home")} className="flex-1">
            <ul className="flex gap-1">
              {NAV.map(([to, key]) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className="rounded-full px-3 py-2 text-sm font-semibold text-ink-600 lg:px-4 transition-colors hover:bg-ink-50 hover:text-ink-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    {t(key)}
                    {key === "nav.chat" && chat.unread > 0 && (
                      <span className="ml-1.5 inline-block align-middle">
                        <Badge count={chat.unread} />
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            to="/w/home/upgrade"
            className="hidden rounded-full bg-gradient-to-r from-gold-light to-gold px-4 py-1.5 text-sm font-semibold text-ink-900 xl:inline-block"
          >
            {t("nav.upgrade")}
          </Link>
          <Suspense fallback={null}>
            <LiveMenus />
          </Suspense>
          <LanguageSwitch />
          <Menu
            label={t("userMenu.open", { name })}
            trigger={
              <span className="flex items-center gap-2">
                <Avatar src={profile?.avatar} name={name} alt="" size="sm" />
                <span className="max-w-32 truncate text-sm font-semibold text-ink-800">{name}</span>
                {profile && <VipBadge vip={profile.vip} size="sm" />}
              </span>
            }
            items={[
              {
                key: "profile",
                label: t("userMenu.profile"),
                onSelect: () => navigate("/w/home/user/index"),
              },
              { key: "edit", label: t("userMenu.edit"), onSelect: () => navigate("/w/home/user/edit") },
              {
                key: "general",
                label: t("userMenu.general"),
                onSelect: () => navigate("/w/home/user/general"),
              },
              {
                key: "mail",
                label: t("userMenu.mail"),
                onSelect: () => navigate("/w/home/user/notification"),
              },
              {
                key: "privacy",
                label: t("userMenu.privacy"),
                onSelect: () => navigate("/w/home/user/privacy"),
              },
              {
                key: "signout",
                label: t("userMenu.signOut"),
                danger: true,
                onSelect: async () => {
                  await signOut();
                  navigate("/w/login", { replace: true });
                },
              },
            ]}
          />
        </div>
      </header>
      {/* The chat dock sits over the bottom right: the page keeps room for it below its last row. */}
      <main className="mx-auto max-w-page px-4 pt-8 pb-24 lg:px-6">
        <Suspense fallback={<RouteSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <WebChatDock />
      </Suspense>
    </div>
  );
}
