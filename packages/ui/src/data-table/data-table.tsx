import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";

export type SortDirection = "ascending" | "descending";
export type TableSort = { key: string; direction: SortDirection };

export type DataColumn<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** What the column sorts by; a column without it does not sort. */
  sortValue?: (row: T) => string | number;
  /** This column's cell names the row (a row header for screen readers). */
  rowHeader?: boolean;
  /** Figures: right-aligned, tabular digits. */
  numeric?: boolean;
  className?: string;
};

export type DataTableProps<T> = {
  /** Names the table for screen readers (and is its accessible name). */
  caption: string;
  /** The columns, in order: each with its header, how a cell renders, and whether it sorts. */
  columns: readonly DataColumn<T>[];
  /** `undefined` while the first page loads. */
  rows: readonly T[] | undefined;
  /** A stable key for each row (its id). */
  rowKey: (row: T) => string | number;
  /**
   * A page is loading: a spinner in place of the rows.
   * @default false
   */
  loading?: boolean;
  /** The spinner's announced text; `ui:loading` when absent. */
  loadingLabel?: string;
  /** What the empty state says when there are no rows: a title and an optional hint. */
  empty: { title: string; hint?: string };
  /**
   * Paging (server pages): shown when there is more than one page.
   * @default 1
   */
  page?: number;
  /**
   * The number of pages; the pager shows only past one page.
   * @default 1
   */
  lastPage?: number;
  /** Called with the page to show (Previous, Next); without it there is no pager. */
  onPage?: (page: number) => void;
  /** Sorting done by the caller (the server); without it the rows on screen are sorted here. */
  sort?: TableSort;
  /**
   * Called with the new sort when a header is pressed; the caller then sorts on the server and passes `sort`.
   */
  onSort?: (sort: TableSort) => void;
  /** The sort when the table sorts the rows itself (without `onSort`). */
  defaultSort?: TableSort;
  /** Highlights a row (an overdue case, a disabled account). */
  rowTone?: (row: T) => "danger" | "muted" | undefined;
  /** Extra classes for the outer element. */
  className?: string;
};

/**
 * The console's table (issue 14): a caption, sortable column headers (aria-sort, a button per
 * header), a loading state, an empty state and a pager. Sorting sorts the rows on screen unless
 * the caller sorts on the server (`onSort`).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel,
  empty,
  page = 1,
  lastPage = 1,
  onPage,
  sort: controlledSort,
  onSort,
  defaultSort,
  rowTone,
  className,
}: DataTableProps<T>) {
  const { t } = useTranslation("ui");
  const [ownSort, setOwnSort] = useState<TableSort | undefined>(defaultSort);
  const sort = controlledSort ?? ownSort;
  const shown = useMemo(() => {
    if (!rows) return [];
    const column = columns.find((c) => c.key === sort?.key);
    if (onSort || !column?.sortValue || !sort) return rows;
    const value = column.sortValue;
    const sign = sort.direction === "ascending" ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (
        sign * (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y)))
      );
    });
  }, [rows, columns, sort, onSort]);

  const toggle = (key: string) => {
    const next: TableSort = {
      key,
      direction: sort?.key === key && sort.direction === "ascending" ? "descending" : "ascending",
    };
    if (onSort) onSort(next);
    else setOwnSort(next);
  };
  const waiting = loading && shown.length === 0;

  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <div className="overflow-x-auto rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5">
        <table className="w-full text-left text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-ink-100 border-b text-ink-600">
            <tr>
              {columns.map((c) => {
                const sorted = sort?.key === c.key ? sort.direction : undefined;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={c.sortValue ? (sorted ?? "none") : undefined}
                    className={cn("px-4 py-3 font-semibold", c.numeric && "text-right")}
                  >
                    {c.sortValue ? (
                      <button
                        type="button"
                        onClick={() => toggle(c.key)}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500"
                      >
                        {c.header}
                        <SortMark direction={sorted} />
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {shown.map((row) => {
              const tone = rowTone?.(row);
              return (
                <tr
                  key={rowKey(row)}
                  className={cn(
                    "align-middle",
                    tone === "danger" && "bg-danger-50/60",
                    tone === "muted" && "text-ink-500",
                  )}
                >
                  {columns.map((c) => {
                    const cls = cn("px-4 py-3", c.numeric && "text-right tabular-nums", c.className);
                    return c.rowHeader ? (
                      <th
                        key={c.key}
                        scope="row"
                        className={cn(cls, !c.numeric && "text-left", "font-normal")}
                      >
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.key} className={cls}>
                        {c.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
        {waiting ? (
          <div className="flex justify-center px-4 py-10">
            <Spinner label={loadingLabel ?? t("loading")} />
          </div>
        ) : (
          shown.length === 0 && <EmptyState className="py-10" title={empty.title} description={empty.hint} />
        )}
      </div>
      {onPage && lastPage > 1 && (
        <nav aria-label={t("table.pages")} className="flex items-center justify-end gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t("table.previous")}
          </Button>
          <span className="text-ink-600" aria-live="polite">
            {t("table.pageOf", { page, pages: lastPage })}
          </span>
          <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
            {t("table.next")}
          </Button>
        </nav>
      )}
    </div>
  );
}

function SortMark({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" className={cn("size-3", !direction && "opacity-40")}>
      {direction !== "descending" && <path d="M6 2 9.5 5.5h-7Z" fill="currentColor" />}
      {direction !== "ascending" && <path d="M6 10 2.5 6.5h7Z" fill="currentColor" />}
    </svg>
  );
}
