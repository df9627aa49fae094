import type { VariantProps } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  controlAria,
  type FieldError,
  FieldFooter,
  FieldLabel,
  inputVariants,
  useFieldIds,
} from "../text-field/field-parts.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

const toggleVariants = cva(
  "absolute inset-y-0 end-0 my-auto me-1 inline-flex items-center justify-center rounded-md text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-800 focus-visible:outline-3 focus-visible:outline-brand-300 disabled:pointer-events-none disabled:opacity-50 aria-pressed:text-brand-700 [&_svg]:size-5",
  {
    variants: { size: { sm: "size-7", md: "size-9", lg: "size-10" } },
    defaultVariants: { size: "md" },
  },
);

export type PasswordFieldProps = Omit<ComponentProps<"input">, "size" | "type"> &
  Pick<VariantProps<typeof inputVariants>, "size"> & {
    /** The visible label, tied to the input by id. */
    label: ReactNode;
    /** Help text under the input (the password rules), read as its description. */
    hint?: ReactNode;
    /** Shown below in the danger colour; marks the input aria-invalid. Falsy means no error. */
    error?: FieldError;
    /**
     * Start with the password readable.
     * @default false
     */
    defaultVisible?: boolean;
    /** Classes for the input itself; `className` goes to the wrapper. */
    inputClassName?: string;
  };

/** A password input with a show/hide button, its hint and its error. */
export function PasswordField({
  id,
  label,
  hint,
  error,
  size,
  className,
  inputClassName,
  required,
  disabled,
  defaultVisible = false,
  autoComplete = "current-password",
  "aria-describedby": describedBy,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation("ui");
  const ids = useFieldIds(id);
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <div
      data-slot="password-field"
      data-state={visible ? "visible" : "hidden"}
      className={cn("flex flex-col gap-1.5", className)}
    >
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          data-slot="input"
          id={ids.controlId}
          type={visible ? "text" : "password"}
          className={cn(inputVariants({ size, trailing: true }), inputClassName)}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          // Readable passwords should not be corrected or capitalised by phone keyboards.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...controlAria(ids, { error, hint, describedBy })}
          {...props}
        />
        {/* A toggle keeps one name and reports its state with aria-pressed (WAI-ARIA APG): a name
            that flipped to "Hide password" while pressed would read as the opposite state. */}
        <button
          type="button"
          data-slot="password-toggle"
          className={toggleVariants({ size })}
          aria-label={t("password.show")}
          aria-pressed={visible}
          aria-controls={ids.controlId}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <FieldFooter {...ids} hint={hint} error={error} />
    </div>
  );
}

function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z"
      />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M10.6 5.1A9.7 9.7 0 0 1 12 5c6 0 9.5 7 9.5 7a17 17 0 0 1-2.6 3.5M6.6 6.6C3.9 8.4 2.5 12 2.5 12s3.5 7 9.5 7c1.9 0 3.6-.7 5-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18"
      />
    </svg>
  );
}
