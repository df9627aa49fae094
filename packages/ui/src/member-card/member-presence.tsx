/**
 * Whether a member is here now or was lately: "Online now", else "Active today" or "Active this
 * week" from their last sign-in. A member who hides their state has no last sign-in on the wire
 * (null or 0), and then nothing is said.
 */
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { OnlineDot } from "../online-dot/online-dot.tsx";
import { cn } from "../utils/cn.ts";

export type RecentActivity = "today" | "week";

/**
 * "today" when the last sign-in falls on the reader's calendar day (or later: a clock ahead of
 * ours), "week" within the six days before it, else nothing.
 */
export function recentActivity(
  lastLoginSeconds: number | null | undefined,
  now: Date = new Date(),
): RecentActivity | undefined {
  if (!lastLoginSeconds || lastLoginSeconds <= 0) return undefined;
  const at = lastLoginSeconds * 1000;
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  if (at >= today.getTime()) return "today";
  const weekStart = new Date(today);
  weekStart.setDate(weekStart.getDate() - 6);
  return at >= weekStart.getTime() ? "week" : undefined;
}

export type MemberPresenceProps = Omit<ComponentProps<"span">, "children"> & {
  /** The member is online now ("Online now" with the dot); `lastLoginTime` is then not used. */
  online: boolean;
  /** Seconds, as the wire carries it. */
  lastLoginTime?: number | null;
  /** What to say when the member is neither online nor recently here; by default nothing. */
  fallback?: string;
};

/**
 * A member's presence in words: "Online now", "Active today", "Active this week", or nothing (or `fallback`)
 * when they were not here lately or hide it.
 */
export function MemberPresence({
  online,
  lastLoginTime,
  fallback,
  className,
  ...props
}: MemberPresenceProps) {
  const { t } = useTranslation("ui");
  const recent = online ? undefined : recentActivity(lastLoginTime);
  const text = online
    ? t("member.onlineNow")
    : recent === "today"
      ? t("member.activeToday")
      : recent === "week"
        ? t("member.activeThisWeek")
        : fallback;
  if (!text) return null;
  return (
    <span
      data-slot="member-presence"
      data-state={online ? "online" : (recent ?? "offline")}
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 font-medium text-xs",
        online ? "text-success-700" : "text-ink-500",
        className,
      )}
      {...props}
    >
      {online || !recent ? <OnlineDot online={online} decorative size="sm" /> : <ClockIcon />}
      {text}
    </span>
  );
}

function ClockIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className="size-3 shrink-0"
    >
      <circle cx="8" cy="8" r="6.2" />
      <path d="M8 4.8V8l2.2 1.4" />
    </svg>
  );
}
