/**
 * What a profile looks like behind the offer to a member without View_profiles: only what the
 * member list showed them (avatar, username, age), handed over by the card they opened; from
 * elsewhere a neutral outline. Nothing is fetched: the server refuses the profile.
 */
import type { MemberListEntry } from "@site/contracts";
import { Avatar } from "@site/ui/avatar";
import { useLocation } from "react-router-dom";

export type Glimpse = Pick<MemberListEntry, "username" | "avatar" | "age">;

/** The navigation state a member card passes to the profile it opens. */
export const glimpseState = (member: Glimpse) => ({
  glimpse: { username: member.username, avatar: member.avatar, age: member.age },
});

function useGlimpse(): Glimpse | undefined {
  const state = useLocation().state as { glimpse?: Glimpse } | null;
  return state?.glimpse;
}

export function ProfileGlimpse() {
  const glimpse = useGlimpse();
  return (
    <div className="grid gap-5 rounded-2xl bg-surface p-5 shadow-card sm:p-8">
      <div className="flex items-center gap-4">
        <Avatar src={glimpse?.avatar} name={glimpse?.username ?? ""} size="xl" />
        <div className="min-w-0">
          <p className="truncate font-bold text-ink-900 text-xl">{glimpse?.username ?? "\u00a0"}</p>
          <p className="text-ink-600 text-sm">{glimpse?.age ?? ""}</p>
        </div>
      </div>
      <div className="grid gap-2">
        <span className="h-3 w-11/12 rounded-full bg-ink-100" />
        <span className="h-3 w-9/12 rounded-full bg-ink-100" />
        <span className="h-3 w-10/12 rounded-full bg-ink-100" />
      </div>
      <div className="grid grid-cols-3 gap-2">
        <span className="aspect-square rounded-lg bg-brand-50" />
        <span className="aspect-square rounded-lg bg-gold-light" />
        <span className="aspect-square rounded-lg bg-ink-100" />
      </div>
    </div>
  );
}
