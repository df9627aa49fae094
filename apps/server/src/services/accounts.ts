/**
 * Account life cycle: register, sign in, password recovery and change. Routes call these; they
 * answer plain results and leave the wire shape to the routes.
 */
import {
  AccountStatus,
  FORGET_LIMIT,
  LOGIN_LIMIT,
  type LoginPayload,
  REGISTER_LIMIT,
  RESET_LINK_MINUTES,
  type RegisterPayload,
  Vip,
} from "@site/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { passwordResets, users } from "../db/schema.ts";
import { hashPassword, verifyPassword } from "../lib/passwords.ts";
import { hashSecret, newSecret, newShortCode } from "../lib/tokens.ts";
import { resetMail } from "./mail-templates.ts";
import { createSession, revokeUserSessions } from "./sessions.ts";
import {
  birthdayColumn,
  findUserByAccount,
  findUserByEmail,
  findUserByUsername,
  type UserRow,
  updateUser,
} from "./users.ts";

export interface ClientMeta {
  ip: string;
  userAgent?: string | undefined;
}

export type RegisterResult =
  | { kind: "ok"; user: UserRow; token: string }
  | { kind: "usernameUsed" }
  | { kind: "emailUsed" }
  | { kind: "rateLimited"; minutes: number };

function isUniqueViolation(error: unknown, constraint: string): boolean {
  // node-postgres and PGlite both surface the SQLSTATE and the constraint, possibly under `cause`.
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505" && (e.constraint ?? "").includes(constraint)) return true;
  }
  return false;
}

export async function register(
  ctx: AppContext,
  payload: RegisterPayload,
  meta: ClientMeta,
): Promise<RegisterResult> {
  const ipHit = await ctx.limiter.hit(`register:ip:${meta.ip}`, REGISTER_LIMIT.windowSeconds);
  if (ipHit.count > REGISTER_LIMIT.perIp)
    return { kind: "rateLimited", minutes: Math.ceil(ipHit.resetIn / 60) };

  if (await findUserByUsername(ctx.db, payload.username)) return { kind: "usernameUsed" };
  if (await findUserByEmail(ctx.db, payload.email)) return { kind: "emailUsed" };

  let invitedBy: number | null = null;
  if (payload.code) {
    const [inviter] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.invitationCode, payload.code.toUpperCase()))
      .limit(1);
    // An unknown code does not cost the visitor their registration; it is simply not recorded.
    invitedBy = inviter?.id ?? null;
  }

  const passwordHash = await hashPassword(payload.password);
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: payload.username,
          email: payload.email,
          passwordHash,
          gender: payload.sex,
          birthday: birthdayColumn(payload.birthday),
          country: payload.country,
          // With an invitation code the form carries no interests and no source (spec §7).
          interest: payload.code ? "" : (payload.interest ?? ""),
          source: payload.code ? "Invitation" : (payload.source ?? "Web"),
          status: ctx.config.autoApprove ? AccountStatus.approved : AccountStatus.underReview,
          approvedAt: ctx.config.autoApprove ? now : null,
          vip: Vip.free,
          invitationCode: newShortCode(),
          invitedBy,
          lastLoginAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error("insert returned no row");
      const token = await createSession(tx, user.id, { ...meta, now });
      return { kind: "ok" as const, user, token };
    });
  } catch (error) {
    // Two visitors racing for one name: the unique index decides, and the loser hears why.
    if (isUniqueViolation(error, "username")) return { kind: "usernameUsed" };
    if (isUniqueViolation(error, "email")) return { kind: "emailUsed" };
    throw error;
  }
}

export type LoginResult =
  | { kind: "ok"; user: UserRow; token: string }
  | { kind: "failed" }
  | { kind: "disabled" }
  | { kind: "rateLimited"; minutes: number };

export async function login(ctx: AppContext, payload: LoginPayload, meta: ClientMeta): Promise<LoginResult> {
  const user = await findUserByAccount(ctx.db, payload.account);
  // One count per account however it is spelled (name, address, case); unknown names count by spelling.
  const accountKey = user ? `login:user:${user.id}` : `login:acct:${payload.account.toLowerCase()}`;
  const ipKey = `login:ip:${meta.ip}`;
  const [byAccount, byIp] = await Promise.all([ctx.limiter.peek(accountKey), ctx.limiter.peek(ipKey)]);
  const accountLocked = byAccount.count >= LOGIN_LIMIT.perAccount;
  if (accountLocked || byIp.count >= LOGIN_LIMIT.perIp) {
    const wait = Math.max(
      accountLocked ? byAccount.resetIn : 0,
      byIp.count >= LOGIN_LIMIT.perIp ? byIp.resetIn : 0,
    );
    return { kind: "rateLimited", minutes: Math.max(1, Math.ceil(wait / 60)) };
  }

  const valid = await verifyPassword(user?.passwordHash, payload.password);
  if (!user || !valid) {
    await Promise.all([
      ctx.limiter.hit(accountKey, LOGIN_LIMIT.windowSeconds),
      ctx.limiter.hit(ipKey, LOGIN_LIMIT.windowSeconds),
    ]);
    return { kind: "failed" };
  }
  if (user.status === AccountStatus.disabled) return { kind: "disabled" };
  await ctx.limiter.reset(accountKey);
  const now = ctx.now();
  const updated = (await updateUser(ctx.db, user.id, { lastLoginAt: now })) ?? user;
  const token = await createSession(ctx.db, user.id, { ...meta, now });
  return { kind: "ok", user: updated, token };
}

export type ForgetResult = { kind: "sent" } | { kind: "rateLimited"; minutes: number };

/**
 * Mails a one-time link that sets a new password. The answer is the same whether or not the
 * address has an account, and the mail goes out after the answer, so timing tells nothing either.
 */
export async function forget(ctx: AppContext, email: string, meta: ClientMeta): Promise<ForgetResult> {
  const [byIp, byAccount] = await Promise.all([
    ctx.limiter.hit(`forget:ip:${meta.ip}`, FORGET_LIMIT.windowSeconds),
    ctx.limiter.hit(`forget:acct:${email.toLowerCase()}`, FORGET_LIMIT.windowSeconds),
  ]);
  if (byIp.count > FORGET_LIMIT.perIp || byAccount.count > FORGET_LIMIT.perAccount) {
    const wait = Math.max(byIp.count > FORGET_LIMIT.perIp ? byIp.resetIn : 0, byAccount.resetIn);
    return { kind: "rateLimited", minutes: Math.max(1, Math.ceil(wait / 60)) };
  }
  const user = await findUserByEmail(ctx.db, email);
  if (user && user.status !== AccountStatus.disabled) {
    const now = ctx.now();
    const code = newSecret();
    await ctx.db.transaction(async (tx) => {
      // Only the newest link works.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        userId: user.id,
        codeHash: hashSecret(code),
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
        createdAt: now,
      });
    });
    const link = `${ctx.config.publicUrl}/reset-password?code=${encodeURIComponent(code)}`;
    ctx.mailer
      .send({ to: user.email, ...resetMail(user.lang, user.username, link) })
      .catch((error: unknown) => {
        ctx.log.error({ err: error, userId: user.id }, "password reset mail failed");
      });
  }
  return { kind: "sent" };
}

/** Sets a new password from a reset link's code; every session of the member ends. */
export async function resetPassword(ctx: AppContext, code: string, newPassword: string): Promise<boolean> {
  const now = ctx.now();
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    // Claiming the code and using it is one statement: two clicks cannot both win.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.codeHash, hashSecret(code)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) return false;
    await updateUser(tx, claimed.userId, { passwordHash });
    await revokeUserSessions(tx, claimed.userId, now);
    return true;
  });
}

/** Changes the password after checking the old one; the member's other sessions end. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: number,
  oldPassword: string,
  newPassword: string,
): Promise<boolean> {
  if (!(await verifyPassword(user.passwordHash, oldPassword))) return false;
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, now, sessionId);
  });
  return true;
}
