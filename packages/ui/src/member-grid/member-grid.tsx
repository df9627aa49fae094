import type { VariantProps } from "class-variance-authority";
import { Children, isValidElement, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { ErrorState } from "../error-state/error-state.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

// Columns follow the grid's own width (container queries), not the window's: the same grid fills
// a page on a desktop and the narrow members box of the home page's left column.
export const gridVariants = cva("grid grid-cols-2 gap-3 @lg:gap-4", {
  variants: {
    columns: {
      compact: "@lg:grid-cols-3 @3xl:grid-cols-4 @5xl:grid-cols-5 @6xl:grid-cols-6",
      comfortable: "@2xl:grid-cols-3 @4xl:grid-cols-4",
    },
  },
  defaultVariants: { columns: "compact" },
});

const SKELETONS = { compact: 12, comfortable: 8 } as const;

/**
 * A page of cards (20) takes a phone's main thread for most of a second in one go, and the first
 * screen shows about four of them. The first FIRST_CARDS render with the grid (all of a small
 * box's, which would otherwise change height under the reader); the others hold their place as
 * skeleton cards and become cards one per task, so the first cards paint sooner and the page
 * answers a tap in between (a card takes a slow phone some 40-70 ms, and a task over 50 ms counts
 * as blocking). A skeleton becomes a card only once it comes within REVEAL_MARGIN of the screen:
 * the cards of a page that nobody scrolls to cost nothing. Lighthouse on /m/home, old and new
 * builds in turn on one host: total blocking time 435-512 ms with all 20 revealed, 312-474 ms.
 */
export const FIRST_CARDS = 4;
/** How far below (or above) the screen a skeleton starts becoming a card: half a screen. */
const REVEAL_MARGIN = "50% 0px 50% 0px";
/** The same element every render: the skeletons left are not rendered again at each reveal. */
const SKELETON = <SkeletonCard />;
const NONE: ReadonlySet<number> = new Set();

/**
 * Whether the card at an index renders as a card by now. Past the first ones, a skeleton within
 * REVEAL_MARGIN of the screen becomes a card, one per task, the nearest first: a reader who lands
 * in the middle of the list (back from a profile, the End key) gets the cards there at once, not
 * after those above them; the others wait until they come near. Where the browser cannot tell,
 * every skeleton becomes a card in turn.
 */
function useRevealed(total: number, list: RefObject<HTMLUListElement | null>): (index: number) => boolean {
  const [shown, setShown] = useState(NONE);
  useEffect(() => {
    const items = list.current?.children;
    const waiting: Element[] = [];
    for (let index = FIRST_CARDS; index < total; index++) {
      const item = items?.[index];
      if (item && !shown.has(index)) waiting.push(item);
    }
    const first = waiting[0];
    if (!items || !first) return;
    const reveal = (item: Element) => {
      const index = Array.prototype.indexOf.call(items, item);
      setShown((before) => new Set(before).add(index));
    };
    if (typeof IntersectionObserver === "undefined") {
      const timer = setTimeout(() => reveal(first));
      return () => clearTimeout(timer);
    }
    // The observer answers in a task of its own, after the frame that laid the skeletons out;
    // its first answer lists every skeleton, in order, with whether it is near.
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.find((entry) => entry.isIntersecting);
        if (!near) return;
        observer.disconnect();
        reveal(near.target);
      },
      { rootMargin: REVEAL_MARGIN },
    );
    for (const item of waiting) observer.observe(item);
    return () => observer.disconnect();
  }, [shown, total, list]);
  return (index) => index < FIRST_CARDS || shown.has(index);
}

export type MemberGridProps = VariantProps<typeof gridVariants> & {
  /** The cards, usually MemberCards; each goes into its own list item. */
  children: ReactNode;
  /** Shown when there are no children and nothing loads; defaults to an EmptyState (ui:member.empty). */
  empty?: ReactNode;
  /**
   * Skeleton cards while the first page loads; with children already shown, only marks the list busy.
   * @default false
   */
  loading?: boolean;
  /** Truthy when the data could not load (SWR's `error`): an ErrorState with Try again in its place. */
  error?: unknown;
  /** Loads again (SWR's `mutate`); the ErrorState's Try again button calls it. */
  onRetry?: () => unknown;
  /** Extra classes for the grid's outer element (width, margins). */
  className?: string;
};

/**
 * The responsive grid of member cards, with skeleton cards while the first page loads, an empty state,
 * and an error state with Try again. Paging is InfiniteList's job: put the grid inside it.
 */
export function MemberGrid({
  children,
  empty,
  loading = false,
  error,
  onRetry,
  columns,
  className,
}: MemberGridProps) {
  const { t } = useTranslation("ui");
  const items = Children.toArray(children);
  const list = useRef<HTMLUListElement>(null);
  const revealed = useRevealed(items.length, list);
  const state = items.length > 0 ? "filled" : error ? "error" : loading ? "loading" : "empty";
  return (
    <div
      data-slot="member-grid"
      data-state={state}
      aria-busy={loading || undefined}
      className={cn("@container w-full", className)}
    >
      {state === "filled" && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list.
        <ul ref={list} role="list" className={gridVariants({ columns })}>
          {items.map((item, index) => (
            <li key={isValidElement(item) && item.key !== null ? item.key : index} className="min-w-0">
              {revealed(index) ? item : SKELETON}
            </li>
          ))}
        </ul>
      )}
      {state === "loading" && (
        <>
          <p role="status" className="sr-only">
            {t("member.loading")}
          </p>
          <div aria-hidden className={gridVariants({ columns })}>
            {Array.from({ length: SKELETONS[columns ?? "compact"] }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
              <SkeletonCard key={index} />
            ))}
          </div>
        </>
      )}
      {state === "error" && <ErrorState onRetry={onRetry} />}
      {state === "empty" &&
        (empty ?? (
          <EmptyState picture="people" title={t("member.empty")} description={t("member.emptyHint")} />
        ))}
    </div>
  );
}

/** The grid MemberCard's outline (the photo, then the actions), pulsing softly (still for members who ask for less motion). */
function SkeletonCard() {
  return (
    <div
      aria-hidden
      data-slot="member-grid-skeleton"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5"
    >
      <div className="flex aspect-[3/4] w-full animate-pulse flex-col justify-end gap-2 bg-ink-100 p-3 motion-reduce:animate-none">
        <span className="h-4 w-3/5 rounded-full bg-ink-200" />
        <span className="h-3 w-2/5 rounded-full bg-ink-200" />
      </div>
      <div className="flex gap-2 p-2">
        <span className="h-11 flex-1 rounded-full bg-surface-sunken" />
        <span className="h-11 flex-1 rounded-full bg-surface-sunken" />
      </div>
    </div>
  );
}
