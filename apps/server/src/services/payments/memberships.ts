/**
 * Paid tiers (spec §6; ARCHITECTURE business defaults): silver (1) and gold (2), each timed by its
 * own deadline. Buying adds months to that tier's deadline (from now when it has passed), the
 * member's vip is the highest tier not yet expired, and nothing renews by itself: the expiry job
 * (services/users.ts expireMemberships) lowers vip when a deadline passes.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/index.ts";
import { memberships, users } from "../../db/schema.ts";
import { forgetMember, forgetOnCommit } from "../member-cache.ts";

/** `months` calendar months after `from` (the 31st of a shorter month ends on its last day). */
export function addMonths(from: Date, months: number): Date {
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

/** Adds `months` of `tier` to the member; answers the tier's new deadline. */
export async function extendTier(
  tx: Tx,
  userId: number,
  tier: 1 | 2,
  months: number,
  at: Date,
  orderId: number | null,
): Promise<Date> {
  const [user] = await tx
    .select({ silver: users.silverDeadline, gold: users.goldDeadline })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw new Error(`no member ${userId}`);
  const current = tier === 2 ? user.gold : user.silver;
  const starts = current && current > at ? current : at;
  const ends = addMonths(starts, months);
  const gold = tier === 2 ? ends : user.gold;
  const silver = tier === 1 ? ends : user.silver;
  const vip = gold && gold > at ? 2 : silver && silver > at ? 1 : 0;
  await tx
    .update(users)
    .set({ vip, ...(tier === 2 ? { goldDeadline: ends } : { silverDeadline: ends }), updatedAt: at })
    .where(eq(users.id, userId));
  await tx
    .insert(memberships)
    .values({ userId, tier, startsAt: starts, endsAt: ends, orderId, source: "order" });
  forgetOnCommit(tx, () => forgetMember(userId));
  return ends;
}

/** Takes `months` of `tier` back (a refunded upgrade); the tier ends now at the latest. */
export async function shortenTier(
  tx: Tx,
  userId: number,
  tier: 1 | 2,
  months: number,
  at: Date,
): Promise<void> {
  const [user] = await tx
    .select({ silver: users.silverDeadline, gold: users.goldDeadline })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) return;
  const current = tier === 2 ? user.gold : user.silver;
  if (!current) return;
  const shortened = addMonths(current, -months);
  const ends = shortened > at ? shortened : at;
  const gold = tier === 2 ? ends : user.gold;
  const silver = tier === 1 ? ends : user.silver;
  const vip = gold && gold > at ? 2 : silver && silver > at ? 1 : 0;
  await tx
    .update(users)
    .set({ vip, ...(tier === 2 ? { goldDeadline: ends } : { silverDeadline: ends }), updatedAt: at })
    .where(eq(users.id, userId));
  forgetOnCommit(tx, () => forgetMember(userId));
}
