export { cn } from "./cn.ts";
export { LineIcon, type LineIconProps } from "./line-icon.tsx";
