/**
 * The review of new accounts (spec §6: the administrator approves accounts), the one rule behind
 * both doors: the console (routes/admin) and `npm run admin -- approve`. Each decision is written
 * with its audit row in one transaction; a refusal ends the account's sessions and mails the
 * reason in the member's language.
 */
import { AccountStatus, type ReviewCandidate, SocketClose } from "@site/contracts";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/index.ts";
import { photos, users } from "../db/schema.ts";
import { type Actor, audit } from "./audit.ts";
import { postEventTrend } from "./feed.ts";
import { reviewRefusedMail } from "./mail-templates.ts";
import { revokeUserSessions } from "./sessions.ts";
import { type UserRow, updateUser } from "./users.ts";

const QUEUE_MAX = 100;
const PHOTOS_SHOWN = 6;

/** Accounts under review, oldest first (the ones waiting longest), with their latest photos. */
export async function reviewQueue(db: Tx): Promise<ReviewCandidate[]> {
  const waiting = await db
    .select()
    .from(users)
    .where(and(eq(users.status, AccountStatus.underReview), eq(users.role, "member")))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(QUEUE_MAX);
  const ids = waiting.map((u) => u.id);
  const shots = ids.length
    ? await db
        .select({ userId: photos.userId, img: photos.img })
        .from(photos)
        .where(and(inArray(photos.userId, ids), eq(photos.kind, 1), isNull(photos.takenDownAt)))
    : [];
  return waiting.map((u) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    gender: u.gender,
    birthday: u.birthday,
    country: u.country,
    signature: u.signature,
    interest: u.interest,
    avatar: u.avatar,
    lang: u.lang,
    create_time: Math.floor(u.createdAt.getTime() / 1000),
    photos: shots
      .filter((p) => p.userId === u.id)
      .slice(-PHOTOS_SHOWN)
      .map((p) => p.img),
  }));
}

export type Decision = { ok: true; user: UserRow } | { ok: false; why: "missing" | "decided" };

async function reviewed(db: Tx, userId: number): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "member")));
  return user;
}

/** Approves an account under review (or a refused one, given a second look). */
export async function approveMember(ctx: AppContext, actor: Actor, userId: number): Promise<Decision> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const user = await reviewed(tx, userId);
    if (!user) return { ok: false, why: "missing" };
    if (user.status === AccountStatus.approved) return { ok: false, why: "decided" };
    const after = await updateUser(tx, user.id, { status: AccountStatus.approved, approvedAt: at });
    // spec §3 trend type 0: the feed tells that the member joined (once).
    if (!user.approvedAt) await postEventTrend(tx, user.id, 0, at);
    await audit(
      tx,
      actor,
      {
        action: "review.approve",
        targetType: "member",
        targetId: user.id,
        before: { status: user.status },
        after: { status: AccountStatus.approved },
      },
      at,
    );
    return { ok: true, user: after ?? user };
  });
}

/**
 * Refuses an account under review: it is disabled, every session ends, and the reason is mailed
 * in the member's language. An approved account is not "refused": disabling it is another action.
 */
export async function refuseMember(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  reason: string,
): Promise<Decision> {
  const at = ctx.now();
  const decided = await ctx.db.transaction(async (tx): Promise<Decision> => {
    const user = await reviewed(tx, userId);
    if (!user) return { ok: false, why: "missing" };
    if (user.status !== AccountStatus.underReview) return { ok: false, why: "decided" };
    await updateUser(tx, user.id, { status: AccountStatus.disabled });
    await revokeUserSessions(tx, user.id, at);
    await audit(
      tx,
      actor,
      {
        action: "review.reject",
        targetType: "member",
        targetId: user.id,
        before: { status: user.status },
        after: { status: AccountStatus.disabled },
        reason,
      },
      at,
    );
    return { ok: true, user };
  });
  if (!decided.ok) return decided;
  const { user } = decided;
  await ctx.chat.closeAll(user.id, SocketClose.sessionInvalid, "account refused at review");
  ctx.mailer
    .send({ to: user.email, ...reviewRefusedMail(user.lang, user.username, reason) })
    .catch((error: unknown) => {
      ctx.log.error({ err: error, userId: user.id }, "review refusal mail failed");
    });
  return decided;
}
