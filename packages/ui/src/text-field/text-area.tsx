import type { VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../utils/cn.ts";
import {
  controlAria,
  type FieldError,
  FieldFooter,
  FieldLabel,
  inputVariants,
  useCharacterCount,
  useFieldIds,
} from "./field-parts.tsx";

export type TextAreaProps = ComponentProps<"textarea"> &
  Pick<VariantProps<typeof inputVariants>, "size"> & {
    /** The visible label, tied to the textarea by id. */
    label: ReactNode;
    /** Keeps the label for screen readers only. */
    hideLabel?: boolean;
    /** Help text under the textarea, read as its description. */
    hint?: ReactNode;
    /** Shown below in the danger colour; marks the textarea aria-invalid. Falsy means no error. */
    error?: FieldError;
    /** Shows `count / maxLength` below the textarea (signature 30, mail message 50); needs `maxLength`. */
    showCounter?: boolean;
    /** Classes for the textarea itself; `className` goes to the wrapper. */
    inputClassName?: string;
  };

/** The multiline TextField, for mails and signatures: same label, hint, error and counter. */
export function TextArea({
  id,
  label,
  hideLabel,
  hint,
  error,
  showCounter,
  size,
  className,
  inputClassName,
  required,
  maxLength,
  value,
  defaultValue,
  onChange,
  rows = 4,
  "aria-describedby": describedBy,
  ...props
}: TextAreaProps) {
  const ids = useFieldIds(id);
  const [count, handleChange] = useCharacterCount(value, defaultValue, onChange);
  const counter = showCounter && maxLength !== undefined ? { count, max: maxLength } : undefined;
  return (
    <div data-slot="text-area" className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        data-slot="textarea"
        id={ids.controlId}
        // Height follows `rows`; the size only sets text and padding.
        className={cn(inputVariants({ size }), "h-auto min-h-20 resize-y py-2.5", inputClassName)}
        rows={rows}
        required={required}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        {...controlAria(ids, { error, hint, counter, describedBy })}
        {...props}
      />
      <FieldFooter {...ids} hint={hint} error={error} counter={counter} />
    </div>
  );
}
