export { TierNamesContext, useVipLabel } from "./tier-names.tsx";
export { VipBadge, type VipBadgeProps } from "./vip-badge.tsx";
