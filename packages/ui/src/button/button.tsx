import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const buttonVariants = cva(
  "inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-[1.15em]",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white shadow-raised hover:bg-brand-700 active:bg-brand-800",
        secondary: "bg-brand-50 text-brand-700 hover:bg-brand-100 active:bg-brand-200",
        outline:
          "border border-ink-200 bg-surface text-ink-800 hover:border-ink-300 hover:bg-ink-50 active:bg-ink-100",
        ghost: "text-ink-700 hover:bg-ink-100 active:bg-ink-200",
        /** A ghost quieter still: a small action beside content (delete, report). */
        quiet: "text-ink-600 hover:bg-ink-100 active:bg-ink-200",
        danger: "bg-danger-600 text-white hover:bg-danger-700 active:bg-danger-700 active:brightness-90",
        gold: "bg-gradient-to-r from-gold-light to-gold text-ink-900 shadow-raised hover:brightness-105 active:brightness-95",
      },
      size: {
        xs: "h-7 text-xs",
        sm: "h-8 text-sm",
        md: "h-10 text-sm",
        lg: "h-12 text-base",
      },
      /** Less padding at the sides, for a button that shares a narrow row. */
      dense: { true: "", false: "" },
      block: { true: "w-full" },
      /** Takes the free room of its row, and gives it up to its neighbours (its label truncates). */
      fill: { true: "min-w-0 flex-1", false: "shrink-0" },
    },
    // Each size's side padding, named once, so that no class of the list overrides another.
    compoundVariants: [
      { size: "xs", className: "px-2" },
      { size: "sm", dense: false, className: "px-3" },
      { size: "sm", dense: true, className: "px-2" },
      { size: "md", dense: false, className: "px-5" },
      { size: "md", dense: true, className: "px-3" },
      { size: "lg", dense: false, className: "px-7" },
      { size: "lg", dense: true, className: "px-4" },
    ],
    defaultVariants: { variant: "primary", size: "md", dense: false, fill: false },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Shows a spinner, keeps the label for screen readers, and blocks clicks.
     * @default false
     */
    loading?: boolean;
  };

/**
 * The site's button for an action (send, save, pay), in seven looks and four sizes. Use a link for
 * navigation, and IconButton when there is room for an icon only.
 */
export function Button({
  className,
  variant,
  size,
  dense,
  block,
  fill,
  loading = false,
  disabled,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-state={loading ? "loading" : undefined}
      type={type}
      className={cn(buttonVariants({ variant, size, dense, block, fill }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" className="text-current" />}
      {children}
    </button>
  );
}
