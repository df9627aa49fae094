/** What a translation costs a member: the balance check and the charge with its ledger row. */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../../db/index.ts";
import { ledger, users } from "../../db/schema.ts";
import { forgetMember } from "../member-cache.ts";

/** The member's balance as stored now (the session's cached row may be seconds old). */
export async function balanceCents(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: users.balanceCents })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.balance ?? 0;
}

/**
 * Takes `cost` from the balance and records it, in one transaction; answers the balance after, or
 * undefined when the balance no longer covers the cost (spent by another call meanwhile).
 */
export async function chargeTranslation(
  db: Tx,
  userId: number,
  cost: number,
  at: Date,
): Promise<number | undefined> {
  const after = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ balanceCents: sql`${users.balanceCents} - ${cost}`, updatedAt: at })
      .where(and(eq(users.id, userId), gte(users.balanceCents, cost)))
      .returning({ balance: users.balanceCents });
    if (!row) return undefined;
    await tx.insert(ledger).values({
      userId,
      deltaCents: -cost,
      balanceAfterCents: row.balance,
      reason: "translate",
      createdAt: at,
    });
    return row.balance;
  });
  if (after !== undefined) forgetMember(userId);
  return after;
}
