/**
 * The one helper every catalog story uses: a labelled grid of a component's variant x state
 * matrix, so designers see every combination at once and the visual baselines cover them all.
 */
import type { ReactNode } from "react";

export interface CatalogProps<R extends string, C extends string> {
  rows: readonly R[];
  columns: readonly C[];
  render: (row: R, column: C) => ReactNode;
}

export function Catalog<R extends string, C extends string>({ rows, columns, render }: CatalogProps<R, C>) {
  return (
    <table className="border-separate border-spacing-x-6 border-spacing-y-4">
      <thead>
        <tr>
          <td />
          {columns.map((c) => (
            <th key={c} scope="col" className="text-left font-mono text-xs font-medium text-ink-500">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r}>
            <th scope="row" className="pr-2 text-left font-mono text-xs font-medium text-ink-500">
              {r}
            </th>
            {columns.map((c) => (
              <td key={c} className="align-middle">
                {render(r, c)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
