/**
 * A list on a card that has four states: its rows, skeleton rows while it loads (told to screen
 * readers), an error state with Try again when it could not load, or an empty state. The received gifts and the credit history are built on it.
 */
import type { ReactNode } from "react";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { ErrorState } from "../error-state/error-state.tsx";
import { cn } from "./cn.ts";

const SKELETON_ROWS = 4;

export type ListCardProps<T> = {
  /** data-slot of the card, for tests and styling hooks. */
  slot: string;
  items: T[];
  keyOf: (item: T, index: number) => string | number;
  row: (item: T) => ReactNode;
  loading: boolean;
  /** Truthy when the data could not load (SWR's `error`): an ErrorState with Try again in its place. */
  error?: unknown;
  /** Loads again (SWR's `mutate`); the ErrorState's Try again button calls it. */
  onRetry?: () => unknown;
  /** The list's accessible name, and what a screen reader hears while it loads. */
  label: string;
  loadingLabel: string;
  /** One skeleton row's placeholders. */
  skeleton: ReactNode;
  empty: { icon: ReactNode; title: string; description: string };
  className?: string | undefined;
};

export function ListCard<T>({
  slot,
  items,
  keyOf,
  row,
  loading,
  error,
  onRetry,
  label,
  loadingLabel,
  skeleton,
  empty,
  className,
}: ListCardProps<T>) {
  const state = items.length > 0 ? "filled" : error ? "error" : loading ? "loading" : "empty";
  return (
    <div
      data-slot={slot}
      data-state={state}
      aria-busy={loading || undefined}
      className={cn(
        "min-w-0 rounded-2xl bg-surface px-3 py-1 shadow-card ring-1 ring-ink-900/5 sm:px-4",
        className,
      )}
    >
      {state === "filled" && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list.
        <ul role="list" aria-label={label} className="divide-y divide-ink-100">
          {items.map((item, index) => (
            <li key={keyOf(item, index)}>{row(item)}</li>
          ))}
        </ul>
      )}
      {state === "loading" && (
        <>
          <p role="status" className="sr-only">
            {loadingLabel}
          </p>
          <div aria-hidden className="animate-pulse divide-y divide-ink-100 motion-reduce:animate-none">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
              <div key={index} className="flex items-center gap-3 py-3">
                {skeleton}
              </div>
            ))}
          </div>
        </>
      )}
      {state === "error" && <ErrorState onRetry={onRetry} />}
      {state === "empty" && (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
      )}
    </div>
  );
}
