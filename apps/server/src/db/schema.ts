/**
 * The whole data model of spec §3 in one pg-core schema. Later capabilities fill the calls; the
 * tables are here so that migrations stay additive. Money is integer cents (1 credit = 1 USD).
 * Times are timestamptz; the wire turns them into epoch milliseconds (or seconds where the spec says).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const now = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const at = () => timestamp({ withTimezone: true });
/** A member a row belongs to; the row goes when the member does. */
const member = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    gender: smallint().notNull().default(1),
    birthday: date({ mode: "string" }).notNull(),
    country: text().notNull(),
    interest: text().notNull().default(""),
    source: text().notNull().default("Web"),
    signature: text().notNull().default(""),
    /** Issue 50: the "about me" and the answered prompts ([{ key, answer }]). */
    about: text().notNull().default(""),
    prompts: jsonb().$type<{ key: string; answer: string }[]>().notNull().default([]),
    avatar: text().notNull().default(""),
    lang: text().notNull().default("zhtw"),
    role: text().notNull().default("member"),
    /** 1 approved, 2 under review, 3 disabled. */
    status: smallint().notNull().default(2),
    chatState: smallint().notNull().default(0),
    /** 0 visible, 1 hidden. */
    onlineStatus: smallint().notNull().default(0),
    /** Set by the chat socket while a connection is open. */
    isOnline: boolean().notNull().default(false),
    vip: smallint().notNull().default(0),
    silverDeadline: at(),
    goldDeadline: at(),
    /** The tier deadline the member was last told is near (services/payments/memberships.ts). */
    tierNoticeFor: at(),
    balanceCents: bigint({ mode: "number" }).notNull().default(0),
    invitationCode: text().notNull(),
    invitedBy: integer(),
    /** General and notification settings (spec §2), stored and honoured. */
    settings: jsonb().notNull().default({}),
    lastLoginAt: at(),
    approvedAt: at(),
    /** The member asked to delete the account: it is erased after this (services/account-deletion.ts). */
    deleteAfter: at(),
    /** When the account was erased (only the placeholder and what the ledger keeps remain). */
    erasedAt: at(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    // The wallet balance is the ledger's projection (services/ledger.ts); it never goes below zero.
    check("users_balance_not_negative", sql`${t.balanceCents} >= 0`),
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    // Username search is a prefix match on the lower-cased name.
    index("users_username_prefix_idx").on(sql`lower(${t.username}) text_pattern_ops`),
    uniqueIndex("users_invitation_code_key").on(t.invitationCode),
    index("users_invited_by_idx").on(t.invitedBy),
    // Member lists: opposite sex, approved, online first then last login, stable by id (keyset paging).
    index("users_list_idx")
      .on(t.gender, t.isOnline.desc(), t.lastLoginAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.status} = 1`),
    index("users_new_idx").on(t.gender, t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 1`),
    // Members who are not approved (few): the feed leaves their trends out by looking them up here.
    index("users_unapproved_idx").on(t.id).where(sql`${t.status} <> 1`),
    // Accounts waiting for their erasure (few): the erasure job finds those due here.
    index("users_delete_after_idx").on(t.deleteAfter).where(sql`${t.deleteAfter} is not null`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: member(),
    /** SHA-256 of the 256-bit token; the token itself is never stored. */
    tokenHash: text().notNull(),
    createdAt: now(),
    lastSeenAt: now(),
    revokedAt: at(),
    userAgent: text(),
    ip: text(),
    /** When a staff session passed the second factor (issue 51); until then the console refuses it. */
    secondFactorAt: at(),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/**
 * A staff member's TOTP secret (services/second-factor.ts): written at enrolment, answered to the
 * staff member once then never again; `confirmedAt` once a code of it was given; `lastStep` the
 * newest time step a code was accepted for, so that a code is taken once.
 */
export const staffSecondFactors = pgTable("staff_second_factors", {
  userId: member().primaryKey(),
  secret: text().notNull(),
  confirmedAt: at(),
  lastStep: bigint({ mode: "number" }),
  createdAt: now(),
});

/** A staff member's recovery codes, SHA-256 of each; a code is used once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial().primaryKey(),
    userId: member(),
    codeHash: text().notNull(),
    usedAt: at(),
  },
  (t) => [index("staff_recovery_codes_user_idx").on(t.userId)],
);

/**
 * Archives of a member's data (services/data-export.ts): asked for in the settings, built by a job
 * (claimed with SKIP LOCKED, so on one instance), stored outside the served media, and downloaded
 * with the member's session or the one-time code mailed to them until `expiresAt`.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: member(),
    /** 0 queued, 1 building, 2 ready, 3 failed. */
    state: smallint().notNull().default(0),
    /** Where the zip is kept, relative to DATA_DIR (never under uploads/). */
    file: text(),
    bytes: integer(),
    /** SHA-256 of the mailed link's code; the code itself is never stored. */
    codeHash: text(),
    codeUsedAt: at(),
    lockedAt: at(),
    attempts: integer().notNull().default(0),
    createdAt: now(),
    readyAt: at(),
    expiresAt: at(),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.id),
    index("data_exports_queue_idx").on(t.id).where(sql`${t.state} = 0`),
    uniqueIndex("data_exports_code_key").on(t.codeHash),
  ],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: member(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: at(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("password_resets_code_hash_key").on(t.codeHash),
    index("password_resets_user_idx").on(t.userId),
  ],
);

/**
 * A change of e-mail address waiting for its confirmation: the link mailed to the new address
 * (or, asked without the password, to the current one: viaCurrent) carries the code whose hash is
 * kept here; the address changes only when it is opened.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: member(),
    newEmail: text().notNull(),
    codeHash: text().notNull(),
    viaCurrent: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: at(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("email_changes_code_hash_key").on(t.codeHash),
    index("email_changes_user_idx").on(t.userId),
  ],
);

/** Tier -> permission flags (spec §6), editable by the administrator. */
export const authorities = pgTable(
  "authorities",
  { tier: smallint().notNull(), flag: text().notNull() },
  (t) => [primaryKey({ columns: [t.tier, t.flag] })],
);

/** Site-wide settings the administrator may change (prices, allowances, ...), as JSON values. */
export const siteSettings = pgTable("site_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: now(),
});

export const likes = pgTable(
  "likes",
  {
    userId: member(),
    targetId: member(),
    createdAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetId] }),
    index("likes_target_idx").on(t.targetId, t.createdAt),
    index("likes_user_idx").on(t.userId, t.createdAt),
  ],
);

export const blocks = pgTable(
  "blocks",
  {
    userId: member(),
    targetId: member(),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetId] }), index("blocks_target_idx").on(t.targetId)],
);

export const reports = pgTable(
  "reports",
  {
    id: serial().primaryKey(),
    reporterId: member(),
    targetId: member(),
    /** 1 ads, 2 offensive, 3 illegal. */
    type: smallint().notNull(),
    /** open, actioned, dismissed. */
    state: text().notNull().default("open"),
    outcome: text(),
    handledBy: integer().references(() => users.id, { onDelete: "set null" }),
    handledAt: at(),
    createdAt: now(),
    /**
     * The message reported (issue 15), copied at the time of the report: chat or mail, its id, its
     * text and picture as the reporter received them, and when it was sent. A later deletion of the
     * message leaves the evidence in place.
     */
    evidenceKind: text(),
    evidenceId: bigint({ mode: "number" }),
    evidenceText: text(),
    evidenceImg: text(),
    evidenceAt: at(),
  },
  (t) => [
    index("reports_state_idx").on(t.state, t.createdAt),
    index("reports_pair_idx").on(t.reporterId, t.targetId, t.createdAt),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    // The two members carry no foreign key, unlike every other table: the per-row check (and the
    // row lock it takes on both members) was a third of the cost of storing a message. A message
    // is written only beside its two conversation rows, whose foreign keys refuse an unknown
    // member in the same statement, and the socket reads both members just before; members are
    // never deleted, only disabled (an erasure must delete their messages itself).
    senderId: integer().notNull(),
    receiverId: integer().notNull(),
    /** txt or img. */
    type: text().notNull(),
    content: text().notNull().default(""),
    img: text().notNull().default(""),
    /** The sender's id for the message: a resend with the same id is not stored twice. */
    clientId: text(),
    createdAt: now(),
    readAt: at(),
  },
  (t) => [
    uniqueIndex("chat_messages_client_key").on(t.senderId, t.clientId),
    // History (both directions), marking read (peer to me) and the latest message all read
    // through this one; a second index led by the receiver served no query.
    index("chat_messages_pair_idx").on(t.senderId, t.receiverId, t.id),
  ],
);

/** One row per member per conversation: what their chat list shows. */
export const chatContacts = pgTable(
  "chat_contacts",
  {
    userId: member(),
    peerId: member(),
    unread: integer().notNull().default(0),
    lastMessageId: bigint({ mode: "number" }),
    /** Deleting a conversation hides messages up to here, for this member only. */
    clearedBeforeId: bigint({ mode: "number" }),
    hidden: boolean().notNull().default(false),
    updatedAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.peerId] }),
    // Presence changes go to the members whose list shows this one.
    index("chat_contacts_peer_idx").on(t.peerId),
  ],
);

/** Per-member per-day counters (free chat messages, ...). */
export const dailyCounters = pgTable(
  "daily_counters",
  {
    userId: member(),
    kind: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
);

export const mails = pgTable(
  "mails",
  {
    id: serial().primaryKey(),
    senderId: member(),
    /** Null for a mail sent to an address that reaches no member (toAddress). */
    receiverId: integer().references(() => users.id, { onDelete: "cascade" }),
    /**
     * The address as the sender typed it, for a mail sent by address (spec §7 released: `email`):
     * the sender sees it, never the member it reached, so nothing tells whether it reached one.
     */
    toAddress: text(),
    content: text().notNull(),
    /** 0 unread, 1 read. */
    type: smallint().notNull().default(0),
    createdAt: now(),
  },
  (t) => [
    index("mails_receiver_idx").on(t.receiverId, t.createdAt),
    index("mails_sender_idx").on(t.senderId),
  ],
);

export const notices = pgTable(
  "notices",
  {
    id: serial().primaryKey(),
    userId: member(),
    /** gift or report (the administrator's notices: a report's outcome, a refund). */
    type: text().notNull(),
    /** 0 unread, 1 read. */
    status: smallint().notNull().default(0),
    content: text().notNull().default(""),
    giftSendId: integer(),
    reportId: integer(),
    /** A refunded order the notice tells of. */
    orderId: integer(),
    /** A like or comment on the member's trend (issue 50): who, which trend, which comment. */
    actorId: integer(),
    trendId: integer(),
    commentId: integer(),
    createdAt: now(),
  },
  (t) => [index("notices_user_idx").on(t.userId, t.status, t.createdAt)],
);

/** Files the upload calls accepted; chat images and avatars must point at one of these. */
export const uploads = pgTable(
  "uploads",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: member(),
    path: text().notNull(),
    kind: text().notNull(),
    mime: text().notNull(),
    bytes: integer().notNull(),
    width: integer(),
    height: integer(),
    /** Videos: 1 while being transcoded, 2 when that failed, 0 ready (images are ready at once). */
    state: smallint().notNull().default(0),
    /** A video's poster frame. */
    poster: text().notNull().default(""),
    /** Moderation: set when staff take the file down; it is then served and listed nowhere. */
    takenDownAt: at(),
    createdAt: now(),
  },
  (t) => [uniqueIndex("uploads_path_key").on(t.path), index("uploads_user_idx").on(t.userId)],
);

/**
 * Durable background work (video transcoding): a row per job, claimed with SKIP LOCKED so that
 * each job runs on one instance at a time, retried a few times, and kept with its last error.
 */
export const mediaJobs = pgTable(
  "media_jobs",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    /** 0 queued, 1 running, 2 done, 3 failed for good. */
    state: smallint().notNull().default(0),
    attempts: integer().notNull().default(0),
    runAfter: now(),
    lockedAt: at(),
    lastError: text(),
    createdAt: now(),
    finishedAt: at(),
  },
  (t) => [index("media_jobs_queue_idx").on(t.runAfter, t.id).where(sql`${t.state} = 0`)],
);

export const trends = pgTable(
  "trends",
  {
    id: serial().primaryKey(),
    userId: member(),
    /** 0 joined, 1 text, 2 avatar change, 3 profile edit. */
    type: smallint().notNull().default(1),
    content: text().notNull().default(""),
    img: text().notNull().default(""),
    video: text().notNull().default(""),
    createdAt: now(),
    deletedAt: at(),
    takenDownAt: at(),
  },
  (t) => [
    // The feed: live trends, newest first (ids grow with time; paging is by id). The author is in
    // the index so that a page's trends are found, and hidden authors skipped, from it alone.
    // Ascending on purpose: `order by id desc` reads it backwards. Drizzle writes `.desc()` as
    // DESC NULLS LAST, which that order (DESC, nulls first) cannot use: the planner sorted instead.
    index("trends_live_idx")
      .on(t.id, t.userId)
      .where(sql`${t.deletedAt} is null and ${t.takenDownAt} is null`),
    index("trends_user_idx").on(t.userId, t.id),
  ],
);

export const photos = pgTable(
  "photos",
  {
    id: serial().primaryKey(),
    userId: member(),
    /** 1 photo, 2 video. */
    kind: smallint().notNull(),
    img: text().notNull().default(""),
    video: text().notNull().default(""),
    createdAt: now(),
    takenDownAt: at(),
  },
  (t) => [index("photos_user_idx").on(t.userId, t.kind, t.createdAt)],
);

export const comments = pgTable(
  "comments",
  {
    id: serial().primaryKey(),
    userId: member(),
    photoId: integer().references(() => photos.id, { onDelete: "cascade" }),
    trendId: integer().references(() => trends.id, { onDelete: "cascade" }),
    content: text().notNull(),
    createdAt: now(),
    takenDownAt: at(),
    /** Deleted by its writer (issue 50: trend comments); staff take down instead. */
    deletedAt: at(),
  },
  (t) => [
    index("comments_photo_idx").on(t.photoId, t.createdAt),
    index("comments_trend_idx").on(t.trendId, t.createdAt),
  ],
);

/** A member likes a trend (issue 50): one row per member and trend, removed when taken back. */
export const trendLikes = pgTable(
  "trend_likes",
  {
    trendId: integer()
      .notNull()
      .references(() => trends.id, { onDelete: "cascade" }),
    userId: member(),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.trendId, t.userId] }), index("trend_likes_user_idx").on(t.userId)],
);

export const backPhotos = pgTable(
  "back_photos",
  {
    id: serial().primaryKey(),
    userId: member(),
    img: text().notNull(),
    createdAt: now(),
    takenDownAt: at(),
  },
  (t) => [index("back_photos_user_idx").on(t.userId)],
);

export const giftCategories = pgTable("gift_categories", {
  id: serial().primaryKey(),
  nameEn: text().notNull(),
  nameZhcn: text().notNull(),
  nameZhtw: text().notNull(),
  sort: integer().notNull().default(0),
});

export const gifts = pgTable(
  "gifts",
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => giftCategories.id, { onDelete: "cascade" }),
    path: text().notNull(),
    priceCents: integer().notNull(),
    titleEn: text().notNull(),
    titleZhcn: text().notNull(),
    titleZhtw: text().notNull(),
    active: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [index("gifts_category_idx").on(t.categoryId, t.sort)],
);

export const giftSends = pgTable(
  "gift_sends",
  {
    id: serial().primaryKey(),
    giverId: member(),
    receiverId: member(),
    giftId: integer()
      .notNull()
      .references(() => gifts.id),
    message: text().notNull().default(""),
    priceCents: integer().notNull(),
    createdAt: now(),
  },
  (t) => [index("gift_sends_receiver_idx").on(t.receiverId, t.createdAt)],
);

export const rechargePackages = pgTable("recharge_packages", {
  id: serial().primaryKey(),
  amountCents: integer().notNull(),
  sort: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

/** Membership tiers with their base monthly price (spec §9 discount arithmetic). */
export const membershipTiers = pgTable("membership_tiers", {
  tier: smallint().primaryKey(),
  name: text().notNull(),
  basePriceCents: integer().notNull(),
});

export const upgradePackages = pgTable("upgrade_packages", {
  id: serial().primaryKey(),
  tier: smallint()
    .notNull()
    .references(() => membershipTiers.tier),
  months: integer().notNull(),
  amountCents: integer().notNull(),
  sort: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

export const orders = pgTable(
  "orders",
  {
    id: serial().primaryKey(),
    userId: member(),
    /** The member who receives the credits or membership (self by default). */
    gainerId: member(),
    /** 1 recharge, 2 upgrade. */
    orderType: smallint().notNull(),
    payType: smallint().notNull(),
    packageId: integer(),
    /** What the server priced, in cents of USD (never the client's figure). */
    amountCents: integer().notNull(),
    currency: text().notNull().default("USD"),
    /** created, pending, paid, failed, expired, refunded (services/payments/orders.ts). */
    state: text().notNull().default("created"),
    /** An upgrade's tier and months. */
    tier: smallint(),
    months: integer(),
    /** The client's payment session (spec §7 uuid): one order per member and uuid. */
    uuid: text(),
    providerRef: text(),
    /** The provider's page for this order (a repeated pay answers it again, never a second charge). */
    checkoutUrl: text(),
    /** Only the brand and the last four digits of a card are ever kept (PCI DSS 3.3.1). */
    cardBrand: text(),
    cardLast4: text(),
    failureReason: text(),
    createdAt: now(),
    updatedAt: now(),
    paidAt: at(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("orders_provider_ref_key").on(t.payType, t.providerRef),
    uniqueIndex("orders_user_uuid_key").on(t.userId, t.uuid),
    index("orders_open_idx").on(t.createdAt).where(sql`${t.state} in ('created', 'pending')`),
  ],
);

/** Provider callbacks seen (by the provider's event id): a replayed callback is refused. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    orderId: integer(),
    receivedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The sandbox gateway's own payments (services/payments/sandbox-gateway.ts): the server plays a
 * card gateway and a redirect wallet in test mode, as a provider's sandbox would.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text().primaryKey(),
  /** card or wallet. */
  kind: text().notNull(),
  amountCents: integer().notNull(),
  currency: text().notNull(),
  reference: text().notNull(),
  returnUrl: text().notNull(),
  callbackUrl: text().notNull(),
  /** requires_action, succeeded, declined. */
  state: text().notNull().default("requires_action"),
  cardLast4: text(),
  createdAt: now(),
});

/**
 * The credit ledger (issue 13): every movement of credits is one transaction of two or more
 * entries that sum to zero (double entry). A member's wallet is the account `wallet` with their
 * id; the others are the site's own (services/ledger.ts names them). `key` makes a posting
 * idempotent: the same key twice is one movement.
 */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    key: text().notNull(),
    /** recharge, gift, translate, upgrade, refund, grant, opening. */
    kind: text().notNull(),
    /** A staff member's reason, or what the movement was for. */
    memo: text().notNull().default(""),
    orderId: integer(),
    /** The gift send, translation... the movement belongs to. */
    refId: integer(),
    /** The staff member who granted or deducted, for kind grant. */
    actorId: integer(),
    createdAt: now(),
  },
  (t) => [uniqueIndex("ledger_transactions_key").on(t.key)],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    transactionId: bigint({ mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    /** wallet, or one of the site's accounts (revenue:gifts, clearing:provider...). */
    account: text().notNull(),
    /** The wallet's member; null for the site's accounts (and for a member who was deleted). */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Signed: what the account gains (a wallet's positive amount is credits received). */
    amountCents: bigint({ mode: "number" }).notNull(),
    /** A wallet's balance after this entry (the member's history shows it). */
    balanceAfterCents: bigint({ mode: "number" }),
    createdAt: now(),
  },
  (t) => [
    index("ledger_entries_wallet_idx").on(t.userId, t.id).where(sql`${t.userId} is not null`),
    index("ledger_entries_transaction_idx").on(t.transactionId),
    check(
      "ledger_entries_wallet_has_member",
      sql`${t.account} <> 'wallet' or ${t.balanceAfterCents} is not null`,
    ),
  ],
);

export const memberships = pgTable(
  "memberships",
  {
    id: serial().primaryKey(),
    userId: member(),
    tier: smallint().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    orderId: integer(),
    /** order, admin. */
    source: text().notNull().default("order"),
    createdAt: now(),
  },
  (t) => [index("memberships_user_idx").on(t.userId, t.endsAt)],
);

/** The blog's categories (spec §3 article category): a name in each language. */
export const articleCategories = pgTable("article_categories", {
  id: serial().primaryKey(),
  /** A stable name for seeds and imports (`npm run admin -- article`). */
  slug: text().notNull().unique(),
  nameEn: text().notNull(),
  nameZhcn: text().notNull(),
  nameZhtw: text().notNull(),
  sort: integer().notNull().default(0),
});

/**
 * The blog's articles (spec §3 article): a title and a body in each language, the body HTML
 * sanitised when saved (services/articles.ts); `views` counts the article pages served (the
 * popular list's order).
 */
export const articles = pgTable(
  "articles",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    categoryId: integer()
      .notNull()
      .references(() => articleCategories.id, { onDelete: "cascade" }),
    image: text().notNull().default(""),
    titleEn: text().notNull(),
    titleZhcn: text().notNull(),
    titleZhtw: text().notNull(),
    bodyEn: text().notNull(),
    bodyZhcn: text().notNull(),
    bodyZhtw: text().notNull(),
    views: integer().notNull().default(0),
    published: boolean().notNull().default(true),
    publishedAt: now(),
    updatedAt: now(),
  },
  (t) => [
    index("articles_category_idx").on(t.categoryId, t.publishedAt),
    index("articles_views_idx").on(t.views),
  ],
);

/**
 * The audit trail (issue 14): every staff action, from the console or `npm run admin`, with who,
 * when, what, and the values before and after. Rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    /** The staff member; null for the command line (`actorName` says so). */
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    actorName: text().notNull(),
    /** review.approve, review.reject, ... */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer(),
    before: jsonb(),
    after: jsonb(),
    reason: text().notNull().default(""),
    createdAt: now(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

/**
 * Notification mails waiting or sent (issue 15): one row per member event that the member's
 * settings let be mailed. The key makes an event mailed once at most; `sentAt` is set by the one
 * instance that claims the row (a conditional update), so several instances never mail it twice.
 */
export const notifyOutbox = pgTable(
  "notify_outbox",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    // No foreign keys, as in chat_messages: every chat message writes a row here, and the per-row
    // checks (with the row lock they take on both members) were over a quarter of the database's
    // work per message (bench/chat.ts: 51 -> 37 µs). The listener writes rows only for members it
    // has just read, and the actor is the member who acted; members are never deleted, and an
    // erasure deletes the rows for and about the member itself (account-deletion.ts).
    userId: integer().notNull(),
    /** A NotifyItem of contracts/notifications.ts. */
    item: text().notNull(),
    actorId: integer(),
    key: text().notNull(),
    preview: text().notNull().default(""),
    createdAt: now(),
    /** Claimed for a mail (or dropped: see `skipped`). */
    sentAt: at(),
    /** Not mailed after all: the item was turned off, the pair blocked, or the delivery is never. */
    skipped: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex("notify_outbox_key").on(t.userId, t.key),
    index("notify_outbox_waiting_idx").on(t.userId, t.createdAt).where(sql`${t.sentAt} is null`),
    index("notify_outbox_sent_idx").on(t.userId, t.sentAt),
  ],
);

/** One-click unsubscribe links of notification mails (RFC 8058): the token's hash, whose items it turns off. */
export const unsubscribeLinks = pgTable("unsubscribe_links", {
  tokenHash: text().primaryKey(),
  userId: member(),
  items: text().array().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: at(),
});
/** Web Push (issue 15): a device's push subscription, for the member signed in on it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial().primaryKey(),
    userId: member(),
    /** The push service's address for this device; a device belongs to one member at a time. */
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * Erasures that failed (issue 51): one row per account whose erasure rolled back, tried again
 * from `retryAt` (services/account-deletion.ts), shown on the console's dashboard. The row goes
 * when the account is erased or its deletion is cancelled. `lastError` is the error's message
 * only, never its details (which may quote the member's values).
 */
export const erasureFailures = pgTable(
  "erasure_failures",
  {
    userId: member().primaryKey(),
    attempts: integer().notNull(),
    lastError: text().notNull(),
    firstFailedAt: at().notNull(),
    lastFailedAt: at().notNull(),
    retryAt: at().notNull(),
  },
  (t) => [index("erasure_failures_retry_idx").on(t.retryAt)],
);
