import { useEffect, useState } from "react";

/**
 * True a while after the page has loaded: for what a first screen offers but does not need to
 * paint (home's profile nudge), so its code is fetched after the first screen, never with it.
 */
export function useAfterLoad(delayMs = 2500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer = 0;
    const later = () => {
      timer = window.setTimeout(() => setReady(true), delayMs);
    };
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", later);
    };
  }, [delayMs]);
  return ready;
}
