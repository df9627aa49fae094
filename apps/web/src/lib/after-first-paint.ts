/**
 * Work a first screen does not show (the chat socket, the mail and notice polls) waits until the
 * page has loaded and the main thread is idle: on a slow phone it otherwise competes with the first
 * render and the first cards' images for the CPU and the six connections (issue 11, Lighthouse).
 * At most IDLE_TIMEOUT_MS after the load event it runs anyway.
 */
import { useEffect, useState } from "react";

const IDLE_TIMEOUT_MS = 1500;

let settled = false;
const waiting = new Set<() => void>();

function settle() {
  settled = true;
  for (const run of waiting) run();
  waiting.clear();
}

function whenIdle() {
  if (typeof requestIdleCallback === "function") requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(settle, 1);
}

if (typeof window !== "undefined") {
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** Calls `run` once the first screen has settled (at once if it has); returns a cancel function. */
export function afterFirstPaint(run: () => void): () => void {
  if (settled) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/** False during the first screen's load, then true for good. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => (ready ? undefined : afterFirstPaint(() => setReady(true))), [ready]);
  return ready;
}
