/**
 * The design system's UpgradeOffer with the app's facts (issue 50): the lowest tier whose
 * authority list (initdata, spec §6) holds the flag, that tier's lowest monthly price from the
 * upgrade screen's catalog, and the variant's upgrade screen. The server still refuses the call;
 * this only says so as an offer.
 */
import { AnswerError, useUpgradePackages } from "@site/api-client";
import { monthlyPrice, type PermissionFlag } from "@site/contracts";
import { type OfferPermission, UpgradeOffer } from "@site/ui/upgrade-offer";
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { upgradePath } from "../members/use-member-actions.ts";
import { usePayApi } from "./use-pay.tsx";

/** The server's refusal for want of a plan (its lists changed since initdata came): an offer too. */
export function refusedForPlan(error: unknown): boolean {
  return error instanceof AnswerError && error.answer.status === 403;
}

/** The first paid tier that holds `flag`; gold when the server's lists give it to neither. */
export function useUnlockingTier(flag: PermissionFlag): 1 | 2 {
  const { initdata } = useSession();
  return initdata?.authority.vip1[flag] === 1 ? 1 : 2;
}

/** The tier's lowest monthly price in the catalog; undefined while it loads or has no package. */
function useLowestMonthly(tier: 1 | 2): number | undefined {
  const { data } = useUpgradePackages(usePayApi());
  const packages = data?.[`vip${tier}`].packages ?? [];
  return packages.length > 0 ? Math.min(...packages.map(monthlyPrice)) : undefined;
}

export function PermissionOffer({
  flag,
  children,
  headingLevel,
  className,
}: {
  flag: OfferPermission;
  /** What the plan unlocks, blurred behind the offer: only what the member may already see. */
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const tier = useUnlockingTier(flag);
  const price = useLowestMonthly(tier);
  const variant = useVariant();
  const navigate = useNavigate();
  const href = upgradePath(variant);
  return (
    <UpgradeOffer
      permission={flag}
      tier={tier}
      monthlyPrice={price}
      href={href}
      onUpgrade={() => navigate(href)}
      headingLevel={headingLevel}
      className={className}
    >
      {children}
    </UpgradeOffer>
  );
}
