import { Vip } from "./enums.ts";

/** Permission flags (spec §6). */
export const PERMISSION_FLAGS = [
  "Allow_profile_wall_posts",
  "Search_users",
  "View_profiles",
  "Auth_message",
  "Allow_comments_on_newsfeed",
  "Dynamic_unrestricted",
  "Allows_newsfeed_to_be_sent",
  "Upload_photo",
  "View_photo",
  "Comment_photo",
  "Add_video",
  "View_video",
  "Comment_video",
  "Start_mail_dialog",
  "Continue_mail_dialog",
  "Read_chat_messages",
  "Send_chat_messages_for_free",
  "Start_chat_dialog",
  "Read_mails",
  "Continue_chat_dialog",
  "Free_use_of_the_translation_function",
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/**
 * Flags of spec §6 with no feature behind them on this site: there is no profile wall and no
 * highlighted message, and chat is open to every member (paid per message in credits, unless
 * Send_chat_messages_for_free). The tiers may hold them (the spec's lists do), but nothing is sold
 * with them: the upgrade screen leaves them out.
 */
export const FLAGS_WITHOUT_FEATURE: readonly PermissionFlag[] = [
  "Allow_profile_wall_posts",
  "Auth_message",
  "Read_chat_messages",
  "Start_chat_dialog",
  "Continue_chat_dialog",
];

/** The flags the server checks before what they allow: what a membership sells, in the spec's order. */
export const HONOURED_FLAGS: readonly PermissionFlag[] = PERMISSION_FLAGS.filter(
  (flag) => !FLAGS_WITHOUT_FEATURE.includes(flag),
);

/** What every member holds, whatever the tier: looking at photos and the basics of a profile. */
const FREE: PermissionFlag[] = [
  "Allow_profile_wall_posts",
  "Upload_photo",
  "View_photo",
  "Read_chat_messages",
];

/** Silver: the four flags the spec shows, over the free set. */
const SILVER: PermissionFlag[] = [
  ...FREE,
  "Allows_newsfeed_to_be_sent",
  "Search_users",
  "View_profiles",
  "Allow_comments_on_newsfeed",
];

/** Gold adds Auth_message, Dynamic_unrestricted, and the chat, mail, media and translation flags. */
const GOLD: PermissionFlag[] = [
  ...SILVER,
  "Auth_message",
  "Dynamic_unrestricted",
  "Comment_photo",
  "Add_video",
  "View_video",
  "Comment_video",
  "Start_mail_dialog",
  "Continue_mail_dialog",
  "Send_chat_messages_for_free",
  "Start_chat_dialog",
  "Read_mails",
  "Continue_chat_dialog",
  "Free_use_of_the_translation_function",
];

/** Default tier -> flags lists, stored in the database on first start and editable there. */
export const DEFAULT_AUTHORITIES: Record<Vip, readonly PermissionFlag[]> = {
  [Vip.free]: FREE,
  [Vip.silver]: SILVER,
  [Vip.gold]: GOLD,
};

/** initdata's authority map: `{ vip0: {Flag: 1, ...}, vip1: ..., vip2: ... }`. */
export type AuthorityLists = Record<`vip${Vip}`, Partial<Record<PermissionFlag, 1>>>;

export function hasFlag(lists: AuthorityLists, vip: Vip, flag: PermissionFlag): boolean {
  return lists[`vip${vip}`][flag] === 1;
}
