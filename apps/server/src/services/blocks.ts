/**
 * The one rule for blocks: a block by either member hides each from the other and stops what
 * passes between them (lists, search, detail, likes here; chat, mail and gifts later). Every
 * caller asks here, so that the rule lives once.
 */
import { and, eq, or, sql } from "drizzle-orm";
import type { Tx } from "../db/index.ts";
import { intArray } from "../db/params.ts";
import { blocks } from "../db/schema.ts";
import { caches, forgetGraph, forgetOnCommit, pairKey } from "./member-cache.ts";

/** The key of a pair of members, the same whichever of the two comes first (the caches' own). */
export { pairKey };

/**
 * Which of these pairs are blocked, either way round, in one query (the chat asks this for
 * every message, many at a time). Answers the blocked pairs' keys (pairKey).
 */
export async function blockedPairs(db: Tx, pairs: [number, number][]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  // Both ways round, as two arrays: two parameters however many pairs (a list of OR terms costs
  // the query builder and the planner per pair).
  const from = pairs.flat();
  const to = pairs.flatMap(([a, b]) => [b, a]);
  const rows = await db
    .select({ userId: blocks.userId, targetId: blocks.targetId })
    .from(blocks)
    .where(
      sql`(${blocks.userId}, ${blocks.targetId}) in (select * from unnest(${intArray(from)}, ${intArray(to)}))`,
    );
  return new Set(rows.map((r) => pairKey(r.userId, r.targetId)));
}

/** True when either member has blocked the other. */
export async function blockedBetween(db: Tx, a: number, b: number): Promise<boolean> {
  return (await blockedPairs(db, [[a, b]])).size > 0;
}

/** Everyone the member must not meet: those they blocked and those who blocked them. */
export async function hiddenFrom(db: Tx, me: number): Promise<Set<number>> {
  const cache = caches(db).hidden;
  const cached = cache.get(me);
  if (cached) return cached;
  const rows = await db
    .select({ userId: blocks.userId, targetId: blocks.targetId })
    .from(blocks)
    .where(or(eq(blocks.userId, me), eq(blocks.targetId, me)));
  const hidden = new Set(rows.map((r) => (r.userId === me ? r.targetId : r.userId)));
  cache.set(me, hidden);
  return hidden;
}

/** Blocks or unblocks; answers the new state. */
export async function toggleBlock(db: Tx, me: number, target: number): Promise<0 | 1> {
  const removed = await db
    .delete(blocks)
    .where(and(eq(blocks.userId, me), eq(blocks.targetId, target)))
    .returning({ userId: blocks.userId });
  if (removed.length > 0) {
    forgetOnCommit(db, () => forgetGraph("hidden", me, target));
    return 0;
  }
  await db.insert(blocks).values({ userId: me, targetId: target }).onConflictDoNothing();
  forgetOnCommit(db, () => forgetGraph("hidden", me, target));
  return 1;
}
