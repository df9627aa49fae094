import { formatDate } from "@site/i18n";
import { type ComponentProps, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { relativeTimeParts } from "./relative-time-parts.ts";

/** Often enough for "n seconds ago" to move on without re-rendering every list every second. */
const TICK_MS = 30_000;

export type RelativeTimeProps = Omit<ComponentProps<"time">, "children" | "dateTime"> & {
  /** The moment, in epoch milliseconds. */
  value: number;
  /** Freezes "now" (epoch ms) for tests and stories; otherwise the text refreshes every 30 s. */
  now?: number;
};

/**
 * A past moment in words ("3 minutes ago"), or its date once older, in the reader's language, with the full
 * date and time in a tooltip; it refreshes itself.
 */
export function RelativeTime({ value, now, className, title, ...props }: RelativeTimeProps) {
  const { t, i18n } = useTranslation("ui");
  const clock = useClock(now === undefined);
  const parts = relativeTimeParts(value, now ?? clock);
  const date = new Date(value);
  return (
    <time
      data-slot="relative-time"
      dateTime={date.toISOString()}
      title={title ?? formatDate(value, i18n.language, "dayTime")}
      className={cn("tabular-nums", className)}
      {...props}
    >
      {parts.key === "monthDay"
        ? formatDate(value, i18n.language, "dayMonth")
        : parts.key === "yearMonthDay"
          ? formatDate(value, i18n.language, "day")
          : parts.key === "justNow"
            ? t("time.justNow")
            : t(`time.${parts.key}`, parts.values)}
    </time>
  );
}

function useClock(ticking: boolean): number {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setClock(Date.now());
    const id = setInterval(() => setClock(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [ticking]);
  return clock;
}
