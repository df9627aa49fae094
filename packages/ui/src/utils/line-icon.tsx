import type { ComponentProps } from "react";

export type LineIconProps = ComponentProps<"svg"> & {
  /**
   * Filled with the text colour instead of stroked.
   * @default false
   */
  filled?: boolean;
};

/**
 * The 24 px frame of the package's line icons: stroked in the text colour, round caps and joins,
 * decorative (the button or label around it carries the name). Props override the defaults.
 */
export function LineIcon({ filled = false, children, ...props }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      {children}
    </svg>
  );
}
