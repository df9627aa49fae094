/**
 * The operator's console (issue 14): its calls, who may make them, and what they answer. These are
 * ours, not the spec's: JSON POSTs under /admin/api with the staff member's session token, in the
 * same envelope as every call (status 200, msg, data). A member's token is refused with 403 and
 * never sees data.
 *
 * Roles (spec §6 names the administrator; ARCHITECTURE.md the moderator): a moderator works the
 * queues (review, reports, content); only an administrator changes catalogs, prices, roles or
 * money. `npm run admin` calls the same services (one rule, two doors).
 */
import * as yup from "yup";
import { ARTICLE_BODY_MAX, ARTICLE_CATEGORY_NAME_MAX, ARTICLE_TITLE_MAX } from "./blog.ts";
import { CREDIT_REASON_MAX } from "./credits.ts";
import { TIME_MAX_MS } from "./limits.ts";
import { ORDER_STATES, type OrderState } from "./payments.ts";
import {
  format,
  oneOfWords,
  optionalChoice,
  optionalRecordId,
  reasonText,
  recordId,
  required,
  searchText,
  trimText,
} from "./schema-parts.ts";
import { SECOND_FACTOR_CODE_MAX, type StaffRole } from "./staff.ts";

export const AdminCalls = {
  /** Who is signed in to the console: the staff member and their role. */
  me: "/admin/api/me",
  /**
   * The second factor (issue 51): until a session has passed it, every other console call answers
   * AdminStatus.secondFactor with `{ due }`. Enrol: a new TOTP secret (replacing one not yet
   * confirmed), answered once as its text and otpauth:// URI; refused once one is confirmed.
   */
  secondFactorEnrol: "/admin/api/2fa/enrol",
  /** code: the enrolled secret's current code; answers the recovery codes, once; the console opens. */
  secondFactorConfirm: "/admin/api/2fa/confirm",
  /** code: a code of the confirmed secret, or one unused recovery code; the console opens. */
  secondFactorVerify: "/admin/api/2fa/verify",
  /** New accounts waiting for review, oldest first, with their profile and photos. */
  reviewQueue: "/admin/api/review/list",
  /** id: the account is approved (it can sign in and appears to others). */
  approve: "/admin/api/review/approve",
  /** id, reason: the account is refused; the reason is mailed in the member's language. */
  reject: "/admin/api/review/reject",
  /** page, q: the audit trail, newest first. */
  audit: "/admin/api/audit/list",
  /** Open reports, oldest first, each with its evidence and its SLA clock. */
  reportQueue: "/admin/api/reports/list",
  /** id, action: the report is closed with the action, the reporter told the outcome. */
  resolveReport: "/admin/api/reports/resolve",
  /** q (a username or e-mail prefix), page: members, newest first. */
  members: "/admin/api/members/list",
  /** id: one member's account with their reports, blocks, orders and sign-ins. */
  member: "/admin/api/members/get",
  /** id, vip (0-2), deadline (YYYY-MM-DD, for 1 and 2): the member's tier until that day. */
  memberTier: "/admin/api/members/tier",
  /** id, action: ban or unban chat, disable or enable, sign out everywhere. */
  memberAction: "/admin/api/members/act",
  /** id, amount (signed credits), reason: a ledger grant or deduction (administrators only). */
  memberCredits: "/admin/api/members/credits",
  /** page, q (a username or an order number), state: orders, newest first (administrators). */
  orders: "/admin/api/orders/list",
  /** id: one order with its events (payment notices, ledger movements, staff actions). */
  order: "/admin/api/orders/get",
  /** id, reason: a paid order refunded (a ledger reversal and a notice to the member). */
  refund: "/admin/api/orders/refund",
  /** before (epoch ms), kind: the newest public uploads and posts, for take-down. */
  content: "/admin/api/content/list",
  /** source (upload or trend), id, reason: taken down everywhere (served nowhere, listed nowhere). */
  takeDown: "/admin/api/content/takedown",
  /** Every article (published or not) and category, for the console's article list. */
  articles: "/admin/api/articles/list",
  /** id: one article with its titles and bodies in the three languages. */
  article: "/admin/api/articles/get",
  /** An article created or changed (its HTML sanitised when saved); administrators. */
  articleSave: "/admin/api/articles/save",
  /** slug, english, simple, multiply: a category created or renamed; administrators. */
  articleCategorySave: "/admin/api/articles/category",
  /** The dashboard's figures and the last DASHBOARD_DAYS days (revenue for administrators only). */
  dashboard: "/admin/api/dashboard",
  /** Every catalog and setting, for the catalogs page (administrators only). */
  catalog: "/admin/api/catalog/get",
  /** id, price, titlee/titlec/titlef, active: a gift's price, titles and sale. */
  giftSave: "/admin/api/catalog/gift",
  /** category_id, path (an uploaded picture), price, titles, active: a new gift. */
  giftCreate: "/admin/api/catalog/gift/new",
  /** id (none for a new one), classifye/classifyc/classifyf: a gift category. */
  giftCategorySave: "/admin/api/catalog/gift/category",
  /** kind (recharge or upgrade), id, amount, active. */
  packageSave: "/admin/api/catalog/package",
  /** tier, price: a tier's base monthly price. */
  tierPriceSave: "/admin/api/catalog/tier",
  /** free_chats_per_day, translation_price, pay_methods. */
  settingsSave: "/admin/api/catalog/settings",
  /** tier, flags: what a tier may do (spec §6). */
  authoritiesSave: "/admin/api/catalog/authorities",
} as const;

/** What staff may do to a member's account (services/member-actions.ts). */
export const MEMBER_ACTIONS = ["ban-chat", "unban-chat", "disable", "enable", "sign-out"] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];
export const STAFF_MEMBER_PAGE_SIZE = 30;

export interface MemberRow {
  id: number;
  username: string;
  email: string;
  avatar: string;
  status: number;
  vip: number;
  chat_state: number;
  /** Credits; administrators only (money is the "money" power's, in every call). */
  amount?: number;
  create_time: number;
  last_login_time: number | null;
}

export interface StaffMemberDetail extends MemberRow {
  gender: number;
  country: string;
  lang: string;
  /** Epoch seconds, or null. */
  silver_deadline: number | null;
  gold_deadline: number | null;
  /** Reports they made and reports about them, newest first. */
  reports_made: { id: number; username: string; type: number; state: string; create_time: number }[];
  reports_about: { id: number; username: string; type: number; state: string; create_time: number }[];
  /** Members they block. */
  blocks: { username: string; create_time: number }[];
  /** How many members block them. */
  blocked_by: number;
  /** Orders with their amounts and cards; administrators only. */
  orders?: StaffOrderRow[];
  /** Their sign-ins, newest first: the device, the address, when last seen, and whether it ended. */
  sessions: { create_time: number; last_seen: number; ip: string; user_agent: string; ended: boolean }[];
}

export interface MemberPage {
  members: MemberRow[];
  page: number;
  last_page: number;
}

/** A report is answered within this many hours; older open ones are overdue. */
export const REPORT_SLA_HOURS = 24;
/**
 * What staff do about a report: dismiss it (no rule broken), or uphold it with a warning (a mail
 * from customer service), a ban from chat, or disabling the account (every session ends).
 */
export const REPORT_ACTIONS = ["dismiss", "warn", "ban-chat", "disable"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export interface ReportParty {
  id: number;
  username: string;
  avatar: string;
}

export interface ReportCase {
  id: number;
  /** 1 ads, 2 offensive, 3 illegal (spec §3 report). */
  type: number;
  create_time: number;
  /** Older than REPORT_SLA_HOURS. */
  overdue: boolean;
  reporter: ReportParty;
  reported: ReportParty & { status: number; chat_state: number };
  /** The reported member's latest photos. */
  photos: string[];
  /** Their newest public pictures, videos and posts, each one a take-down away. */
  content: ContentItem[];
  /** The latest messages between the two, oldest first: the evidence. */
  messages: { from: string; type: string; content: string; img: string; create_time: number }[];
  /**
   * The message the reporter reported (issue 15), as they received it, when the report named one:
   * a chat message or a mail. Absent for a report of the member alone.
   */
  evidence?: { kind: "chat" | "mail"; content: string; img: string; create_time: number };
}

/** Answers of the console's calls beyond 200 (ours). */
export const AdminStatus = {
  /** The session has not passed the second factor yet; data `{ due }` (SecondFactorDue). */
  secondFactor: 401,
  forbidden: 403,
  missing: 404,
  done: 409,
  /** A second-factor code that is wrong, used before, or out of its time step. */
  codeRefused: 422,
} as const;

/** What a staff session still has to do before the console opens: enrol a secret, or give a code. */
export type SecondFactorDue = "enrol" | "verify";
/** secondFactorEnrol's answer: the secret in base32 (for typing) and as an otpauth:// URI (a QR code). */
export interface SecondFactorEnrolment {
  secret: string;
  uri: string;
}
/** secondFactorConfirm's answer: shown once, each usable once instead of a code. */
export interface SecondFactorRecovery {
  recovery_codes: string[];
}

export const REJECT_REASON_MAX = 500;
export const AUDIT_PAGE_SIZE = 50;

export interface StaffMe {
  id: number;
  username: string;
  role: StaffRole;
}

export interface ReviewCandidate {
  id: number;
  username: string;
  email: string;
  gender: number;
  birthday: string;
  country: string;
  signature: string;
  interest: string;
  avatar: string;
  lang: string;
  /** Epoch seconds of the sign-up. */
  create_time: number;
  photos: string[];
}

export interface AuditEntry {
  id: number;
  /** The staff member, or "npm run admin" for the command line. */
  actor: string;
  action: string;
  target_type: string;
  target_id: number | null;
  /** The values before and after the action (what changed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string;
  create_time: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  last_page: number;
}

export const ORDER_PAGE_SIZE = 30;
export const REFUND_REASON_MAX = 500;

export interface StaffOrderRow {
  id: number;
  /** Who paid, and who received the credits or months. */
  username: string;
  gainer: string;
  /** 1 recharge, 2 upgrade. */
  order_type: number;
  pay_type: number;
  /** USD. */
  amount: number;
  currency: string;
  state: OrderState;
  tier: number | null;
  months: number | null;
  /** "visa 4242" when a card paid. */
  card: string;
  create_time: number;
  paid_time: number | null;
}
export interface StaffOrderPage {
  orders: StaffOrderRow[];
  page: number;
  last_page: number;
}
export interface StaffOrderEvent {
  /** created, paid, failed, notice (a provider's), ledger, staff. */
  kind: string;
  at: number;
  /** What happened, in the operator's words (a provider's event id, a ledger movement, an action). */
  detail: string;
}
export interface StaffOrderDetail extends StaffOrderRow {
  failure: string;
  events: StaffOrderEvent[];
}

/**
 * What the content grid shows: avatars, photos and backgrounds (images), videos, text posts, and
 * comments on posts (issue 50).
 */
export const CONTENT_KINDS = ["avatar", "image", "video", "trend", "comment"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_SOURCES = ["upload", "trend", "comment"] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];
export const CONTENT_PAGE_SIZE = 48;
export const TAKE_DOWN_REASON_MAX = 500;

export interface ContentItem {
  source: ContentSource;
  id: number;
  kind: ContentKind;
  /** The picture to show (a video's poster); empty for a text post. */
  img: string;
  video: string;
  /** A post's words. */
  text: string;
  member: { id: number; username: string };
  create_time: number;
}
export interface ContentPage {
  items: ContentItem[];
  /** Pass as `before` for the next page; null at the end. */
  next_before: number | null;
}

export interface StaffArticleRow {
  id: number;
  slug: string;
  category: string;
  image: string;
  tenglish: string;
  tsimple: string;
  tmultiply: string;
  published: boolean;
  reads: number;
  create_time: number;
}
export interface StaffArticleList {
  categories: { id: number; slug: string; english: string; simple: string; multiply: string }[];
  articles: StaffArticleRow[];
}
export interface StaffArticle extends StaffArticleRow {
  english: string;
  simple: string;
  multiply: string;
}

export const DASHBOARD_DAYS = 14;
export interface DashboardDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  signups: number;
  /** USD paid that day (orders still paid, not credits); administrators only. */
  revenue?: number;
}
export interface Dashboard {
  /** Accounts waiting for review. */
  waiting: number;
  /** Members with a chat connection now. */
  online: number;
  reports_open: number;
  reports_overdue: number;
  /** Oldest first, the last one today. */
  days: DashboardDay[];
  /** Accounts due for erasure whose erasure failed and waits to be tried again (issue 51). */
  erasures_failing: number;
  /** The DASHBOARD_ERASURE_FAILURES longest failing of them, longest first. */
  erasure_failures: ErasureFailure[];
}

/** How many failing erasures the dashboard lists (it counts them all). */
export const DASHBOARD_ERASURE_FAILURES = 10;
export interface ErasureFailure {
  /** The account's id (its username may be half erased; the member file finds it by id). */
  id: number;
  attempts: number;
  /** The last failure's message (no values of the member's). */
  error: string;
  /** Epoch seconds of the first and the last failure, and of the next try. */
  first_failed_time: number;
  failed_time: number;
  retry_time: number;
}

export const reviewDecisionPayloadSchema = yup.object({ id: recordId("id") });
export const rejectPayloadSchema = yup.object({
  id: recordId("id"),
  reason: reasonText("reason", REJECT_REASON_MAX),
});
export const auditListPayloadSchema = yup.object({
  page: optionalRecordId("page"),
  q: searchText("q"),
  target_id: optionalRecordId("id"),
});
export const emptyAdminPayloadSchema = yup.object({});
/** A TOTP code (6 digits) or a recovery code, as typed: spaces and dashes are left out when read. */
const codeRefused = { key: "admin.codeRefused" } as const;
export const secondFactorCodePayloadSchema = yup.object({
  code: yup
    .string()
    .typeError(codeRefused)
    .transform(trimText)
    .max(SECOND_FACTOR_CODE_MAX, codeRefused)
    .required(codeRefused),
});
/** Account states a member list filters by (1 active, 2 under review, 3 disabled). */
export const MEMBER_STATUS_FILTERS = [1, 2, 3] as const;
export const memberListPayloadSchema = yup.object({
  q: searchText("q"),
  page: optionalRecordId("page"),
  status: optionalChoice("status", MEMBER_STATUS_FILTERS),
  vip: optionalChoice("vip", [0, 1, 2]),
  /** 1: only members banned from chat. */
  chat_banned: optionalChoice("chat_banned", [0, 1]),
});
export const memberActionPayloadSchema = yup.object({
  id: recordId("id"),
  action: oneOfWords("type", MEMBER_ACTIONS),
});
export const memberCreditsPayloadSchema = yup.object({
  id: recordId("id"),
  /** Signed credits with at most 2 decimals, checked by creditsToCents (contracts/credits.ts). */
  amount: yup
    .string()
    .typeError(format("amount"))
    .transform(trimText)
    .max(20, format("amount"))
    .required(required("amount")),
  reason: reasonText("reason", CREDIT_REASON_MAX),
});
export const resolveReportPayloadSchema = yup.object({
  id: recordId("id"),
  action: oneOfWords("type", REPORT_ACTIONS),
});
export const orderListPayloadSchema = yup.object({
  page: optionalRecordId("page"),
  q: searchText("q"),
  state: yup
    .string()
    .transform((v, original) => (original === "" ? undefined : v))
    .typeError(format("state"))
    .oneOf([...ORDER_STATES], format("state"))
    .optional(),
});
export const refundPayloadSchema = yup.object({
  id: recordId("id"),
  reason: reasonText("reason", REFUND_REASON_MAX),
});
export const contentListPayloadSchema = yup.object({
  before: yup
    .number()
    .typeError(format("before"))
    .integer(format("before"))
    .min(0, format("before"))
    .max(TIME_MAX_MS, format("before"))
    .optional(),
  kind: yup
    .string()
    .transform((v, original) => (original === "" ? undefined : v))
    .typeError(format("kind"))
    .oneOf([...CONTENT_KINDS], format("kind"))
    .optional(),
});
export const takeDownPayloadSchema = yup.object({
  source: oneOfWords("kind", CONTENT_SOURCES),
  id: recordId("id"),
  reason: reasonText("reason", TAKE_DOWN_REASON_MAX),
});
export const memberTierPayloadSchema = yup.object({
  id: recordId("id"),
  vip: yup.number().typeError(format("vip")).oneOf([0, 1, 2], format("vip")).required(required("vip")),
  /** The last day of the tier (UTC), for silver and gold; later than today. */
  deadline: yup
    .string()
    .transform((v, original) => (original === "" ? undefined : v))
    .typeError(format("deadline"))
    .matches(/^\d{4}-\d{2}-\d{2}$/, format("deadline"))
    .when("vip", ([vip], schema) =>
      Number(vip) > 0 ? schema.required(required("deadline")) : schema.optional(),
    ),
});
const slug = () =>
  yup
    .string()
    .typeError(format("slug"))
    .transform(trimText)
    .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, format("slug"))
    .max(80, format("slug"))
    .required(required("slug"));
const texts = (field: "title" | "content", max: number, need: boolean) => {
  const text = yup.string().typeError(format(field)).max(max, format(field));
  return need ? text.transform(trimText).required(required(field)) : text.default("");
};
export const articleSavePayloadSchema = yup.object({
  /** Editing an existing article keeps its slug; a new one names it. */
  slug: slug(),
  category: slug(),
  image: yup
    .string()
    .typeError(format("img"))
    .transform(trimText)
    .matches(/^(|(https:\/\/|\/static\/|\/uploads\/)[^\s"'<>]*)$/, format("img"))
    .default(""),
  tenglish: texts("title", ARTICLE_TITLE_MAX, true),
  tsimple: texts("title", ARTICLE_TITLE_MAX, false),
  tmultiply: texts("title", ARTICLE_TITLE_MAX, false),
  english: texts("content", ARTICLE_BODY_MAX, true),
  simple: texts("content", ARTICLE_BODY_MAX, false),
  multiply: texts("content", ARTICLE_BODY_MAX, false),
  published: yup.boolean().typeError(format("active")).default(true),
});
/** An article as the console saves it (the three titles and bodies, its category and cover). */
export type ArticleSaveFields = yup.InferType<typeof articleSavePayloadSchema>;
export const articleCategorySavePayloadSchema = yup.object({
  slug: slug(),
  english: texts("title", ARTICLE_CATEGORY_NAME_MAX, true),
  simple: texts("title", ARTICLE_CATEGORY_NAME_MAX, false),
  multiply: texts("title", ARTICLE_CATEGORY_NAME_MAX, false),
});
