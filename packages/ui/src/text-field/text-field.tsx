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

export type TextFieldProps = Omit<ComponentProps<"input">, "size"> &
  Pick<VariantProps<typeof inputVariants>, "size"> & {
    /** The visible label, tied to the input by id. */
    label: ReactNode;
    /** Keeps the label for screen readers only (a search box with an icon, say). */
    hideLabel?: boolean;
    /** Help text under the input, read as its description (after the error, if any). */
    hint?: ReactNode;
    /** Shown below in the danger colour; marks the input aria-invalid. Falsy means no error. */
    error?: FieldError;
    /** Shows `count / maxLength` below the input; needs `maxLength`. */
    showCounter?: boolean;
    /** A decorative icon at the start of the input. */
    icon?: ReactNode;
    /** Classes for the input itself; `className` goes to the wrapper. */
    inputClassName?: string;
  };

/**
 * A labelled one-line input with its hint, error and optional counter. For several lines use TextArea; for a
 * password, PasswordField.
 */
export function TextField({
  id,
  label,
  hideLabel,
  hint,
  error,
  showCounter,
  icon,
  size,
  className,
  inputClassName,
  required,
  maxLength,
  value,
  defaultValue,
  onChange,
  "aria-describedby": describedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const [count, handleChange] = useCharacterCount(value, defaultValue, onChange);
  const counter = showCounter && maxLength !== undefined ? { count, max: maxLength } : undefined;
  return (
    <div data-slot="text-field" className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={ids.controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        {icon && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3 text-ink-500 [&_svg]:size-5"
          >
            {icon}
          </span>
        )}
        <input
          data-slot="input"
          id={ids.controlId}
          className={cn(inputVariants({ size, leading: Boolean(icon) }), inputClassName)}
          required={required}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          {...controlAria(ids, { error, hint, counter, describedBy })}
          {...props}
        />
      </div>
      <FieldFooter {...ids} hint={hint} error={error} counter={counter} />
    </div>
  );
}
