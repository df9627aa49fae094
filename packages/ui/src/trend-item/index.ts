export { type LikeHandler, TrendActions, TrendComments, type TrendCommentsProps } from "./trend-answers.tsx";
export { TrendItem, type TrendItemProps } from "./trend-item.tsx";
