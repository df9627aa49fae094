/**
 * Notification mails (spec §2, issue 15). Every member event the member's settings let be mailed
 * waits in `notify_outbox`; the job mails it as the member chose in form11:
 * - Immediately: events are gathered for NOTIFY_BATCH_SECONDS after the first, then go as one mail
 *   (the job runs every 15 s, so within a minute);
 * - Automatically: one digest, only once the member has not been seen for NOTIFY_ABSENT_DAYS, and
 *   at most one digest per that many days;
 * - never: nothing is mailed (the site's menus still show everything).
 * A chat message to a member connected to the chat is not kept: their open tab shows it at once.
 * The settings and blocks are read again when the mail goes: an item turned off or a pair blocked
 * since the event is dropped. Rows are claimed by one conditional update, so several instances
 * never mail the same event; an event's key makes it a row once, so it is never mailed twice.
 * Each mail has a plain-text and an HTML part and one-click unsubscribe (RFC 8058) that turns off
 * the items it is about.
 */
import {
  AccountStatus,
  NOTIFY_ABSENT_DAYS,
  NOTIFY_BATCH_SECONDS,
  NOTIFY_ITEMS,
  NOTIFY_MAIL_MAX_LINES,
  NotifyCalls,
  type NotifyItem,
  notifyItemOn,
  UNSUBSCRIBE_LINK_DAYS,
} from "@site/contracts";
import { and, eq, gt, inArray, isNull, lte, max, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/index.ts";
import { intArray, jsonValue, textArray } from "../db/params.ts";
import { notifyOutbox, sessions, unsubscribeLinks, users } from "../db/schema.ts";
import { BatchSchedule } from "../lib/batch-schedule.ts";
import { escapeHtml } from "../lib/html.ts";
import { hashSecret, newSecret } from "../lib/tokens.ts";
import { blockedPairs, pairKey } from "./blocks.ts";
import { forgetMember } from "./member-cache.ts";
import { connectedAt, type MemberEvent } from "./member-events.ts";
import { settingsOf } from "./members.ts";
import { notifyWords } from "./notify-words.ts";
import type { UserRow } from "./users.ts";

const DAY_MS = 86_400_000;
const PREVIEW_MAX = 140;

/** The most events one read and insert of the listener handle together. */
const LISTEN_BATCH_MAX = 1000;

type MailableMember = Pick<UserRow, "id" | "role" | "status" | "settings" | "lang">;

/** Whether the member's account and settings let this event be mailed. */
const mailable = (member: MailableMember | undefined, event: MemberEvent) =>
  member?.role === "member" &&
  member.status === AccountStatus.approved &&
  notifyItemOn(settingsOf(member).notification, event.item);

/*
 * What `mailable` reads of these members, and the insert of the events kept: the listener runs
 * them for every batch of chat messages, so they go as SQL with array parameters (see db/params)
 * rather than as built queries, whose cost grows with every value.
 */
async function mailableMembers(db: Tx, ids: number[]): Promise<Map<number, MailableMember>> {
  const result = await db.execute(
    sql`select id, role, status, settings, lang from ${users} where id = any(${intArray(ids)})`,
  );
  const { rows } = result as unknown as {
    rows: (Omit<MailableMember, "settings"> & { settings: unknown })[];
  };
  return new Map(rows.map((row) => [row.id, { ...row, settings: jsonValue(row.settings, {}) }]));
}

async function keepEvents(db: Tx, events: MemberEvent[]): Promise<void> {
  const column = <T>(of: (event: MemberEvent) => T) => events.map(of);
  await db.execute(sql`insert into ${notifyOutbox} (user_id, item, actor_id, key, preview, created_at)
    select u, i, nullif(a, '')::int, k, p, t::timestamptz
    from unnest(${intArray(column((e) => e.memberId))}, ${textArray(column((e) => e.item))},
      ${textArray(column((e) => (e.actorId === null ? "" : String(e.actorId))))},
      ${textArray(column((e) => e.key))}, ${textArray(column((e) => e.preview.slice(0, PREVIEW_MAX)))},
      ${textArray(column((e) => e.at.toISOString()))}) as e(u, i, a, k, p, t)
    on conflict do nothing`);
}

type Pending = { event: MemberEvent; callers: { settle: () => void; fail: (error: unknown) => void }[] };

/**
 * Keeps the events the member's settings let be mailed; the job sends them. Every chat message is
 * an event, so the events of one turn of the event loop go together: one read of their members
 * and one insert for those kept, instead of two statements per event. A batch the database
 * refuses is done again one event at a time, so that one bad event fails only itself.
 */
export function listenForNotificationMails(ctx: AppContext): () => void {
  const keep = async (pending: Pending[]) => {
    const members = await mailableMembers(ctx.db, [...new Set(pending.map(({ event }) => event.memberId))]);
    const kept = pending.filter(({ event }) => mailable(members.get(event.memberId), event));
    if (kept.length > 0)
      await keepEvents(
        ctx.db,
        kept.map(({ event }) => event),
      );
  };
  const settle = async (pending: Pending[]) => {
    try {
      await keep(pending);
    } catch (error) {
      if (pending.length > 1) {
        for (const entry of pending) await settle([entry]);
      } else {
        for (const { callers } of pending) for (const c of callers) c.fail(error);
      }
      return;
    }
    for (const { callers } of pending) for (const c of callers) c.settle();
  };
  const schedule = new BatchSchedule<string, Pending>(
    (batch) => settle(batch.map(([, entry]) => entry)),
    LISTEN_BATCH_MAX,
    true,
  );
  const queue = async (event: MemberEvent): Promise<void> => {
    if (event.item === "chat" && (await connectedAt(ctx, event))) return;
    return new Promise<void>((settle, fail) => {
      // An event's key makes it one row per member: the same event twice waits as one.
      const key = `${event.memberId}\u0000${event.key}`;
      const waiting = schedule.waiting.get(key);
      if (waiting) waiting.callers.push({ settle, fail });
      else schedule.waiting.set(key, { event, callers: [{ settle, fail }] });
      schedule.start();
    });
  };
  return ctx.events.listen((event) => {
    // A chat message to a member with the site open reaches their tab at once: a mail would only
    // repeat it (push does the same). Most chat is between members online, so most messages
    // write no row at all, and when the chat already knows, no promise either.
    if (event.item === "chat" && event.connected === true) return undefined;
    return queue(event);
  });
}

/** When the member was last seen: the newest use of a session, or the last sign-in. */
async function lastSeen(ctx: AppContext, member: UserRow): Promise<number> {
  if (await ctx.chat.isConnected(member.id)) return ctx.now().getTime();
  const [row] = await ctx.db
    .select({ at: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(eq(sessions.userId, member.id));
  return Math.max(row?.at?.getTime() ?? 0, member.lastLoginAt?.getTime() ?? 0);
}

/** Whether this member's waiting events are due now, by their delivery choice. */
async function due(ctx: AppContext, member: UserRow, oldest: Date): Promise<boolean> {
  const now = ctx.now().getTime();
  const delivery = settingsOf(member).notification.form11;
  if (delivery === "never") return true; // dropped below
  if (delivery === "Immediately") return oldest.getTime() <= now - NOTIFY_BATCH_SECONDS * 1000;
  const absent = NOTIFY_ABSENT_DAYS * DAY_MS;
  if ((await lastSeen(ctx, member)) > now - absent) return false;
  const [sent] = await ctx.db
    .select({ at: max(notifyOutbox.sentAt) })
    .from(notifyOutbox)
    .where(and(eq(notifyOutbox.userId, member.id), eq(notifyOutbox.skipped, false)));
  return !sent?.at || sent.at.getTime() <= now - absent;
}

type Claimed = typeof notifyOutbox.$inferSelect;

/** Mails every member whose waiting events are due; answers how many mails went. */
export async function sendNotificationMails(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const waiting = await ctx.db
    .select({
      userId: notifyOutbox.userId,
      oldest: sql<Date>`min(${notifyOutbox.createdAt})`.mapWith(notifyOutbox.createdAt),
    })
    .from(notifyOutbox)
    .where(and(isNull(notifyOutbox.sentAt), lte(notifyOutbox.createdAt, now)))
    .groupBy(notifyOutbox.userId)
    .limit(500);
  let mailed = 0;
  for (const { userId, oldest } of waiting) {
    const [member] = await ctx.db.select().from(users).where(eq(users.id, userId));
    if (!member || !(await due(ctx, member, oldest))) continue;
    // The claim: one instance's update takes the rows; another finds none left.
    const claimed = await ctx.db
      .update(notifyOutbox)
      .set({ sentAt: now })
      .where(
        and(eq(notifyOutbox.userId, userId), isNull(notifyOutbox.sentAt), lte(notifyOutbox.createdAt, now)),
      )
      .returning();
    const keep = await stillWanted(ctx, member, claimed);
    const dropped = claimed.filter((row) => !keep.includes(row)).map((row) => row.id);
    if (dropped.length > 0) {
      await ctx.db.update(notifyOutbox).set({ skipped: true }).where(inArray(notifyOutbox.id, dropped));
    }
    if (keep.length === 0) continue;
    try {
      await mailMember(ctx, member, keep);
      mailed += 1;
    } catch (error) {
      // Not sent: the rows wait for the next run.
      await ctx.db
        .update(notifyOutbox)
        .set({ sentAt: null })
        .where(
          inArray(
            notifyOutbox.id,
            keep.map((row) => row.id),
          ),
        );
      ctx.log.warn({ err: error, member: member.id }, "notification mail not sent; retried on the next run");
    }
  }
  return mailed;
}

/** The claimed events the member still wants mailed: item on, delivery not never, no block with the actor. */
async function stillWanted(ctx: AppContext, member: UserRow, rows: Claimed[]): Promise<Claimed[]> {
  const settings = settingsOf(member).notification;
  const on = rows.filter((row) => row.item in NOTIFY_ITEMS && notifyItemOn(settings, row.item as NotifyItem));
  const pairs = on
    .filter((row) => row.actorId !== null)
    .map((row) => [member.id, row.actorId as number] as [number, number]);
  const blocked = pairs.length > 0 ? await blockedPairs(ctx.db, pairs) : new Set<string>();
  return on.filter((row) => row.actorId === null || !blocked.has(pairKey(member.id, row.actorId)));
}

async function mailMember(ctx: AppContext, member: UserRow, rows: Claimed[]): Promise<void> {
  const words = notifyWords(member.lang);
  const actorIds = [...new Set(rows.map((row) => row.actorId).filter((id): id is number => id !== null))];
  const names = new Map(
    actorIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: users.id, name: users.username })
            .from(users)
            .where(inArray(users.id, actorIds))
        ).map((u) => [u.id, u.name] as const),
  );
  const sorted = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const lines = sorted
    .slice(0, NOTIFY_MAIL_MAX_LINES)
    .map((row) =>
      words.line[row.item as NotifyItem]
        .replace("{name}", row.actorId === null ? words.site : (names.get(row.actorId) ?? words.site))
        .replace("{text}", row.preview || "…"),
    );
  const rest = sorted.length - lines.length;
  const items = [...new Set(sorted.map((row) => row.item as NotifyItem))];
  const base = ctx.config.publicUrl;
  const link = async (which: NotifyItem[]) => {
    const token = newSecret();
    await ctx.db.insert(unsubscribeLinks).values({
      tokenHash: hashSecret(token),
      userId: member.id,
      items: which,
      expiresAt: new Date(ctx.now().getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS),
    });
    return `${base}${NotifyCalls.unsubscribe}?t=${token}`;
  };
  const all = await link(items);
  const each =
    items.length > 1
      ? await Promise.all(items.map(async (item) => [item, await link([item])] as const))
      : [[items[0] as NotifyItem, all] as const];
  const settingsUrl = `${base}/w/user/notification`;
  const text = [
    words.greeting(member.username),
    "",
    words.intro(sorted.length),
    "",
    ...lines.map((line) => `- ${line}`),
    ...(rest > 0 ? [words.more(rest)] : []),
    "",
    `${words.open}: ${base}/`,
    "",
    "--",
    words.why,
    ...each.map(([item, url]) => `${words.unsubscribeOne(words.item[item])}: ${url}`),
    `${words.unsubscribeAll}: ${settingsUrl}`,
    "",
  ].join("\n");
  const html = `<!doctype html><html lang="${member.lang === "en" ? "en" : member.lang === "zhcn" ? "zh-Hans" : "zh-Hant"}"><body style="font-family:sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(words.greeting(member.username))}</p>
<p>${escapeHtml(words.intro(sorted.length))}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
${rest > 0 ? `<p>${escapeHtml(words.more(rest))}</p>` : ""}
<p><a href="${escapeHtml(`${base}/`)}">${escapeHtml(words.open)}</a></p>
<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(words.why)}<br>
${each.map(([item, url]) => `<a href="${escapeHtml(url)}">${escapeHtml(words.unsubscribeOne(words.item[item]))}</a>`).join(" · ")}
 · <a href="${escapeHtml(settingsUrl)}">${escapeHtml(words.unsubscribeAll)}</a></p>
</body></html>`;
  await ctx.mailer.send({
    to: member.email,
    subject: words.subject(sorted.length),
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${all}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}

export interface UnsubscribeLink {
  userId: number;
  items: NotifyItem[];
  lang: string;
}

/** The link's member and items, when it is known and not expired or used. */
export async function findUnsubscribeLink(
  ctx: AppContext,
  token: string,
): Promise<UnsubscribeLink | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await ctx.db
    .select({ link: unsubscribeLinks, lang: users.lang })
    .from(unsubscribeLinks)
    .innerJoin(users, eq(users.id, unsubscribeLinks.userId))
    .where(
      and(
        eq(unsubscribeLinks.tokenHash, hashSecret(token)),
        isNull(unsubscribeLinks.usedAt),
        gt(unsubscribeLinks.expiresAt, ctx.now()),
      ),
    );
  if (!row) return undefined;
  return { userId: row.link.userId, items: row.link.items as NotifyItem[], lang: row.lang };
}

/** Turns off the link's items in the member's settings; the link then works no more. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<UnsubscribeLink | undefined> {
  const done = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(unsubscribeLinks)
      .set({ usedAt: ctx.now() })
      .where(
        and(
          eq(unsubscribeLinks.tokenHash, hashSecret(token)),
          isNull(unsubscribeLinks.usedAt),
          gt(unsubscribeLinks.expiresAt, ctx.now()),
        ),
      )
      .returning();
    if (!used) return undefined;
    const [member] = await tx.select().from(users).where(eq(users.id, used.userId)).for("update");
    if (!member) return undefined;
    const settings = settingsOf(member);
    const notification = { ...settings.notification };
    for (const item of used.items as NotifyItem[])
      if (item in NOTIFY_ITEMS) notification[NOTIFY_ITEMS[item]] = false;
    await tx
      .update(users)
      .set({ settings: { general: settings.general, notification } })
      .where(eq(users.id, member.id));
    return { userId: member.id, items: used.items as NotifyItem[], lang: member.lang };
  });
  // The signed-in member's cached row must show the new settings.
  if (done) forgetMember(done.userId);
  return done;
}

/** Waiting rows older than this are dropped by the job (a member away for months gets no backlog). */
export async function pruneOutbox(ctx: AppContext): Promise<void> {
  const before = new Date(ctx.now().getTime() - 30 * DAY_MS);
  await ctx.db.delete(notifyOutbox).where(lte(notifyOutbox.createdAt, before));
  await ctx.db.delete(unsubscribeLinks).where(lte(unsubscribeLinks.expiresAt, ctx.now()));
}
