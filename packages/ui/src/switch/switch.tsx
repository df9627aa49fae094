import { Description, Field, Switch as HeadlessSwitch, Label } from "@headlessui/react";
import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const trackVariants = cva(
  "group relative inline-flex shrink-0 cursor-pointer items-center rounded-full bg-ink-300 p-0.5 transition-colors duration-200 ease-out hover:bg-ink-400 data-checked:bg-brand-600 data-checked:hover:bg-brand-700 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:outline-3 data-focus:outline-offset-2 data-focus:outline-brand-300",
  {
    variants: { size: { sm: "h-6 w-10", md: "h-7 w-12" } },
    defaultVariants: { size: "md" },
  },
);

const thumbVariants = cva(
  "pointer-events-none inline-block rounded-full bg-white shadow-sm ring-1 ring-ink-900/5 transition-transform duration-200 ease-out",
  {
    variants: {
      size: {
        sm: "size-5 group-data-checked:translate-x-4 rtl:group-data-checked:-translate-x-4",
        md: "size-6 group-data-checked:translate-x-5 rtl:group-data-checked:-translate-x-5",
      },
    },
    defaultVariants: { size: "md" },
  },
);

const labelVariants = cva(
  "cursor-pointer font-medium text-ink-800 data-disabled:cursor-not-allowed data-disabled:text-ink-500",
  {
    variants: { size: { sm: "text-sm", md: "text-sm sm:text-base" } },
    defaultVariants: { size: "md" },
  },
);

export type SwitchProps = VariantProps<typeof trackVariants> & {
  /** The visible label, which also names the switch for screen readers. */
  label: ReactNode;
  /** Keeps the label for screen readers only, when the row around the switch already says it. */
  hideLabel?: boolean;
  /** Help text under the label, read as the switch's description. */
  description?: ReactNode;
  /**
   * Where the label sits: before the switch (a settings row) or after it.
   * @default "start"
   */
  labelPosition?: "start" | "end";
  /**
   * Whether the switch is on, when the caller owns the state (with `onChange`); omit for an uncontrolled
   * switch.
   */
  checked?: boolean;
  /** The starting state of an uncontrolled switch. */
  defaultChecked?: boolean;
  /** Called with the new state on every toggle. */
  onChange?: (checked: boolean) => void;
  /** With `name`, a hidden input sends `value` (default "on") when on. */
  name?: string;
  /** What a native form submit sends for a switch with `name` that is on. */
  value?: string;
  /** The id of the form the hidden input belongs to when the switch sits outside it. */
  form?: string;
  /**
   * Greys the switch out and ignores clicks.
   * @default false
   */
  disabled?: boolean;
  /** The switch's id, for an outside label or a test; generated when absent. */
  id?: string;
  /** Classes for the wrapper. */
  className?: string;
};

/**
 * An on/off setting that takes effect at once (notifications, privacy). For a choice saved with a form's
 * button, use Checkbox.
 */
export function Switch({
  label,
  hideLabel,
  description,
  labelPosition = "start",
  checked,
  defaultChecked,
  onChange,
  name,
  value,
  form,
  disabled = false,
  id,
  size,
  className,
}: SwitchProps) {
  return (
    <Field
      disabled={disabled}
      data-slot="switch"
      className={cn(
        "flex items-center gap-3",
        labelPosition === "end" && "flex-row-reverse justify-end",
        labelPosition === "start" && !hideLabel && "justify-between",
        className,
      )}
    >
      <div className={cn("flex min-w-0 flex-col gap-0.5", hideLabel && "sr-only")}>
        <Label className={labelVariants({ size })}>{label}</Label>
        {description && <Description className="text-sm text-ink-500">{description}</Description>}
      </div>
      <HeadlessSwitch
        id={id}
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onChange}
        name={name}
        value={value}
        form={form}
        disabled={disabled}
        className={trackVariants({ size })}
      >
        <span aria-hidden="true" className={thumbVariants({ size })} />
      </HeadlessSwitch>
    </Field>
  );
}
