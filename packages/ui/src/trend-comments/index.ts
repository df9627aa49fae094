export { TrendComments, type TrendCommentsProps } from "./trend-comments.tsx";
