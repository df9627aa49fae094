export { cn, prepareCn } from "./cn.ts";
export { LineIcon, type LineIconProps } from "./line-icon.tsx";
