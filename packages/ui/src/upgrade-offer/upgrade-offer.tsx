/**
 * Where the member's plan stops them (issue 50): what is there, softly blurred behind the offer,
 * the plan that unlocks it with its lowest monthly price, and Upgrade. Never "not found", never a
 * bare toast: the member sees what they would get and the way to it.
 */
import type { PermissionFlag } from "@site/contracts";
import { type MouseEvent, type ReactNode, useContext, useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "../button/button.tsx";
import { useMoney } from "../payments/payment-parts.tsx";
import { paidTier, TierMedal, useTierName } from "../payments/tier-mark.tsx";
import { cn } from "../utils/cn.ts";
import { TierNamesContext } from "../vip-badge/tier-names.tsx";
import { VipBadge } from "../vip-badge/vip-badge.tsx";

/** The refusals that have their own words; any other flag passes `title` and `description`. */
export const OFFER_PERMISSIONS = [
  "View_profiles",
  "Read_mails",
  "View_video",
  "Comment_photo",
  "Comment_video",
  "Search_users",
] as const satisfies readonly PermissionFlag[];
export type OfferPermission = (typeof OFFER_PERMISSIONS)[number];

export const isOfferPermission = (flag: PermissionFlag): flag is OfferPermission =>
  (OFFER_PERMISSIONS as readonly string[]).includes(flag);

export type UpgradeOfferProps = {
  /** The permission the member lacks; its title and description come with it. */
  permission?: OfferPermission;
  /** Words of one's own, over the permission's. */
  title?: string;
  /** A sentence of one's own under the title, over the permission's description. */
  description?: string;
  /** The tier that unlocks it: 1 silver, 2 gold (spec §6). */
  tier: 1 | 2;
  /** The tier's lowest monthly price in US dollars; left out while the catalog loads. */
  monthlyPrice?: number;
  /** The upgrade screen's address: the Upgrade link goes there. */
  href: string;
  /** Called instead of following `href` (an app's own navigation); modified clicks still open it. */
  onUpgrade?: () => void;
  /** What the plan unlocks, shown blurred and inert behind the offer. */
  children?: ReactNode;
  /**
   * The heading's level where the offer sits.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra classes for the offer's outer element. */
  className?: string;
};

/**
 * The offer shown in place of something only a paid tier may use (a locked feature): what it unlocks, the
 * tier and its price, and an Upgrade link. For the member's current plan use CurrentPlan.
 */
export function UpgradeOffer({
  permission,
  title,
  description,
  tier,
  monthlyPrice,
  href,
  onUpgrade,
  children,
  headingLevel = 2,
  className,
}: UpgradeOfferProps) {
  const { t } = useTranslation("store");
  const money = useMoney();
  const metals = useContext(TierNamesContext);
  const tierName = useTierName()(tier, metals);
  const id = useId();
  const kind = paidTier(tier);
  const Heading = (["h2", "h3", "h4"] as const)[headingLevel - 2] ?? "h2";
  const heading = title ?? (permission ? t(`payments.offer.${permission}.title`) : "");
  const body =
    description ?? (permission ? t(`payments.offer.${permission}.body`, { tier: tierName }) : undefined);
  const preview = children !== undefined && children !== null && children !== false;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onUpgrade || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onUpgrade();
  };

  return (
    <section
      data-slot="upgrade-offer"
      data-state={kind}
      aria-labelledby={`${id}-title`}
      aria-describedby={body ? `${id}-body` : undefined}
      className={cn("relative isolate grid min-w-0 overflow-hidden rounded-2xl", className)}
    >
      {preview && (
        // What the plan unlocks, as a glimpse: unreadable, unreachable, unannounced.
        <div
          aria-hidden
          inert
          data-slot="upgrade-offer-preview"
          className="pointer-events-none col-start-1 row-start-1 min-w-0 select-none opacity-90 blur-[5px]"
        >
          {children}
        </div>
      )}
      <div
        className={cn(
          "col-start-1 row-start-1 flex min-w-0 justify-center",
          // On a phone the offer sits low, so the top of what it unlocks (a face, a name) shows above it.
          preview
            ? "items-end bg-gradient-to-b from-transparent via-surface/25 to-surface/60 p-3 pt-24 sm:items-center sm:p-6"
            : "items-center",
        )}
      >
        <div
          className={cn(
            "relative w-full max-w-sm overflow-hidden rounded-2xl bg-surface/95 px-4 py-5 text-center shadow-raised ring-1 sm:px-6",
            kind === "gold" ? "ring-gold/60" : "ring-silver/50",
          )}
        >
          <span
            aria-hidden
            className={cn(
              "absolute inset-x-0 top-0 -z-10 h-20 bg-gradient-to-b to-transparent",
              kind === "gold" ? "from-gold-light" : "from-silver-light",
            )}
          />
          <TierMedal tier={kind} size="md" className="mx-auto" />
          <Heading
            id={`${id}-title`}
            className="mt-3 font-bold text-ink-900 text-lg leading-snug tracking-tight"
          >
            {heading}
          </Heading>
          {body && (
            <p id={`${id}-body`} className="mt-1.5 text-ink-600 text-sm">
              {body}
            </p>
          )}
          <p className="mt-3 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm">
            <VipBadge vip={tier} showLabel size="sm" />
            {monthlyPrice !== undefined && (
              <span data-slot="upgrade-offer-price" className="font-semibold text-ink-900 tabular-nums">
                {t("payments.upgrade.from", { price: money.usd(monthlyPrice, { cents: true }) })}
              </span>
            )}
          </p>
          <a
            href={href}
            onClick={follow}
            className={cn(
              buttonVariants({ variant: "gold", size: "md" }),
              "mt-4 w-full max-w-full sm:w-auto",
            )}
          >
            {t("payments.offer.upgrade", { tier: tierName })}
          </a>
        </div>
      </div>
    </section>
  );
}
