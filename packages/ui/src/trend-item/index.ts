export { type LikeHandler, TrendActions } from "./trend-answers.tsx";
export { TrendItem, type TrendItemProps } from "./trend-item.tsx";
