/**
 * A popup whose machinery loads when a member shows intent, not with the page: until then the
 * trigger is a plain button that looks and reads the same (the first screen's budget, ARCHITECTURE).
 * Pointing at it or focusing it starts the load; clicking it or pressing Enter, Space or an arrow
 * opens the popup as soon as it has arrived, and focus stays where the member left it.
 */
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useState,
} from "react";

/** What the member did to the placeholder before the real trigger replaced it. */
export type Intent = "none" | "focus" | "pointer" | "keyboard";

const RANK: Record<Intent, number> = { none: 0, focus: 1, pointer: 2, keyboard: 2 };
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * One loader per popup kind: the module is fetched once and shared by every instance.
 * `useIntent()` answers the loaded module (undefined until intent), the intent to replay, and the
 * handlers for the placeholder button.
 */
export function onIntent<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const fetch = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a failed fetch (offline) is tried again at the next intent
        throw error;
      },
    );
    return pending;
  };

  return function useIntent() {
    const [module, setModule] = useState(loaded);
    const [intent, setIntent] = useState<Intent>("none");
    const want = (next: Intent) => {
      fetch().then(
        (m) => {
          setIntent((now) => (RANK[next] > RANK[now] ? next : now));
          setModule(() => m);
        },
        () => undefined,
      );
    };
    const handlers = {
      onPointerEnter: () => want("none"),
      onFocus: (event: FocusEvent<HTMLButtonElement>) => {
        if (event.currentTarget.matches(":focus-visible")) want("focus");
        else want("none");
      },
      // The press, not the click: when the popup arrives between the button going down and coming
      // up, the placeholder under the pointer is gone and the browser fires no click at all.
      onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
        if (event.button === 0) want("pointer");
      },
      onClick: () => want("pointer"),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        want("keyboard");
      },
    };
    return { module, intent, handlers };
  };
}

/**
 * In the loaded popup: once mounted, give the real trigger what the placeholder received (focus,
 * or the click or key that opens it). The trigger is the first button in `root`.
 */
export function useReplayIntent(
  root: RefObject<HTMLElement | null>,
  intent: Intent | undefined,
  open: (button: HTMLButtonElement, via: "pointer" | "keyboard") => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the intent is history
  useEffect(() => {
    const button = root.current?.querySelector("button");
    if (!button || !intent || intent === "none") return;
    if (intent === "focus") {
      // Only if the focus went with the placeholder: a member who has tabbed on keeps their place.
      if (document.activeElement === null || document.activeElement === document.body) button.focus();
      return;
    }
    button.focus({ preventScroll: true });
    open(button, intent);
  }, []);
}
