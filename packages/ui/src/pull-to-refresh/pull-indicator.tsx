import { useTranslation } from "react-i18next";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";

export type PullPhase = "idle" | "pull" | "release" | "refreshing" | "done";

export interface PullIndicatorProps {
  phase: PullPhase;
  /** The space the pulled list has opened above itself, in px. */
  height: number;
  className?: string;
}

/** What a pull shows above the list: an arrow that turns at the threshold, then a spinner. */
export function PullIndicator({ phase, height, className }: PullIndicatorProps) {
  const { t } = useTranslation("ui");
  const label = {
    idle: "",
    pull: t("pull.pull"),
    release: t("pull.release"),
    refreshing: t("pull.refreshing"),
    done: t("pull.done"),
  }[phase];
  return (
    <div
      aria-hidden
      data-slot="pull-indicator"
      className={cn(
        "pointer-events-none absolute inset-x-0 top-0 flex items-end justify-center overflow-hidden",
        className,
      )}
      style={{ height }}
    >
      <div className="flex items-center gap-2 pb-3 font-medium text-ink-600 text-sm">
        {phase === "refreshing" ? (
          <Spinner size="sm" />
        ) : phase === "done" ? (
          <CheckIcon />
        ) : (
          <ArrowIcon up={phase === "release"} />
        )}
        <span>{label}</span>
      </div>
    </div>
  );
}

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={cn("size-4 text-brand-500 transition-transform duration-200", up && "rotate-180")}
    >
      <path d="M12 5v14M6 13l6 6 6-6" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className="size-4 text-success-700"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
