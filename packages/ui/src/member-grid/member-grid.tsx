import { cva, type VariantProps } from "class-variance-authority";
import { Children, isValidElement, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { cn } from "../utils/cn.ts";

// Columns follow the grid's own width (container queries), not the window's: the same grid fills
// a page on a desktop and the narrow members box of the home page's left column.
const gridVariants = cva("grid grid-cols-2 gap-3 @lg:gap-4", {
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
 * the cards of a page that nobody scrolls to cost nothing. Lighthouse on /m/home, the same host:
 * revealing all 20 blocked the main thread 593-742 ms (score 80-82), revealing only those near
 * the screen about 455 ms.
 */
export const FIRST_CARDS = 4;
const NEXT_CARDS = 1;
/** How far below (or above) the screen a skeleton starts becoming a card: half a screen. */
const REVEAL_MARGIN = "50% 0px 50% 0px";
/** The same element every render: the skeletons left are not rendered again at each reveal. */
const SKELETON = <SkeletonCard />;

/**
 * How many of `total` cards render as cards by now: the next one becomes a card, a task after the
 * last, while any skeleton left is within REVEAL_MARGIN of the screen (so a reader who jumps to
 * the end finds the cards there, and those passed on the way follow), and at once where the
 * browser cannot tell.
 */
function useRevealed(total: number, list: RefObject<HTMLUListElement | null>): number {
  const [revealed, setRevealed] = useState(FIRST_CARDS);
  useEffect(() => {
    if (revealed >= total) return;
    const reveal = () => setRevealed((n) => Math.max(n, revealed + NEXT_CARDS));
    const skeletons = [...(list.current?.children ?? [])].slice(revealed);
    if (skeletons.length === 0 || typeof IntersectionObserver === "undefined") {
      const timer = setTimeout(reveal);
      return () => clearTimeout(timer);
    }
    // The observer answers in a task of its own, after the frame that laid the skeletons out.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reveal();
      },
      { rootMargin: REVEAL_MARGIN },
    );
    for (const skeleton of skeletons) observer.observe(skeleton);
    return () => observer.disconnect();
  }, [revealed, total, list]);
  return revealed;
}

export type MemberGridProps = VariantProps<typeof gridVariants> & {
  /** The cards, usually MemberCards; each goes into its own list item. */
  children: ReactNode;
  /** Shown when there are no children and nothing loads; defaults to an EmptyState (ui:member.empty). */
  empty?: ReactNode;
  /** Skeleton cards while the first page loads; with children already shown, only marks the list busy. */
  loading?: boolean;
  className?: string;
};

export function MemberGrid({ children, empty, loading = false, columns, className }: MemberGridProps) {
  const { t } = useTranslation("ui");
  const items = Children.toArray(children);
  const list = useRef<HTMLUListElement>(null);
  const revealed = useRevealed(items.length, list);
  const state = items.length > 0 ? "filled" : loading ? "loading" : "empty";
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
              {index < revealed ? item : SKELETON}
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
      {state === "empty" &&
        (empty ?? <EmptyState title={t("member.empty")} description={t("member.emptyHint")} />)}
    </div>
  );
}

/** The grid MemberCard's outline, pulsing softly (still for members who ask for less motion). */
function SkeletonCard() {
  return (
    <div
      aria-hidden
      data-slot="member-grid-skeleton"
      className="flex h-full flex-col items-center gap-3 rounded-2xl bg-surface px-3 pt-7 pb-3 shadow-card ring-1 ring-ink-900/5 sm:px-4 sm:pb-4"
    >
      <div className="flex w-full animate-pulse flex-col items-center gap-3 motion-reduce:animate-none">
        <span className="size-24 rounded-full bg-ink-100" />
        <span className="h-4 w-3/5 rounded-full bg-ink-100" />
        <span className="h-3 w-2/5 rounded-full bg-ink-100" />
        <span className="h-3 w-4/5 rounded-full bg-surface-sunken" />
        <span className="h-3 w-3/5 rounded-full bg-surface-sunken" />
        <span className="mt-1 h-8 w-full rounded-full bg-ink-100" />
      </div>
    </div>
  );
}
