import type { ChatContact } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Badge } from "../badge/badge.tsx";
import { peerDisplayName } from "../chat-window/chat-header.tsx";
import { EmoticonText } from "../emoticon-picker/emoticon-text.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { TrashIcon } from "../icon-button/trash-icon.tsx";
import { vipRing } from "../member-card/member-facts.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { cn } from "../utils/cn.ts";
import { VipBadge } from "../vip-badge/vip-badge.tsx";

export type ConversationRowProps = {
  contact: ChatContact;
  selected: boolean;
  onSelect: (uid: number) => void;
  onDelete?: (uid: number) => void;
  now?: number;
};

export function ConversationRow({ contact, selected, onSelect, onDelete, now }: ConversationRowProps) {
  const { t } = useTranslation("chat");
  const service = contact.service === 1;
  const name = peerDisplayName(contact, t);
  return (
    <li
      data-slot="conversation"
      data-state={selected ? "selected" : undefined}
      className={cn(
        "group relative flex items-center rounded-xl transition-colors",
        selected ? "bg-brand-50" : "hover:bg-ink-50",
      )}
    >
      <button
        type="button"
        aria-current={selected ? "true" : undefined}
        onClick={() => onSelect(contact.uid)}
        className={cn(
          "flex min-w-0 flex-1 items-center gap-3 rounded-xl py-2.5 ps-2.5 text-start focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:-outline-offset-2",
          onDelete ? "pe-10" : "pe-2.5",
        )}
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex min-w-0 items-center gap-1.5">
            <span
              className={cn(
                "truncate text-sm text-ink-900",
                contact.count > 0 ? "font-bold" : "font-semibold",
              )}
            >
              {name}
            </span>
            <VipBadge vip={contact.vip} size="sm" />
            {/* A conversation just opened has no message yet: its time is 0, not 1 January 1970. */}
            {contact.create_time > 0 && (
              <RelativeTime
                value={contact.create_time * 1000}
                now={now}
                className="ms-auto shrink-0 ps-1 text-ink-600 text-xs"
              />
            )}
          </span>
          <span className="flex min-w-0 items-center gap-2">
            <span
              className={cn(
                "min-w-0 flex-1 truncate text-sm",
                contact.count > 0 ? "text-ink-800" : "text-ink-600",
              )}
            >
              {contact.type === "img" ? (
                t("list.image")
              ) : (
                <EmoticonText text={contact.content} size="sm" className="whitespace-nowrap" />
              )}
            </span>
            <Badge count={contact.count} size="sm" />
          </span>
        </span>
        {/* Drawn first, read last: the row's name starts with the member's, then says online or not. */}
        <Avatar
          src={contact.avatar}
          name={name}
          alt=""
          size="md"
          ring={vipRing(contact.vip)}
          online={service ? contact.os_online === 1 : contact.is_online === 1}
          className="order-first"
        />
      </button>
      {onDelete && (
        <IconButton
          label={t("list.delete", { username: name })}
          size="sm"
          onClick={() => onDelete(contact.uid)}
          className="absolute end-1.5 top-1.5 text-ink-500 hover:text-danger-700"
        >
          <TrashIcon />
        </IconButton>
      )}
    </li>
  );
}
