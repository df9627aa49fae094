import type { MemberSummary } from "./member-facts.tsx";
import { MemberPhotoCard } from "./member-photo-card.tsx";

export type MemberCardProps = {
  member: MemberSummary;
  /** Makes the photo (or avatar) and the name one button that opens the profile. */
  onOpen?: () => void;
  onChat?: () => void;
  /** The like (the follow call, `is_like`). */
  onToggleFollow?: () => void;
  onGift?: () => void;
  /** The like call is under way. */
  followPending?: boolean;
  className?: string;
};

/**
 * The member grid's card, built around the member's photo. Lists that want a wide line (search
 * results) use MemberRowCard, a module of its own so that the homes' first screens, which show
 * only the grid, do not carry it.
 */
export function MemberCard(props: MemberCardProps) {
  return <MemberPhotoCard {...props} />;
}
