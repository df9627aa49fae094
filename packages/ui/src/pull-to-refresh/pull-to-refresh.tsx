import { Timing } from "@site/contracts";
import { type ComponentProps, type PointerEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { PullIndicator, type PullPhase } from "./pull-indicator.tsx";

/** Spec §9: the indicator resets 500 ms after a refresh ends. */
export const PULL_RESET_MS = Timing.pullReset;
/** The finger travels twice as far as the list: a pull feels elastic, not loose. */
const RESISTANCE = 0.5;

export type PullToRefreshProps = Omit<ComponentProps<"div">, "onRefresh"> & {
  /** Reloads the list; the indicator stays until it settles. */
  onRefresh: () => Promise<void>;
  /**
   * How far (px, after resistance) the list must travel before letting go refreshes.
   * @default 64
   */
  threshold?: number;
  /**
   * Turns the pull off (while a page loads, say); the list scrolls as usual.
   * @default false
   */
  disabled?: boolean;
};

/**
 * A scroll container whose top can be pulled down to refresh, with touch or pen (pointer events).
 * Keyboard users get a refresh button that shows when focused.
 */
export function PullToRefresh({
  onRefresh,
  threshold = 64,
  disabled = false,
  className,
  children,
  ...props
}: PullToRefreshProps) {
  const { t } = useTranslation("ui");
  const ref = useRef<HTMLDivElement>(null);
  const start = useRef<{ id: number; y: number } | null>(null);
  const [phase, setPhase] = useState<PullPhase>("idle");
  const [distance, setDistance] = useState(0);
  const busy = phase === "refreshing" || phase === "done";

  // While a pull is under way, stop the browser from scrolling or bouncing the page (iOS ignores
  // touch-action pan-down, so the touchmove must be cancelled; React's listener is passive).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const hold = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (start.current && touch && touch.clientY > start.current.y && event.cancelable)
        event.preventDefault();
    };
    el.addEventListener("touchmove", hold, { passive: false });
    return () => el.removeEventListener("touchmove", hold);
  }, []);

  const atTop = () => (ref.current?.scrollTop ?? 0) <= 0 && window.scrollY <= 0;

  const refresh = async () => {
    setPhase("refreshing");
    setDistance(threshold);
    try {
      await onRefresh();
    } finally {
      setPhase("done");
      setTimeout(() => {
        setPhase("idle");
        setDistance(0);
      }, PULL_RESET_MS);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || busy || event.pointerType === "mouse" || !atTop()) return;
    start.current = { id: event.pointerId, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    const pulled = Math.max(0, event.clientY - start.current.y) * RESISTANCE;
    const next = Math.min(pulled, threshold * 2);
    setDistance(next);
    setPhase(next === 0 ? "idle" : next >= threshold ? "release" : "pull");
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    start.current = null;
    if (event.type === "pointerup" && phase === "release") void refresh();
    else {
      setPhase("idle");
      setDistance(0);
    }
  };

  const dragging = phase === "pull" || phase === "release";

  return (
    <div
      ref={ref}
      data-slot="pull-to-refresh"
      data-state={phase}
      aria-busy={phase === "refreshing" || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      className={cn("relative overflow-y-auto overscroll-y-contain", className)}
      {...props}
    >
      <button
        type="button"
        // aria-disabled, not disabled: the focused button must keep focus while the list reloads.
        aria-disabled={disabled || busy || undefined}
        onClick={() => {
          if (!disabled && !busy) void refresh();
        }}
        className="absolute top-2 left-1/2 z-10 -translate-x-1/2 rounded-full bg-surface px-4 py-2 font-semibold text-brand-700 text-sm shadow-card outline-3 outline-brand-300 not-focus:sr-only"
      >
        {t("pull.refresh")}
      </button>
      <span role="status" className="sr-only">
        {phase === "refreshing" ? t("pull.refreshing") : phase === "done" ? t("pull.done") : ""}
      </span>
      <PullIndicator phase={phase} height={distance} />
      <div
        className={cn(
          !dragging && "transition-transform duration-300 ease-out motion-reduce:transition-none",
        )}
        style={{ transform: distance ? `translateY(${distance}px)` : undefined }}
      >
        {children}
      </div>
    </div>
  );
}
