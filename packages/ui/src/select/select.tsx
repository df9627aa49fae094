import {
  Description,
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from "@headlessui/react";
import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertIcon,
  type FieldError,
  fieldErrorClass,
  fieldHintClass,
  fieldLabelClass,
  inputVariants,
  RequiredMark,
} from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Pick<VariantProps<typeof inputVariants>, "size"> & {
  /** The visible label, tied to the button by id. */
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** The chosen option's value; `""`, `null` or `undefined` show the placeholder. */
  value?: string | null;
  /** The starting choice of an uncontrolled select. */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onChange?: (value: string) => void;
  /** Shown while nothing is chosen; defaults to `ui:select.placeholder`. */
  placeholder?: string;
  /** Help text under the select, read as its description. */
  hint?: ReactNode;
  /** Shown below in the danger colour; marks the button aria-invalid. Falsy means no error. */
  error?: FieldError;
  /**
   * Greys the select out; it cannot be opened.
   * @default false
   */
  disabled?: boolean;
  /** Marks the choice as required: an asterisk, and "required" in the label read by screen readers. */
  required?: boolean;
  /** Renders a hidden input so the choice travels with a native form submit. */
  name?: string;
  /** The id of the form the hidden input belongs to when the select sits outside it. */
  form?: string;
  /** The button's id, for an outside label or a test; generated when absent. */
  id?: string;
  /** Classes for the wrapper. */
  className?: string;
};

/**
 * A labelled single choice from a list that opens on click (Headless UI Listbox), for choices too many for
 * radios (country, year). For two to five options use RadioGroup.
 */
export function Select({
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  hint,
  error,
  disabled = false,
  required,
  name,
  form,
  id,
  size,
  className,
}: SelectProps) {
  const { t } = useTranslation("ui");
  // Controlled unless the caller gives no value at all; null means "nothing chosen", not "uncontrolled".
  const controlled = value !== undefined;
  return (
    <Field disabled={disabled} data-slot="select" className={cn("flex flex-col gap-1.5", className)}>
      <Label className={cn(fieldLabelClass, hideLabel && "sr-only")}>
        {label}
        {required && <RequiredMark announce />}
      </Label>
      <Listbox
        value={controlled ? (value ?? "") : undefined}
        defaultValue={controlled ? undefined : (defaultValue ?? "")}
        onChange={onChange}
        name={name}
        form={form}
        disabled={disabled}
        invalid={Boolean(error)}
      >
        {({ value: current }) => {
          const chosen = options.find((option) => option.value === current);
          return (
            <>
              <ListboxButton
                id={id}
                className={cn(
                  inputVariants({ size, trailing: true }),
                  "relative flex items-center text-start data-open:border-brand-500",
                )}
                aria-invalid={error ? true : undefined}
              >
                <span className={cn("truncate", !chosen && "text-ink-500")}>
                  {chosen?.label ?? placeholder ?? t("select.placeholder")}
                </span>
                <ChevronIcon />
              </ListboxButton>
              <ListboxOptions
                anchor={{ to: "bottom start", gap: 6 }}
                transition
                className="z-50 max-h-72 w-(--button-width) min-w-40 overflow-y-auto rounded-lg border border-ink-100 bg-surface p-1 shadow-overlay transition duration-100 ease-out [--anchor-max-height:18rem] focus:outline-none data-closed:-translate-y-1 data-closed:opacity-0"
              >
                {options.map((option) => (
                  <ListboxOption
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className="group flex min-h-11 cursor-default select-none items-center gap-2 rounded-md px-2.5 py-2 text-base text-ink-800 data-disabled:cursor-not-allowed data-focus:bg-brand-50 data-selected:font-semibold data-focus:text-ink-900 data-disabled:text-ink-500 sm:min-h-9 sm:text-sm"
                  >
                    <CheckIcon />
                    <span className="truncate">{option.label}</span>
                  </ListboxOption>
                ))}
              </ListboxOptions>
            </>
          );
        }}
      </Listbox>
      {hint && <Description className={fieldHintClass}>{hint}</Description>}
      {error && (
        <Description className={fieldErrorClass}>
          <AlertIcon />
          <span>{error}</span>
        </Description>
      )}
    </Field>
  );
}

function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="pointer-events-none absolute end-3 size-5 text-ink-500"
    >
      <path
        fillRule="evenodd"
        d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="invisible size-4 shrink-0 text-brand-600 group-data-selected:visible"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0l-3.5-3.5a1 1 0 1 1 1.4-1.4l2.8 2.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
