import type { ComponentProps } from "react";
import { cn } from "../utils/cn.ts";

export type UploadProgressProps = Omit<ComponentProps<"div">, "children"> & {
  /** What is being sent, as a screen reader announces the bar ("Uploading the photo"). */
  label: string;
  /** 0 to 1; `null` while the size is not known yet (an indeterminate bar). */
  value: number | null;
  /**
   * `failed` turns the bar red; `done` full and green.
   * @default "uploading"
   */
  state?: "uploading" | "done" | "failed";
  /**
   * Shows the label above the bar, not only to screen readers.
   * @default false
   */
  showLabel?: boolean;
};

/** The progress of one upload: a bar with its percentage, announced as a progressbar. */
export function UploadProgress({
  label,
  value,
  state = "uploading",
  showLabel = false,
  className,
  ...props
}: UploadProgressProps) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  const shown = state === "done" ? 100 : percent;
  return (
    <div
      data-slot="upload-progress"
      data-state={state}
      className={cn("flex flex-col gap-1", className)}
      {...props}
    >
      {showLabel && <span className="text-ink-700 text-xs">{label}</span>}
      <div className="flex items-center gap-2 text-ink-600 text-xs">
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={shown ?? undefined}
          className="relative h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-ink-200"
        >
          <div
            className={cn(
              "h-full rounded-full transition-[width] duration-200 motion-reduce:transition-none",
              state === "failed" ? "bg-danger-500" : state === "done" ? "bg-success-500" : "bg-brand-500",
              shown === null && "w-1/3 animate-pulse",
            )}
            style={shown === null ? undefined : { width: `${shown}%` }}
          />
        </div>
        {shown !== null && <span className="w-9 text-right tabular-nums">{shown}%</span>}
      </div>
    </div>
  );
}
