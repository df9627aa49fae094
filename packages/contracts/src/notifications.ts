/**
 * The ten notification items of spec §2 and how they are delivered. The settings form stores them
 * as form1..form10 (spec §3) and form11 the delivery; the server honours them: in the site the
 * menus always show what happened, by e-mail as the member chose.
 */
import type { NotificationSettings } from "./members.ts";

/** Each item and the settings field that turns it on or off (spec §2, in the form's order). */
export const NOTIFY_ITEMS = {
  profileComment: "form1",
  statusComment: "form2",
  wallComment: "form3",
  photoComment: "form4",
  videoComment: "form5",
  statusLike: "form6",
  mail: "form7",
  chat: "form8",
  credits: "form9",
  gift: "form10",
} as const satisfies Record<string, Exclude<keyof NotificationSettings, "form11">>;
export type NotifyItem = keyof typeof NOTIFY_ITEMS;
export const NOTIFY_ITEM_NAMES = Object.keys(NOTIFY_ITEMS) as NotifyItem[];

/** Whether the member's settings let `item` be mailed at all. */
export function notifyItemOn(settings: NotificationSettings, item: NotifyItem): boolean {
  return settings.form11 !== "never" && settings[NOTIFY_ITEMS[item]];
}

/** 'Immediately': events are gathered for at most this long into one mail. */
export const NOTIFY_BATCH_SECONDS = 30;
/** 'Automatically': a digest goes only to a member not seen for this long (spec §9), and at most once per this long. */
export const NOTIFY_ABSENT_DAYS = 2;
/** The most events one mail lists; the rest are counted ("and 12 more"). */
export const NOTIFY_MAIL_MAX_LINES = 20;
/** How long an unsubscribe link in a notification mail works. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

/** Ours: one-click unsubscribe of the items a notification mail was about (RFC 8058). */
export const NotifyCalls = {
  unsubscribe: "/member/notify/unsubscribe",
} as const;
