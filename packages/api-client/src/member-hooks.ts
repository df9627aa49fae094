/** swr hooks of the member calls, keyed by one factory so that a change can name what it touches. */
import type { MemberDetail, MemberListEntry, PagedList } from "@site/contracts";
import useSWR, { type SWRConfiguration } from "swr";
import useSWRInfinite from "swr/infinite";
import { unwrap } from "./hooks.ts";
import type { MemberApi, MemberListKind } from "./members.ts";

export const memberKeys = {
  list: (kind: MemberListKind) => ["members", "list", kind] as const,
  detail: (id: number) => ["members", "detail", id] as const,
  wall: ["members", "wall"] as const,
  settings: ["members", "settings"] as const,
  invite: ["members", "invite"] as const,
  blocks: ["members", "blocks"] as const,
};

/**
 * A member list, page after page: each next page is asked with the snapshot of the first, so the
 * pages are cut from one order (no duplicates or gaps while members come and go).
 */
export function useMemberList(api: MemberApi, kind: MemberListKind, enabled = true) {
  return useSWRInfinite(
    (index: number, previous: PagedList<MemberListEntry> | null) => {
      if (!enabled) return null;
      if (previous && previous.current_page >= previous.last_page) return null;
      return [...memberKeys.list(kind), index + 1, previous?.snapshot ?? ""] as const;
    },
    ([, , , page, snapshot]) => unwrap(api.list(kind, page, snapshot || undefined)),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
}

export function useMemberDetail(
  api: MemberApi,
  id: number | undefined,
  config?: SWRConfiguration<MemberDetail>,
) {
  return useSWR(id ? memberKeys.detail(id) : null, () => unwrap(api.detail(id as number)), config);
}

export function useMemberWall(api: MemberApi) {
  return useSWR(memberKeys.wall, () => unwrap(api.wall()), { revalidateOnFocus: false });
}

export function useMemberSettings(api: MemberApi) {
  return useSWR(memberKeys.settings, () => unwrap(api.settings()));
}

export function useInvite(api: MemberApi) {
  return useSWR(memberKeys.invite, () => unwrap(api.invite()));
}
