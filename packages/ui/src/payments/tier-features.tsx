import type { PermissionFlag } from "@site/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { CheckIcon } from "./payment-icons.tsx";

/** Past this many, the list shows its first few and a button for the rest (a phone scrolls less). */
const FOLD_AFTER = 8;
const FOLDED = 6;

export type TierFeaturesProps = {
  flags: readonly PermissionFlag[];
  tier: "gold" | "silver";
  className?: string;
};

/** What a tier grants, its permission flags in words, ticked in the tier's colour. */
export function TierFeatures({ flags, tier, className }: TierFeaturesProps) {
  const { t } = useTranslation("store");
  const id = useId();
  const [open, setOpen] = useState(false);
  if (flags.length === 0) return null;
  const folds = flags.length > FOLD_AFTER;
  const shown = folds && !open ? flags.slice(0, FOLDED) : flags;
  return (
    <div data-slot="tier-features" className={cn("border-ink-900/5 border-t pt-4", className)}>
      <h3 id={`${id}-title`} className="font-semibold text-ink-500 text-xs uppercase tracking-wide">
        {t("payments.upgrade.features")}
      </h3>
      <ul
        id={`${id}-list`}
        aria-labelledby={`${id}-title`}
        className="mt-2 grid gap-x-4 gap-y-1.5 @md:grid-cols-2"
      >
        {shown.map((flag) => (
          <li key={flag} className="flex items-start gap-2 text-ink-800 text-sm">
            <CheckIcon
              className={cn(
                "mt-0.5 size-4 shrink-0",
                tier === "gold" ? "text-gold-dark" : "text-silver-dark",
              )}
            />
            <span>{t(`payments.authorities.${flag}`)}</span>
          </li>
        ))}
      </ul>
      {folds && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onClick={() => setOpen(!open)}
          className="-mx-1 mt-2 rounded-md px-1 font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-3 focus-visible:outline-brand-300"
        >
          {open ? t("payments.upgrade.showFewer") : t("payments.upgrade.showAll", { count: flags.length })}
        </button>
      )}
    </div>
  );
}
