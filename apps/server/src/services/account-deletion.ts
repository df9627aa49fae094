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
import { and, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
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
  forgetOnCommit(db, () => forgetMember(userId));
  return rows.length > 0;
}

/**
 * Erases the accounts whose grace period is over, one transaction each. Each is claimed with
 * FOR UPDATE SKIP LOCKED: several instances running this at once erase each account once, and a
 * sign-in that cancels meanwhile either lands before the claim (nothing is erased) or waits for it.
 */
export async function eraseDueAccounts(ctx: AppContext, limit = 20): Promise<number> {
  let erased = 0;
  for (let i = 0; i < limit; i++) {
    const files = await ctx.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(users)
        .where(and(lte(users.deleteAfter, ctx.now()), isNull(users.erasedAt)))
        .orderBy(users.deleteAfter)
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return undefined;
      return eraseMember(tx, due, ctx.now());
    });
    if (!files) break;
    erased += 1;
    // The files go once the rows are gone; a file that fails to go is logged, never served again
    // (no row names it) and can be swept.
    const storage = mediaStorage(ctx.config);
    for (const file of files.media) {
      await storage
        .remove(file)
        .catch((error: unknown) => ctx.log.warn({ err: error, file }, "erase failed"));
    }
    await removeExportFiles(ctx, files.exports);
  }
  return erased;
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
  // The staff's trail keeps what was done, not the member's name or address.
  const audited = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after, reason: auditLog.reason })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), inArray(auditLog.targetType, ["member", "user"])));
  const scrub = (value: unknown): unknown => {
    if (value === null || value === undefined) return value;
    let text = JSON.stringify(value);
    for (const word of [user.username, user.email])
      text = text.split(JSON.stringify(word).slice(1, -1)).join(placeholder);
    return JSON.parse(text);
  };
  for (const row of audited) {
    await tx
      .update(auditLog)
      .set({ before: scrub(row.before), after: scrub(row.after), reason: String(scrub(row.reason)) })
      .where(eq(auditLog.id, row.id));
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
