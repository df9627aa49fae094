import type { Gender, Vip } from "@site/contracts";
import { HTML_LANG, isLanguage } from "@site/i18n";
import type { VariantProps } from "class-variance-authority";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { MemberFacts, vipRing } from "../member-card/member-facts.tsx";
import { MemberPresence } from "../member-card/member-presence.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { LineIcon } from "../utils/line-icon.tsx";
import { VipBadge } from "../vip-badge/vip-badge.tsx";

export const headerVariants = cva("relative isolate overflow-hidden bg-surface", {
  variants: {
    variant: {
      web: "rounded-2xl shadow-card ring-1 ring-ink-900/5",
      mobile: "",
    },
  },
  defaultVariants: { variant: "web" },
});

const coverVariants = cva("bg-center bg-cover", {
  variants: {
    variant: { web: "h-36 sm:h-48", mobile: "h-32" },
    // Without a picture, a warm wash in the brand colours rather than an empty grey box.
    picture: { true: "", false: "bg-gradient-to-br from-brand-200 via-brand-50 to-gold-light" },
  },
});

const bodyVariants = cva("relative flex", {
  variants: {
    variant: {
      web: "flex-wrap items-end gap-x-6 gap-y-3 px-5 pb-5 sm:px-8 sm:pb-6",
      mobile: "flex-col items-center gap-3 px-4 pb-5 text-center",
    },
  },
  defaultVariants: { variant: "web" },
});

export type ProfileHeaderMember = {
  username: string;
  avatar: string;
  vip: Vip;
  sex: Gender;
  age?: number;
  /** An ISO region code ("JP"), shown by name in the reader's language. */
  country?: string;
  /** Shown whole: the profile is where someone reads all of it. */
  signature?: string;
  /** 1 online; with any value the avatar carries the online dot (grey when 0). */
  is_online?: 0 | 1;
  /** Seconds. Another member's "Active today / this week"; null or 0 (hidden state) says nothing. */
  last_login_time?: number | null;
  likecount?: number;
};

export type ProfileHeaderProps = VariantProps<typeof headerVariants> & {
  /** The member shown: name, picture, tier, facts, presence and signature. */
  member: ProfileHeaderMember;
  /**
   * The member's own profile: owner controls instead of `actions`.
   * @default false
   */
  isOwner?: boolean;
  /** Owner only: the online/hidden switch, from the app. */
  onlineToggle?: ReactNode;
  /** Others only: send message, follow, gift, report, photos, from the app. */
  actions?: ReactNode;
  /** Owner only: shows the change-avatar button on the avatar. */
  onEditAvatar?: () => void;
  /** Owner only: shows a button on the cover that opens the background drawer. */
  onEditBackground?: () => void;
  /** What the member is looking for (their registration interests), already named in the reader's language. */
  interests?: readonly string[];
  /** The cover picture's URL. */
  background?: string;
  /** The member's photos (a ProfileGallery), shown in place of the cover when given. */
  gallery?: ReactNode;
  /** Extra classes for the header. */
  className?: string;
};

/** The top of a profile page: cover, avatar, the name as the page's h1, facts and actions. */
export function ProfileHeader({
  member,
  isOwner = false,
  onlineToggle,
  actions,
  onEditAvatar,
  onEditBackground,
  interests,
  background,
  gallery,
  variant = "web",
  className,
}: ProfileHeaderProps) {
  const { t, i18n } = useTranslation("ui");
  const interestsId = useId();
  const mobile = variant === "mobile";
  const locale = isLanguage(i18n.language) ? HTML_LANG[i18n.language] : undefined;
  const controls = isOwner ? onlineToggle : actions;
  const likecount = member.likecount;
  const signature = member.signature && (
    <p
      data-slot="profile-header-signature"
      className={cn(
        "max-w-prose whitespace-pre-line text-pretty text-ink-700 text-sm wrap-anywhere sm:text-base",
        !mobile && "basis-full",
      )}
    >
      {member.signature}
    </p>
  );
  const interestList = interests && interests.length > 0 && (
    <div
      data-slot="profile-header-interests"
      className={cn(
        "flex gap-x-2 gap-y-1.5",
        mobile ? "flex-wrap items-center justify-center" : "items-start",
      )}
    >
      <span id={interestsId} className="shrink-0 text-ink-500 text-sm">
        {t("member.interests")}
      </span>
      {/* On the web the label keeps the first line and the chips wrap beside it; on a phone all centre. */}
      <ul
        aria-labelledby={interestsId}
        className={cn("flex flex-wrap gap-1.5", mobile ? "justify-center" : "min-w-0 flex-1")}
      >
        {interests.map((name) => (
          <li
            key={name}
            className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800 text-xs ring-1 ring-brand-200 ring-inset"
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <div
      data-slot="profile-header"
      data-variant={variant}
      data-state={isOwner ? "owner" : "visitor"}
      className={cn(headerVariants({ variant }), className)}
    >
      <div className="relative">
        {gallery ?? (
          <div
            data-slot="profile-header-cover"
            aria-hidden
            className={coverVariants({ variant, picture: Boolean(background) })}
            style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}
          />
        )}
        {isOwner && onEditBackground && (
          <Button
            size="sm"
            variant="outline"
            onClick={onEditBackground}
            className="absolute end-3 top-3 bg-surface/90 shadow-card backdrop-blur-sm"
          >
            <ImageIcon />
            {t("member.changeBackground")}
          </Button>
        )}
      </div>
      <div className={bodyVariants({ variant })}>
        <div className={cn("relative -mt-14 shrink-0", !mobile && "sm:-mt-16")}>
          <span className="block rounded-full bg-surface p-1.5 shadow-card">
            <Avatar
              src={member.avatar}
              name={member.username}
              size="xl"
              ring={vipRing(member.vip)}
              online={member.is_online === undefined ? undefined : member.is_online === 1}
              className={cn(!mobile && "sm:size-28")}
            />
          </span>
          {isOwner && onEditAvatar && (
            <IconButton
              label={t("member.changeAvatar")}
              size="sm"
              variant="outline"
              onClick={onEditAvatar}
              className="absolute start-0 bottom-0 shadow-card"
            >
              <CameraIcon />
            </IconButton>
          )}
        </div>

        <div
          className={cn("flex min-w-0 flex-col gap-2", mobile ? "items-center" : "flex-[1_1_12rem] sm:pb-1")}
        >
          <div
            className={cn(
              "flex min-w-0 max-w-full flex-wrap items-center gap-x-3 gap-y-1",
              mobile && "justify-center",
            )}
          >
            <h1 className="min-w-0 break-all font-bold text-2xl text-ink-900 sm:text-3xl">
              {member.username}
            </h1>
            <VipBadge vip={member.vip} showLabel />
          </div>
          <div className={cn("flex flex-wrap items-center gap-x-4 gap-y-1.5", mobile && "justify-center")}>
            <MemberFacts sex={member.sex} age={member.age} country={member.country} />
            {!isOwner && member.is_online !== undefined && (
              <MemberPresence online={member.is_online === 1} lastLoginTime={member.last_login_time} />
            )}
            {likecount !== undefined && (
              <span data-slot="profile-header-followers" className="text-ink-600 text-sm">
                <span className="font-semibold text-ink-900 tabular-nums">
                  {new Intl.NumberFormat(locale).format(likecount)}
                </span>{" "}
                {t("member.followers", { count: likecount })}
              </span>
            )}
          </div>
          {interestList}
          {mobile && signature}
        </div>

        {controls && (
          <div
            data-slot="profile-header-actions"
            className={cn(
              "flex flex-wrap items-center gap-2",
              mobile ? "w-full justify-center" : "ms-auto sm:pb-1",
            )}
          >
            {controls}
          </div>
        )}
        {!mobile && signature}
      </div>
    </div>
  );
}

function ImageIcon() {
  return (
    <LineIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 16l5-5 4 4 3-3 6 6" />
      <circle cx="15.5" cy="9.5" r="1.5" />
    </LineIcon>
  );
}

function CameraIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M4 8.5A1.5 1.5 0 015.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0120 8.5v9a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 17.5z" />
      <circle cx="12" cy="12.5" r="3.5" />
    </svg>
  );
}
