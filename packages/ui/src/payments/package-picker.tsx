import { Description, Field, RadioGroup as HeadlessRadioGroup, Label, Radio } from "@headlessui/react";
import { RECHARGE_CUSTOM_MAX, type RechargePackage, sanitizeAmountInput } from "@site/contracts";
import { type CSSProperties, useId } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, fieldErrorClass, joinIds } from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";
import { ChosenMark, choiceCardClass, RadioMark, useMoney } from "./payment-parts.tsx";

/** Spec §5: option 0 is the typed amount. */
export const CUSTOM_PACKAGE_ID = 0;

/** `packageId` null: nothing chosen yet (issue 50: the member picks, nothing is chosen for them). */
export type PackageChoice = { packageId: number | null; custom: string };

/** The most cards a row holds: a phone's width, and a desktop column's (the container's @xl). */
const NARROW_COLUMNS = 3;
const WIDE_COLUMNS = 6;

/**
 * The rows of a grid without holes (issue 50): as few rows as `most` cards a row allows, the
 * cards shared out over them as evenly as they go, longer rows first (7 in rows of 3 make
 * 3 + 2 + 2, never 3 + 3 + 1). The grid has `units` columns, a multiple of every row's length, and
 * each card spans `units / its row's length` of them, so every row fills the width.
 */
export function gridLayout(count: number, most: number): { units: number; spans: number[] } {
  if (count <= 0) return { units: 1, spans: [] };
  const rows = Math.ceil(count / most);
  const base = Math.floor(count / rows);
  const longer = count % rows;
  const units = longer ? base * (base + 1) : base;
  const spans: number[] = [];
  for (let row = 0; row < rows; row++) {
    const length = base + (row < longer ? 1 : 0);
    for (let card = 0; card < length; card++) spans.push(units / length);
  }
  return { units, spans };
}

/** The packages from the cheapest up, whatever order the catalog keeps (ties by id). */
export const cheapestFirst = (packages: readonly RechargePackage[]): RechargePackage[] =>
  [...packages].sort((a, b) => a.amounts - b.amounts || a.id - b.id);

export type PackagePickerProps = {
  /** The packages on offer, in the order shown, as the server's catalog has them. */
  packages: RechargePackage[];
  /** The chosen package's id; 0 is the typed amount, null nothing chosen yet. */
  packageId: number | null;
  /**
   * The usual package, marked "Popular" but not chosen: the member picks (spec §5's default
   * package, which the spec's client chose for the member).
   */
  markedId?: number;
  /** The typed amount as the member typed it (already sanitised). */
  custom: string;
  /** Called with the whole choice on every change: a package chosen, or a keystroke in the amount. */
  onChange: (choice: PackageChoice) => void;
  /** The app's words for a refused choice ("Please choose a package"), under the options. */
  error?: string;
  /** Extra classes for the outer element. */
  className?: string;
};

/** The recharge amount (spec §2 Recharge, §5): a card per package and a box for any other amount. */
export function PackagePicker({
  packages,
  packageId,
  markedId,
  custom,
  onChange,
  error,
  className,
}: PackagePickerProps) {
  const { t } = useTranslation("store");
  const money = useMoney();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const customChosen = packageId === CUSTOM_PACKAGE_ID;
  const sorted = cheapestFirst(packages);
  const narrow = gridLayout(sorted.length, NARROW_COLUMNS);
  const wide = gridLayout(sorted.length, WIDE_COLUMNS);
  const units = { "--units-narrow": narrow.units, "--units-wide": wide.units } as CSSProperties;

  return (
    <HeadlessRadioGroup
      data-slot="package-picker"
      value={packageId}
      onChange={(next: number | null) => onChange({ packageId: next, custom })}
      aria-invalid={error ? true : undefined}
      className={cn("@container flex min-w-0 flex-col gap-2.5", className)}
    >
      {/* The page names the section ("Amount"); the group keeps its own name for screen readers. */}
      <Label className="sr-only">{t("payments.packages.label")}</Label>
      {/* Even rows that fill the width, whatever the count (gridLayout), narrow and wide. */}
      <ul
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list.
        role="list"
        style={units}
        className="grid grid-cols-[repeat(var(--units),minmax(0,1fr))] gap-2.5 [--units:var(--units-narrow)] @xl:[--units:var(--units-wide)]"
      >
        {sorted.map((pkg, index) => (
          // A Field gives each radio its own label and description (the group keeps its own).
          <Field
            as="li"
            key={pkg.id}
            style={
              { "--span-narrow": narrow.spans[index], "--span-wide": wide.spans[index] } as CSSProperties
            }
            className="col-span-(--span) min-w-0 [--span:var(--span-narrow)] @xl:[--span:var(--span-wide)]"
          >
            <Radio
              value={pkg.id}
              className={cn(
                choiceCardClass,
                "flex h-full min-h-20 flex-col items-center justify-center gap-0.5 px-2 py-3 text-center",
              )}
            >
              {pkg.id === markedId && (
                <Description
                  as="span"
                  data-slot="package-popular"
                  className="absolute -top-2.5 start-1/2 inline-flex h-5 -translate-x-1/2 items-center whitespace-nowrap rounded-full bg-brand-600 px-2 font-semibold text-white text-xs rtl:translate-x-1/2"
                >
                  {t("payments.packages.popular")}
                </Description>
              )}
              <Label className="cursor-pointer font-bold text-2xl text-ink-900 tabular-nums leading-tight tracking-tight group-data-checked:text-brand-700">
                {money.usd(pkg.amounts)}
              </Label>
              <Description className="text-ink-600 text-xs tabular-nums">
                {money.credits(pkg.amounts)}
              </Description>
              <ChosenMark className="invisible absolute end-1.5 top-1.5 group-data-checked:visible" />
            </Radio>
          </Field>
        ))}
      </ul>
      {/*
        The typed amount: the radio and the box look like one card, but the box sits beside the
        radio, not inside it (a text box inside a radio is lost to screen readers and keyboards).
      */}
      <Field
        data-slot="package-custom"
        data-state={customChosen ? "chosen" : "idle"}
        className={cn(
          "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-surface p-2 ps-3 ring-1 ring-ink-200 transition-colors",
          customChosen && "bg-brand-50/60 ring-2 ring-brand-500",
        )}
      >
        <Radio
          value={CUSTOM_PACKAGE_ID}
          className="group flex min-h-11 shrink-0 cursor-pointer select-none items-center gap-2.5 rounded-lg pe-1 focus:outline-none data-focus:outline-3 data-focus:outline-offset-2 data-focus:outline-brand-300"
        >
          <RadioMark />
          <Label className="cursor-pointer font-semibold text-ink-900 text-sm">
            {t("payments.packages.other")}
          </Label>
        </Radio>
        {/* The box and its currency sign share one frame, so the sign sits snug in any language. */}
        <div
          data-invalid={error && customChosen ? "" : undefined}
          className="flex h-11 min-w-36 flex-1 items-center gap-1 rounded-lg border border-ink-200 bg-surface ps-3.5 shadow-xs transition-colors focus-within:border-brand-500 focus-within:outline-3 focus-within:outline-brand-300 hover:border-ink-300 data-invalid:border-danger-500 data-invalid:focus-within:outline-danger-500/40"
        >
          <span aria-hidden className="shrink-0 font-semibold text-ink-500">
            {t("payments.dollar")}
          </span>
          <input
            data-slot="input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            aria-label={t("payments.packages.otherInput")}
            aria-invalid={error && customChosen ? true : undefined}
            aria-describedby={joinIds(hintId, error && errorId)}
            placeholder={t("payments.packages.otherPlaceholder")}
            value={custom}
            onChange={(event) =>
              onChange({ packageId: CUSTOM_PACKAGE_ID, custom: sanitizeAmountInput(event.target.value) })
            }
            // A click in the box means the typed amount, even before a key is pressed.
            onClick={() => {
              if (!customChosen) onChange({ packageId: CUSTOM_PACKAGE_ID, custom });
            }}
            className="h-full min-w-0 flex-1 bg-transparent pe-3.5 font-semibold text-base text-ink-900 tabular-nums outline-none placeholder:font-normal placeholder:text-ink-500"
          />
        </div>
        <p id={hintId} className="basis-full ps-7.5 text-ink-600 text-xs">
          {t("payments.packages.otherHint", { max: money.usd(RECHARGE_CUSTOM_MAX) })}
        </p>
      </Field>
      {error && (
        <Description id={errorId} className={fieldErrorClass}>
          <AlertIcon />
          <span>{error}</span>
        </Description>
      )}
    </HeadlessRadioGroup>
  );
}
