import {
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import type { MemberSummary } from "../member-card/member-facts.tsx";
import { cn } from "../utils/cn.ts";

type Panel = typeof import("./profile-card-panel.tsx").ProfileCardPanel;
/**
 * The card's panel loads when a member first points at or focuses a trigger, not with the page:
 * the 500 ms delay hides the fetch (the web home's first screen, ARCHITECTURE's budget).
 */
let LoadedPanel: Panel | undefined;
let loadingPanel: Promise<Panel> | undefined;
function loadPanel(): Promise<Panel> {
  loadingPanel ??= import("./profile-card-panel.tsx").then(
    (module) => (LoadedPanel = module.ProfileCardPanel),
    (error: unknown) => {
      loadingPanel = undefined; // offline: tried again at the next hover
      throw error;
    },
  );
  return loadingPanel;
}

/** spec §9: the card shows after a 500 ms hover. */
export const HOVER_CARD_DELAY_MS = 500;
/** Crossing from the trigger to the card, or a slip of the mouse, does not close it at once. */
const HIDE_GRACE_MS = 150;
/** Kept between the card and the window's edges. */
const EDGE_PX = 8;

type Timers = { show?: ReturnType<typeof setTimeout>; hide?: ReturnType<typeof setTimeout> };

function clearTimers(timers: Timers) {
  clearTimeout(timers.show);
  clearTimeout(timers.hide);
  timers.show = undefined;
  timers.hide = undefined;
}

export type HoverProfileCardProps = {
  /** What the member hovers or focuses: usually a link or button around an avatar or a name. */
  trigger: ReactElement;
  /** The member previewed: picture, name, tier, facts and presence. */
  member: MemberSummary;
  /** Buttons under the card (chat, follow, gift), from the app. */
  actions?: ReactNode;
  /**
   * How long the pointer or focus must rest on the trigger before the card opens, in milliseconds.
   * @default HOVER_CARD_DELAY_MS (500)
   */
  delayMs?: number;
  /** Classes for the wrapper around the trigger. */
  className?: string;
};

/**
 * A profile preview anchored to its trigger. It opens after `delayMs` of hover or keyboard focus
 * (never on touch, where a tap means "open"), closes on leave, blur and Escape, and sits right
 * after the trigger in the DOM, so Tab moves from the trigger into the card's actions.
 */
export function HoverProfileCard({
  trigger,
  member,
  actions,
  delayMs = HOVER_CARD_DELAY_MS,
  className,
}: HoverProfileCardProps) {
  const { t } = useTranslation("ui");
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<CSSProperties>({ top: "100%", left: 0 });
  const root = useRef<HTMLSpanElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const timers = useRef<Timers>({});
  /** Escape closed it: it stays closed until the pointer or the focus leaves and comes back. */
  const dismissed = useRef(false);

  const show = () => {
    // Focus moving into the open card's actions keeps it open; the timer only runs while closed.
    clearTimeout(timers.current.hide);
    if (open || dismissed.current) return;
    clearTimeout(timers.current.show);
    const panel = loadPanel();
    panel.catch(() => undefined);
    // Opens when both the delay and the panel's module are over; a hide in between clears the timer.
    timers.current.show = setTimeout(() => {
      panel.then(
        () => {
          if (timers.current.show === pending) setOpen(true);
        },
        () => undefined,
      );
    }, delayMs);
    const pending = timers.current.show;
  };
  const hide = (after = HIDE_GRACE_MS) => {
    clearTimers(timers.current);
    if (after === 0) setOpen(false);
    else timers.current.hide = setTimeout(() => setOpen(false), after);
  };

  useEffect(() => {
    const current = timers.current;
    return () => clearTimers(current);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dismissed.current = true;
      clearTimers(timers.current);
      setOpen(false);
      // Focus inside the card would fall to the page when it goes; hand it back to the trigger.
      if (card.current?.contains(document.activeElement)) {
        const first = root.current?.firstElementChild;
        if (first instanceof HTMLElement) first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // Below the trigger, lined up with its start; moved in to stay inside the window, and above the
  // trigger when there is no room below. Measured from the trigger itself, not the wrapper, which
  // a flex or grid parent may stretch.
  useLayoutEffect(() => {
    if (!open || !root.current || !card.current) return;
    const base = root.current.getBoundingClientRect();
    const anchor = (root.current.firstElementChild ?? root.current).getBoundingClientRect();
    const { width, height } = card.current.getBoundingClientRect();
    const left = Math.max(EDGE_PX, Math.min(anchor.left, window.innerWidth - EDGE_PX - width));
    const fitsBelow = anchor.bottom + height <= window.innerHeight - EDGE_PX;
    const fitsAbove = anchor.top - height >= EDGE_PX;
    const top = !fitsBelow && fitsAbove ? anchor.top - height : anchor.bottom;
    setPosition({ top: top - base.top, left: left - base.left });
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "touch") show();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "touch") return;
    dismissed.current = false;
    hide();
  };
  const onBlur = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    dismissed.current = false;
    hide(0);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only time the preview; the trigger is the control.
    <span
      ref={root}
      data-slot="hover-profile-card"
      data-state={open ? "open" : "closed"}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={() => {
        clearTimeout(timers.current.show);
        timers.current.show = undefined;
      }}
      onFocus={show}
      onBlur={onBlur}
      className={cn("relative inline-flex max-w-full items-start", className)}
    >
      {trigger}
      {open && LoadedPanel && (
        // The padding is a bridge: the pointer crossing the gap never leaves the wrapper.
        <div
          ref={card}
          style={position}
          className="absolute z-40 py-2 transition duration-150 ease-out starting:translate-y-1 starting:opacity-0 motion-reduce:transition-none"
        >
          <LoadedPanel
            role="group"
            aria-label={t("member.profileOf", { username: member.username })}
            member={member}
            actions={actions}
          />
        </div>
      )}
    </span>
  );
}
