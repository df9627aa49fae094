/**
 * A member's data archive (issue 15, GDPR art. 15 and 20): asked for in the settings, built by a
 * job into a zip (fflate) of `data.json` (everything the site holds about the member, in tables a
 * person can read) and `media/` (every file they uploaded), kept outside the served media, and
 * mailed as a one-time link. The member's own session downloads it too, until it expires.
 */
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  EXPORT_EVERY_HOURS,
  EXPORT_LINK_DAYS,
  type ExportState,
  type ExportStatus,
  PrivacyCalls,
} from "@site/contracts";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { AppContext } from "../context.ts";
import {
  backPhotos,
  blocks,
  chatMessages,
  comments,
  dataExports,
  giftSends,
  gifts,
  ledgerEntries,
  ledgerTransactions,
  likes,
  mails,
  memberships,
  notices,
  notifyOutbox,
  orders,
  photos,
  pushSubscriptions,
  reports,
  sessions,
  trendLikes,
  trends,
  uploads,
  users,
} from "../db/schema.ts";
import { hashSecret, newSecret } from "../lib/tokens.ts";
import { mediaStorage, type StoredObject } from "../media/storage.ts";
import { exportReadyMail } from "./privacy-mails.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STALE_LOCK_MS = 30 * 60_000;
const MAX_ATTEMPTS = 3;
const State = { queued: 0, building: 1, ready: 2, failed: 3 } as const;

type ExportRow = typeof dataExports.$inferSelect;

async function latest(ctx: AppContext, userId: number): Promise<ExportRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row;
}

function stateOf(row: ExportRow | undefined, now: Date): ExportState {
  if (!row) return "idle";
  if (row.state === State.queued || row.state === State.building) return "building";
  if (row.state === State.failed) return "failed";
  return row.expiresAt && row.expiresAt > now ? "ready" : "expired";
}

export async function exportStatus(ctx: AppContext, userId: number): Promise<ExportStatus> {
  const row = await latest(ctx, userId);
  const state = stateOf(row, ctx.now());
  return {
    state,
    requested_at: row ? row.createdAt.getTime() : null,
    ready_at: row?.readyAt ? row.readyAt.getTime() : null,
    expires_at: row?.expiresAt ? row.expiresAt.getTime() : null,
    bytes: state === "ready" ? (row?.bytes ?? null) : null,
  };
}

export type RequestResult = { kind: "ok"; status: ExportStatus } | { kind: "tooSoon"; hours: number };

/** Queues an archive; one a day (a failed one may be asked for again at once). */
export async function requestExport(ctx: AppContext, userId: number): Promise<RequestResult> {
  const now = ctx.now();
  const row = await latest(ctx, userId);
  if (row && row.state !== State.failed) {
    const next = row.createdAt.getTime() + EXPORT_EVERY_HOURS * HOUR;
    if (next > now.getTime()) return { kind: "tooSoon", hours: Math.ceil((next - now.getTime()) / HOUR) };
  }
  await ctx.db.insert(dataExports).values({ userId, createdAt: now });
  return { kind: "ok", status: await exportStatus(ctx, userId) };
}

/** Claims the oldest queued archive (or one whose builder went away), on one instance only. */
async function claim(ctx: AppContext): Promise<ExportRow | undefined> {
  const now = ctx.now();
  const stale = new Date(now.getTime() - STALE_LOCK_MS);
  const result = await ctx.db.execute(sql`
    update ${dataExports} set state = ${State.building}, locked_at = ${now.toISOString()}::timestamptz,
      attempts = attempts + 1
    where id = (
      select id from ${dataExports}
      where state = ${State.queued} or (state = ${State.building} and locked_at < ${stale.toISOString()}::timestamptz)
      order by id limit 1
      for update skip locked
    )
    returning id`);
  const id = (result as unknown as { rows: { id: number | string }[] }).rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.id, Number(id)));
  return row;
}

/** Builds the queued archives; each is built by one instance even when several run this. */
export async function buildDueExports(ctx: AppContext, limit = 5): Promise<number> {
  let built = 0;
  for (let i = 0; i < limit; i++) {
    const job = await claim(ctx);
    if (!job) break;
    try {
      await buildOne(ctx, job);
      built += 1;
    } catch (error) {
      ctx.log.error({ err: error, exportId: job.id }, "data export failed");
      await ctx.db
        .update(dataExports)
        .set({ state: job.attempts >= MAX_ATTEMPTS ? State.failed : State.queued, lockedAt: null })
        .where(eq(dataExports.id, job.id));
    }
  }
  return built;
}

async function buildOne(ctx: AppContext, job: ExportRow): Promise<void> {
  const storage = mediaStorage(ctx.config);
  const data = await collect(ctx, job.userId);
  const files = await ctx.db
    .select({ path: uploads.path })
    .from(uploads)
    .where(eq(uploads.userId, job.userId))
    .orderBy(asc(uploads.id));
  const dir = await mkdtemp(path.join(os.tmpdir(), "export-"));
  const zipFile = path.join(dir, "archive.zip");
  try {
    const bytes = await writeZip(
      zipFile,
      data,
      files.map((f) => f.path),
      (p) => storage.get(p),
    );
    const relative = `exports/${job.userId}/${newSecret()}.zip`;
    await storage.takeFileAt(relative, zipFile);
    const code = newSecret();
    const now = ctx.now();
    const [ready] = await ctx.db
      .update(dataExports)
      .set({
        state: State.ready,
        file: relative,
        bytes,
        codeHash: hashSecret(code),
        readyAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_LINK_DAYS * DAY),
        lockedAt: null,
      })
      .where(and(eq(dataExports.id, job.id), eq(dataExports.state, State.building)))
      .returning({ id: dataExports.id });
    if (!ready) {
      // Another instance took it over as stale and finished first: this copy is not needed.
      await storage.remove(relative);
      return;
    }
    const [user] = await ctx.db
      .select({ email: users.email, username: users.username, lang: users.lang })
      .from(users)
      .where(eq(users.id, job.userId));
    if (user) {
      const link = `${ctx.config.publicUrl}${PrivacyCalls.download}?code=${encodeURIComponent(code)}`;
      await ctx.mailer.send({ to: user.email, ...exportReadyMail(user.lang, user.username, link) });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Streams the archive to `file`, waiting for the disk where it is slower than the zip. */
async function writeZip(
  file: string,
  data: Record<string, unknown>,
  media: string[],
  read: (p: string) => Promise<StoredObject | undefined>,
): Promise<number> {
  const out = createWriteStream(file);
  let bytes = 0;
  let failure: Error | undefined;
  const finished = new Promise<void>((resolve, reject) => {
    out.on("error", reject);
    out.on("finish", resolve);
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    bytes += chunk.length;
    out.write(chunk);
    if (final) out.end();
  });
  const json = new ZipDeflate("data.json", { level: 6 });
  zip.add(json);
  json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
  for (const relative of media) {
    const stored = await read(relative);
    if (!stored) continue;
    // Pictures and videos are compressed already: stored as they are.
    const entry = new ZipPassThrough(`media/${relative.replace(/^uploads\//, "")}`);
    zip.add(entry);
    for await (const chunk of stored.body) {
      entry.push(chunk as Uint8Array);
      if (out.writableNeedDrain) await once(out, "drain");
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  await finished;
  if (failure) throw failure;
  return bytes;
}

const cents = (n: number | null | undefined) => (n === null || n === undefined ? null : n / 100);

/** Everything the site holds about the member, and nothing of anyone else's beyond a name. */
async function collect(ctx: AppContext, id: number): Promise<Record<string, unknown>> {
  const db = ctx.db;
  const peer = alias(users, "peer");
  const [me] = await db.select().from(users).where(eq(users.id, id));
  if (!me) throw new Error(`member ${id} is gone`);
  const [
    mySessions,
    myTrends,
    myPhotos,
    myBackgrounds,
    myComments,
    mailsIn,
    mailsOut,
    chat,
    following,
    myBlocks,
    giftsOut,
    giftsIn,
    myOrders,
    ledger,
    myMemberships,
    myNotices,
    myReports,
    myUploads,
    notificationMails,
    pushDevices,
    trendLikesOut,
  ] = await Promise.all([
    db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.id)),
    db.select().from(trends).where(eq(trends.userId, id)).orderBy(asc(trends.id)),
    db.select().from(photos).where(eq(photos.userId, id)).orderBy(asc(photos.id)),
    db.select().from(backPhotos).where(eq(backPhotos.userId, id)).orderBy(asc(backPhotos.id)),
    db.select().from(comments).where(eq(comments.userId, id)).orderBy(asc(comments.id)),
    db
      .select({
        id: mails.id,
        from: peer.username,
        content: mails.content,
        read: mails.type,
        at: mails.createdAt,
      })
      .from(mails)
      .innerJoin(peer, eq(peer.id, mails.senderId))
      .where(eq(mails.receiverId, id))
      .orderBy(asc(mails.id)),
    db
      // A mail sent by address names the address as typed, never whom it reached (mail.ts).
      .select({
        id: mails.id,
        to: sql<string>`coalesce(${mails.toAddress}, ${peer.username}, '')`,
        content: mails.content,
        at: mails.createdAt,
      })
      .from(mails)
      .leftJoin(peer, eq(peer.id, mails.receiverId))
      .where(eq(mails.senderId, id))
      .orderBy(asc(mails.id)),
    db
      .select({
        id: chatMessages.id,
        senderId: chatMessages.senderId,
        receiverId: chatMessages.receiverId,
        type: chatMessages.type,
        content: chatMessages.content,
        img: chatMessages.img,
        at: chatMessages.createdAt,
        readAt: chatMessages.readAt,
      })
      .from(chatMessages)
      .where(or(eq(chatMessages.senderId, id), eq(chatMessages.receiverId, id)))
      .orderBy(asc(chatMessages.id)),
    db
      .select({ username: peer.username, at: likes.createdAt })
      .from(likes)
      .innerJoin(peer, eq(peer.id, likes.targetId))
      .where(eq(likes.userId, id)),
    db
      .select({ username: peer.username, at: blocks.createdAt })
      .from(blocks)
      .innerJoin(peer, eq(peer.id, blocks.targetId))
      .where(eq(blocks.userId, id)),
    db
      .select({
        to: peer.username,
        gift: gifts.titleEn,
        message: giftSends.message,
        credits: giftSends.priceCents,
        at: giftSends.createdAt,
      })
      .from(giftSends)
      .innerJoin(peer, eq(peer.id, giftSends.receiverId))
      .innerJoin(gifts, eq(gifts.id, giftSends.giftId))
      .where(eq(giftSends.giverId, id)),
    db
      .select({
        from: peer.username,
        gift: gifts.titleEn,
        message: giftSends.message,
        at: giftSends.createdAt,
      })
      .from(giftSends)
      .innerJoin(peer, eq(peer.id, giftSends.giverId))
      .innerJoin(gifts, eq(gifts.id, giftSends.giftId))
      .where(eq(giftSends.receiverId, id)),
    db
      .select()
      .from(orders)
      .where(or(eq(orders.userId, id), eq(orders.gainerId, id)))
      .orderBy(asc(orders.id)),
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerTransactions.kind,
        memo: ledgerTransactions.memo,
        amount: ledgerEntries.amountCents,
        balanceAfter: ledgerEntries.balanceAfterCents,
        at: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerEntries.userId, id), eq(ledgerEntries.account, "wallet")))
      .orderBy(asc(ledgerEntries.id)),
    db.select().from(memberships).where(eq(memberships.userId, id)).orderBy(asc(memberships.id)),
    db.select().from(notices).where(eq(notices.userId, id)).orderBy(asc(notices.id)),
    db
      .select({ about: peer.username, type: reports.type, state: reports.state, at: reports.createdAt })
      .from(reports)
      .innerJoin(peer, eq(peer.id, reports.targetId))
      .where(eq(reports.reporterId, id)),
    db
      .select({
        path: uploads.path,
        kind: uploads.kind,
        mime: uploads.mime,
        bytes: uploads.bytes,
        at: uploads.createdAt,
      })
      .from(uploads)
      .where(and(eq(uploads.userId, id), isNull(uploads.takenDownAt))),
    db
      .select({
        item: notifyOutbox.item,
        preview: notifyOutbox.preview,
        at: notifyOutbox.createdAt,
        mailed: notifyOutbox.sentAt,
        skipped: notifyOutbox.skipped,
      })
      .from(notifyOutbox)
      .where(eq(notifyOutbox.userId, id))
      .orderBy(asc(notifyOutbox.id)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, at: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, id))
      .orderBy(asc(pushSubscriptions.id)),
    db
      .select({ trend: trendLikes.trendId, at: trendLikes.createdAt })
      .from(trendLikes)
      .where(eq(trendLikes.userId, id))
      .orderBy(asc(trendLikes.createdAt)),
  ]);
  // The other members of the conversations, by name only.
  const peerIds = [...new Set(chat.map((m) => (m.senderId === id ? m.receiverId : m.senderId)))];
  const peerRows =
    peerIds.length > 0
      ? await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, peerIds))
      : [];
  const peers = new Map(peerRows.map((p) => [p.id, p.username]));
  return {
    about:
      "Everything this site holds about you, as of the time in exported_at. Media files are in the media folder. Times are ISO 8601 (UTC); money is in credits (1 credit = 1 USD).",
    exported_at: ctx.now().toISOString(),
    profile: {
      id: me.id,
      username: me.username,
      email: me.email,
      gender: me.gender,
      birthday: me.birthday,
      country: me.country,
      interest: me.interest,
      signature: me.signature,
      about: me.about,
      prompts: me.prompts,
      avatar: me.avatar,
      language: me.lang,
      source: me.source,
      status: me.status,
      chat_state: me.chatState,
      online_status: me.onlineStatus,
      vip: me.vip,
      silver_deadline: me.silverDeadline,
      gold_deadline: me.goldDeadline,
      credits: me.balanceCents / 100,
      invitation_code: me.invitationCode,
      registered_at: me.createdAt,
      approved_at: me.approvedAt,
      last_login_at: me.lastLoginAt,
      deletion_scheduled_for: me.deleteAfter,
    },
    settings: me.settings,
    sessions: mySessions.map((s) => ({
      signed_in: s.createdAt,
      last_seen: s.lastSeenAt,
      ended: s.revokedAt,
      user_agent: s.userAgent,
      ip: s.ip,
    })),
    trends: myTrends.map((t) => ({
      id: t.id,
      type: t.type,
      content: t.content,
      img: t.img,
      video: t.video,
      at: t.createdAt,
      deleted_at: t.deletedAt,
    })),
    photos: myPhotos.map((p) => ({
      id: p.id,
      kind: p.kind === 2 ? "video" : "photo",
      img: p.img,
      video: p.video,
      at: p.createdAt,
    })),
    backgrounds: myBackgrounds.map((b) => ({ id: b.id, img: b.img, at: b.createdAt })),
    comments: myComments.map((c) => ({
      id: c.id,
      photo: c.photoId,
      trend: c.trendId,
      content: c.content,
      at: c.createdAt,
    })),
    mails: { received: mailsIn, sent: mailsOut },
    chat_messages: chat.map((m) => ({
      id: m.id,
      direction: m.senderId === id ? "sent" : "received",
      with: peers.get(m.senderId === id ? m.receiverId : m.senderId) ?? null,
      type: m.type,
      content: m.content,
      img: m.img,
      at: m.at,
      read_at: m.readAt,
    })),
    follows: following,
    blocks: myBlocks,
    gifts: {
      sent: giftsOut.map((g) => ({ ...g, credits: cents(g.credits) })),
      received: giftsIn,
    },
    orders: myOrders.map((o) => ({
      id: o.id,
      for:
        o.gainerId === id && o.userId === id
          ? "self"
          : o.userId === id
            ? "another member"
            : "you, paid by another member",
      type: o.orderType === 2 ? "upgrade" : "recharge",
      amount: cents(o.amountCents),
      currency: o.currency,
      state: o.state,
      tier: o.tier,
      months: o.months,
      // The card is the payer's: a member paid for by another sees nothing of it.
      card: o.userId === id && o.cardLast4 ? `${o.cardBrand ?? "card"} ending ${o.cardLast4}` : null,
      at: o.createdAt,
      paid_at: o.paidAt,
    })),
    ledger: ledger.map((e) => ({ ...e, amount: cents(e.amount), balanceAfter: cents(e.balanceAfter) })),
    memberships: myMemberships.map((m) => ({
      tier: m.tier,
      starts: m.startsAt,
      ends: m.endsAt,
      source: m.source,
    })),
    notices: myNotices.map((n) => ({
      type: n.type,
      content: n.content,
      read: n.status === 1,
      at: n.createdAt,
    })),
    reports: myReports,
    notification_mails: notificationMails,
    // A device is known by its push service's address; its keys stay on the server.
    push_devices: pushDevices,
    // The posts they liked (issue 50), by id.
    trend_likes: trendLikesOut,
    media: myUploads.map((u) => ({ ...u, file: `media/${u.path.replace(/^uploads\//, "")}` })),
  };
}

export type DownloadResult = { kind: "ok"; file: StoredObject; name: string } | { kind: "invalid" };

async function open(ctx: AppContext, row: ExportRow | undefined): Promise<DownloadResult> {
  if (!row?.file || row.state !== State.ready || !row.expiresAt || row.expiresAt <= ctx.now()) {
    return { kind: "invalid" };
  }
  const file = await mediaStorage(ctx.config).get(row.file);
  if (!file) return { kind: "invalid" };
  const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
  return { kind: "ok", file, name: `my-data-${day}.zip` };
}

/** The mailed link: its code works once, until the archive expires. */
export async function downloadByCode(ctx: AppContext, code: string): Promise<DownloadResult> {
  const [row] = await ctx.db
    .update(dataExports)
    .set({ codeUsedAt: ctx.now() })
    .where(
      and(
        eq(dataExports.codeHash, hashSecret(code)),
        isNull(dataExports.codeUsedAt),
        eq(dataExports.state, State.ready),
        sql`${dataExports.expiresAt} > ${ctx.now().toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return open(ctx, row);
}

/** The member's own latest archive, while it has not expired. */
export async function downloadForMember(ctx: AppContext, userId: number): Promise<DownloadResult> {
  return open(ctx, await latest(ctx, userId));
}

/** Removes archives that expired (their files and rows stay only as long as they download). */
export async function removeExportFiles(ctx: AppContext, files: string[]): Promise<void> {
  const storage = mediaStorage(ctx.config);
  for (const file of files) {
    await storage
      .remove(file)
      .catch((error: unknown) => ctx.log.warn({ err: error, file }, "export removal failed"));
  }
}

/** Expired archives' files are removed; their rows stay (the status says "expired"). */
export async function sweepExpiredExports(ctx: AppContext): Promise<number> {
  const expired = await ctx.db
    .select({ id: dataExports.id, file: dataExports.file })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.state, State.ready),
        isNotNull(dataExports.file),
        lte(dataExports.expiresAt, ctx.now()),
      ),
    )
    .limit(100);
  let removed = 0;
  for (const row of expired) {
    if (!row.file) continue;
    // Whoever clears the row removes the file: one instance per archive.
    const [cleared] = await ctx.db
      .update(dataExports)
      .set({ file: null })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.file, row.file)))
      .returning({ id: dataExports.id });
    if (!cleared) continue;
    await removeExportFiles(ctx, [row.file]);
    removed += 1;
  }
  return removed;
}
