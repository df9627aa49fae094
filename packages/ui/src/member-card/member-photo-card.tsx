/**
 * The grid's member card: the member's photo fills the card, their name, age, country and presence
 * sit on a dark gradient at its foot, and the quick actions (like, chat; the gift in the photo's
 * corner) are icon buttons of 44 px with their names for screen readers: nothing is ever cut to
 * "Cha…" on a narrow phone.
 */
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { initialsOf } from "../avatar/avatar.tsx";
import { OnlineDot } from "../online-dot/online-dot.tsx";
import { cn } from "../utils/cn.ts";
import { VipBadge } from "../vip-badge/vip-badge.tsx";
import type { MemberCardProps } from "./member-card.tsx";
import { MemberFacts } from "./member-facts.tsx";
import { GiftIcon } from "./member-icons.tsx";
import { MemberPresence } from "./member-presence.tsx";
import { ChatAction, LikeAction } from "./quick-actions.tsx";

export function MemberPhotoCard({
  member,
  onOpen,
  onChat,
  onToggleFollow,
  onGift,
  followPending = false,
  className,
}: MemberCardProps) {
  const { t } = useTranslation("ui");
  const nameId = `${useId()}-name`;
  const online = member.is_online === 1;
  const [failed, setFailed] = useState<string | null>(null);
  const photo = member.avatar && member.avatar !== failed ? member.avatar : undefined;

  // The name is the button; its ::after stretches over the whole photo, so a tap anywhere on it
  // opens the profile while the facts stay out of the button's name.
  const name = onOpen ? (
    <button
      type="button"
      id={nameId}
      onClick={onOpen}
      data-slot="member-card-open"
      className="min-w-0 truncate rounded-sm text-start font-semibold text-lg text-white leading-tight outline-none after:absolute after:inset-0 after:rounded-t-2xl focus-visible:after:outline-3 focus-visible:after:outline-brand-300 focus-visible:after:-outline-offset-3"
    >
      {member.username}
    </button>
  ) : (
    <span id={nameId} className="min-w-0 truncate font-semibold text-lg text-white leading-tight">
      {member.username}
    </span>
  );

  return (
    <article
      data-slot="member-card"
      data-layout="grid"
      data-state={online ? "online" : "offline"}
      aria-labelledby={nameId}
      className={cn(
        "group/card @container relative flex h-full min-w-0 flex-col overflow-hidden rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5",
        className,
      )}
    >
      <div
        data-slot="member-card-photo"
        className="relative isolate flex aspect-[3/4] w-full flex-col justify-end overflow-hidden bg-brand-100"
      >
        {photo ? (
          <img
            src={photo}
            alt=""
            decoding="async"
            onError={() => setFailed(photo)}
            className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-500 ease-out group-hover/card:scale-[1.04] motion-reduce:transition-none"
          />
        ) : (
          <span
            aria-hidden
            className="absolute inset-0 -z-10 flex items-center justify-center bg-gradient-to-br from-brand-200 to-brand-500 pb-16 font-semibold text-5xl text-white/90"
          >
            {initialsOf(member.username)}
          </span>
        )}
        <span
          aria-hidden
          className="absolute inset-x-0 bottom-0 -z-10 h-1/2 bg-gradient-to-t from-ink-900/80 via-ink-900/30 to-transparent"
        />
        <div data-slot="member-card-identity" className="flex min-w-0 flex-col gap-1 p-3 text-white">
          <div className="flex min-w-0 items-center gap-1.5">
            {online && <OnlineDot online decorative size="sm" className="shrink-0 ring-2 ring-white/80" />}
            {name}
            <VipBadge vip={member.vip} size="sm" className="shrink-0" />
          </div>
          <MemberFacts
            sex={member.sex}
            age={member.age}
            country={member.country}
            className="text-white/90 [&_[data-slot=member-country]]:drop-shadow-sm"
          />
          <MemberPresence
            online={online}
            lastLoginTime={member.last_login_time}
            className="text-white/90 [&_[data-slot=online-dot]]:hidden"
          />
          {member.signature && (
            <p
              data-slot="member-card-signature"
              title={member.signature}
              className="hidden text-pretty text-sm text-white/85 wrap-anywhere @min-[12rem]:line-clamp-2"
            >
              {member.signature}
            </p>
          )}
        </div>
      </div>
      {(onToggleFollow || onChat) && (
        <div data-slot="member-card-actions" className="flex items-center gap-2 p-2">
          {onToggleFollow && (
            <LikeAction liked={member.is_like === 1} pending={followPending} onClick={onToggleFollow} />
          )}
          {onChat && <ChatAction online={online} onClick={onChat} />}
        </div>
      )}
      {onGift && (
        <button
          type="button"
          aria-label={t("member.sendGift")}
          title={t("member.sendGift")}
          onClick={onGift}
          data-slot="member-card-gift"
          className="absolute end-1.5 top-1.5 z-10 inline-flex size-11 items-center justify-center rounded-full bg-ink-900/35 text-white backdrop-blur-sm transition-colors hover:bg-ink-900/55 focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:outline-offset-2 [&_svg]:size-5"
        >
          <GiftIcon />
        </button>
      )}
    </article>
  );
}
