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
  /** Draw the shell's bar too: the shell itself is not on screen yet (the first load). */
  frame?: boolean;
  /** Announced to screen readers ("Loading…"). */
  label: string;
};

const block = "rounded-xl bg-ink-100";

export function PageSkeleton({ layout, frame = false, label, className, ...props }: PageSkeletonProps) {
  const rows = [0, 1, 2, 3, 4];
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
          className={`flex items-center gap-3 border-ink-100 border-b bg-surface px-4 ${layout === "phone" ? "h-12" : "h-16"}`}
        >
          <div className={`${block} h-6 w-20`} />
          <div className={`${block} ms-auto h-6 ${layout === "phone" ? "w-10" : "w-64"}`} />
        </div>
      )}
      {layout === "phone" ? (
        <div className="flex flex-col gap-3 p-3">
          <div className={`${block} h-9 w-2/3`} />
          {rows.map((row) => (
            <div key={row} className="flex items-center gap-3 rounded-2xl bg-surface p-3">
              <div className="size-12 shrink-0 rounded-full bg-ink-100" />
              <div className="flex flex-1 flex-col gap-2">
                <div className={`${block} h-3.5 w-1/2`} />
                <div className={`${block} h-3 w-3/4`} />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <div className="mx-auto flex max-w-6xl gap-6 p-6">
          <div className={`${block} hidden h-80 w-64 shrink-0 md:block`} />
          <div className="grid flex-1 grid-cols-2 gap-4 lg:grid-cols-3">
            {rows.concat(5).map((row) => (
              <div key={row} className={`${block} h-44`} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
