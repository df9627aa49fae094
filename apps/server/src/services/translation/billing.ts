/** What a translation costs a member: the balance check and the charge, a ledger movement. */
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/index.ts";
import { users } from "../../db/schema.ts";
import { InsufficientCredits, newKey, post, SiteAccount } from "../ledger.ts";

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
 * Takes `cost` from the wallet as a ledger movement (to the translation revenue account); answers
 * the balance after, or undefined when the balance no longer covers the cost (spent meanwhile).
 */
export async function chargeTranslation(
  db: Tx,
  userId: number,
  cost: number,
  at: Date,
  /** The language translated to, which the member's credit history names. */
  to = "",
): Promise<number | undefined> {
  try {
    const posted = await post(
      db,
      {
        key: newKey("translate"),
        kind: "translate",
        memo: to,
        postings: [
          { account: "wallet", userId, amountCents: -cost },
          { account: SiteAccount.translationRevenue, amountCents: cost },
        ],
      },
      at,
    );
    return posted.balances.get(userId);
  } catch (error) {
    if (error instanceof InsufficientCredits) return undefined;
    throw error;
  }
}
