/**
 * A grid of member cards wired to the member's actions: open the profile, chat, like (the follow
 * call; a like that meets theirs opens "you like each other"), gift.
 */
import type { MemberListEntry } from "@site/contracts";
import { MemberCard } from "@site/ui/member-card";
import { MemberGrid } from "@site/ui/member-grid";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useVariant } from "../../lib/use-variant.ts";
import { useWebGiftDialog } from "../gifts/use-gift-dialog.tsx";
import { glimpseState } from "./profile-glimpse.tsx";
import { useMemberActions } from "./use-member-actions.ts";
import { useMutualLike } from "./use-mutual-like.tsx";

export function memberPaths(variant: "w" | "m") {
  return variant === "w"
    ? {
        detail: (id: number) => `/w/home/user/detail/${id}`,
        chat: (id: number) => `/w/home/chat?uid=${id}`,
        gift: (name: string) => `/w/home/store/index?name=${encodeURIComponent(name)}`,
      }
    : {
        detail: (id: number) => `/m/home/my/newsfeed/${id}`,
        chat: (id: number) => `/m/home/chat/index?uid=${id}`,
        gift: (name: string) => `/m/home/gift?name=${encodeURIComponent(name)}`,
      };
}

export function MemberCards({
  members,
  loading,
  empty,
  error,
  onRetry,
}: {
  members: MemberListEntry[];
  loading?: boolean;
  empty?: ReactNode;
  /** The list could not load (SWR's `error`): the grid shows Try again, which calls `onRetry`. */
  error?: unknown;
  onRetry?: () => unknown;
}) {
  const variant = useVariant();
  const navigate = useNavigate();
  const paths = memberPaths(variant);
  const { toggleFollow, pending } = useMemberActions();
  // The web opens the shell's gift dialog over the list; the phone goes to its gift page.
  const { openGift, giftDialog } = useWebGiftDialog();
  const { celebrate, mutualDialog } = useMutualLike((id) => navigate(paths.chat(id)));
  // The like state each answer told, over the list's: a search's results are no swr list that
  // the refresh after a like would read again, and the heart must follow the answer anyway.
  const [liked, setLiked] = useState<ReadonlyMap<number, 0 | 1>>(new Map());
  const like = async (member: MemberListEntry) => {
    const answer = await toggleFollow(member.id);
    if (answer.status !== 200 || !answer.data) return;
    const state = answer.data.is_like;
    setLiked((before) => new Map(before).set(member.id, state));
    if (state === 1 && answer.data.mutual === 1) celebrate(member);
  };
  return (
    <>
      <MemberGrid loading={loading ?? false} empty={empty} error={error} onRetry={onRetry}>
        {members.map((member) => (
          <MemberCard
            key={member.id}
            member={liked.has(member.id) ? { ...member, is_like: liked.get(member.id) ?? 0 } : member}
            onOpen={() => navigate(paths.detail(member.id), { state: glimpseState(member) })}
            onChat={() => navigate(paths.chat(member.id))}
            onToggleFollow={() => void like(member)}
            onGift={() =>
              variant === "w" ? openGift(member.username) : navigate(paths.gift(member.username))
            }
            followPending={pending === member.id}
          />
        ))}
      </MemberGrid>
      {giftDialog}
      {mutualDialog}
    </>
  );
}
