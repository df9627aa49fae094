import { LOAD_MORE_DISTANCE_PX, Timing } from "@site/contracts";
import { Children, type ComponentProps, type ReactNode, useEffect, useEffectEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { ErrorState } from "../error-state/error-state.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";

/** Spec §9: the scroll check is debounced 300 ms (the web home feed passes 800). */
export const SCROLL_DEBOUNCE_MS = Timing.scrollDebounce;

export type InfiniteListProps = Omit<ComponentProps<"div">, "children"> & {
  /** The items, passed directly (an array or fragments): how many there are decides "empty". */
  children?: ReactNode;
  /**
   * More items exist on the server: reaching the end calls `onLoadMore`; false shows "no more" under the
   * items.
   */
  hasMore: boolean;
  /** A page is loading: a spinner and "Loading more" show under the items, and the list is marked busy. */
  loading: boolean;
  /**
   * Called when the member scrolls near the end (or the items do not fill the screen) while `hasMore` and not
   * `loading`.
   */
  onLoadMore: () => void;
  /**
   * Which element scrolls: the page, or this list (then give it a height).
   * @default "window"
   */
  scrollParent?: "window" | "self";
  /**
   * How long scrolling must settle before the end is checked, in milliseconds.
   * @default SCROLL_DEBOUNCE_MS (300)
   */
  debounceMs?: number;
  /** Shown when there are no items and nothing more to load; defaults to an EmptyState. */
  empty?: ReactNode;
  /**
   * Truthy when a page could not load (SWR's `error`): an ErrorState in place of the list, or a
   * compact one under the items already shown; no further page is asked for until a retry.
   */
  error?: unknown;
  /** Loads again (SWR's `mutate`); the ErrorState's Try again button calls it. */
  onRetry?: () => unknown;
  /**
   * The first page's placeholder, shaped like the items (skeleton cards); defaults to three
   * skeleton cards. Later pages are told by the footer's "Loading more…".
   */
  skeleton?: ReactNode;
  /** Class of the element wrapping the items (a grid, a divided list...). */
  itemsClassName?: string;
};

/**
 * A list that loads its next page as the member nears its end, with the loading, end and empty states. Its
 * items are the children; the app fetches the pages.
 */
export function InfiniteList({
  children,
  hasMore,
  loading,
  onLoadMore,
  scrollParent = "window",
  debounceMs = SCROLL_DEBOUNCE_MS,
  empty,
  error,
  onRetry,
  skeleton,
  className,
  itemsClassName,
  ...props
}: InfiniteListProps) {
  const { t } = useTranslation("ui");
  const ref = useRef<HTMLDivElement>(null);
  const count = Children.toArray(children).length;
  const failed = Boolean(error);

  const near = useEffectEvent((remaining: number) => {
    if (!loading && !failed && hasMore && remaining < LOAD_MORE_DISTANCE_PX) onLoadMore();
  });
  const check = useEffectEvent(() => {
    const el = ref.current;
    if (!el || loading || failed || !hasMore) return;
    if (scrollParent === "self") return near(el.scrollHeight - el.scrollTop - el.clientHeight);
    if (typeof IntersectionObserver === "undefined")
      return near(el.getBoundingClientRect().bottom - window.innerHeight);
    // The list's place is read with the browser's next layout, not forced now: while a first
    // screen still renders (its cards one per task), a forced layout of the whole page took a slow
    // phone some 300 ms in one task (Lighthouse on /m/home).
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      if (entry) near(entry.boundingClientRect.bottom - (entry.rootBounds?.height ?? window.innerHeight));
    });
    observer.observe(el);
  });

  // Scrolling (and resizing) settles for `debounceMs` before the check runs.
  useEffect(() => {
    const target: HTMLElement | Window | null = scrollParent === "self" ? ref.current : window;
    if (!target) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(check, debounceMs);
    };
    target.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      clearTimeout(timer);
      target.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [scrollParent, debounceMs]);

  // A page that does not fill the viewport never scrolls: check again whenever a load settles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new items (count) call for a new check.
  useEffect(() => {
    if (!loading && hasMore) check();
  }, [loading, hasMore, count]);

  const self = scrollParent === "self";
  return (
    <div
      ref={ref}
      data-slot="infinite-list"
      aria-busy={loading || undefined}
      // A scrolling region must be reachable by keyboard to be scrolled with the arrow keys.
      tabIndex={self ? 0 : undefined}
      className={cn(
        self &&
          "overflow-y-auto overscroll-y-contain focus-visible:outline-3 focus-visible:outline-brand-300",
        className,
      )}
      {...props}
    >
      {count > 0 && <div className={itemsClassName}>{children}</div>}
      {count === 0 && loading && !failed && (
        <div aria-hidden className={itemsClassName}>
          {skeleton ?? <CardSkeletons />}
        </div>
      )}
      {failed && <ErrorState size={count > 0 ? "compact" : "full"} onRetry={onRetry} />}
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-6 text-ink-600 text-sm empty:p-0"
      >
        {failed ? null : loading && count === 0 ? (
          // The skeleton cards show the first page coming; screen readers hear it once.
          <span className="sr-only">{t("loading")}</span>
        ) : loading ? (
          <>
            <Spinner size="sm" />
            {t("loadingMore")}
          </>
        ) : !hasMore && count > 0 ? (
          <span className="flex items-center gap-3 text-ink-500 before:h-px before:w-8 before:bg-ink-200 after:h-px after:w-8 after:bg-ink-200">
            {t("noMore")}
          </span>
        ) : null}
      </div>
      {count === 0 && !hasMore && !loading && !failed && (empty ?? <EmptyState />)}
    </div>
  );
}

/** Three cards' outlines (a face and a name, a few lines, a picture), pulsing softly. */
function CardSkeletons() {
  return (
    <div className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          data-slot="infinite-list-skeleton"
          className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink-900/5"
        >
          <div className="flex items-center gap-3">
            <span className="size-10 shrink-0 rounded-full bg-ink-100" />
            <span className="flex flex-1 flex-col gap-2">
              <span className="h-3.5 w-1/3 rounded-full bg-ink-100" />
              <span className="h-3 w-1/5 rounded-full bg-surface-sunken" />
            </span>
          </div>
          <span className="h-3 w-4/5 rounded-full bg-surface-sunken" />
          {index === 0 && <span className="aspect-[4/3] w-2/3 rounded-xl bg-ink-100" />}
        </div>
      ))}
    </div>
  );
}
