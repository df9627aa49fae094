/** A grid of member cards wired to the member's actions: open the profile, chat, follow, gift. */
import type { MemberListEntry } from "@site/contracts";
import { MemberCard } from "@site/ui/member-card";
import { MemberGrid } from "@site/ui/member-grid";
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useVariant } from "../../lib/use-variant.ts";
import { useWebGiftDialog } from "../gifts/use-gift-dialog.tsx";
import { glimpseState } from "./profile-glimpse.tsx";
import { useMemberActions } from "./use-member-actions.ts";

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
}: {
  members: MemberListEntry[];
  loading?: boolean;
  empty?: ReactNode;
}) {
  const variant = useVariant();
  const navigate = useNavigate();
  const paths = memberPaths(variant);
  const { toggleFollow, pending } = useMemberActions();
  // The web opens the shell's gift dialog over the list; the phone goes to its gift page.
  const { openGift, giftDialog } = useWebGiftDialog();
  return (
    <>
      <MemberGrid loading={loading ?? false} empty={empty}>
        {members.map((member) => (
          <MemberCard
            key={member.id}
            member={member}
            onOpen={() => navigate(paths.detail(member.id), { state: glimpseState(member) })}
            onChat={() => navigate(paths.chat(member.id))}
            onToggleFollow={() => void toggleFollow(member.id)}
            onGift={() =>
              variant === "w" ? openGift(member.username) : navigate(paths.gift(member.username))
            }
            followPending={pending === member.id}
          />
        ))}
      </MemberGrid>
      {giftDialog}
    </>
  );
}
