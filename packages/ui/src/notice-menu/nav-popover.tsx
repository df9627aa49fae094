/**
 * The frame both top-nav menus share (notices, messages): an icon button with an unread badge,
 * and a panel of previews with a heading, an optional header action and a footer. A popover
 * rather than a menu: the panel holds a heading, rich rows and an empty state, which a menu
 * (items only) cannot. Tab moves through it; Escape closes it and focus returns to the button.
 */
import { type ReactNode, useId } from "react";
import { Badge } from "../badge/badge.tsx";
import { iconButtonVariants } from "../icon-button/icon-button.tsx";
import { cn } from "../utils/cn.ts";
import { onIntent } from "../utils/on-intent.tsx";

/** The panel's box, shared by the popover and the in-place previews of catalogs. */
export const navPanelClass =
  "flex w-[22rem] max-w-[calc(100vw-1rem)] flex-col rounded-xl bg-surface shadow-overlay ring-1 ring-ink-900/5";

/** The button and its popover, as the popover's machinery renders them once loaded. */
export type NavPopoverFrameProps = {
  /** Names the button, unread count included ("Notices, 3 unread"); the badge only shows it. */
  label: string;
  /** The short name shown as the hover tooltip ("Notices"). */
  title: string;
  /** The trigger's icon (a bell, an envelope); decorative, since `label` names the button. */
  icon: ReactNode;
  /** The unread count on the trigger's badge (capped at 99); 0 shows no badge. */
  unread: number;
  /** The panel; call `close` before an action that leaves it. */
  children: (close: () => void) => ReactNode;
  /** Extra classes for the trigger's wrapper. */
  className?: string;
};

/**
 * A kind of top-nav popover (notices, messages): the popover's machinery and the kind's panel
 * module, fetched together when the member first shows intent, once for every instance.
 */
export function navPopoverKind<P>(loadPanel: () => Promise<P>) {
  return onIntent(async () => {
    const [popup, panel] = await Promise.all([import("./nav-popover-popup.tsx"), loadPanel()]);
    return { NavPopoverPopup: popup.NavPopoverPopup, panel };
  });
}

export type NavPopoverKind<P> = ReturnType<typeof navPopoverKind<P>>;

export type NavPopoverProps<P> = Omit<NavPopoverFrameProps, "children"> & {
  /** The kind's loader, from navPopoverKind (made once, at module level). */
  usePopover: NavPopoverKind<P>;
  /** The panel, given the kind's loaded panel module; call `close` before an action that leaves it. */
  children: (close: () => void, panel: P) => ReactNode;
};

/** The button's look, shared by the placeholder and the real button. */
export const navTriggerClass = cn(
  iconButtonVariants(),
  "relative data-open:bg-ink-100 data-open:text-ink-900",
);

/**
 * The button is on the page at once; the popover's machinery (Headless UI) loads when the member
 * points at it or focuses it, and a click or key pressed meanwhile opens it when it arrives.
 */
export function NavPopover<P>({ usePopover, children, ...props }: NavPopoverProps<P>) {
  const { module, intent, handlers } = usePopover();
  if (module)
    return (
      <module.NavPopoverPopup {...props} intent={intent}>
        {(close) => children(close, module.panel)}
      </module.NavPopoverPopup>
    );
  const { title, className } = props;
  return (
    <div data-slot="nav-popover" className={cn("relative inline-flex", className)}>
      <button type="button" aria-expanded={false} title={title} className={navTriggerClass} {...handlers}>
        <NavTriggerContent {...props} />
      </button>
    </div>
  );
}

/** The icon, the name (text, not aria-label: the badge's "99+" is then no label the name contradicts) and the badge. */
export function NavTriggerContent({
  icon,
  label,
  unread,
}: Pick<NavPopoverFrameProps, "icon" | "label" | "unread">) {
  return (
    <>
      {icon}
      <span className="sr-only">{label}</span>
      <Badge
        count={unread}
        size="sm"
        aria-hidden
        className="absolute -end-0.5 -top-0.5 ring-2 ring-surface"
      />
    </>
  );
}

export type NavPanelProps = {
  /** The panel's heading. */
  title: ReactNode;
  /** A button beside the heading ("New message"). */
  action?: ReactNode;
  /** The previews (scrolling when tall), or an empty state. */
  children: ReactNode;
  /** An action at the foot of the panel ("View all"). */
  footer?: ReactNode;
  /**
   * Nothing in the panel takes focus (an empty state, no actions): its body does instead, so the
   * panel still receives focus on opening and reads out what it says.
   * @default false
   */
  focusBody?: boolean;
};

/** Heading, the previews (scrolling if tall) and a footer action. */
export function NavPanel({ title, action, children, footer, focusBody = false }: NavPanelProps) {
  const headingId = useId();
  return (
    <div data-slot="nav-panel" className="flex min-h-0 flex-col">
      <div className="flex items-center gap-3 border-ink-100 border-b py-2.5 ps-4 pe-2.5">
        <h2 id={headingId} className="min-w-0 flex-1 truncate font-semibold text-base text-ink-900">
          {title}
        </h2>
        {action}
      </div>
      <div
        {...(focusBody && { tabIndex: 0, role: "group", "aria-labelledby": headingId })}
        className="max-h-[26rem] overflow-y-auto rounded-b-xl p-1.5 focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:-outline-offset-3"
      >
        {children}
      </div>
      {footer && <div className="border-ink-100 border-t p-1.5">{footer}</div>}
    </div>
  );
}

/** The "NEW" marker of an unread preview. */
export function NewMark({
  children,
}: {
  /** The marker's word in the reader's language ("New"). */
  children: ReactNode;
}) {
  return (
    <span
      data-slot="new-mark"
      className="shrink-0 rounded-full bg-brand-600 px-1.5 py-0.5 font-bold text-[0.625rem] text-white uppercase leading-none tracking-wide"
    >
      {children}
    </span>
  );
}
