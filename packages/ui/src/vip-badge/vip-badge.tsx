import { Vip } from "@site/contracts";
import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { useVipLabel } from "./tier-names.tsx";

export const vipBadgeVariants = cva(
  "inline-flex shrink-0 select-none items-center justify-center gap-1 rounded-full font-semibold whitespace-nowrap ring-1 ring-inset",
  {
    variants: {
      tier: {
        free: "bg-ink-100 text-ink-600 ring-ink-200",
        silver: "bg-gradient-to-br from-silver-light to-white text-silver-dark ring-silver/50",
        gold: "bg-gradient-to-br from-gold-light to-white text-ink-900 ring-gold/60",
      },
      size: {
        sm: "h-5 text-[0.6875rem] [&_svg]:size-3",
        md: "h-6 text-xs [&_svg]:size-3.5",
        lg: "h-8 text-sm [&_svg]:size-4.5",
      },
      iconOnly: { true: "aspect-square", false: "" },
    },
    // The padding of a badge with its label; the mark alone is a square without one.
    compoundVariants: [
      { iconOnly: false, size: "sm", className: "px-1.5" },
      { iconOnly: false, size: "md", className: "px-2" },
      { iconOnly: false, size: "lg", className: "px-3" },
    ],
    defaultVariants: { size: "md" },
  },
);

type Tier = keyof typeof Vip;

/** 1 is silver; any other paid tier shows as gold, so a future tier never looks free. */
function tierOf(vip: number): Tier {
  if (vip === Vip.free) return "free";
  return vip === Vip.silver ? "silver" : "gold";
}

export type VipBadgeProps = Omit<ComponentProps<"span">, "children"> &
  Omit<VariantProps<typeof vipBadgeVariants>, "tier" | "iconOnly"> & {
    /** Member type: 0 free, 1 silver, 2 gold. */
    vip: number;
    /**
     * Render the free tier too (it renders nothing by default).
     * @default false
     */
    showFree?: boolean;
    /**
     * Show the tier's name beside the mark; otherwise the mark alone carries it as its label.
     * @default false
     */
    showLabel?: boolean;
  };

/**
 * The mark of a paying member (silver or gold), beside their name; free members get nothing. Not for counts
 * or statuses: that is Badge.
 */
export function VipBadge({
  vip,
  showFree = false,
  showLabel = false,
  size,
  className,
  ...props
}: VipBadgeProps) {
  const vipLabel = useVipLabel();
  const tier = tierOf(vip);
  if (tier === "free" && !showFree) return null;
  const label = vipLabel(vip);
  return (
    <span
      data-slot="vip-badge"
      data-state={tier}
      className={cn(vipBadgeVariants({ tier, size, iconOnly: !showLabel }), className)}
      {...(showLabel ? {} : { role: "img", "aria-label": label, title: label })}
      {...props}
    >
      <Mark tier={tier} />
      {showLabel && <span>{label}</span>}
    </span>
  );
}

function Mark({ tier }: { tier: Tier }) {
  if (tier === "gold")
    return (
      <svg viewBox="0 0 24 24" aria-hidden className="text-gold-dark">
        <path
          className="fill-gold"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
          d="M3.5 8.5l4.2 3.3L12 5l4.3 6.8 4.2-3.3-1.7 9.5H5.2z"
        />
        <path stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" d="M6 20.5h12" />
      </svg>
    );
  if (tier === "silver")
    return (
      <svg viewBox="0 0 24 24" aria-hidden className="text-silver-dark">
        <path
          className="fill-silver-light"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
          d="M7 4h10l4 5-9 11L3 9z"
        />
        <path stroke="currentColor" strokeWidth={1.2} strokeLinejoin="round" d="M3 9h18M9.5 4 12 20l2.5-16" />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="text-ink-500">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
        d="M12 4l2.4 5 5.4.6-4 3.7 1.1 5.4L12 16l-4.9 2.7 1.1-5.4-4-3.7 5.4-.6z"
      />
    </svg>
  );
}
