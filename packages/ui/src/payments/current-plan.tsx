import { Vip } from "@site/contracts";
import { formatDate } from "@site/i18n";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { useVipLabel } from "../vip-badge/tier-names.tsx";
import { type MedalTier, TierMedal } from "./tier-mark.tsx";

export type CurrentPlanProps = {
  /** The member's tier now: 0 free, 1 silver, 2 gold (a newer paid tier shows as gold). */
  vip: number;
  /** When the tier ends, epoch ms (the profile's silver_deadline or gold_deadline); none when free. */
  deadline: number | null | undefined;
  /** Extra classes for the card. */
  className?: string;
};

/** The member's plan and the day it ends, so a purchase is never made blind (issue 51). */
export function CurrentPlan({ vip, deadline, className }: CurrentPlanProps) {
  const { t, i18n } = useTranslation("store");
  const vipLabel = useVipLabel();
  const id = useId();
  const tier: MedalTier = vip === Vip.free ? "free" : vip === Vip.silver ? "silver" : "gold";
  return (
    <section
      data-slot="current-plan"
      data-state={tier}
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex min-w-0 items-center gap-3 rounded-2xl bg-surface px-4 py-3 shadow-card ring-1 ring-ink-900/5",
        className,
      )}
    >
      <TierMedal tier={tier} size="md" />
      <div className="min-w-0 flex-1">
        <h2 id={`${id}-title`} className="font-semibold text-ink-500 text-xs uppercase tracking-wide">
          {t("payments.current.label")}
        </h2>
        <p className="font-semibold text-ink-900 leading-snug">{vipLabel(vip)}</p>
        {tier === "free" && <p className="text-ink-600 text-sm">{t("payments.current.freeHint")}</p>}
      </div>
      {tier !== "free" && deadline && (
        <p className="shrink-0 whitespace-nowrap text-ink-600 text-sm tabular-nums">
          {t("payments.current.until", { date: formatDate(deadline, i18n.language, "day") })}
        </p>
      )}
    </section>
  );
}
