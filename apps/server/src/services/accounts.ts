/**
 * Account life cycle: register, sign in, password recovery and change. Routes call these; they
 * answer plain results and leave the wire shape to the routes.
 */
import {
  AccountStatus,
  EMAIL_CHANGE_LIMIT,
  FORGET_LIMIT,
  LOGIN_LIMIT,
  type LoginPayload,
  REGISTER_LIMIT,
  RESET_LINK_MINUTES,
  type RegisterPayload,
  SocketClose,
  Vip,
} from "@site/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { emailChanges, passwordResets, users } from "../db/schema.ts";
import { hashPassword, verifyPassword } from "../lib/passwords.ts";
import { hashSecret, newSecret, newShortCode } from "../lib/tokens.ts";
import { cancelDeletion } from "./account-deletion.ts";
import {
  EMAIL_LINK_HOURS,
  emailChangeAtCurrentMail,
  emailChangedMail,
  emailChangeNoticeMail,
  emailConfirmMail,
  resetMail,
  signInAlertMail,
} from "./mail-templates.ts";
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

/** Whole minutes to tell a member to wait, at least one. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export async function register(
  ctx: AppContext,
  payload: RegisterPayload,
  meta: ClientMeta,
): Promise<RegisterResult> {
  // Counted before anything is looked up: the answers below tell whether a name or address is
  // taken. Per address, and per name and per address asked about from it.
  const { windowSeconds } = REGISTER_LIMIT;
  const [byIp, byName, byEmail] = await Promise.all([
    ctx.limiter.hit(`register:ip:${meta.ip}`, windowSeconds),
    ctx.limiter.hit(`register:pair:name:${payload.username.toLowerCase()}:${meta.ip}`, windowSeconds),
    ctx.limiter.hit(`register:pair:email:${payload.email.toLowerCase()}:${meta.ip}`, windowSeconds),
  ]);
  const over = [
    byIp.count > REGISTER_LIMIT.perIp ? byIp.resetIn : 0,
    byName.count > REGISTER_LIMIT.perPair ? byName.resetIn : 0,
    byEmail.count > REGISTER_LIMIT.perPair ? byEmail.resetIn : 0,
  ];
  if (over.some((wait) => wait > 0)) return { kind: "rateLimited", minutes: minutesOf(Math.max(...over)) };

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
  | { kind: "ok"; user: UserRow; token: string; deletionCancelled?: boolean }
  | { kind: "failed" }
  | { kind: "disabled" }
  | { kind: "rateLimited"; minutes: number; lockedOut?: boolean };

/** `lockedOut`: held back by the account's growing delay, not by an address's attempt count. */
type PasswordCheck =
  | { kind: "ok" }
  | { kind: "failed" }
  | { kind: "rateLimited"; minutes: number; lockedOut?: boolean };

/**
 * A password check under the sign-in limits (LOGIN_LIMIT), for signing in and for changing the
 * password. The attempt is counted before the password is verified, so a burst sent in parallel
 * verifies no more than the limit allows; a success gives the attempt back.
 */
export async function checkPasswordLimited(
  ctx: AppContext,
  user: UserRow | undefined,
  spelling: string,
  password: string,
  ip: string,
): Promise<PasswordCheck> {
  // One count per account however it is spelled (name, address, case); unknown names by spelling.
  const account = user ? `user:${user.id}` : `acct:${spelling.toLowerCase()}`;
  const pairKey = `login:pair:${account}:${ip}`;
  const ipKey = `login:ip:${ip}`;
  const [pair, byIp] = await Promise.all([
    ctx.limiter.hit(pairKey, LOGIN_LIMIT.windowSeconds),
    ctx.limiter.hit(ipKey, LOGIN_LIMIT.windowSeconds),
  ]);
  if (pair.count > LOGIN_LIMIT.perPair || byIp.count > LOGIN_LIMIT.perIp) {
    const wait = Math.max(
      pair.count > LOGIN_LIMIT.perPair ? pair.resetIn : 0,
      byIp.count > LOGIN_LIMIT.perIp ? byIp.resetIn : 0,
    );
    return { kind: "rateLimited", minutes: minutesOf(wait) };
  }
  const failKey = `login:fail:${account}`;
  if (user && pair.count > 1) {
    // This address has been failing at this account: past the threshold it takes its turn behind
    // a gate that opens less and less often. An address that has not been failing is not held.
    const failures = await ctx.limiter.peek(failKey);
    if (failures.count >= LOGIN_LIMIT.slowAfter) {
      const delay = Math.min(2 ** (failures.count - LOGIN_LIMIT.slowAfter), LOGIN_LIMIT.maxDelaySeconds);
      if (!(await ctx.limiter.acquire(`login:gate:${account}`, delay))) {
        return { kind: "rateLimited", minutes: minutesOf(delay), lockedOut: true };
      }
    }
  }

  if (user && (await verifyPassword(user.passwordHash, password))) {
    await Promise.all([ctx.limiter.reset(pairKey), ctx.limiter.release(ipKey)]);
    return { kind: "ok" };
  }
  if (!user) {
    // The same work as a real check, so that timing does not tell unknown names apart.
    await verifyPassword(undefined, password);
    return { kind: "failed" };
  }
  const failures = await ctx.limiter.hit(failKey, LOGIN_LIMIT.windowSeconds);
  // Exactly one attempt sees the count reach the threshold: one mail per window.
  if (failures.count === LOGIN_LIMIT.alertAt && user.status !== AccountStatus.disabled) {
    ctx.mailer
      .send({ to: user.email, ...signInAlertMail(user.lang, user.username, failures.count) })
      .catch((error: unknown) => ctx.log.error({ err: error, userId: user.id }, "sign-in alert mail failed"));
  }
  return { kind: "failed" };
}

export async function login(ctx: AppContext, payload: LoginPayload, meta: ClientMeta): Promise<LoginResult> {
  const user = await findUserByAccount(ctx.db, payload.account);
  const check = await checkPasswordLimited(ctx, user, payload.account, payload.password, meta.ip);
  if (check.kind !== "ok" || !user) return check.kind === "ok" ? { kind: "failed" } : check;
  // Told only to someone who knows the password and is within the limits.
  if (user.status === AccountStatus.disabled) return { kind: "disabled" };
  const now = ctx.now();
  // Signing in during a deletion's grace period keeps the account (issue 15).
  const deletionCancelled = user.deleteAfter !== null && (await cancelDeletion(ctx.db, user.id));
  const updated = (await updateUser(ctx.db, user.id, { lastLoginAt: now })) ?? user;
  const token = await createSession(ctx.db, user.id, { ...meta, now });
  return { kind: "ok", user: updated, token, deletionCancelled };
}

export type ForgetResult = { kind: "sent" } | { kind: "rateLimited"; minutes: number };

/**
 * Mails a one-time link that sets a new password. The answer is the same whether or not the
 * address has an account, and the mail goes out after the answer, so timing tells nothing either.
 */
export async function forget(ctx: AppContext, email: string, meta: ClientMeta): Promise<ForgetResult> {
  const address = email.toLowerCase();
  // The asking address is limited; the member whose address it is never is (FORGET_LIMIT).
  const [byIp, byPair] = await Promise.all([
    ctx.limiter.hit(`forget:ip:${meta.ip}`, FORGET_LIMIT.windowSeconds),
    ctx.limiter.hit(`forget:pair:${address}:${meta.ip}`, FORGET_LIMIT.windowSeconds),
  ]);
  if (byIp.count > FORGET_LIMIT.perIp || byPair.count > FORGET_LIMIT.perPair) {
    const wait = Math.max(
      byIp.count > FORGET_LIMIT.perIp ? byIp.resetIn : 0,
      byPair.count > FORGET_LIMIT.perPair ? byPair.resetIn : 0,
    );
    return { kind: "rateLimited", minutes: minutesOf(wait) };
  }
  // Past a few links in a link's lifetime, none is made and the answer is the same: the newest one
  // mailed in this window has not expired and is in the member's inbox, whoever asked for it.
  const mailed = await ctx.limiter.hit(`forget:mail:${address}`, FORGET_LIMIT.mailWindowSeconds);
  if (mailed.count > FORGET_LIMIT.mailsPerAccount) return { kind: "sent" };
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
  const userId = await ctx.db.transaction(async (tx) => {
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
    if (!claimed) return undefined;
    await updateUser(tx, claimed.userId, { passwordHash });
    await revokeUserSessions(tx, claimed.userId, now);
    return claimed.userId;
  });
  if (userId === undefined) return false;
  await ctx.chat.closeAll(userId, SocketClose.sessionInvalid, "password reset");
  return true;
}

export type ChangePasswordResult = PasswordCheck;

/**
 * Changes the password after checking the old one under the sign-in limits (a stolen session may
 * not guess it faster than a sign-in could); the member's other sessions end.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: number,
  oldPassword: string,
  newPassword: string,
  ip: string,
): Promise<ChangePasswordResult> {
  const check = await checkPasswordLimited(ctx, user, user.username, oldPassword, ip);
  if (check.kind !== "ok") return check;
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, now, sessionId);
  });
  await ctx.chat.closeAll(user.id, SocketClose.sessionInvalid, "password changed", { except: sessionId });
  return { kind: "ok" };
}

export type EmailChangeResult = PasswordCheck | { kind: "emailUsed" } | { kind: "askedCurrent" };

/**
 * Asks to move the account to `newEmail`. With the current password (our client sends the field),
 * checked under the sign-in limits, a link is mailed to the new address and the old address is
 * told. Without the field (spec §7 profile: the spec's client has none), the link goes to the
 * current address instead, and the new one is told once it is opened: either way a stolen session
 * alone cannot move the account. Only the newest link works; the address itself changes when it is
 * opened (confirmEmailChange).
 *
 * Whether another account uses the address is the spec's -1, answered before the password: so
 * every request is counted first, EMAIL_CHANGE_LIMIT an hour per member, and past it any address
 * answers alike. Before, a session could ask about any number of addresses.
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: UserRow,
  newEmail: string,
  password: string | undefined,
  ip: string,
): Promise<EmailChangeResult> {
  const asked = await ctx.limiter.hit(`email-change:user:${user.id}`, EMAIL_CHANGE_LIMIT.windowSeconds);
  if (asked.count > EMAIL_CHANGE_LIMIT.perAccount)
    return { kind: "rateLimited", minutes: minutesOf(asked.resetIn) };
  const owner = await findUserByEmail(ctx.db, newEmail);
  if (owner && owner.id !== user.id) return { kind: "emailUsed" };
  const viaCurrent = password === undefined;
  if (!viaCurrent) {
    if (!password) return { kind: "failed" };
    const check = await checkPasswordLimited(ctx, user, user.username, password, ip);
    if (check.kind !== "ok") return check;
  }
  const now = ctx.now();
  const code = newSecret();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail,
      codeHash: hashSecret(code),
      viaCurrent,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000),
      createdAt: now,
    });
  });
  const link = `${ctx.config.publicUrl}/confirm-email?code=${encodeURIComponent(code)}`;
  if (viaCurrent) {
    void emailChangeMail(
      ctx,
      user.id,
      user.email,
      emailChangeAtCurrentMail(user.lang, user.username, newEmail, link),
    );
    return { kind: "askedCurrent" };
  }
  void emailChangeMail(ctx, user.id, newEmail, emailConfirmMail(user.lang, user.username, link));
  void emailChangeMail(ctx, user.id, user.email, emailChangeNoticeMail(user.lang, user.username, newEmail));
  return { kind: "ok" };
}

function emailChangeMail(
  ctx: AppContext,
  userId: number,
  to: string,
  template: { subject: string; text: string },
) {
  return ctx.mailer
    .send({ to, ...template })
    .catch((error: unknown) => ctx.log.error({ err: error, userId }, "e-mail change mail failed"));
}

export type ConfirmEmailResult = "changed" | "invalid" | "emailUsed";

/** Opens a confirmation link: the account takes the new address, once, while the link is fresh. */
export async function confirmEmailChange(ctx: AppContext, code: string): Promise<ConfirmEmailResult> {
  const now = ctx.now();
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChanges.codeHash, hashSecret(code)),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning({
          userId: emailChanges.userId,
          newEmail: emailChanges.newEmail,
          viaCurrent: emailChanges.viaCurrent,
        });
      if (!claimed) return "invalid" as const;
      const user = await updateUser(tx, claimed.userId, { email: claimed.newEmail });
      return { claimed, user };
    });
    if (result === "invalid") return result;
    // Confirmed at the current address: the new one learns that it now signs in to the account.
    const { claimed, user } = result;
    if (claimed.viaCurrent && user) {
      void emailChangeMail(ctx, user.id, claimed.newEmail, emailChangedMail(user.lang, user.username));
    }
    return "changed";
  } catch (error) {
    // Someone registered or confirmed the address meanwhile: the unique index decides.
    if (isUniqueViolation(error, "email")) return "emailUsed";
    throw error;
  }
}
