import { UNREAD_BADGE_CAP } from "@site/contracts";
import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const badgeVariants = cva(
  "inline-flex shrink-0 items-center justify-center rounded-full font-semibold tabular-nums leading-none",
  {
    variants: {
      tone: {
        brand: "bg-brand-600 text-white",
        neutral: "bg-ink-100 text-ink-700",
      },
      size: {
        sm: "h-4 min-w-4 px-1 text-[0.6875rem]",
        md: "h-5 min-w-5 px-1.5 text-xs",
      },
      dot: { true: "size-2.5 min-w-0 p-0 ring-2 ring-surface" },
    },
    compoundVariants: [
      { dot: true, tone: "brand", className: "bg-brand-500" },
      { dot: true, tone: "neutral", className: "bg-ink-400" },
    ],
    defaultVariants: { tone: "brand", size: "md" },
  },
);

export type BadgeProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof badgeVariants> & {
    /** Unread count; shown capped at UNREAD_BADGE_CAP ("99+"), announced in full. */
    count?: number;
    /**
     * Render even when the count is 0.
     * @default false
     */
    showZero?: boolean;
    /** Overrides the announced text (default: "n unread", or "New" for a dot without count). */
    label?: string;
  };

/**
 * A small count or dot on an icon or a tab (unread mail, new notices). Not for a member's tier: that is
 * VipBadge.
 */
export function Badge({ count, showZero = false, dot, tone, size, label, className, ...props }: BadgeProps) {
  const { t } = useTranslation("ui");
  const n = Math.max(0, Math.floor(count ?? 0));
  // A dot without a count means "something new"; an explicit 0 hides either form.
  const hidden = n === 0 && !showZero && (!dot || count !== undefined);
  if (hidden) return null;
  const spoken = label ?? (dot && n === 0 ? t("badge.dot") : t("badge.unread", { count: n }));
  const shown = n > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(n);
  return (
    <span
      data-slot="badge"
      data-state={dot ? "dot" : undefined}
      className={cn(badgeVariants({ tone, size, dot }), className)}
      {...props}
    >
      {!dot && <span aria-hidden>{shown}</span>}
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
