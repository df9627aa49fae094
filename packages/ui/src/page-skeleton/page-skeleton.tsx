/**
 * What a screen shows while its code loads on a slow network (issue 50): the shape of the page to
 * come, grey blocks where its header and content will be, instead of a blank page with a spinner.
 * It pulses only for members who have not asked for reduced motion. Plain class strings, no cva
 * or cn: it is on the first frame of every screen, inside the first-screen budgets.
 */
import type { ComponentProps } from "react";

export type PageSkeletonProps = Omit<ComponentProps<"div">, "children"> & {
  /** "phone": a bar and a column of rows; "desktop": a top nav, then a side column and a main one. */
  layout: "phone" | "desktop";
  /**
   * Draw the shell's bar too: the shell itself is not on screen yet (the first load).
   * @default false
   */
  frame?: boolean;
  /** Announced to screen readers ("Loading…"). */
  label: string;
};

/**
 * A page's grey outline while its code or data loads (route changes, the first load), announced once by
 * `label`. For a list within a page, use the list's own loading state.
 */
export function PageSkeleton({ layout, frame = false, label, className, ...props }: PageSkeletonProps) {
  const phone = layout === "phone";
  return (
    <div
      data-slot="page-skeleton"
      data-layout={layout}
      role="status"
      aria-label={label}
      aria-busy
      className={`min-h-[60vh] motion-safe:animate-pulse ${className ?? ""}`}
      {...props}
    >
      {frame && (
        <div
          data-slot="page-skeleton-bar"
          className={`border-ink-100 border-b bg-surface ${phone ? "h-12" : "h-16"}`}
        />
      )}
      <div className={phone ? "grid gap-3 p-3" : "mx-auto grid max-w-6xl grid-cols-3 gap-4 p-6"}>
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <div key={row} className={`rounded-2xl bg-ink-100 ${phone ? "h-18" : "h-44"}`} />
        ))}
      </div>
    </div>
  );
}
