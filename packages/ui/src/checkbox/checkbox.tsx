import type { VariantProps } from "class-variance-authority";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { AlertIcon, type FieldError, fieldErrorClass, RequiredMark } from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

// A native checkbox, visually replaced: the most robust control there is for keyboards, screen
// readers and forms, and no behaviour library on a form's first screen.
export const boxVariants = cva(
  "pointer-events-none flex items-center justify-center rounded-[0.375rem] border-2 border-ink-300 bg-surface transition-colors peer-hover:border-brand-400 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-indeterminate:border-brand-600 peer-indeterminate:bg-brand-600 peer-disabled:opacity-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-300 peer-aria-invalid:border-danger-600",
  {
    variants: {
      size: { sm: "size-4", md: "size-5" },
    },
    defaultVariants: { size: "md" },
  },
);
const iconVariants = cva("pointer-events-none absolute inset-0 m-auto hidden text-white", {
  variants: { size: { sm: "size-3", md: "size-3.5" } },
  defaultVariants: { size: "md" },
});

const labelVariants = cva(
  "cursor-pointer text-ink-800 peer-disabled:cursor-not-allowed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800",
  {
    variants: { size: { sm: "text-sm", md: "text-sm sm:text-base" } },
    defaultVariants: { size: "md" },
  },
);

export type CheckboxProps = VariantProps<typeof boxVariants> & {
  /** May hold links (the terms of service); clicking a link follows it without ticking the box. */
  label: ReactNode;
  /**
   * Keeps the label for screen readers only (a box in a table whose headers say what it is).
   * @default false
   */
  hideLabel?: boolean;
  /** Help text under the label, read as the box's description. */
  description?: ReactNode;
  /**
   * Whether the box is ticked, when the caller owns the state (with `onChange`); omit for an uncontrolled
   * box.
   */
  checked?: boolean;
  /** The starting state of an uncontrolled box. */
  defaultChecked?: boolean;
  /** Called with the new state on every tick or untick. */
  onChange?: (checked: boolean) => void;
  /**
   * Shows a dash instead of a tick ("some of these"), as a "select all" box over a partly chosen list.
   * @default false
   */
  indeterminate?: boolean;
  /** Shown below in the danger colour; marks the box aria-invalid. Falsy means no error. */
  error?: FieldError;
  /** With `name`, a hidden input sends `value` (default "on") when checked. */
  name?: string;
  /** What a native form submit sends for a ticked box with `name`. */
  value?: string;
  /** The id of the form the box belongs to when it sits outside that form. */
  form?: string;
  /**
   * Greys the box out and ignores clicks.
   * @default false
   */
  disabled?: boolean;
  /** Marks the box as required for forms and screen readers. */
  required?: boolean;
  /** The input's id, for an outside label or a test; generated when absent. */
  id?: string;
  /** Classes for the wrapper. */
  className?: string;
};

/**
 * A tick box with its label (and optional description and error), for a yes/no choice that is saved with a
 * form. For a setting that applies at once, use Switch.
 */
export function Checkbox({
  label,
  hideLabel = false,
  description,
  checked,
  defaultChecked,
  onChange,
  indeterminate = false,
  error,
  name,
  value,
  form,
  disabled = false,
  required,
  id,
  size,
  className,
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div data-slot="checkbox" className={cn("flex items-start gap-3", className)}>
      <span className={cn("relative inline-flex shrink-0", size === "sm" ? "mt-0.5" : "mt-px")}>
        <input
          ref={input}
          type="checkbox"
          id={inputId}
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={(event) => onChange?.(event.target.checked)}
          name={name}
          value={value}
          form={form}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(" ") || undefined}
          className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        />
        <span aria-hidden="true" className={boxVariants({ size })} />
        <CheckIcon className={cn(iconVariants({ size }), "peer-checked:block peer-indeterminate:hidden")} />
        <MinusIcon className={cn(iconVariants({ size }), "peer-indeterminate:block")} />
      </span>
      <div className={cn("flex min-w-0 flex-col gap-0.5", hideLabel && "sr-only")}>
        <label
          htmlFor={inputId}
          className={cn(labelVariants({ size }), disabled && "cursor-not-allowed text-ink-500")}
        >
          {label}
          {required && <RequiredMark />}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-ink-500">
            {description}
          </p>
        )}
        {error && (
          <p id={errorId} className={fieldErrorClass}>
            <AlertIcon />
            <span>{error}</span>
          </p>
        )}
      </div>
    </div>
  );
}

function CheckIcon({ className }: { className: string }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      viewBox="0 0 14 14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 7.5 5.8 10 11 4" />
    </svg>
  );
}

function MinusIcon({ className }: { className: string }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      viewBox="0 0 14 14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d="M3.5 7h7" />
    </svg>
  );
}
