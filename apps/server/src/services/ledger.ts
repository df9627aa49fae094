/**
 * The credit ledger (issue 13): money is a ledger, not a column. Every movement of credits is one
 * balanced transaction (its entries sum to zero; the database checks it at commit) written in one
 * database transaction, idempotent by its key. A member's wallet balance (`users.balance_cents`,
 * the profile's `amount`) is the projection of their wallet entries: only `post` changes it, in
 * the same transaction as the entries, by a conditional update that takes the row lock and never
 * lets it go below zero (a check constraint says so too).
 *
 * Amounts are integer cents of a credit (1 credit = 1 USD, ARCHITECTURE business defaults).
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/index.ts";
import { ledgerEntries, ledgerTransactions, users } from "../db/schema.ts";
import { forgetMember } from "./member-cache.ts";

/** The site's own accounts; a member's is `wallet` with their id. */
export const SiteAccount = {
  giftRevenue: "revenue:gifts",
  translationRevenue: "revenue:translation",
  membershipRevenue: "revenue:memberships",
  /** What payment providers owe the site for credits they sold (settled outside the ledger). */
  providerClearing: "clearing:provider",
  /** Staff grants and deductions. */
  adjustments: "adjustments",
  openingBalances: "equity:opening",
} as const;
export type SiteAccount = (typeof SiteAccount)[keyof typeof SiteAccount];

export const LEDGER_KINDS = [
  "recharge",
  "gift",
  "translate",
  "upgrade",
  "refund",
  "grant",
  "opening",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export type Posting =
  | { account: "wallet"; userId: number; amountCents: number }
  | { account: SiteAccount; amountCents: number };

export interface Movement {
  /** Idempotency: the same key posts once; later posts with it answer the first one's result. */
  key: string;
  kind: LedgerKind;
  postings: Posting[];
  memo?: string;
  orderId?: number;
  refId?: number;
  actorId?: number;
}

export interface Posted {
  transactionId: number;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  /** Each wallet's balance after the movement, by member id. */
  balances: Map<number, number>;
}

/** A wallet would go below zero: nothing of the movement was written. */
export class InsufficientCredits extends Error {
  readonly userId: number;
  constructor(userId: number) {
    super(`member ${userId} has too few credits`);
    this.name = "InsufficientCredits";
    this.userId = userId;
  }
}

/** The key was posted before with other entries: a caller bug, never applied twice or differently. */
export class IdempotencyConflict extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`ledger key ${key} was posted with other entries`);
    this.name = "IdempotencyConflict";
    this.key = key;
  }
}

/** A fresh key for a movement that has no natural one (a translation charge). */
export const newKey = (kind: LedgerKind) => `${kind}:${randomUUID()}`;

function validate(movement: Movement): void {
  const { postings } = movement;
  if (postings.length < 2) throw new Error("a ledger transaction needs two entries or more");
  let sum = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents === 0)
      throw new Error(`ledger amounts are whole non-zero cents (got ${p.amountCents})`);
    sum += p.amountCents;
  }
  if (sum !== 0) throw new Error(`ledger transaction does not balance (sum ${sum})`);
  if (!movement.key) throw new Error("a ledger transaction needs a key");
}

const entryId = (e: { account: string; userId: number | null; amountCents: number }) =>
  `${e.account}:${e.userId ?? ""}:${e.amountCents}`;

/**
 * Posts a movement inside `db` (a transaction of the caller's, whose other writes then commit or
 * roll back with it, or the database). Throws InsufficientCredits when a wallet would go below
 * zero; the caller's transaction should then roll back (nothing half-done). Members whose wallet
 * changed are forgotten by the caches; a caller inside a longer transaction forgets them again
 * after its commit (`forgetWallets`).
 */
export async function post(db: Tx, movement: Movement, at: Date): Promise<Posted> {
  validate(movement);
  const result = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ledgerTransactions)
      .values({
        key: movement.key,
        kind: movement.kind,
        memo: movement.memo ?? "",
        orderId: movement.orderId ?? null,
        refId: movement.refId ?? null,
        actorId: movement.actorId ?? null,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: ledgerTransactions.id });
    if (!created) return replay(tx, movement);

    // Wallets in member order, so that two movements over the same wallets never deadlock.
    const byWallet = new Map<number, number>();
    for (const p of movement.postings)
      if (p.account === "wallet") byWallet.set(p.userId, (byWallet.get(p.userId) ?? 0) + p.amountCents);
    const balances = new Map<number, number>();
    for (const [userId, delta] of [...byWallet].sort(([a], [b]) => a - b)) {
      const [row] = await tx
        .update(users)
        .set({ balanceCents: sql`${users.balanceCents} + ${delta}`, updatedAt: at })
        .where(and(eq(users.id, userId), sql`${users.balanceCents} + ${delta} >= 0`))
        .returning({ balance: users.balanceCents });
      if (!row) throw new InsufficientCredits(userId);
      balances.set(userId, row.balance);
    }
    // A wallet's entries carry the balance after them, in posting order within the transaction.
    const running = new Map<number, number>();
    for (const [userId, after] of balances) running.set(userId, after - (byWallet.get(userId) ?? 0));
    await tx.insert(ledgerEntries).values(
      movement.postings.map((p) => {
        if (p.account !== "wallet")
          return { transactionId: created.id, account: p.account, amountCents: p.amountCents, createdAt: at };
        const after = (running.get(p.userId) ?? 0) + p.amountCents;
        running.set(p.userId, after);
        return {
          transactionId: created.id,
          account: "wallet",
          userId: p.userId,
          amountCents: p.amountCents,
          balanceAfterCents: after,
          createdAt: at,
        };
      }),
    );
    return { transactionId: created.id, replayed: false, balances };
  });
  forgetWallets(result);
  return result;
}

/** The first posting of a key, checked to be the same movement. */
async function replay(tx: Tx, movement: Movement): Promise<Posted> {
  const [first] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.key, movement.key));
  if (!first) throw new IdempotencyConflict(movement.key);
  const entries = await tx
    .select({
      account: ledgerEntries.account,
      userId: ledgerEntries.userId,
      amountCents: ledgerEntries.amountCents,
      balanceAfterCents: ledgerEntries.balanceAfterCents,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, first.id))
    .orderBy(asc(ledgerEntries.id));
  const had = entries.map(entryId).sort().join();
  const asked = movement.postings
    .map((p) => entryId({ ...p, userId: p.account === "wallet" ? p.userId : null }))
    .sort()
    .join();
  if (had !== asked) throw new IdempotencyConflict(movement.key);
  const balances = new Map<number, number>();
  for (const e of entries)
    if (e.userId !== null && e.balanceAfterCents !== null) balances.set(e.userId, e.balanceAfterCents);
  return { transactionId: first.id, replayed: true, balances };
}

export function forgetWallets(posted: Pick<Posted, "balances">): void {
  for (const userId of posted.balances.keys()) forgetMember(userId);
}

/** A movement as the member's history shows it (newest first). */
export interface WalletEntryRow {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  balanceAfterCents: number;
  memo: string;
  refId: number | null;
  orderId: number | null;
  createdAt: Date;
}

/** The member's wallet history, newest first, `limit` entries before the entry id `before`. */
export async function walletHistory(
  db: Tx,
  userId: number,
  { limit, before }: { limit: number; before?: number | undefined },
): Promise<WalletEntryRow[]> {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerTransactions.kind,
      amountCents: ledgerEntries.amountCents,
      balanceAfterCents: ledgerEntries.balanceAfterCents,
      memo: ledgerTransactions.memo,
      refId: ledgerTransactions.refId,
      orderId: ledgerTransactions.orderId,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.account, "wallet"),
        before === undefined ? undefined : lt(ledgerEntries.id, before),
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, kind: r.kind as LedgerKind, balanceAfterCents: r.balanceAfterCents ?? 0 }));
}

/** The sum of a wallet's entries: what the projection must equal (tests, the admin's audit). */
export async function walletSum(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.account, "wallet")));
  return Number(row?.sum ?? 0);
}
