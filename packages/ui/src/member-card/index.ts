export { FollowButton, type FollowButtonProps } from "./follow-button.tsx";
export { MemberCard, type MemberCardProps } from "./member-card.tsx";
export {
  countryName,
  GenderAge,
  type GenderAgeProps,
  MemberFacts,
  type MemberFactsProps,
  type MemberSummary,
  vipRing,
} from "./member-facts.tsx";
export {
  MemberPresence,
  type MemberPresenceProps,
  type RecentActivity,
  recentActivity,
} from "./member-presence.tsx";
export { MemberRowCard, type MemberRowCardProps } from "./member-row-card.tsx";
export { REGION_NAMES } from "./region-names.ts";
