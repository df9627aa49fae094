import { Description, Field, RadioGroup as HeadlessRadioGroup, Label, Radio } from "@headlessui/react";
import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import {
  AlertIcon,
  type FieldError,
  fieldErrorClass,
  fieldHintClass,
  fieldLabelClass,
  RequiredMark,
} from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export type RadioOption = { value: string; label: ReactNode; description?: string; disabled?: boolean };

export const optionsVariants = cva("flex", {
  variants: {
    layout: { horizontal: "flex-row flex-wrap gap-x-6 gap-y-3", vertical: "flex-col gap-3" },
  },
  defaultVariants: { layout: "vertical" },
});

export const radioVariants = cva(
  "group flex shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-ink-300 bg-surface transition-colors hover:border-brand-400 data-checked:border-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:outline-3 data-focus:outline-offset-2 data-focus:outline-brand-300",
  {
    variants: { size: { sm: "mt-0.5 size-4", md: "mt-px size-5" } },
    defaultVariants: { size: "md" },
  },
);

const optionLabelVariants = cva(
  "cursor-pointer text-ink-800 data-disabled:cursor-not-allowed data-disabled:text-ink-500",
  {
    variants: { size: { sm: "text-sm", md: "text-sm sm:text-base" } },
    defaultVariants: { size: "md" },
  },
);

export type RadioGroupProps = VariantProps<typeof optionsVariants> &
  VariantProps<typeof radioVariants> & {
    /** Names the group (e.g. "Gender"); read before the options. */
    label: ReactNode;
    /** Keeps the label for screen readers only, when a heading above already names the group. */
    hideLabel?: boolean;
    /** The choices, in the order shown. */
    options: readonly RadioOption[];
    /** The chosen option's value; `null` means none chosen. `undefined` leaves the group uncontrolled. */
    value?: string | null;
    /** The starting choice of an uncontrolled group. */
    defaultValue?: string;
    /** Called with the chosen option's value. */
    onChange?: (value: string) => void;
    /** Help text under the group, read as its description. */
    hint?: ReactNode;
    /** Shown below in the danger colour; marks the group aria-invalid. Falsy means no error. */
    error?: FieldError;
    /**
     * Greys the whole group out.
     * @default false
     */
    disabled?: boolean;
    /** Marks the choice as required (an asterisk by the label, and for screen readers). */
    required?: boolean;
    /** With `name`, a hidden input sends the chosen value in a native form submit. */
    name?: string;
    /** The id of the form the hidden input belongs to when the group sits outside it. */
    form?: string;
    /** The group's id, for an outside reference or a test. */
    id?: string;
    /** Classes for the wrapper. */
    className?: string;
  };

/**
 * One choice among a few options shown at once (gender, a report's reason), as radios: the arrow keys move
 * between them. For a long list use Select.
 */
export function RadioGroup({
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onChange,
  layout,
  size,
  hint,
  error,
  disabled = false,
  required,
  name,
  form,
  id,
  className,
}: RadioGroupProps) {
  return (
    <HeadlessRadioGroup<"div", string | null>
      id={id}
      data-slot="radio-group"
      // null, not "": Headless submits "on" for any non-null value that matches no option.
      value={value === undefined ? undefined : value || null}
      defaultValue={defaultValue}
      onChange={(next) => {
        if (next !== null) onChange?.(next);
      }}
      name={name}
      form={form}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      className={cn("flex min-w-0 flex-col gap-2.5", className)}
    >
      <Label className={cn(fieldLabelClass, hideLabel && "sr-only")}>
        {label}
        {required && <RequiredMark />}
      </Label>
      <div className={optionsVariants({ layout })}>
        {options.map((option) => (
          <Field key={option.value} disabled={disabled || option.disabled} className="flex items-start gap-3">
            <Radio value={option.value} className={radioVariants({ size })}>
              <span className="invisible size-1/2 rounded-full bg-brand-600 group-data-checked:visible" />
            </Radio>
            <div className="flex min-w-0 flex-col gap-0.5">
              <Label className={optionLabelVariants({ size })}>{option.label}</Label>
              {option.description && (
                <Description className="text-sm text-ink-500">{option.description}</Description>
              )}
            </div>
          </Field>
        ))}
      </div>
      {hint && <Description className={fieldHintClass}>{hint}</Description>}
      {error && (
        <Description className={fieldErrorClass}>
          <AlertIcon />
          <span>{error}</span>
        </Description>
      )}
    </HeadlessRadioGroup>
  );
}
