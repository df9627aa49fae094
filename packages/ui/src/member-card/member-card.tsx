import { cva } from "class-variance-authority";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { cn } from "../utils/cn.ts";
import { VipBadge } from "../vip-badge/vip-badge.tsx";
import { FollowButton } from "./follow-button.tsx";
import { MemberFacts, type MemberSummary, vipRing } from "./member-facts.tsx";
import { ChatIcon, GiftIcon, WaveIcon } from "./member-icons.tsx";
import { MemberPresence } from "./member-presence.tsx";

const cardVariants = cva(
  "relative isolate flex min-w-0 rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5",
  {
    variants: {
      layout: {
        grid: "h-full flex-col items-center gap-3 overflow-hidden px-3 pt-7 pb-3 text-center sm:px-4 sm:pb-4",
        row: "flex-wrap items-center gap-x-4 gap-y-3 p-3 sm:p-4",
      },
    },
    defaultVariants: { layout: "grid" },
  },
);

const identityVariants = cva("group/identity relative flex min-w-0 rounded-xl text-start", {
  variants: {
    layout: { grid: "w-full flex-col items-center gap-2.5 text-center", row: "items-center gap-3" },
    interactive: { true: "cursor-pointer", false: "" },
  },
});

/** A soft wash behind the avatar of the grid card, in the colour of the member's tier. */
const washVariants = cva("absolute inset-x-0 top-0 -z-10 h-24 bg-gradient-to-b to-transparent", {
  variants: { ring: { none: "from-brand-50", silver: "from-silver-light", gold: "from-gold-light" } },
});

export type MemberCardProps = {
  member: MemberSummary;
  /** "grid": a tile for the member grid; "row": a wide line for lists and search results. */
  layout?: "grid" | "row";
  /** Makes the avatar and the name one button that opens the profile. */
  onOpen?: () => void;
  onChat?: () => void;
  onToggleFollow?: () => void;
  onGift?: () => void;
  /** The follow call is under way. */
  followPending?: boolean;
  className?: string;
};

export function MemberCard({
  member,
  layout = "grid",
  onOpen,
  onChat,
  onToggleFollow,
  onGift,
  followPending = false,
  className,
}: MemberCardProps) {
  const { t } = useTranslation("ui");
  const id = useId();
  const nameId = `${id}-name`;
  const online = member.is_online === 1;
  const ring = vipRing(member.vip);
  const grid = layout === "grid";

  // Online now, else active today or this week; nothing for a member who hides their state.
  const status = (
    <MemberPresence
      online={online}
      lastLoginTime={member.last_login_time}
      className={cn(grid && "basis-full justify-center")}
    />
  );

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

  const identity = (
    <div
      data-slot="member-card-identity"
      className={identityVariants({ layout, interactive: Boolean(onOpen) })}
    >
      <Avatar
        src={member.avatar}
        name={member.username}
        alt=""
        size={grid ? "xl" : "lg"}
        ring={ring}
        online={online}
      />
      <div className={cn("flex min-w-0 max-w-full flex-col gap-1", grid && "items-center")}>
        <div className="flex min-w-0 max-w-full items-center gap-1.5">
          {name}
          <VipBadge vip={member.vip} size="sm" />
        </div>
        <div
          className={cn(
            "flex min-w-0 max-w-full flex-wrap items-center gap-x-2 gap-y-1",
            grid && "justify-center",
          )}
        >
          <MemberFacts sex={member.sex} age={member.age} country={member.country} />
          {status}
        </div>
      </div>
    </div>
  );

  // Two lines in both layouts: enough to judge someone by, while the cards of a row stay even.
  const signature = member.signature && (
    <p
      data-slot="member-card-signature"
      title={member.signature}
      className={cn(
        "line-clamp-2 min-w-0 text-pretty text-ink-600 text-sm wrap-anywhere",
        grid ? "w-full" : "ps-19",
      )}
    >
      {member.signature}
    </p>
  );

  const chat = onChat && (
    <Button
      size="sm"
      dense={grid}
      fill={grid}
      variant={online ? "primary" : "secondary"}
      onClick={onChat}
      data-state={online ? "online" : "offline"}
    >
      {online ? <ChatIcon /> : <WaveIcon />}
      <span className="truncate">{online ? t("member.chatNow") : t("member.sayHello")}</span>
    </Button>
  );
  const follow = onToggleFollow && (
    <FollowButton
      following={member.is_like === 1}
      pending={followPending}
      iconOnly={grid}
      onClick={onToggleFollow}
    />
  );
  const gift = onGift && (
    <IconButton
      label={t("member.sendGift")}
      size="sm"
      variant={grid ? "accent" : "outline"}
      onClick={onGift}
      className={cn(grid && "absolute end-1.5 top-1.5")}
    >
      <GiftIcon />
    </IconButton>
  );

  return (
    <article
      data-slot="member-card"
      data-layout={layout}
      data-state={online ? "online" : "offline"}
      aria-labelledby={nameId}
      className={cn(cardVariants({ layout }), className)}
    >
      {grid && <span aria-hidden className={washVariants({ ring })} />}
      {grid ? (
        <>
          {identity}
          {signature}
        </>
      ) : (
        <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-1">
          {identity}
          {signature}
        </div>
      )}
      {(chat || follow || (gift && !grid)) && (
        <div
          data-slot="member-card-actions"
          className={cn("flex items-center gap-2", grid ? "mt-auto w-full" : "w-full sm:w-auto")}
        >
          {chat}
          {follow}
          {!grid && gift}
        </div>
      )}
      {grid && gift}
    </article>
  );
}
