/** The card form's smaller pieces: a titled group of fields, and the number's grouping as typed. */
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { fieldLabelClass, RequiredMark } from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";
import { formatCardNumber } from "./card-form-state.ts";

/** A titled group of fields: the expiry's month and year, the billing address (in a soft box). */
export function Group({
  legend,
  required = false,
  boxed = false,
  className,
  children,
}: {
  legend: string;
  required?: boolean;
  boxed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={cn(
        "grid min-w-0 grid-cols-2 gap-x-3 gap-y-4",
        boxed && "rounded-2xl bg-surface-muted p-3.5 ring-1 ring-ink-900/5 @lg:grid-cols-4 @lg:p-4",
        className,
      )}
    >
      {/* Floated, the legend is laid out as the grid's first row instead of on the border. */}
      <legend
        className={cn(
          "float-left col-span-full w-full",
          boxed ? "font-semibold text-ink-900 text-sm" : cn(fieldLabelClass, "-mb-2.5"),
        )}
      >
        {legend}
        {required && <RequiredMark />}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * Formats the number in groups of 4 as it is typed and keeps the caret after the same digit, so a
 * correction in the middle does not throw the caret to the end.
 */
export function useCardNumberCaret() {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || input !== document.activeElement) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const format = (input: HTMLInputElement) => {
    const raw = input.value;
    const digitsBefore = raw.slice(0, input.selectionStart ?? raw.length).replace(/\D/g, "").length;
    const formatted = formatCardNumber(raw);
    let position = 0;
    for (let seen = 0; position < formatted.length && seen < digitsBefore; position++)
      if (/\d/.test(formatted.charAt(position))) seen++;
    caret.current = position;
    return formatted;
  };
  return { ref, format };
}
