/** Typed member calls (spec §7 Members). Their swr hooks are in member-hooks.ts (swr stays off the first screen). */
import {
  type BlockAnswer,
  type InviteData,
  type Language,
  type LikeAnswer,
  MemberCalls,
  type MemberDetail,
  type MemberListEntry,
  type MemberSettings,
  type PagedList,
  type ReportType,
} from "@site/contracts";
import type { Client } from "./http.ts";

export type MemberListKind = "online" | "latest" | "i_like" | "love_me" | "mutual_like";
const LIST_PATHS: Record<MemberListKind, string> = {
  online: MemberCalls.onlineList,
  latest: MemberCalls.newOppositeSex,
  i_like: MemberCalls.iLike,
  love_me: MemberCalls.loveMe,
  mutual_like: MemberCalls.mutualLike,
};

export function memberCalls(client: Client) {
  return {
    list: (kind: MemberListKind, page: number, snapshot?: string) =>
      client.call<PagedList<MemberListEntry>>(LIST_PATHS[kind], { page, snapshot }),
    search: (username: string) => client.call<MemberListEntry[]>(MemberCalls.search, { username }),
    detail: (id: number) => client.call<MemberDetail>(MemberCalls.detail, { id }),
    wall: () => client.call<MemberListEntry[]>(MemberCalls.wall),
    like: (targetId: number) => client.call<LikeAnswer>(MemberCalls.like, { target_id: targetId }),
    block: (targetId: number) => client.call<BlockAnswer>(MemberCalls.block, { target_id: targetId }),
    blockList: () => client.call<MemberListEntry[]>(MemberCalls.blockList),
    /** `about` names the chat message (`message_id`) or the mail (`eid`) reported, kept as evidence. */
    report: (userid: number, type: ReportType, about: { message_id?: number; eid?: number } = {}) =>
      client.call<undefined>(MemberCalls.report, { userid, type, ...about }),
    settings: () => client.call<MemberSettings>(MemberCalls.settings),
    saveSettings: (settings: Pick<MemberSettings, "general" | "notification">) =>
      client.call<MemberSettings>(MemberCalls.saveSettings, settings as never, { json: true }),
    saveLanguage: (lang: Language) => client.call<MemberSettings>(MemberCalls.saveLanguage, { lang }),
    invite: () => client.call<InviteData>(MemberCalls.invite),
  };
}
export type MemberApi = ReturnType<typeof memberCalls>;
