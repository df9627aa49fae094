import { cva, type VariantProps } from "class-variance-authority";
import { Children, isValidElement, type ReactNode, useEffect, useState } from "react";
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
 * answers a tap in between (Lighthouse: LCP and total blocking time on /m/home; a card takes a
 * slow phone some 40 ms, and a task over 50 ms counts as blocking, so two per task blocked and
 * one does not).
 */
export const FIRST_CARDS = 4;
const NEXT_CARDS = 1;

/** How many of `total` cards render as cards by now: all of them a few tasks after the grid's. */
function useRevealed(total: number): number {
  const [revealed, setRevealed] = useState(FIRST_CARDS);
  useEffect(() => {
    if (revealed >= total) return;
    const timer = setTimeout(() => setRevealed((n) => n + NEXT_CARDS));
    return () => clearTimeout(timer);
  }, [revealed, total]);
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
  const revealed = useRevealed(items.length);
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
        <ul role="list" className={gridVariants({ columns })}>
          {items.map((item, index) => (
            <li key={isValidElement(item) && item.key !== null ? item.key : index} className="min-w-0">
              {index < revealed ? item : <SkeletonCard />}
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
