import type { MemberSummary } from "./member-facts.tsx";
import { MemberPhotoCard } from "./member-photo-card.tsx";

export type MemberCardProps = {
  /**
   * The member as the list call returns them: name, picture, tier, facts, presence, signature and whether
   * they are liked.
   */
  member: MemberSummary;
  /** Makes the photo (or avatar) and the name one button that opens the profile. */
  onOpen?: () => void;
  /** Shows the chat button ("Chat now" to a member online, else "Say hello"), called when pressed. */
  onChat?: () => void;
  /** The like (the follow call, `is_like`). */
  onToggleFollow?: () => void;
  /** Shows the gift button in the photo's corner, called when pressed. */
  onGift?: () => void;
  /**
   * The like call is under way.
   * @default false
   */
  followPending?: boolean;
  /** Extra classes for the card. */
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
