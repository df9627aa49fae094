/** Enumerations of spec §3 and §9, named once. */

export const Gender = { female: 0, male: 1 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

/** Member tier: 0 free, 1 silver, 2 gold (spec §3). */
export const Vip = { free: 0, silver: 1, gold: 2 } as const;
export type Vip = (typeof Vip)[keyof typeof Vip];
export const VIP_TIERS = [Vip.free, Vip.silver, Vip.gold] as const;
export const PAID_TIERS = [Vip.silver, Vip.gold] as const;

/** Account status: 1 approved, 2 under review (spec §4), 3 disabled by an administrator. */
export const AccountStatus = { approved: 1, underReview: 2, disabled: 3 } as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];

/** chat_state: 0 may chat, 1 banned from chat. */
export const ChatState = { allowed: 0, banned: 1 } as const;
export type ChatState = (typeof ChatState)[keyof typeof ChatState];

/** Online status: 0 visible, 1 hidden (spec §4). */
export const OnlineStatus = { visible: 0, hidden: 1 } as const;
export type OnlineStatus = (typeof OnlineStatus)[keyof typeof OnlineStatus];

export const REPORT_TYPES = [1, 2, 3] as const; // 1 ads, 2 offensive, 3 illegal
export type ReportType = (typeof REPORT_TYPES)[number];

export const INTEREST_CODES = ["a", "b", "c", "d"] as const;
export type InterestCode = (typeof INTEREST_CODES)[number];

export const SOURCES = ["Mobile", "Web"] as const;
export type Source = (typeof SOURCES)[number];

export const LANGUAGES = ["en", "zhcn", "zhtw"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zhtw";
export const FALLBACK_LANGUAGE: Language = "en";

/** Local storage keys (spec §1). */
export const StorageKey = { token: "token", lang: "lang", rememberedAccount: "account" } as const;

/**
 * Local storage keys of the first steps (issue 50): onboarding, the id of a member who has just registered on this device, until the
 * first steps are shown; nudgeDismissed, the member ids whose home nudge was put away.
 */
export const ProfileStorageKey = {
  onboarding: "onboarding",
  nudgeDismissed: "profileNudgeDismissed",
} as const;

/** Roles beyond the member (spec §6): the operator's staff and the customer-service account. */
export const ROLES = ["member", "admin", "moderator", "service"] as const;
export type Role = (typeof ROLES)[number];

/** Translation targets of /member/index/translate (spec §7). */
export const TRANSLATE_TARGETS = [
  "zh",
  "en",
  "jp",
  "fra",
  "spa",
  "ara",
  "ru",
  "de",
  "it",
  "rom",
  "cht",
] as const;
export type TranslateTarget = (typeof TRANSLATE_TARGETS)[number];

/** Chat socket operation codes (spec §4). */
export const Opt = {
  open: 0,
  send: 1,
  history: 3,
  presence: 4,
  remove: 5,
  logout: 6,
  noFreeChat: 7,
  needsUpgrade: 8,
  init: 100,
  heartbeat: 99881,
  statusVisible: 99885,
  statusHidden: 99886,
} as const;
export type Opt = (typeof Opt)[keyof typeof Opt];
