import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { Select, type SelectOption } from "../select/select.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { cn } from "../utils/cn.ts";

export type Filter = {
  name: string;
  label: string;
  /** The first option is "any" (value ""). */
  options: readonly SelectOption[];
};

export type FilterBarProps = {
  /** The search box's label (it names what is searched). */
  searchLabel: string;
  /** The search text; the caller owns it. */
  query: string;
  /** Called with the search text as it is typed. */
  onQuery: (query: string) => void;
  /**
   * A select per filter, each with its name, label and options (the first is "any").
   * @default []
   */
  filters?: readonly Filter[];
  /**
   * The chosen value of each filter, by name ("" for any).
   * @default {}
   */
  values?: Readonly<Record<string, string>>;
  /** Called with a filter's name and its new value. */
  onFilter?: (name: string, value: string) => void;
  /** Resets the search and every filter; shown while one is set. */
  onClear?: () => void;
  /** Extra controls at the end (a date range, an export button). */
  children?: ReactNode;
  /** Extra classes for the bar. */
  className?: string;
};

/**
 * Above a console table (issue 14): a search box and a select per filter, side by side, with a
 * way back to everything. The caller owns the values (usually the URL's query) and pages from 1.
 */
export function FilterBar({
  searchLabel,
  query,
  onQuery,
  filters = [],
  values = {},
  onFilter,
  onClear,
  children,
  className,
}: FilterBarProps) {
  const { t } = useTranslation("ui");
  const active = query !== "" || filters.some((f) => (values[f.name] ?? "") !== "");
  return (
    <search aria-label={t("table.filters")} className={cn("flex flex-wrap items-end gap-3", className)}>
      <TextField
        label={searchLabel}
        type="search"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        className="w-full max-w-sm"
      />
      {filters.map((f) => (
        <Select
          key={f.name}
          label={f.label}
          options={f.options}
          value={values[f.name] ?? ""}
          placeholder={f.options[0]?.label}
          onChange={(value) => onFilter?.(f.name, value)}
          className="w-44"
        />
      ))}
      {children}
      {onClear && active && (
        <Button variant="ghost" onClick={onClear}>
          {t("table.clear")}
        </Button>
      )}
    </search>
  );
}
