import { Description, Field, RadioGroup as HeadlessRadioGroup, Label, Radio } from "@headlessui/react";
import { RECHARGE_CUSTOM_MAX, type RechargePackage, sanitizeAmountInput } from "@site/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, fieldErrorClass, joinIds } from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";
import { ChosenMark, choiceCardClass, RadioMark, useMoney } from "./payment-parts.tsx";

/** Spec §5: option 0 is the typed amount. */
export const CUSTOM_PACKAGE_ID = 0;

export type PackageChoice = { packageId: number; custom: string };

export type PackagePickerProps = {
  packages: RechargePackage[];
  /** The chosen package's id; 0 is the typed amount. */
  packageId: number;
  /** The typed amount as the member typed it (already sanitised). */
  custom: string;
  /** Called with the whole choice on every change: a package chosen, or a keystroke in the amount. */
  onChange: (choice: PackageChoice) => void;
  /** The app's words for a refused choice ("Please choose a package"), under the options. */
  error?: string;
  className?: string;
};

/** The recharge amount (spec §2 Recharge, §5): a card per package and a box for any other amount. */
export function PackagePicker({
  packages,
  packageId,
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

  return (
    <HeadlessRadioGroup
      data-slot="package-picker"
      value={packageId}
      onChange={(next: number) => onChange({ packageId: next, custom })}
      aria-invalid={error ? true : undefined}
      className={cn("@container flex min-w-0 flex-col gap-2.5", className)}
    >
      {/* The page names the section ("Amount"); the group keeps its own name for screen readers. */}
      <Label className="sr-only">{t("payments.packages.label")}</Label>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list. */}
      <ul role="list" className="grid grid-cols-3 gap-2.5 @2xl:grid-cols-6">
        {packages.map((pkg) => (
          // A Field gives each radio its own label and description (the group keeps its own).
          <Field as="li" key={pkg.id} className="min-w-0">
            <Radio
              value={pkg.id}
              className={cn(
                choiceCardClass,
                "flex h-full min-h-20 flex-col items-center justify-center gap-0.5 px-2 py-3 text-center",
              )}
            >
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
