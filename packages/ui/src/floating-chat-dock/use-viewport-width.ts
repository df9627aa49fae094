import { Timing } from "@site/contracts";
import { useEffect, useState } from "react";

/** window.innerWidth, followed on resize once it settles (Timing.resizeDebounce, spec §9). */
export function useViewportWidth(given: number | undefined): number {
  const [width, setWidth] = useState(() => given ?? (typeof window === "undefined" ? 0 : window.innerWidth));
  useEffect(() => {
    if (given !== undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), Timing.resizeDebounce);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [given]);
  return given ?? width;
}
