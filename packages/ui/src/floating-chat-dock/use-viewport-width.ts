import { Timing } from "@site/contracts";
import { useSyncExternalStore } from "react";

/**
 * The width the resizes last settled on, while a dock follows them (one listener for all); with
 * none following, the window's own width.
 */
let settled: number | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function onResize() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    settled = window.innerWidth;
    for (const listener of listeners) listener();
  }, Timing.resizeDebounce);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    settled = window.innerWidth;
    window.addEventListener("resize", onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    window.removeEventListener("resize", onResize);
    settled = undefined;
  };
}

const noSubscription = () => () => {};
const browserWidth = () => settled ?? window.innerWidth;
// A server knows no viewport: it renders as for the narrowest, and hydration then takes the browser's.
const serverWidth = () => 0;

/** window.innerWidth, followed on resize once it settles (Timing.resizeDebounce, spec §9). */
export function useViewportWidth(given: number | undefined): number {
  const width = useSyncExternalStore(
    given === undefined ? subscribe : noSubscription,
    given === undefined ? browserWidth : serverWidth,
    serverWidth,
  );
  return given ?? width;
}
