import type { ReactNode } from "react";
import { useId } from "react";
import { cn } from "../utils/cn.ts";

export type StatCardProps = {
  /** What the figure counts ("New members today"). */
  label: string;
  /** The figure, already formatted for the reader's language. */
  value: ReactNode;
  /** A line under the figure (a comparison, what it counts). */
  hint?: ReactNode;
  /**
   * Draws the eye: something needs doing (reports overdue).
   * @default "neutral"
   */
  tone?: "neutral" | "attention" | "good";
  /** A small chart under the figure. */
  children?: ReactNode;
  /** Extra classes for the card. */
  className?: string;
};

/** One figure of the console's dashboard (issue 14): a label, the figure, a hint, maybe a chart. */
export function StatCard({ label, value, hint, tone = "neutral", children, className }: StatCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "flex flex-col gap-1 rounded-2xl bg-surface p-5 shadow-card ring-1 ring-ink-900/5",
        tone === "attention" && "ring-2 ring-danger-500/60",
        className,
      )}
    >
      <h2 id={id} className="font-medium text-ink-600 text-sm">
        {label}
      </h2>
      <p
        className={cn(
          "font-display font-semibold text-3xl tabular-nums",
          tone === "attention" ? "text-danger-700" : tone === "good" ? "text-success-700" : "text-ink-900",
        )}
      >
        {value}
      </p>
      {hint && <p className="text-ink-600 text-sm">{hint}</p>}
      {children && <div className="mt-3">{children}</div>}
    </section>
  );
}
