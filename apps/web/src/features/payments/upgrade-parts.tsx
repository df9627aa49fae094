/**
 * What both variants' upgrade screens show around the purchase (issue 51): the member's plan and
 * the day it ends, and the plan being paid for, read from the server's catalog by package id.
 */
import { useUpgradePackages } from "@site/api-client";
import { findUpgradePackage, tierDeadline, type UpgradePackage } from "@site/contracts";
import { Button } from "@site/ui/button";
import { CurrentPlan, UpgradeSummary } from "@site/ui/payments";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session.tsx";
import { usePayApi } from "./use-pay.tsx";

/** The signed-in member's plan now. */
export function MemberPlan({ className }: { className?: string }) {
  const { profile } = useSession();
  if (!profile) return null;
  return <CurrentPlan vip={profile.vip} deadline={tierDeadline(profile)} className={className} />;
}

/**
 * The upgrade package `packageId` as the catalog has it: its tier, months and price. `missing`
 * once the catalog is in and has no such package (withdrawn since it was chosen).
 */
export function useUpgradeChoice(packageId: number | undefined) {
  const data = useUpgradePackages(usePayApi()).data;
  const found = data && packageId !== undefined ? findUpgradePackage(data, packageId) : undefined;
  return {
    found,
    missing: data !== undefined && packageId !== undefined && !found,
    showTierName: data?.paylist.showmembertypename === 1,
  };
}

/** The plan, months and price being paid for; nothing until the catalog names them. */
export function UpgradeOrder({
  packageId,
  className,
}: {
  packageId: number | undefined;
  className?: string;
}) {
  const { found, showTierName } = useUpgradeChoice(packageId);
  if (!found) return null;
  return (
    <UpgradeSummary tier={found.tier} pkg={found.pkg} showTierName={showTierName} className={className} />
  );
}

/**
 * The phone's Next, held in reach above the tab bar (the tier's list of what it grants pushes it
 * out of sight), with what it goes on with: the chosen plan and price, or, while the tab has no
 * choice (`asking`), what is missing.
 */
export function UpgradeNextBar({
  tierName,
  chosen,
  asking,
  onNext,
}: {
  tierName: string;
  chosen: UpgradePackage | undefined;
  asking: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation("store");
  const hint = useId();
  return (
    <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 -mx-4 -mb-4 space-y-2.5 border-ink-100 border-t bg-surface px-4 pt-3 pb-3">
      {chosen ? (
        <p className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-ink-700">
            {tierName} · {t("payments.upgrade.months", { count: chosen.duration })}
          </span>
          <span className="font-bold text-base text-ink-900 tabular-nums">${chosen.amounts.toFixed(2)}</span>
        </p>
      ) : (
        asking && (
          <p id={hint} className="text-center text-ink-600 text-sm">
            {t("pages.choosePeriod", { tier: tierName })}
          </p>
        )
      )}
      <Button
        block
        size="lg"
        disabled={!chosen}
        aria-describedby={!chosen && asking ? hint : undefined}
        onClick={onNext}
      >
        {t("pages.next")}
      </Button>
    </div>
  );
}
