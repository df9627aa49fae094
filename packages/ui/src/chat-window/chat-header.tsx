import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { CloseIcon } from "../icon-button/close-icon.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { vipRing } from "../member-card/member-facts.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";
import { VipBadge } from "../vip-badge/vip-badge.tsx";
import { ExpandIcon, HistoryIcon, MinimiseIcon } from "./chat-icons.tsx";

export type ChatPeer = {
  uid: number;
  username: string;
  avatar: string;
  vip: number;
  is_online: 0 | 1;
  /** 1 for the site's customer service: it shows by its role, not its account name. */
  service?: 0 | 1;
};

/** The name a conversation shows for its peer: customer service by its role, in the member's language. */
export function peerDisplayName(
  peer: Pick<ChatPeer, "username" | "service">,
  t: (key: "list.service") => string,
) {
  return peer.service === 1 ? t("list.service") : peer.username;
}

export type ChatHeaderProps = {
  peer: ChatPeer;
  nameId: string;
  floating: boolean;
  /** A one-line header for a phone's full-screen conversation. */
  compact?: boolean;
  collapsed: boolean;
  onLoadHistory?: () => void;
  hasMore: boolean;
  loadingHistory: boolean;
  onToggleCollapse?: () => void;
  onClose?: () => void;
};

/** Avatar with the online dot, name and tier; 'query history'; and in a floating window, minimise and close. */
export function ChatHeader({
  peer,
  nameId,
  floating,
  compact = false,
  collapsed,
  onLoadHistory,
  hasMore,
  loadingHistory,
  onToggleCollapse,
  onClose,
}: ChatHeaderProps) {
  const { t } = useTranslation("chat");
  const username = peerDisplayName(peer, t);
  const history = onLoadHistory && hasMore && !collapsed;
  return (
    <header
      data-slot="chat-header"
      className={cn(
        "flex shrink-0 items-center gap-2.5 border-ink-100 bg-surface",
        floating ? "rounded-t-xl px-2.5 py-1.5" : compact ? "px-3 py-1" : "rounded-t-2xl px-4 py-3",
        !collapsed && "border-b",
      )}
    >
      <Avatar
        src={peer.avatar}
        name={username}
        alt=""
        size={floating || compact ? "sm" : "md"}
        ring={vipRing(peer.vip)}
        online={peer.is_online === 1}
      />
      <div className="flex min-w-0 flex-1 items-center gap-1.5">
        <h2
          id={nameId}
          className={cn("truncate font-semibold text-ink-900", floating ? "text-sm" : "text-base")}
        >
          {username}
        </h2>
        <VipBadge vip={peer.vip} size="sm" />
      </div>
      {history &&
        (floating ? (
          <IconButton
            label={loadingHistory ? t("window.loadingHistory") : t("window.history")}
            size="sm"
            onClick={onLoadHistory}
            disabled={loadingHistory}
            aria-busy={loadingHistory || undefined}
          >
            {loadingHistory ? <Spinner size="sm" className="text-current" /> : <HistoryIcon />}
          </IconButton>
        ) : (
          <Button variant="ghost" size="sm" onClick={onLoadHistory} loading={loadingHistory}>
            {!loadingHistory && <HistoryIcon />}
            {t("window.history")}
          </Button>
        ))}
      {floating && onToggleCollapse && (
        <IconButton
          label={collapsed ? t("window.expand", { username }) : t("window.collapse", { username })}
          size="sm"
          aria-expanded={!collapsed}
          onClick={onToggleCollapse}
        >
          {collapsed ? <ExpandIcon /> : <MinimiseIcon />}
        </IconButton>
      )}
      {floating && onClose && (
        <IconButton label={t("window.close", { username })} size="sm" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      )}
    </header>
  );
}
