import { type RefObject, useEffect, useRef } from "react";

/**
 * Calls `onDismiss` when the pointer goes down outside every element of `inside` (spec §2: a
 * click anywhere closes the emoticon and translate panels). Menus and listboxes that Headless UI
 * portals out of the panel (the language select) count as inside.
 */
export function useDismiss(
  open: boolean,
  inside: RefObject<HTMLElement | null>[],
  onDismiss: () => void,
): void {
  const latest = useRef({ inside, onDismiss });
  useEffect(() => {
    latest.current = { inside, onDismiss };
  });
  useEffect(() => {
    if (!open) return;
    const handle = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (target instanceof Element && target.closest("[data-headlessui-portal]")) return;
      if (latest.current.inside.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss();
    };
    document.addEventListener("pointerdown", handle, true);
    return () => document.removeEventListener("pointerdown", handle, true);
  }, [open]);
}
