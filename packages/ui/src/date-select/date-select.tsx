import { daysInMonth } from "@site/contracts";
import { HTML_LANG, isLanguage } from "@site/i18n";
import type { VariantProps } from "class-variance-authority";
import { type ChangeEvent, type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertIcon,
  type FieldError,
  fieldErrorClass,
  fieldHintClass,
  fieldLabelClass,
  inputVariants,
  joinIds,
  RequiredMark,
  useFieldIds,
} from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";

export type DateParts = { year: number; month: number; day: number };
type Draft = { year?: number; month?: number; day?: number };

/** A leap year, so 29 February stays choosable until a year says otherwise. */
const ANY_LEAP_YEAR = 2000;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The twelve month names in a language ("Sep" or "September", "9月"); the options' values stay 1
 * to 12. Chinese always takes the short form: its long one for simplified script is literary
 * (九月), while forms and calendars write 9月.
 */
export function monthNames(language: string, width: "long" | "short" = "short"): string[] {
  const locale = isLanguage(language) ? HTML_LANG[language] : language;
  const format = new Intl.DateTimeFormat([locale, "en"], {
    month: locale.startsWith("zh") ? "short" : width,
    timeZone: "UTC",
  });
  return MONTHS.map((month) => format.format(Date.UTC(ANY_LEAP_YEAR, month - 1, 15)));
}

export type DateSelectProps = Pick<VariantProps<typeof inputVariants>, "size"> & {
  /** The group's legend, e.g. "Birthday". */
  label: ReactNode;
  /** A whole date, or null while any part is unchosen. `undefined` leaves the control uncontrolled. */
  value?: DateParts | null;
  /** The starting date of an uncontrolled control. */
  defaultValue?: DateParts | null;
  /** Called on every choice: the whole date once year, month and day are all chosen, else null. */
  onChange?: (value: DateParts | null) => void;
  /** The years to offer, in the order given. */
  years: readonly number[];
  /** Names the three selects `${name}.year`, `${name}.month`, `${name}.day` for native forms. */
  name?: string;
  /** Help text under the selects, read as their description. */
  hint?: ReactNode;
  /** Shown below in the danger colour; marks the selects aria-invalid. Falsy means no error. */
  error?: FieldError;
  /** Greys out the three selects. */
  disabled?: boolean;
  /** Marks the date as required (an asterisk by the legend, and for screen readers). */
  required?: boolean;
  /** Given to the year select, the first of the three. */
  id?: string;
  /** Classes for the wrapper. */
  className?: string;
};

const same = (a: DateParts | null | undefined, b: DateParts | null | undefined) =>
  a?.year === b?.year && a?.month === b?.month && a?.day === b?.day;

/**
 * A date as three selects (year, month, day) under one legend, for a birthday: the day list follows the month
 * and year. Not for picking dates near today.
 */
export function DateSelect({
  label,
  value,
  defaultValue,
  onChange,
  years,
  name,
  hint,
  error,
  disabled,
  required,
  id,
  size,
  className,
}: DateSelectProps) {
  const { t, i18n } = useTranslation("ui");
  const ids = useFieldIds(id);
  // Short names ("Sep"): a third of a narrow form has no room for "September".
  const months = useMemo(() => monthNames(i18n.language), [i18n.language]);
  // The parts chosen so far: a half-made date is the user's, even while `value` is still null.
  const [draft, setDraft] = useState<Draft>(() => value ?? defaultValue ?? {});
  const [seen, setSeen] = useState(value);
  if (value !== undefined && !same(value, seen)) {
    // The caller changed the date (a reset, a loaded profile): take it over.
    setSeen(value);
    setDraft(value ?? {});
  }

  const dayCount = daysInMonth(draft.year ?? ANY_LEAP_YEAR, draft.month ?? 1);
  const days = Array.from({ length: dayCount }, (_, i) => i + 1);

  function choose(part: keyof Draft) {
    return (event: ChangeEvent<HTMLSelectElement>) => {
      const next: Draft = { ...draft, [part]: Number(event.target.value) };
      // 31 March becomes 30 April, 29 February 2001 becomes 28 February.
      if (next.day && next.month)
        next.day = Math.min(next.day, daysInMonth(next.year ?? ANY_LEAP_YEAR, next.month));
      setDraft(next);
      const whole =
        next.year && next.month && next.day ? { year: next.year, month: next.month, day: next.day } : null;
      setSeen(whole);
      onChange?.(whole);
    };
  }

  const parts = [
    { part: "year", items: years, text: (year: number) => t("date.yearOption", { year }) },
    { part: "month", items: MONTHS, text: (month: number) => months[month - 1] ?? String(month) },
    { part: "day", items: days, text: (day: number) => t("date.dayOption", { day }) },
  ] as const;

  return (
    <fieldset
      data-slot="date-select"
      disabled={disabled}
      aria-describedby={joinIds(error && ids.errorId, hint && ids.hintId)}
      className={cn("flex min-w-0 flex-col gap-1.5", className)}
    >
      <legend className={cn(fieldLabelClass, "mb-1.5 p-0")}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {parts.map(({ part, items, text }) => {
          const selectId = part === "year" ? ids.controlId : `${ids.controlId}-${part}`;
          const current = draft[part];
          return (
            <div key={part} className="relative">
              <label htmlFor={selectId} className="sr-only">
                {t(`date.${part}`)}
              </label>
              <select
                id={selectId}
                data-slot={`date-select-${part}`}
                name={name ? `${name}.${part}` : undefined}
                value={current ?? ""}
                onChange={choose(part)}
                required={required}
                aria-invalid={error ? true : undefined}
                className={cn(
                  inputVariants({ size }),
                  "cursor-pointer appearance-none pe-6 disabled:cursor-not-allowed",
                  current === undefined && "text-ink-500",
                )}
              >
                <option value="" disabled>
                  {t(`date.${part}`)}
                </option>
                {items.map((item) => (
                  <option key={item} value={item} className="text-ink-900">
                    {text(item)}
                  </option>
                ))}
              </select>
              <ChevronIcon />
            </div>
          );
        })}
      </div>
      {hint && (
        <p id={ids.hintId} className={fieldHintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={fieldErrorClass}>
          <AlertIcon />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}

function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="pointer-events-none absolute inset-y-0 end-2 my-auto size-4 text-ink-500"
    >
      <path
        fillRule="evenodd"
        d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
