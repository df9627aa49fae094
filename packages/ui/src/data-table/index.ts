export {
  type DataColumn,
  DataTable,
  type DataTableProps,
  type SortDirection,
  type TableSort,
} from "./data-table.tsx";
export { type Filter, FilterBar, type FilterBarProps } from "./filter-bar.tsx";
