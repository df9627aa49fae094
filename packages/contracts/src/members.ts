/**
 * Members and the social graph (spec §3 member list entry, paged list, member detail; §7 Members).
 */
import type { Gender, Language, OnlineStatus, Vip } from "./enums.ts";
import { ID_MAX } from "./limits.ts";
import type { ProfilePrompt } from "./profile.ts";

/** A value that can be a member's id: a whole number from 1 to ID_MAX. */
export const isMemberId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= ID_MAX;

export const MemberCalls = {
  onlineList: "/member/index/onlinelist",
  newOppositeSex: "/member/index/new_opposite_sex",
  iLike: "/member/like/i_like",
  loveMe: "/member/like/love_me",
  mutualLike: "/member/like/mutual_like",
  search: "/member/index/search_opposite_sex",
  detail: "/member/index/userdetail",
  wall: "/member/index/memberwall",
  like: "/member/like/like",
  report: "/member/reports/reports",
  block: "/member/block/block",
  blockList: "/member/block/list",
  settings: "/member/index/settings",
  saveSettings: "/member/index/savesettings",
  saveLanguage: "/member/index/changelang",
  invite: "/member/index/invite",
} as const;

/** Members per page of every member list. */
export const MEMBER_PAGE_SIZE = 20;
/** A free member sees this many pages of a member list, then the 'more members' upsell (vipMoreStatus 0). */
export const FREE_MEMBER_PAGES = 2;
/** Members on the wall (the home page's members box). */
export const WALL_SIZE = 12;
/** How many matches a username search answers at most. */
export const SEARCH_LIMIT = 30;

/** spec §3 Member list entry, plus what a card shows. `last_login_time` is in seconds. */
export interface MemberListEntry {
  id: number;
  username: string;
  avatar: string;
  vip: Vip;
  sex: Gender;
  /** 1 online (and not hidden), 0 otherwise. */
  is_online: 0 | 1;
  /** 1 followed by the viewer. */
  is_like: 0 | 1;
  last_login_time: number | null;
  onlinestatus: OnlineStatus;
  age: number;
  country: string;
  signature: string;
}

/**
 * spec §3 Paged list. `snapshot` names the order the pages were cut from: sent back with the
 * next page, it keeps the pages free of duplicates and gaps while members come and go.
 */
export interface PagedList<T> {
  current_page: number;
  last_page: number;
  data: T[];
  /** 0: a free member has seen what they may (the 'more members' upsell); 1: nothing is held back. */
  vipMoreStatus: 0 | 1;
  snapshot?: string;
}

/** spec §3 Member detail. */
export interface MemberDetail extends MemberListEntry {
  birthday: number;
  likecount: number;
  backphotos: { id: number; img: string }[];
  interest: string;
  /** Ours, optional (issue 50): the "about me". */
  about?: string;
  /** Ours, optional (issue 50): the answered prompts. */
  prompts?: ProfilePrompt[];
  /** 1 when the viewer has blocked this member. */
  is_block: 0 | 1;
}

export interface LikeAnswer {
  is_like: 0 | 1;
  likecount: number;
  /**
   * Ours, optional (the spec's client ignores it): 1 when this follow meets one the target already
   * made, so the client can say "you like each other"; 0 otherwise and on an unfollow.
   */
  mutual?: 0 | 1;
}

export interface BlockAnswer {
  is_block: 0 | 1;
}

export interface GeneralSettings {
  form1: boolean;
}
export const NOTIFY_FREQUENCIES = ["Immediately", "Automatically", "never"] as const;
export type NotifyFrequency = (typeof NOTIFY_FREQUENCIES)[number];
/** form1..form10: comments on profile, status, wall, photo, video; likes on status; new mail; new chat message; credits granted; gift received. */
export interface NotificationSettings {
  form1: boolean;
  form2: boolean;
  form3: boolean;
  form4: boolean;
  form5: boolean;
  form6: boolean;
  form7: boolean;
  form8: boolean;
  form9: boolean;
  form10: boolean;
  form11: NotifyFrequency;
}
export interface MemberSettings {
  general: GeneralSettings;
  notification: NotificationSettings;
  lang: Language;
}
export const DEFAULT_SETTINGS: Omit<MemberSettings, "lang"> = {
  general: { form1: true },
  notification: {
    form1: true,
    form2: true,
    form3: true,
    form4: true,
    form5: true,
    form6: true,
    form7: true,
    form8: true,
    form9: true,
    form10: true,
    form11: "Automatically",
  },
};

export interface InviteData {
  invitation_code: string;
  /** PUBLIC_URL + '#/invitation/{code}' (spec §2). */
  link: string;
  invitees: { id: number; username: string; avatar: string; created_at: number }[];
}

/** Per-call answer codes. */
export const SearchStatus = { noUser: -1 } as const;
export const DetailStatus = { notFound: -1 } as const;
/**
 * -3 (ours): the report names a chat message or a mail that the reported member did not send to
 * the reporter; nothing is written.
 */
export const ReportStatus = { alreadyToday: -2, notFound: -1, notYours: -3 } as const;
