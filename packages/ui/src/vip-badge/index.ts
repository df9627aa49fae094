export { VipBadge, type VipBadgeProps } from "./vip-badge.tsx";
