/**
 * Deleting one's account (issue 15): asked for with the password, it waits DELETION_GRACE_DAYS
 * (signing in or Cancel keeps the account), then a job erases everything personal. What the books
 * must keep stays, anonymised: ledger entries, orders (without the card's digits), gift sends
 * (without their message), memberships. The member's row stays as a placeholder (`deleted_<id>`,
 * disabled) because those rows and the other members' conversations point at it.
 */
import {
  AccountStatus,
  DELETION_GRACE_DAYS,
  ERASED_USERNAME_PREFIX,
  type PrivacyStatus,
} from "@site/contracts";
import { and, eq, gt, inArray, isNotNull, isNull, lte, notExists, or } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/index.ts";
import {
  auditLog,
  backPhotos,
  blocks,
  chatContacts,
  chatMessages,
  comments,
  dailyCounters,
  dataExports,
  emailChanges,
  erasureFailures,
  giftSends,
  likes,
  mails,
  notices,
  notifyOutbox,
  orders,
  passwordResets,
  photos,
  pushSubscriptions,
  reports,
  sessions,
  trendLikes,
  trends,
  unsubscribeLinks,
  uploads,
  users,
} from "../db/schema.ts";
import { newShortCode } from "../lib/tokens.ts";
import { mediaStorage } from "../media/storage.ts";
import { checkPasswordLimited } from "./accounts.ts";
import { exportStatus, removeExportFiles } from "./data-export.ts";
import { forgetMember, forgetOnCommit } from "./member-cache.ts";
import type { UserRow } from "./users.ts";

const DAY = 86_400_000;

export async function privacyStatus(ctx: AppContext, member: UserRow): Promise<PrivacyStatus> {
  return {
    deletion_at: member.deleteAfter ? member.deleteAfter.getTime() : null,
    export: await exportStatus(ctx, member.id),
  };
}

export type ScheduleResult =
  | { kind: "ok"; at: Date }
  | { kind: "failed" }
  | { kind: "rateLimited"; minutes: number };

/** Schedules the erasure; the password is checked under the sign-in limits. */
export async function scheduleDeletion(
  ctx: AppContext,
  member: UserRow,
  password: string,
  ip: string,
): Promise<ScheduleResult> {
  const check = await checkPasswordLimited(ctx, member, member.username, password, ip);
  if (check.kind !== "ok") return check;
  // Asking again keeps the first date: the grace period is not pushed back.
  const at = member.deleteAfter ?? new Date(ctx.now().getTime() + DELETION_GRACE_DAYS * DAY);
  await ctx.db.update(users).set({ deleteAfter: at }).where(eq(users.id, member.id));
  forgetMember(member.id);
  return { kind: "ok", at };
}

/** Cancels a pending deletion; answers whether one was pending (and not begun). */
export async function cancelDeletion(db: Tx, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deleteAfter: null })
    .where(and(eq(users.id, userId), isNotNull(users.deleteAfter), isNull(users.erasedAt)))
    .returning({ id: users.id });
  // A failed erasure of it no longer waits to be tried again, nor shows on the dashboard.
  if (rows.length > 0) await db.delete(erasureFailures).where(eq(erasureFailures.userId, userId));
  forgetOnCommit(db, () => forgetMember(userId));
  return rows.length > 0;
}

/** The first retry of a failed erasure waits this long; each later one twice as long as the last. */
const RETRY_FIRST_MS = 10 * 60_000;
const RETRY_MOST_MS = DAY;
/** How long the erasure waits after its `attempts`-th failure before trying again. */
export function erasureRetryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MOST_MS);
}
/** Enough of an error's message to tell causes apart on the dashboard. */
const ERROR_KEPT = 300;

/**
 * Erases the accounts whose grace period is over, one transaction each. Each is claimed with
 * FOR UPDATE SKIP LOCKED: several instances running this at once erase each account once, and a
 * sign-in that cancels meanwhile either lands before the claim (nothing is erased) or waits for it.
 * The erasure itself runs in a savepoint: when it fails, what it did rolls back while the claim
 * holds, and the failure is recorded (erasure_failures) with a time to try again, so that the
 * accounts due after it are erased this turn rather than never (issue 51).
 */
export async function eraseDueAccounts(ctx: AppContext, limit = 20): Promise<number> {
  let erased = 0;
  for (let i = 0; i < limit; i++) {
    const now = ctx.now();
    const outcome = await ctx.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(users)
        .where(
          and(
            lte(users.deleteAfter, now),
            isNull(users.erasedAt),
            // One that failed waits for its retry time.
            notExists(
              tx
                .select({ userId: erasureFailures.userId })
                .from(erasureFailures)
                .where(and(eq(erasureFailures.userId, users.id), gt(erasureFailures.retryAt, now))),
            ),
          ),
        )
        .orderBy(users.deleteAfter, users.id)
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return undefined;
      try {
        const files = await tx.transaction((savepoint) => eraseMember(savepoint, due, now));
        await tx.delete(erasureFailures).where(eq(erasureFailures.userId, due.id));
        return { erased: true as const, files };
      } catch (error) {
        return { erased: false as const, failure: await recordFailure(tx, due.id, error, now) };
      }
    });
    if (!outcome) break;
    if (!outcome.erased) {
      // The message only: a database error's details may quote the member's values.
      ctx.log.error(outcome.failure, "account erasure failed; it will be tried again");
      continue;
    }
    erased += 1;
    // The files go once the rows are gone; a file that fails to go is logged, never served again
    // (no row names it) and can be swept.
    const storage = mediaStorage(ctx.config);
    for (const file of outcome.files.media) {
      await storage
        .remove(file)
        .catch((error: unknown) => ctx.log.warn({ err: error, file }, "erase failed"));
    }
    await removeExportFiles(ctx, outcome.files.exports);
  }
  return erased;
}

/** Counts a failed erasure of `userId` and sets its next try; answers what the log says of it. */
async function recordFailure(tx: Tx, userId: number, error: unknown, now: Date) {
  // drizzle wraps the database's error in one whose message holds the statement and its
  // parameters (the member's values): the innermost cause says what went wrong without them.
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const message = (cause instanceof Error ? cause.message : String(cause)).slice(0, ERROR_KEPT);
  const [previous] = await tx
    .select({ attempts: erasureFailures.attempts })
    .from(erasureFailures)
    .where(eq(erasureFailures.userId, userId));
  const attempts = (previous?.attempts ?? 0) + 1;
  const retryAt = new Date(now.getTime() + erasureRetryDelayMs(attempts));
  await tx
    .insert(erasureFailures)
    .values({ userId, attempts, lastError: message, firstFailedAt: now, lastFailedAt: now, retryAt })
    .onConflictDoUpdate({
      target: erasureFailures.userId,
      set: { attempts, lastError: message, lastFailedAt: now, retryAt },
    });
  const code = (cause as { code?: unknown } | null)?.code;
  return {
    userId,
    attempts,
    retryAt: retryAt.toISOString(),
    error: message,
    ...(typeof code === "string" ? { code } : {}),
  };
}

/** Everything personal of one member, in the caller's transaction; answers the files to remove. */
async function eraseMember(
  tx: Tx,
  user: UserRow,
  now: Date,
): Promise<{ media: string[]; exports: string[] }> {
  const id = user.id;
  const placeholder = `${ERASED_USERNAME_PREFIX}${id}`;
  const media = await tx.select({ path: uploads.path }).from(uploads).where(eq(uploads.userId, id));
  const exportFiles = await tx
    .select({ file: dataExports.file })
    .from(dataExports)
    .where(and(eq(dataExports.userId, id), isNotNull(dataExports.file)));

  // What they wrote, posted and uploaded.
  await tx.delete(comments).where(eq(comments.userId, id));
  await tx.delete(trendLikes).where(eq(trendLikes.userId, id));
  // The notices of members whose posts they liked or answered name them in their words.
  await tx.update(notices).set({ content: "" }).where(eq(notices.actorId, id));
  await tx.delete(trends).where(eq(trends.userId, id));
  await tx.delete(photos).where(eq(photos.userId, id));
  await tx.delete(backPhotos).where(eq(backPhotos.userId, id));
  await tx.delete(uploads).where(eq(uploads.userId, id));
  // Mail and chat: the words and pictures they sent are emptied; what others wrote to them stays
  // the others' (their sent lists and conversations still show it). Their own chat list goes.
  // (An address they mailed, as they typed it, is theirs too.)
  await tx.update(mails).set({ content: "", toAddress: null }).where(eq(mails.senderId, id));
  await tx.update(chatMessages).set({ content: "", img: "" }).where(eq(chatMessages.senderId, id));
  await tx.delete(chatContacts).where(eq(chatContacts.userId, id));
  await tx.update(giftSends).set({ message: "" }).where(eq(giftSends.giverId, id));
  // The gift notices of the members they gave to repeat the gift's message.
  await tx
    .update(notices)
    .set({ content: "" })
    .where(
      inArray(
        notices.giftSendId,
        tx.select({ id: giftSends.id }).from(giftSends).where(eq(giftSends.giverId, id)),
      ),
    );
  // The social graph, their reports, notices, counters, links and sessions.
  await tx.delete(likes).where(or(eq(likes.userId, id), eq(likes.targetId, id)));
  await tx.delete(blocks).where(or(eq(blocks.userId, id), eq(blocks.targetId, id)));
  await tx.delete(reports).where(eq(reports.reporterId, id));
  await tx.delete(notices).where(eq(notices.userId, id));
  await tx.delete(dailyCounters).where(eq(dailyCounters.userId, id));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, id));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, id));
  await tx.delete(dataExports).where(eq(dataExports.userId, id));
  await tx.delete(sessions).where(eq(sessions.userId, id));
  // Notification mails waiting for them or quoting them, and their unsubscribe links.
  await tx.delete(notifyOutbox).where(or(eq(notifyOutbox.userId, id), eq(notifyOutbox.actorId, id)));
  await tx.delete(unsubscribeLinks).where(eq(unsubscribeLinks.userId, id));
  // Their devices' push subscriptions.
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
  // Reports about them stay (the decision was made on them), without the words they wrote.
  await tx.update(reports).set({ evidenceText: "", evidenceImg: null }).where(eq(reports.targetId, id));
  // The books keep the order, not the card.
  await tx
    .update(orders)
    .set({ cardBrand: null, cardLast4: null, checkoutUrl: null })
    .where(or(eq(orders.userId, id), eq(orders.gainerId, id)));
  // The staff's trail keeps what was done, not the member's name or address: the rows about them
  // and about the reports on them (whose reason names them).
  const audited = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after, reason: auditLog.reason })
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.targetId, id), inArray(auditLog.targetType, ["member", "user"])),
        and(
          eq(auditLog.targetType, "report"),
          inArray(
            auditLog.targetId,
            tx.select({ id: reports.id }).from(reports).where(eq(reports.targetId, id)),
          ),
        ),
      ),
    );
  const names = [user.username, user.email];
  for (const row of audited) {
    const before = scrubValues(row.before, names, placeholder);
    const after = scrubValues(row.after, names, placeholder);
    const reason = scrubText(row.reason, names, placeholder);
    if (before === row.before && after === row.after && reason === row.reason) continue;
    await tx.update(auditLog).set({ before, after, reason }).where(eq(auditLog.id, row.id));
  }
  await tx
    .update(users)
    .set({
      username: placeholder,
      // Not an address anyone can register or be mailed at (the form wants a 2-3 letter ending).
      email: `${placeholder}@erased.invalid`,
      passwordHash: "",
      gender: 1,
      birthday: "1900-01-01",
      country: "",
      interest: "",
      source: "",
      signature: "",
      about: "",
      prompts: [],
      avatar: "",
      lang: "en",
      status: AccountStatus.disabled,
      onlineStatus: 1,
      isOnline: false,
      invitationCode: `${placeholder}-${newShortCode(8)}`,
      invitedBy: null,
      settings: {},
      lastLoginAt: null,
      deleteAfter: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
  // Others' invitations that named them keep no link to the placeholder.
  await tx.update(users).set({ invitedBy: null }).where(eq(users.invitedBy, id));
  forgetOnCommit(tx, () => forgetMember(id));
  return {
    media: media.map((m) => m.path),
    exports: exportFiles.map((e) => e.file).filter((f): f is string => f !== null),
  };
}

/**
 * `value` (parsed JSON) with every string equal to one of `words` (ignoring case, as usernames and
 * addresses are) replaced by `by`; keys, numbers and other strings are kept, and so is `value`
 * itself when nothing changed. Walking the value rather than its text: the text of `null`, of a
 * number or of a key may hold a username such as `ul`, `00` or `status` (issue 51).
 */
export function scrubValues(value: unknown, words: readonly string[], by: string): unknown {
  const lower = words.map((w) => w.toLowerCase());
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return lower.includes(v.toLowerCase()) ? by : v;
    if (Array.isArray(v)) {
      const items = v.map(walk);
      return items.some((item, i) => item !== v[i]) ? items : v;
    }
    if (v !== null && typeof v === "object") {
      const entries = Object.entries(v);
      const walked = entries.map(([k, item]) => [k, walk(item)] as const);
      return walked.some(([, item], i) => item !== entries[i]?.[1]) ? Object.fromEntries(walked) : v;
    }
    return v;
  };
  return walk(value);
}

/**
 * Free text (a staff member's reason) with each of `words` replaced where it stands as a word of
 * its own: not inside a longer run of Latin letters and digits, so `ul` leaves "full" alone. CJK
 * names have no spaces around them and are replaced wherever they stand.
 */
export function scrubText(text: string, words: readonly string[], by: string): string {
  let out = text;
  for (const word of words) {
    if (!word) continue;
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`, "giu"), () => by);
  }
  return out;
}
