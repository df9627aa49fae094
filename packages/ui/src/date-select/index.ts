export { type DateParts, DateSelect, type DateSelectProps } from "./date-select.tsx";
