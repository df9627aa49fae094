import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { cn } from "../utils/cn.ts";
import { VipBadge } from "../vip-badge/vip-badge.tsx";
import type { MemberCardProps } from "./member-card.tsx";
import { MemberFacts, vipRing } from "./member-facts.tsx";
import { GiftIcon } from "./member-icons.tsx";
import { MemberPresence } from "./member-presence.tsx";
import { ChatAction, LikeAction } from "./quick-actions.tsx";

export type MemberRowCardProps = MemberCardProps;

/** The wide line: avatar, name and facts, the signature under them, the quick actions at the end. */
export function MemberRowCard({
  member,
  onOpen,
  onChat,
  onToggleFollow,
  onGift,
  followPending = false,
  className,
}: MemberRowCardProps) {
  const { t } = useTranslation("ui");
  const nameId = `${useId()}-name`;
  const online = member.is_online === 1;

  // The name is the button; its ::after stretches over the avatar too, so both open the profile
  // while the tier, gender and country stay out of the button's name (and in the reading order).
  const name = onOpen ? (
    <button
      type="button"
      id={nameId}
      onClick={onOpen}
      data-slot="member-card-open"
      className="min-w-0 truncate rounded-sm font-semibold text-base text-ink-900 outline-none after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus-visible:after:outline-3 focus-visible:after:outline-brand-300 focus-visible:after:outline-offset-2 group-hover/identity:text-brand-700"
    >
      {member.username}
    </button>
  ) : (
    <span id={nameId} className="min-w-0 truncate font-semibold text-base text-ink-900">
      {member.username}
    </span>
  );

  return (
    <article
      data-slot="member-card"
      data-layout="row"
      data-state={online ? "online" : "offline"}
      aria-labelledby={nameId}
      className={cn(
        "relative isolate flex min-w-0 flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-surface p-3 shadow-card ring-1 ring-ink-900/5 sm:p-4",
        className,
      )}
    >
      <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-1">
        <div
          data-slot="member-card-identity"
          className={cn(
            "group/identity relative flex min-w-0 items-center gap-3 rounded-xl text-start",
            onOpen && "cursor-pointer",
          )}
        >
          <Avatar
            src={member.avatar}
            name={member.username}
            alt=""
            size="lg"
            ring={vipRing(member.vip)}
            online={online}
          />
          <div className="flex min-w-0 max-w-full flex-col gap-1">
            <div className="flex min-w-0 max-w-full items-center gap-1.5">
              {name}
              <VipBadge vip={member.vip} size="sm" />
            </div>
            <div className="flex min-w-0 max-w-full flex-wrap items-center gap-x-2 gap-y-1">
              <MemberFacts sex={member.sex} age={member.age} country={member.country} />
              <MemberPresence online={online} lastLoginTime={member.last_login_time} />
            </div>
          </div>
        </div>
        {member.signature && (
          // Two lines: enough to judge someone by, while the rows stay even.
          <p
            data-slot="member-card-signature"
            title={member.signature}
            className="line-clamp-2 min-w-0 text-pretty ps-19 text-ink-600 text-sm wrap-anywhere"
          >
            {member.signature}
          </p>
        )}
      </div>
      {(onChat || onToggleFollow || onGift) && (
        <div data-slot="member-card-actions" className="flex w-full items-center gap-2 sm:w-auto">
          {onToggleFollow && (
            <LikeAction
              liked={member.is_like === 1}
              pending={followPending}
              onClick={onToggleFollow}
              className="sm:flex-none sm:px-4"
            />
          )}
          {onChat && <ChatAction online={online} onClick={onChat} className="sm:flex-none sm:px-4" />}
          {onGift && (
            <IconButton label={t("member.sendGift")} size="lg" variant="outline" onClick={onGift}>
              <GiftIcon />
            </IconButton>
          )}
        </div>
      )}
    </article>
  );
}
