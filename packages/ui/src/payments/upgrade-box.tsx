import { Description, Field, RadioGroup as HeadlessRadioGroup, Label, Radio } from "@headlessui/react";
import {
  discountPercent,
  HONOURED_FLAGS,
  monthlyPrice,
  type TierPackages,
  type UpgradePackage,
} from "@site/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { choiceCardClass, RadioMark, useMoney } from "./payment-parts.tsx";
import { TierFeatures } from "./tier-features.tsx";
import { paidTier, TierMedal, useTierName } from "./tier-mark.tsx";

const boxVariants = cva("relative isolate flex min-w-0 flex-col overflow-hidden rounded-2xl bg-surface", {
  variants: {
    tier: {
      // Gold is the richer of the two: a warmer wash, a gold ring and a deeper shadow.
      gold: "shadow-raised ring-2 ring-gold/60",
      silver: "shadow-card ring-1 ring-silver/40",
    },
  },
});
const washVariants = cva("absolute inset-x-0 top-0 -z-10 h-36 bg-gradient-to-b to-transparent", {
  variants: { tier: { gold: "from-gold-light via-gold-light/60", silver: "from-silver-light" } },
});

export type UpgradeBoxProps = {
  /** 1 silver, 2 gold (spec §6). */
  tier: 1 | 2;
  /** The tier's packages (its periods and their prices), as the server's catalog has them. */
  packages: TierPackages;
  /** The permission flags the tier grants (initdata's authority list); unknown names are left out. */
  authorities: string[];
  /** The chosen package's id (of either tier); this box's radio is checked when it is one of its own. */
  selectedId?: number;
  /** Called with the package the member chooses. */
  onSelect: (pkg: UpgradePackage) => void;
  /** Spec §3 showmembertypename: "Gold" and "Silver" rather than "Premium" and "Plus". */
  showTierName: boolean;
  /** Extra classes for the box. */
  className?: string;
};

/** A membership tier to buy (spec §2 Upgrade): what it grants and its periods with their prices. */
export function UpgradeBox({
  tier,
  packages,
  authorities,
  selectedId,
  onSelect,
  showTierName,
  className,
}: UpgradeBoxProps) {
  const { t } = useTranslation("store");
  const money = useMoney();
  const id = useId();
  const kind = paidTier(tier);
  const name = useTierName()(tier, showTierName);
  // In the spec's order (§6), whatever order the server lists them in; unknown names, and the flags
  // with no feature behind them on this site, left out: nothing is sold that the site does not do.
  const flags = HONOURED_FLAGS.filter((flag) => authorities.includes(flag));
  const cheapest = Math.min(...packages.packages.map(monthlyPrice));
  const chosen = packages.packages.find((pkg) => pkg.id === selectedId);

  return (
    <section
      data-slot="upgrade-box"
      data-state={kind}
      aria-labelledby={`${id}-title`}
      className={cn(boxVariants({ tier: kind }), "@container", className)}
    >
      <span aria-hidden className={washVariants({ tier: kind })} />
      <header className="flex items-center gap-3.5 px-4 pt-5 sm:px-5">
        <TierMedal tier={kind} />
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-bold text-ink-900 text-xl tracking-tight">
            {name}
          </h2>
          {Number.isFinite(cheapest) && (
            <p className="text-ink-600 text-sm tabular-nums">
              {t("payments.upgrade.from", { price: money.usd(cheapest, { cents: true }) })}
            </p>
          )}
        </div>
      </header>

      <HeadlessRadioGroup
        value={chosen?.id ?? null}
        onChange={(next: number | null) => {
          const pkg = packages.packages.find((candidate) => candidate.id === next);
          if (pkg) onSelect(pkg);
        }}
        aria-label={t("payments.upgrade.periods", { tier: name })}
        className="flex flex-col gap-2 px-4 pt-5 pb-5 sm:px-5"
      >
        {packages.packages.length === 0 && (
          <p className="rounded-xl bg-surface-muted px-3 py-3 text-center text-ink-600 text-sm">
            {t("payments.upgrade.noPackages")}
          </p>
        )}
        {packages.packages.map((pkg) => {
          const percent = discountPercent(pkg, packages.price);
          return (
            <Field key={pkg.id}>
              <Radio
                value={pkg.id}
                className={cn(choiceCardClass, "flex min-h-16 items-center gap-3 px-3.5 py-2.5")}
              >
                <RadioMark />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                    <Label className="cursor-pointer font-semibold text-base text-ink-900">
                      {t("payments.upgrade.months", { count: pkg.duration })}
                    </Label>
                    {percent > 0 && (
                      <Description
                        as="span"
                        data-slot="discount"
                        className="inline-flex h-5 items-center rounded-full bg-success-50 px-2 font-semibold text-success-700 text-xs"
                      >
                        {t("payments.upgrade.save", { percent })}
                      </Description>
                    )}
                  </span>
                  <Description className="text-ink-600 text-sm tabular-nums">
                    {t("payments.upgrade.perMonth", { price: money.usd(monthlyPrice(pkg), { cents: true }) })}
                  </Description>
                </span>
                <Description
                  as="span"
                  data-slot="price"
                  className="shrink-0 font-bold text-ink-900 text-lg tabular-nums group-data-checked:text-brand-700"
                >
                  {money.usd(pkg.amounts)}
                </Description>
              </Radio>
            </Field>
          );
        })}
      </HeadlessRadioGroup>
      <TierFeatures flags={flags} tier={kind} className="px-4 pb-5 sm:px-5" />
    </section>
  );
}
