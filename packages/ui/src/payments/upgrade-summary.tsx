import { monthlyPrice, type UpgradePackage } from "@site/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { useMoney } from "./payment-parts.tsx";
import { paidTier, TierMedal, useTierName } from "./tier-mark.tsx";

const summaryVariants = cva("relative isolate min-w-0 overflow-hidden rounded-2xl bg-surface", {
  variants: {
    tier: { gold: "shadow-raised ring-2 ring-gold/60", silver: "shadow-card ring-1 ring-silver/40" },
  },
});
const washVariants = cva("absolute inset-x-0 top-0 -z-10 h-24 bg-gradient-to-b to-transparent", {
  variants: { tier: { gold: "from-gold-light via-gold-light/60", silver: "from-silver-light" } },
});

export type UpgradeSummaryProps = {
  /** 1 silver, 2 gold (spec §6). */
  tier: 1 | 2;
  /** The package being paid for, as the server's catalog has it. */
  pkg: Pick<UpgradePackage, "duration" | "amounts">;
  /** Spec §3 showmembertypename: "Gold" and "Silver" rather than "Premium" and "Plus". */
  showTierName: boolean;
  /** Extra classes for the summary. */
  className?: string;
};

/** What the payment buys: the plan, its months and its price (issue 51: never a bare amount). */
export function UpgradeSummary({ tier, pkg, showTierName, className }: UpgradeSummaryProps) {
  const { t } = useTranslation("store");
  const money = useMoney();
  const name = useTierName()(tier, showTierName);
  const id = useId();
  const kind = paidTier(tier);
  return (
    <section
      data-slot="upgrade-summary"
      data-state={kind}
      aria-labelledby={`${id}-title`}
      className={cn(summaryVariants({ tier: kind }), className)}
    >
      <span aria-hidden className={washVariants({ tier: kind })} />
      <h2
        id={`${id}-title`}
        className="px-4 pt-3.5 font-semibold text-ink-500 text-xs uppercase tracking-wide"
      >
        {t("payments.order.label")}
      </h2>
      <div className="flex items-center gap-3 px-4 pt-2 pb-3.5">
        <TierMedal tier={kind} size="md" />
        <div className="min-w-0 flex-1">
          <p className="font-bold text-ink-900 text-lg leading-snug tracking-tight">{name}</p>
          <p className="text-ink-600 text-sm tabular-nums">
            {t("payments.upgrade.months", { count: pkg.duration })}
            {" · "}
            {t("payments.upgrade.perMonth", { price: money.usd(monthlyPrice(pkg), { cents: true }) })}
          </p>
        </div>
      </div>
      <p className="flex items-baseline justify-between gap-3 border-ink-900/5 border-t bg-surface px-4 py-3">
        <span className="font-medium text-ink-600 text-sm">{t("payments.order.total")}</span>
        <span className="font-bold text-2xl text-ink-900 tabular-nums tracking-tight">
          {money.usd(pkg.amounts, { cents: true })}
        </span>
      </p>
    </section>
  );
}
