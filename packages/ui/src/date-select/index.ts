export { type DateParts, DateSelect, type DateSelectProps, monthNames } from "./date-select.tsx";
