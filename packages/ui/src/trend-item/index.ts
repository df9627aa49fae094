export { TrendItem, type TrendItemProps } from "./trend-item.tsx";
