/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move the focus and
 * the selection, disabled tabs are skipped, the selected panel follows in the tab order. Written
 * out rather than taken from Headless UI: the tabs sit on the first screens, and Headless UI's
 * tab machinery was a tenth of the signed-in first screen's JavaScript.
 */
import type { VariantProps } from "class-variance-authority";
import {
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Badge } from "../badge/badge.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export const tabListVariants = cva("flex", {
  variants: {
    variant: {
      underline: "gap-6 border-ink-100 border-b",
      pill: "w-fit gap-1 rounded-full bg-ink-100 p-1",
    },
    fill: { true: "w-full gap-0" },
    /** More tabs than the width holds: the list scrolls sideways by itself, never the page. */
    // Ends holding hidden tabs fade out (useHiddenEdges); the fade runs the way the text does.
    scroll: {
      true: "max-w-full snap-x overflow-x-auto overscroll-x-contain [scrollbar-width:none] rtl:[--tabs-end:left]",
    },
  },
  compoundVariants: [
    { variant: "pill", fill: true, className: "gap-1" },
    // Tabs snap to the list's edge inside its padding: at rest the first one keeps its inset.
    { variant: "pill", scroll: true, className: "scroll-px-1" },
  ],
  defaultVariants: { variant: "underline" },
});

const tabVariants = cva(
  "inline-flex select-none items-center justify-center gap-1.5 whitespace-nowrap font-medium text-sm transition-colors focus:outline-none data-disabled:opacity-50 data-focus:outline-3 data-focus:outline-brand-300",
  {
    variants: {
      variant: {
        underline:
          "-mb-px border-transparent border-b-2 px-1 pt-2 pb-2.5 text-ink-600 data-focus:outline-offset-0 data-hover:text-ink-900 data-selected:border-brand-600 data-selected:font-semibold data-selected:text-brand-700",
        pill: "h-9 rounded-full px-4 text-ink-600 data-focus:outline-offset-1 data-hover:text-ink-900 data-selected:bg-surface data-selected:text-ink-900 data-selected:shadow-card",
      },
      fill: { true: "flex-1" },
      scroll: { true: "shrink-0 snap-start" },
    },
    defaultVariants: { variant: "underline" },
  },
);

export interface TabItem {
  key: string;
  label: ReactNode;
  /** Unread count beside the label (capped like every badge). */
  badge?: number;
  /** The panel; omit on every item to use the tabs as a filter over content rendered elsewhere. */
  content?: ReactNode;
  disabled?: boolean;
}

export type TabsProps = Omit<ComponentProps<"div">, "onChange" | "children"> &
  VariantProps<typeof tabListVariants> & {
    /** The tabs, each with its key, label, optional count and panel, in the order shown. */
    items: TabItem[];
    /** Controlled selection; omit for uncontrolled with `defaultSelectedKey`. */
    selectedKey?: string;
    /**
     * The tab selected first when the tabs are uncontrolled; the first enabled tab when absent or unknown.
     */
    defaultSelectedKey?: string;
    /** Called with the key of the tab the member selects. */
    onChange?: (key: string) => void;
    /** Names the tab list for assistive technology ("Mailbox folders"). */
    label?: string;
    /** Classes for the panel under the tabs (when the items carry `content`). */
    panelClassName?: string;
  };

/**
 * Switches between views of one page (mailbox folders, profile sections) with a row of tabs; the arrow keys
 * move between them. For navigation between pages use LinkBar.
 */
export function Tabs({
  items,
  selectedKey,
  defaultSelectedKey,
  onChange,
  variant,
  fill,
  scroll,
  label,
  className,
  panelClassName,
  ...props
}: TabsProps) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultSelectedKey);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [hovered, setHovered] = useState<string>();
  const [focusVisible, setFocusVisible] = useState<string>();
  const wanted = selectedKey ?? uncontrolled;
  const found = items.findIndex((item) => item.key === wanted);
  const selected =
    found >= 0
      ? found
      : Math.max(
          0,
          items.findIndex((item) => !item.disabled),
        );
  const hasPanels = items.some((item) => item.content !== undefined);
  const list = useRef<HTMLDivElement>(null);
  const hidden = useHiddenEdges(list, Boolean(scroll));

  const select = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    if (selectedKey === undefined) setUncontrolled(item.key);
    if (index !== selected) onChange?.(item.key);
    if (scroll) tabs.current[index]?.scrollIntoView({ block: "nearest", inline: "nearest" });
  };
  const move = (from: number, step: 1 | -1) => {
    for (let n = 1; n <= items.length; n++) {
      const index = (from + step * n + items.length * n) % items.length;
      if (!items[index]?.disabled) return index;
    }
    return from;
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === "ArrowRight"
        ? move(index, 1)
        : event.key === "ArrowLeft"
          ? move(index, -1)
          : event.key === "Home"
            ? move(-1, 1)
            : event.key === "End"
              ? move(items.length, -1)
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    select(next);
  };
  const on = (flag: boolean) => (flag ? "" : undefined);

  return (
    <div data-slot="tabs" className={className} {...props}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        data-more-before={on(hidden.before)}
        data-more-after={on(hidden.after)}
        style={fadeHidden(hidden)}
        className={tabListVariants({ variant, fill, scroll })}
      >
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={hasPanels && index === selected ? `${id}-panel-${index}` : undefined}
            tabIndex={index === selected ? 0 : -1}
            disabled={item.disabled}
            data-selected={on(index === selected)}
            data-disabled={on(Boolean(item.disabled))}
            data-hover={on(hovered === item.key && !item.disabled)}
            data-focus={on(focusVisible === item.key)}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerEnter={() => setHovered(item.key)}
            onPointerLeave={() => setHovered(undefined)}
            onFocus={(event) =>
              setFocusVisible(event.currentTarget.matches(":focus-visible") ? item.key : undefined)
            }
            onBlur={() => setFocusVisible(undefined)}
            className={tabVariants({ variant, fill, scroll })}
          >
            {item.label}
            {item.badge ? <Badge count={item.badge} size="sm" /> : null}
          </button>
        ))}
      </div>
      {hasPanels && (
        <div className="mt-4">
          <Panel
            id={`${id}-panel-${selected}`}
            labelledBy={`${id}-tab-${selected}`}
            className={panelClassName}
          >
            {items[selected]?.content}
          </Panel>
        </div>
      )}
    </div>
  );
}

/** How far the fade at a hidden edge reaches in. */
const FADE = "2.5rem";

/**
 * Which ends of a scrolling tab list hold tabs out of sight. Without a scroll bar (hidden: it
 * would cover the underline) a phone showed four of the home's six tabs with nothing to say that
 * two more were there; those ends now fade out. Answered on scrolling and when the list or its
 * tabs change size (a language with longer labels).
 */
function useHiddenEdges(list: RefObject<HTMLDivElement | null>, scroll: boolean) {
  const [hidden, setHidden] = useState({ before: false, after: false });
  useEffect(() => {
    const element = list.current;
    if (!scroll || !element) return;
    const update = () => {
      // In a right-to-left page scrollLeft runs from 0 down to negative values.
      const from = Math.abs(element.scrollLeft);
      const before = from > 1;
      const after = from + element.clientWidth < element.scrollWidth - 1;
      setHidden((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    element.addEventListener("scroll", update, { passive: true });
    // A ResizeObserver reports each element once when observed, after the browser's next layout:
    // reading the sizes there is free, where reading them here forced a layout of the whole page
    // in the middle of its first render (31 ms of the phone home's load, on real CPU).
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    if (!observer) update();
    observer?.observe(element);
    for (const tab of element.children) observer?.observe(tab);
    return () => {
      element.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [list, scroll]);
  return hidden;
}

/** A mask that fades out the ends of the list that hold hidden tabs (start and end, as the text runs). */
function fadeHidden({ before, after }: { before: boolean; after: boolean }): CSSProperties | undefined {
  if (!before && !after) return undefined;
  const start = before ? `transparent, #000 ${FADE}` : "#000";
  const end = after ? `#000 calc(100% - ${FADE}), transparent` : "#000";
  const mask = `linear-gradient(to var(--tabs-end, right), ${start}, ${end})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/** The selected tab's panel: next in the tab order, with a ring when the keyboard lands on it. */
function Panel({
  id,
  labelledBy,
  className,
  children,
}: {
  id: string;
  labelledBy: string;
  className: string | undefined;
  children: ReactNode;
}) {
  const [focusVisible, setFocusVisible] = useState(false);
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern puts the panel in the tab order
      tabIndex={0}
      data-selected=""
      data-focus={focusVisible ? "" : undefined}
      onFocus={(event) => setFocusVisible(event.currentTarget.matches(":focus-visible"))}
      onBlur={() => setFocusVisible(false)}
      className={cn(
        "rounded-lg focus:outline-none data-focus:outline-3 data-focus:outline-brand-300",
        className,
      )}
    >
      {children}
    </div>
  );
}
