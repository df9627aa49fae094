/** What names and marks a tier on every payment surface: its medal and its name. */

import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export type PaidTier = "gold" | "silver";
export type MedalTier = PaidTier | "free";
export const paidTier = (tier: 1 | 2): PaidTier => (tier === 2 ? "gold" : "silver");

const medalVariants = cva("flex shrink-0 items-center justify-center rounded-full ring-1 ring-inset", {
  variants: {
    tier: {
      gold: "bg-gradient-to-br from-gold-light to-white ring-gold/60 shadow-card",
      silver: "bg-gradient-to-br from-silver-light to-white ring-silver/50",
      free: "bg-ink-100 ring-ink-200",
    },
    size: { md: "size-10 [&_svg]:size-6", lg: "size-12 [&_svg]:size-7" },
  },
  defaultVariants: { size: "lg" },
});

/** The tier's mark on a disc of its metal. Decorative: the name beside it says the tier. */
export function TierMedal({
  tier,
  size,
  className,
}: {
  tier: MedalTier;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <span aria-hidden className={cn(medalVariants({ tier, size }), className)}>
      <TierMark tier={tier} />
    </span>
  );
}

/**
 * The tier's name as a package's title: "Gold" and "Silver", or "Premium" and "Plus" when the
 * server turns the tier names off (spec §3 showmembertypename).
 */
export function useTierName(): (tier: 1 | 2, showTierName: boolean) => string {
  const { t } = useTranslation("store");
  return (tier, showTierName) =>
    showTierName
      ? t(tier === 2 ? "payments.upgrade.gold" : "payments.upgrade.silver")
      : t(tier === 2 ? "payments.upgrade.premium" : "payments.upgrade.plus");
}

/** The vip badge's crown, diamond and star, drawn larger for the tier's medal. */
function TierMark({ tier }: { tier: MedalTier }) {
  if (tier === "free")
    return (
      <svg viewBox="0 0 24 24" aria-hidden className="text-ink-500">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth={1.4}
          strokeLinejoin="round"
          d="M12 4l2.4 5 5.4.6-4 3.7 1.1 5.4L12 16l-4.9 2.7 1.1-5.4-4-3.7 5.4-.6z"
        />
      </svg>
    );
  if (tier === "gold")
    return (
      <svg viewBox="0 0 24 24" aria-hidden className="text-gold-dark">
        <path
          className="fill-gold"
          stroke="currentColor"
          strokeWidth={1.4}
          strokeLinejoin="round"
          d="M3.5 8.5l4.2 3.3L12 5l4.3 6.8 4.2-3.3-1.7 9.5H5.2z"
        />
        <path stroke="currentColor" strokeWidth={1.4} strokeLinecap="round" d="M6 20.5h12" />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="text-silver-dark">
      <path
        className="fill-silver-light"
        stroke="currentColor"
        strokeWidth={1.4}
        strokeLinejoin="round"
        d="M7 4h10l4 5-9 11L3 9z"
      />
      <path stroke="currentColor" strokeWidth={1.1} strokeLinejoin="round" d="M3 9h18M9.5 4 12 20l2.5-16" />
    </svg>
  );
}
