/**
 * The label, hint, error and counter every form field shares, so TextField, TextArea,
 * PasswordField, Select, DateSelect and the choice controls look and read alike.
 */

import { type ChangeEventHandler, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

/** What formik's `touched.x && errors.x` yields: anything falsy means no error. */
export type FieldError = string | false | null | undefined;

export const fieldLabelClass = "text-sm font-medium text-ink-800";
export const fieldHintClass = "text-sm text-ink-500";
export const fieldErrorClass = "flex items-start gap-1.5 text-sm font-medium text-danger-700";

/** The box of every text-like control; aria-invalid paints the error state so no prop is needed. */
export const inputVariants = cva(
  "block w-full min-w-0 rounded-lg border border-ink-200 bg-surface text-ink-900 shadow-xs transition-colors placeholder:text-ink-500 hover:border-ink-300 focus-visible:border-brand-500 focus-visible:outline-3 focus-visible:outline-brand-300 disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-surface-sunken disabled:text-ink-500 aria-invalid:border-danger-500 aria-invalid:focus-visible:outline-danger-500/40",
  {
    variants: {
      // md is 44px high (a comfortable touch target) and 16px text, which keeps iOS from zooming.
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-3.5 text-base",
        lg: "h-12 px-4 text-base",
      },
      leading: { true: "" },
      trailing: { true: "" },
    },
    compoundVariants: [
      { size: "sm", leading: true, className: "ps-9" },
      { size: "md", leading: true, className: "ps-10" },
      { size: "lg", leading: true, className: "ps-11" },
      { size: "sm", trailing: true, className: "pe-10" },
      { size: "md", trailing: true, className: "pe-12" },
      { size: "lg", trailing: true, className: "pe-13" },
    ],
    defaultVariants: { size: "md" },
  },
);

/** Ids for a control and the texts that describe it; `id` from props wins over the generated one. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? generated;
  return { controlId: base, hintId: `${base}-hint`, errorId: `${base}-error`, counterId: `${base}-counter` };
}

/**
 * The length the counter shows: the controlled `value` when given (formik), else what was typed.
 * Counts UTF-16 units, the same unit the native `maxLength` limits.
 */
export function useCharacterCount<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
  defaultValue: unknown,
  onChange: ChangeEventHandler<E> | undefined,
) {
  const [typed, setTyped] = useState(() => String(defaultValue ?? "").length);
  const count = value === undefined || value === null ? typed : String(value).length;
  const handleChange: ChangeEventHandler<E> = (event) => {
    setTyped(event.target.value.length);
    onChange?.(event);
  };
  return [count, handleChange] as const;
}

/** Joins the ids that exist, for aria-describedby; takes `cond && id` expressions as they come. */
export function joinIds(...ids: unknown[]): string | undefined {
  return ids.filter((id) => typeof id === "string" && id !== "").join(" ") || undefined;
}

/**
 * The accessibility wiring every text-like control shares: invalid while it shows an error, and
 * described by its error, hint and counter (in that order), then by any ids the caller adds.
 */
export function controlAria(
  ids: { errorId: string; hintId: string; counterId: string },
  parts: { error?: unknown; hint?: unknown; counter?: unknown; describedBy?: string | undefined },
): { "aria-invalid": true | undefined; "aria-describedby": string | undefined } {
  return {
    "aria-invalid": parts.error ? true : undefined,
    "aria-describedby": joinIds(
      parts.error && ids.errorId,
      parts.hint && ids.hintId,
      parts.counter && ids.counterId,
      parts.describedBy,
    ),
  };
}

/**
 * A visual asterisk. Native inputs carry `required` for screen readers; controls that cannot
 * (a listbox button) pass `announce` to put `ui:required` into the label's text instead.
 */
export function RequiredMark({ announce = false }: { announce?: boolean }) {
  const { t } = useTranslation("ui");
  return (
    <>
      <span aria-hidden="true" title={t("required")} className="ms-0.5 text-danger-600">
        *
      </span>
      {announce && <span className="sr-only">({t("required")})</span>}
    </>
  );
}

/** A form's failure, announced at once: the red note under a composer or in a dialog. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg bg-danger-50 px-3 py-2.5 font-medium text-danger-700 text-sm"
    >
      <AlertIcon />
      <span>{children}</span>
    </p>
  );
}

export function AlertIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
      <path
        fillRule="evenodd"
        d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export type FieldLabelProps = {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
};

export function FieldLabel({ htmlFor, id, required, hidden, children }: FieldLabelProps) {
  return (
    <label
      data-slot="field-label"
      htmlFor={htmlFor}
      id={id}
      className={cn(fieldLabelClass, hidden && "sr-only")}
    >
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

const counterVariants = cva("ms-auto shrink-0 text-xs tabular-nums", {
  variants: { full: { true: "font-semibold text-warning-700", false: "text-ink-500" } },
});

export type FieldFooterProps = {
  hint?: ReactNode;
  hintId: string;
  error?: FieldError;
  errorId: string;
  /** When set, the `ui:counter` text (count / max) shows at the end of the row. */
  counter?: { count: number; max: number };
  counterId: string;
};

/** Hint and error on the left, the character counter on the right; nothing when all are absent. */
export function FieldFooter({ hint, hintId, error, errorId, counter, counterId }: FieldFooterProps) {
  const { t } = useTranslation("ui");
  if (!hint && !error && !counter) return null;
  return (
    <div data-slot="field-footer" className="flex items-start gap-3">
      <div className="min-w-0 space-y-1">
        {hint && (
          <p id={hintId} className={fieldHintClass}>
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className={fieldErrorClass}>
            <AlertIcon />
            <span>{error}</span>
          </p>
        )}
      </div>
      {counter && (
        <p id={counterId} className={counterVariants({ full: counter.count >= counter.max })}>
          {t("counter", { count: counter.count, max: counter.max })}
        </p>
      )}
    </div>
  );
}
