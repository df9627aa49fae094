/**
 * The few-second caches of what every member call reads: the session with its member, a viewer's
 * blocks and likes, and the rows of listed members. Writes through this server forget what they
 * change at once (updateUser, revocations, block and like toggles); other instances catch up
 * within the TTL, which is the staleness a list or a revoked token may show elsewhere.
 *
 * There is one set of caches per database (tests hold several apps in one process). Forgetting
 * goes to every set: a write inside a transaction holds the transaction, not the database, and a
 * miss elsewhere costs one query.
 */
import type { sessions, users } from "../db/schema.ts";
import { TtlCache } from "../lib/ttl-cache.ts";

type SessionRow = typeof sessions.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const SESSION_TTL_MS = 5_000;
export const ROW_TTL_MS = 10_000;

interface Caches {
  sessions: TtlCache<string, { session: SessionRow; member: UserRow }>;
  rows: TtlCache<number, UserRow>;
  hidden: TtlCache<number, Set<number>>;
  liked: TtlCache<number, Set<number>>;
}

const byDatabase = new WeakMap<object, Caches>();
const every = new Set<WeakRef<Caches>>();

export function caches(db: object): Caches {
  let found = byDatabase.get(db);
  if (!found) {
    found = {
      sessions: new TtlCache(SESSION_TTL_MS),
      rows: new TtlCache(ROW_TTL_MS, 50_000),
      hidden: new TtlCache(SESSION_TTL_MS),
      liked: new TtlCache(SESSION_TTL_MS),
    };
    byDatabase.set(db, found);
    every.add(new WeakRef(found));
  }
  return found;
}

function* all(): Generator<Caches> {
  for (const ref of every) {
    const live = ref.deref();
    if (live) yield live;
    else every.delete(ref);
  }
}

/**
 * Counts forgets. A read from the database that began before a forget may hold the old row: it
 * must not go into a cache after the forget (a concurrent charge would otherwise leave the old
 * balance cached for the TTL). A reader notes `cacheGeneration()` before it reads and stores only
 * if `stillFresh(noted)` after.
 */
let generation = 0;
export const cacheGeneration = (): number => generation;
export const stillFresh = (noted: number): boolean => noted === generation;

/** Forgets everything cached about a member: their row changed, or their sessions ended. */
export function forgetMember(id: number, keepSessionId?: number): void {
  generation += 1;
  for (const c of all()) {
    c.sessions.deleteWhere((entry) => entry.member.id === id && entry.session.id !== keepSessionId);
    c.rows.delete(id);
  }
}

/**
 * forgetMember for many members in one pass over the caches: the chat marks thousands online at
 * once after a restart, and a pass per member would cost the square of them.
 */
export function forgetMembers(ids: Iterable<number>): void {
  const gone = new Set(ids);
  if (gone.size === 0) return;
  generation += 1;
  for (const c of all()) {
    c.sessions.deleteWhere((entry) => gone.has(entry.member.id));
    for (const id of gone) c.rows.delete(id);
  }
}

export function forgetSession(sessionId: number): void {
  for (const c of all()) c.sessions.deleteWhere((entry) => entry.session.id === sessionId);
}

/** Forgets a member's cached blocks (theirs and the other member's) or likes. */
export function forgetGraph(kind: "hidden" | "liked", ...ids: number[]): void {
  for (const c of all()) for (const id of ids) c[kind].delete(id);
}
