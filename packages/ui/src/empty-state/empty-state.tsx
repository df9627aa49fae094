import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";

/** What the empty place would hold: conversations (the default), members, or photos and posts. */
export type EmptyPicture = "chat" | "people" | "photos";

export type EmptyStateProps = Omit<ComponentProps<"div">, "title"> & {
  /**
   * The illustration, by what the place would hold.
   * @default "chat"
   */
  picture?: EmptyPicture;
  /** Replaces the illustration; keep it decorative (aria-hidden). */
  icon?: ReactNode;
  /** Defaults to ui:empty. */
  title?: ReactNode;
  /** A sentence under the title that says what will appear here, or what to do next. */
  description?: ReactNode;
  /** A button or link that helps the member move on. */
  action?: ReactNode;
};

/**
 * What a list or a page shows when it has nothing yet: an illustration, a title, a line of help and an
 * optional action.
 */
export function EmptyState({
  picture = "chat",
  icon,
  title,
  description,
  action,
  className,
  ...props
}: EmptyStateProps) {
  const { t } = useTranslation("ui");
  return (
    <div
      data-slot="empty-state"
      className={cn("mx-auto flex max-w-sm flex-col items-center px-6 py-10 text-center", className)}
      {...props}
    >
      <div className="mb-5 text-brand-400">{icon ?? <EmptyIllustration picture={picture} />}</div>
      <p className="text-balance font-semibold text-base text-ink-900">{title ?? t("empty")}</p>
      {description && <p className="mt-1.5 text-pretty text-ink-600 text-sm">{description}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}

/** The heart the pictures share, its tip at (0, 0). */
const HEART = "M0 0s-9-5.2-9-10.6a4.6 4.6 0 019-1.5 4.6 4.6 0 019 1.5C9-5.2 0 0 0 0z";

/** A soft blush disc with its shadow, under each picture: friendly, not sad. */
function EmptyIllustration({ picture }: { picture: EmptyPicture }) {
  return (
    <svg viewBox="0 0 120 96" className="h-24 w-30" aria-hidden data-picture={picture}>
      <ellipse cx="60" cy="52" rx="46" ry="40" className="fill-brand-50" />
      <ellipse cx="60" cy="88" rx="30" ry="3.5" className="fill-ink-100" />
      {picture === "people" ? <People /> : picture === "photos" ? <Photos /> : <ChatBubbles />}
      <path
        d="M98 20v8M94 24h8M18 70v6M15 73h6"
        className="stroke-gold"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Two profile cards, one leaning on the other, and a heart between them. */
function People() {
  return (
    <>
      <g transform="rotate(-8 40 52)">
        <rect
          x="19"
          y="26"
          width="42"
          height="52"
          rx="10"
          className="fill-surface stroke-ink-200"
          strokeWidth="2"
        />
        <circle cx="40" cy="45" r="8" className="fill-ink-100 stroke-ink-200" strokeWidth="2" />
        <path
          d="M27 70c2-7.5 7-11.5 13-11.5S51 62.5 53 70"
          className="fill-ink-100 stroke-ink-200"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </g>
      <g transform="rotate(7 79 56)">
        <rect
          x="57"
          y="30"
          width="44"
          height="52"
          rx="10"
          className="fill-brand-100 stroke-brand-300"
          strokeWidth="2"
        />
        <circle cx="79" cy="49" r="8.5" className="fill-surface stroke-brand-300" strokeWidth="2" />
        <path
          d="M66 75c2-7.5 7-12 13-12s11 4.5 13 12"
          className="fill-surface stroke-brand-300"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </g>
      <path d={HEART} transform="translate(60 26)" className="fill-brand-500" />
    </>
  );
}

/** Two photos, one on the other: hills and a sun, and a heart at the corner. */
function Photos() {
  return (
    <>
      <g transform="rotate(-10 44 50)">
        <rect
          x="20"
          y="28"
          width="48"
          height="42"
          rx="6"
          className="fill-surface stroke-ink-200"
          strokeWidth="2"
        />
        <path
          d="M26 62l10-11 8 8 6-5 12 8"
          className="fill-none stroke-ink-200"
          strokeWidth="2.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </g>
      <g transform="rotate(6 77 55)">
        <rect
          x="51"
          y="32"
          width="52"
          height="46"
          rx="6"
          className="fill-surface stroke-brand-300"
          strokeWidth="2"
        />
        <rect x="56" y="37" width="42" height="30" rx="3" className="fill-brand-100" />
        <path d="M56 67l12-14 9 9 7-6 14 10v1z" className="fill-brand-300" />
        <circle cx="89" cy="45" r="4" className="fill-gold" />
      </g>
      <path d={HEART} transform="translate(100 84)" className="fill-brand-500" />
    </>
  );
}

/** Two chat bubbles and a heart. */
function ChatBubbles() {
  return (
    <>
      <rect
        x="22"
        y="26"
        width="50"
        height="34"
        rx="12"
        className="fill-surface stroke-ink-200"
        strokeWidth="2"
      />
      <path
        d="M34 60l-4 10 12-10z"
        className="fill-surface stroke-ink-200"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M33 38h28M33 47h18" className="stroke-ink-200" strokeWidth="3" strokeLinecap="round" />
      <rect
        x="56"
        y="40"
        width="42"
        height="30"
        rx="11"
        className="fill-brand-100 stroke-brand-300"
        strokeWidth="2"
      />
      <path
        d="M86 70l4 9-11-9z"
        className="fill-brand-100 stroke-brand-300"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d={HEART} transform="translate(77 63)" className="fill-brand-500" />
      <circle cx="92" cy="34" r="2" className="fill-brand-300" />
    </>
  );
}
