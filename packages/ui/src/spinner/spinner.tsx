import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const spinnerVariants = cva(
  "inline-block animate-spin rounded-full border-current border-r-transparent text-brand-500",
  {
    // Each size names its own border width: no class of the list overrides another, so cn
    // answers without tailwind-merge (a spinner is on the first frame of every screen).
    variants: { size: { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-[3px]" } },
    defaultVariants: { size: "md" },
  },
);

export type SpinnerProps = ComponentProps<"span"> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced to screen readers; omit when a surrounding element already says what loads. */
    label?: string;
  };

/**
 * A small turning circle for a short wait inside a control or a line (a button, "Loading more"). For a page
 * or a list that loads, use a skeleton.
 */
export function Spinner({ className, size, label, ...props }: SpinnerProps) {
  const classes = cn(spinnerVariants({ size }), className);
  if (label)
    return <span data-slot="spinner" role="status" aria-label={label} className={classes} {...props} />;
  return <span data-slot="spinner" aria-hidden className={classes} {...props} />;
}
