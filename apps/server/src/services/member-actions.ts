/**
 * What staff do to a member's account (issue 14), the one rule behind the console and
 * `npm run admin`: ban or unban chat, disable or enable, sign out everywhere, grant or deduct
 * credits with a reason. Each is written with its audit row in one transaction, then told to the
 * member's open chat windows on every instance.
 */
import {
  AccountStatus,
  ChatState,
  centsToCredits,
  type MemberAction,
  type MemberPage,
  type MemberRow,
  Opt,
  SocketClose,
  STAFF_MEMBER_PAGE_SIZE,
} from "@site/contracts";
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema.ts";
import { type Actor, audit } from "./audit.ts";
import { forgetWallets, InsufficientCredits, newKey, post, SiteAccount } from "./ledger.ts";
import { revokeUserSessions } from "./sessions.ts";
import { type UserRow, updateUser } from "./users.ts";

export type Acted = { ok: true; user: UserRow } | { ok: false; why: "missing" | "not-a-member" };

async function memberRow(ctx: AppContext, userId: number): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function actOnMember(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  action: MemberAction,
): Promise<Acted> {
  const user = await memberRow(ctx, userId);
  if (!user) return { ok: false, why: "missing" };
  // Staff and the service account are managed by role, not by these actions.
  if (user.role !== "member") return { ok: false, why: "not-a-member" };
  const at = ctx.now();
  const change: Partial<Pick<UserRow, "chatState" | "status">> =
    action === "ban-chat"
      ? { chatState: ChatState.banned }
      : action === "unban-chat"
        ? { chatState: ChatState.allowed }
        : action === "disable"
          ? { status: AccountStatus.disabled }
          : action === "enable"
            ? { status: AccountStatus.approved }
            : {};
  await ctx.db.transaction(async (tx) => {
    if (Object.keys(change).length > 0) await updateUser(tx, user.id, change);
    if (action === "disable" || action === "sign-out") await revokeUserSessions(tx, user.id, at);
    await audit(
      tx,
      actor,
      {
        action: `member.${action}`,
        targetType: "member",
        targetId: user.id,
        before: { chat_state: user.chatState, status: user.status },
        after: { chat_state: change.chatState ?? user.chatState, status: change.status ?? user.status },
      },
      at,
    );
  });
  // Open chat windows learn it at once (opt 99881), on every instance.
  if (change.chatState !== undefined)
    await ctx.chat.deliver(user.id, { opt: Opt.heartbeat, chat_state: change.chatState });
  if (action === "disable" || action === "sign-out")
    await ctx.chat.closeAll(
      user.id,
      SocketClose.sessionInvalid,
      action === "disable" ? "account disabled" : "signed out by an administrator",
    );
  return { ok: true, user: { ...user, ...change } };
}

export type Granted = { ok: true; balanceCents: number } | { ok: false; why: "missing" | "insufficient" };

/** A staff grant (or, negative, a deduction that never takes a wallet below zero), with its reason. */
export async function grantCredits(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  cents: number,
  reason: string,
): Promise<Granted> {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "member")));
  if (!user) return { ok: false, why: "missing" };
  const at = ctx.now();
  try {
    const posted = await ctx.db.transaction(async (tx) => {
      const done = await post(
        tx,
        {
          key: newKey("grant"),
          kind: "grant",
          memo: reason,
          ...(actor.id !== null ? { actorId: actor.id } : {}),
          postings: [
            { account: "wallet", userId, amountCents: cents },
            { account: SiteAccount.adjustments, amountCents: -cents },
          ],
        },
        at,
      );
      await audit(
        tx,
        actor,
        {
          action: "member.credits",
          targetType: "member",
          targetId: userId,
          before: { balance_cents: (done.balances.get(userId) ?? 0) - cents },
          after: { balance_cents: done.balances.get(userId) ?? 0 },
          reason,
        },
        at,
      );
      return done;
    });
    forgetWallets(posted);
    if (cents > 0) {
      ctx.events.announce({
        item: "credits",
        memberId: userId,
        actorId: null,
        key: `grant:${posted.transactionId}`,
        preview: String(centsToCredits(cents)),
        at,
      });
    }
    return { ok: true, balanceCents: posted.balances.get(userId) ?? 0 };
  } catch (error) {
    if (error instanceof InsufficientCredits) return { ok: false, why: "insufficient" };
    throw error;
  }
}

/** Members for the console, newest first; `q` finds a username or e-mail by its beginning. */
/** A member as the console's lists show them. */
/** A member as staff see them; the balance only for staff with the money power (an administrator). */
export const toMemberRow = (u: UserRow, { money }: { money: boolean }): MemberRow => ({
  id: u.id,
  username: u.username,
  email: u.email,
  avatar: u.avatar,
  status: u.status,
  vip: u.vip,
  chat_state: u.chatState,
  ...(money ? { amount: centsToCredits(u.balanceCents) } : {}),
  create_time: Math.floor(u.createdAt.getTime() / 1000),
  last_login_time: u.lastLoginAt ? Math.floor(u.lastLoginAt.getTime() / 1000) : null,
});

export async function memberPage(
  ctx: AppContext,
  {
    q,
    page = 1,
    status,
    vip,
    chatBanned,
    money,
  }: {
    /** The caller has the money power: the rows carry balances. */
    money: boolean;
    q?: string | undefined;
    page?: number | undefined;
    status?: number | undefined;
    vip?: number | undefined;
    chatBanned?: number | undefined;
  },
): Promise<MemberPage> {
  const like = q ? `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(users.role, "member"),
    like
      ? or(sql`lower(${users.username}) like ${like}`, sql`lower(${users.email}) like ${like}`)
      : undefined,
    status === undefined ? undefined : eq(users.status, status),
    vip === undefined ? undefined : eq(users.vip, vip),
    chatBanned ? eq(users.chatState, 1) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(STAFF_MEMBER_PAGE_SIZE)
    .offset((page - 1) * STAFF_MEMBER_PAGE_SIZE);
  return {
    members: rows.map((u) => toMemberRow(u, { money })),
    page,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / STAFF_MEMBER_PAGE_SIZE)),
  };
}
