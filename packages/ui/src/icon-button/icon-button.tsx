import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const iconButtonVariants = cva(
  "inline-flex shrink-0 select-none items-center justify-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:pointer-events-none disabled:opacity-50",
  {
    variants: {
      variant: {
        ghost: "text-ink-600 hover:bg-ink-100 hover:text-ink-800 active:bg-ink-200",
        /** A ghost in the brand's colour: an action a card offers beside its main one. */
        accent: "text-brand-700 hover:bg-brand-100 hover:text-brand-800 active:bg-brand-200",
        primary: "bg-brand-600 text-white shadow-raised hover:bg-brand-700 active:bg-brand-800",
        outline:
          "border border-ink-200 bg-surface text-ink-700 hover:border-ink-300 hover:bg-ink-50 active:bg-ink-100",
      },
      size: {
        sm: "size-8 [&_svg]:size-4",
        md: "size-10 [&_svg]:size-5",
        lg: "size-12 [&_svg]:size-6",
      },
    },
    defaultVariants: { variant: "ghost", size: "md" },
  },
);

export type IconButtonProps = Omit<ComponentProps<"button">, "aria-label"> &
  VariantProps<typeof iconButtonVariants> & {
    /** Required: an icon alone says nothing to a screen reader. Also shown as the hover tooltip. */
    label: string;
  };

/**
 * A button that shows only an icon, with its name for screen readers and as a tooltip. Use Button when there
 * is room for a word.
 */
export function IconButton({
  className,
  variant,
  size,
  label,
  title,
  type = "button",
  children,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
    </button>
  );
}
