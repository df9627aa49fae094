/**
 * Staff sign in with a second factor (issue 51): a TOTP secret enrolled once (lib/totp.ts), its
 * codes each taken once, and single-use recovery codes. A staff session opens the console only
 * once it has passed (sessions.second_factor_at); members never meet any of this.
 */
import {
  SECOND_FACTOR_LIMIT,
  SECOND_FACTOR_RECOVERY_CODES,
  type SecondFactorDue,
  type SecondFactorEnrolment,
  TOTP_ISSUER,
} from "@site/contracts";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/index.ts";
import { sessions, staffRecoveryCodes, staffSecondFactors } from "../db/schema.ts";
import { hashSecret, newShortCode } from "../lib/tokens.ts";
import { matchingStep, newTotpSecret, otpauthUri } from "../lib/totp.ts";
import { forgetOnCommit, forgetSession } from "./member-cache.ts";
import { revokeUserSessions } from "./sessions.ts";

type Staff = { id: number; username: string };

async function factorOf(db: Tx, userId: number) {
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  return row;
}

/** What a staff member still has to do: enrol (no confirmed secret) or give a code. */
export async function secondFactorDue(db: Tx, userId: number): Promise<SecondFactorDue> {
  return (await factorOf(db, userId))?.confirmedAt ? "verify" : "enrol";
}

/**
 * A new secret for a staff member without a confirmed one (a secret enrolled but not confirmed is
 * replaced: the screen was left, the code never given). Undefined once one is confirmed: a
 * session that has not passed the second factor cannot move it to another device.
 */
export async function enrolSecondFactor(
  ctx: AppContext,
  staff: Staff,
): Promise<SecondFactorEnrolment | undefined> {
  const secret = newTotpSecret();
  const now = ctx.now();
  const [written] = await ctx.db
    .insert(staffSecondFactors)
    .values({ userId: staff.id, secret, createdAt: now })
    .onConflictDoUpdate({
      target: staffSecondFactors.userId,
      set: { secret, lastStep: null, createdAt: now },
      setWhere: isNull(staffSecondFactors.confirmedAt),
    })
    .returning({ userId: staffSecondFactors.userId });
  if (!written) return undefined;
  return { secret, uri: otpauthUri(secret, TOTP_ISSUER, staff.username) };
}

export type CodeCheck =
  | { kind: "ok" }
  | { kind: "refused" }
  | { kind: "rateLimited"; minutes: number }
  | { kind: "due"; due: SecondFactorDue };

const limitKey = (userId: number) => `2fa:${userId}`;

/** Wrong codes count against the staff member; past the limit, codes are refused unchecked. */
async function limited(ctx: AppContext, userId: number): Promise<CodeCheck | undefined> {
  const seen = await ctx.limiter.peek(limitKey(userId));
  if (seen.count < SECOND_FACTOR_LIMIT.attempts) return undefined;
  return { kind: "rateLimited", minutes: Math.max(1, Math.ceil(seen.resetIn / 60)) };
}
async function refused(ctx: AppContext, userId: number): Promise<CodeCheck> {
  await ctx.limiter.hit(limitKey(userId), SECOND_FACTOR_LIMIT.windowSeconds);
  return { kind: "refused" };
}

/** Takes the time step of a code once: a step already taken (or an earlier one) is a replay. */
async function takeStep(db: Tx, userId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(staffSecondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(staffSecondFactors.userId, userId),
        or(isNull(staffSecondFactors.lastStep), lt(staffSecondFactors.lastStep, step)),
      ),
    )
    .returning({ userId: staffSecondFactors.userId });
  return taken.length > 0;
}

async function openSession(db: Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
  forgetOnCommit(db, () => forgetSession(sessionId));
}

/** A recovery code as typed (spaces, dashes, any case) reduced to what was hashed. */
const normalCode = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

/**
 * The first code of an enrolled secret: the secret is confirmed, the session opened, and new
 * recovery codes are answered (the only time they are).
 */
export async function confirmSecondFactor(
  ctx: AppContext,
  staff: Staff,
  sessionId: number,
  code: string,
): Promise<CodeCheck | { kind: "confirmed"; recoveryCodes: string[] }> {
  const factor = await factorOf(ctx.db, staff.id);
  if (!factor || factor.confirmedAt) return { kind: "due", due: factor ? "verify" : "enrol" };
  const wait = await limited(ctx, staff.id);
  if (wait) return wait;
  const now = ctx.now();
  const step = matchingStep(factor.secret, code.replace(/\s/g, ""), now);
  if (step === undefined) return refused(ctx, staff.id);
  const recoveryCodes = Array.from({ length: SECOND_FACTOR_RECOVERY_CODES }, () => {
    const raw = newShortCode(10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await takeStep(tx, staff.id, step))) return false;
    await tx
      .update(staffSecondFactors)
      .set({ confirmedAt: now })
      .where(eq(staffSecondFactors.userId, staff.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(recoveryCodes.map((c) => ({ userId: staff.id, codeHash: hashSecret(normalCode(c)) })));
    await openSession(tx, sessionId, now);
    return true;
  });
  if (!done) return refused(ctx, staff.id);
  await ctx.limiter.reset(limitKey(staff.id));
  return { kind: "confirmed", recoveryCodes };
}

/** A later sign-in: a code of the confirmed secret, or an unused recovery code, opens the session. */
export async function verifySecondFactor(
  ctx: AppContext,
  staff: Staff,
  sessionId: number,
  code: string,
): Promise<CodeCheck> {
  const factor = await factorOf(ctx.db, staff.id);
  if (!factor?.confirmedAt) return { kind: "due", due: "enrol" };
  const wait = await limited(ctx, staff.id);
  if (wait) return wait;
  const now = ctx.now();
  const digits = code.replace(/\s/g, "");
  let accepted: boolean;
  if (/^\d+$/.test(digits)) {
    const step = matchingStep(factor.secret, digits, now);
    accepted = step !== undefined && (await takeStep(ctx.db, staff.id, step));
  } else {
    const used = await ctx.db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.userId, staff.id),
          eq(staffRecoveryCodes.codeHash, hashSecret(normalCode(code))),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    accepted = used.length > 0;
  }
  if (!accepted) return refused(ctx, staff.id);
  await openSession(ctx.db, sessionId, now);
  await ctx.limiter.reset(limitKey(staff.id));
  return { kind: "ok" };
}

/**
 * The second factor forgotten (a lost phone; `npm run admin -- reset-2fa`): the secret and the
 * recovery codes go, every session of the staff member ends, and the next sign-in enrols again.
 */
export async function resetSecondFactor(db: Tx, userId: number, now: Date): Promise<void> {
  await db.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await revokeUserSessions(db, userId, now);
}
