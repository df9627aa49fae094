/**
 * The few-second caches of what every member call reads: the session with its member, a viewer's
 * blocks and likes, the rows of listed members, and what the chat reads for every message. Writes
 * forget what they change at once (updateUser, revocations, block and like toggles), here and,
 * through the chat hub's Redis channel, on every other instance (`relayForgets`). Without Redis,
 * or while it is out of reach, other instances catch up within the TTL.
 *
 * There is one set of caches per database (tests hold several apps in one process). Forgetting
 * goes to every set: a write inside a transaction holds the transaction, not the database, and a
 * miss elsewhere costs one query.
 */
import { afterCommit } from "../db/after-commit.ts";
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
  chat: ForgettingCache<unknown>;
}

/**
 * A cache whose forgets leave a mark: a read that began before the forget of its key finds the
 * mark and does not store what it read (it may be the old value). Unlike `stillFresh`, which
 * any forget of anything fails, only a forget of the same key does: the chat reads thousands of
 * members a second while others come online and go, and would otherwise cache next to nothing.
 * Marks live as long as entries (the TTL), which bounds how long a read may take and still be
 * checked.
 */
export class ForgettingCache<V> {
  readonly #entries: TtlCache<string, { value: V } | { forgotten: number }>;

  constructor(ttlMs: number, max: number) {
    this.#entries = new TtlCache(ttlMs, max);
  }

  get(key: string): { value: V } | undefined {
    const entry = this.#entries.get(key);
    return entry && "value" in entry ? entry : undefined;
  }

  /** Stores what a read begun at `cacheGeneration()` = `since` found, unless forgotten since. */
  set(key: string, value: V, since: number): void {
    const entry = this.#entries.get(key);
    if (entry && "forgotten" in entry && entry.forgotten > since) return;
    this.#entries.set(key, { value });
  }

  forget(key: string): void {
    this.#entries.set(key, { forgotten: generation });
  }
}

/** The chat's keys: a member, and a pair of members (whether either blocked the other). */
export const chatMemberKey = (id: number) => `m${id}`;
export const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

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
      chat: new ForgettingCache(SESSION_TTL_MS, 50_000),
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

/**
 * The sessions and members forgotten lately, in the order forgotten. Whatever ends a session (a
 * sign-out, a ban, a password change, an erasure) forgets it or its member, here and, through the
 * chat hub's channel, on every other instance. A reader that must not act on a session ended while
 * it was reading (the chat socket, between reading the session and joining the hub, where a close
 * finds it) notes `ends.noted()` first and asks `ends.since(noted, ...)` afterwards: false means
 * nothing about that session or member reached this process meanwhile, so the read still holds.
 * The log keeps its newest marks only; a reader older than the oldest kept one is answered true.
 */
class EndLog {
  static readonly MAX = 10_000;
  #count = 0;
  /** Key (`s<session id>`, `m<member id>`) -> the count when last forgotten, oldest first. */
  readonly #marks = new Map<string, number>();
  /** Marks up to this count may have been dropped. */
  #droppedUpTo = 0;

  noted(): number {
    return this.#count;
  }

  note(key: string): void {
    this.#count += 1;
    this.#marks.delete(key);
    this.#marks.set(key, this.#count);
    if (this.#marks.size > EndLog.MAX) {
      const [oldest, at] = this.#marks.entries().next().value as [string, number];
      this.#marks.delete(oldest);
      this.#droppedUpTo = at;
    }
  }

  /** Whether the session or its member may have been forgotten since `noted`. */
  since(noted: number, memberId: number, sessionId: number): boolean {
    if (noted < this.#droppedUpTo) return true;
    return (this.#marks.get(`m${memberId}`) ?? 0) > noted || (this.#marks.get(`s${sessionId}`) ?? 0) > noted;
  }
}

export const sessionEnds = new EndLog();

/** What a write changed, for the caches of this instance and of the others. */
export type Forget =
  | {
      kind: "member";
      ids: number[];
      keepSessionId?: number;
      /** Only whether they are online changed: the chat's view of a member holds no such thing. */
      presence?: true;
    }
  | { kind: "session"; id: number }
  | { kind: "graph"; graph: "hidden" | "liked"; ids: number[] };

const relays = new Set<(forget: Forget) => void>();

/**
 * Hands every forget of this process to `relay` as well (the chat hub publishes it to the other
 * instances, which call `forgetHere`); answers the way to stop.
 */
export function relayForgets(relay: (forget: Forget) => void): () => void {
  relays.add(relay);
  return () => relays.delete(relay);
}

const forget = (what: Forget) => {
  forgetHere(what);
  for (const relay of relays) relay(what);
};

/** A forget in this process's caches only: what another instance relayed. */
export function forgetHere(what: Forget): void {
  if (what.kind === "session") {
    sessionEnds.note(`s${what.id}`);
    for (const c of all()) c.sessions.deleteWhere((entry) => entry.session.id === what.id);
    return;
  }
  generation += 1;
  if (what.kind === "graph") {
    for (const c of all()) {
      for (const id of what.ids) c[what.graph].delete(id);
      // A block between the two changed: the chat asks for that pair.
      if (what.graph === "hidden" && what.ids.length === 2) {
        c.chat.forget(pairKey(what.ids[0] as number, what.ids[1] as number));
      }
    }
    return;
  }
  // Many members in one pass over the caches: the chat marks thousands online at once after a
  // restart, and a pass per member would cost the square of them.
  const gone = new Set(what.ids);
  const keep = what.keepSessionId;
  // Their flag alone changed: no session of theirs ended.
  if (!what.presence) for (const id of gone) sessionEnds.note(`m${id}`);
  for (const c of all()) {
    c.sessions.deleteWhere((entry) => gone.has(entry.member.id) && entry.session.id !== keep);
    for (const id of gone) {
      c.rows.delete(id);
      if (!what.presence) c.chat.forget(chatMemberKey(id));
    }
  }
}

/** Forgets everything cached about a member: their row changed, or their sessions ended. */
export function forgetMember(id: number, keepSessionId?: number): void {
  forget({ kind: "member", ids: [id], ...(keepSessionId === undefined ? {} : { keepSessionId }) });
}

/**
 * A forget made by a write on `db`: at once, and again when `db` is a transaction, once it has
 * committed (a read between the write and the commit sees the old row and may cache it again).
 */
export function forgetOnCommit(db: object, forget: () => void): void {
  forget();
  afterCommit(db, forget);
}

/** forgetMember for many members at once. */
export function forgetMembers(ids: Iterable<number>): void {
  const all = [...ids];
  if (all.length > 0) forget({ kind: "member", ids: all });
}

/**
 * Forgets the rows of members who came online or went (their flag and last sign-in), keeping the
 * chat's view of them, which shows presence from the hub and not from the row: the chat reads a
 * member coming online right after (to tell their watchers), and would read them again for nothing.
 */
export function forgetPresence(ids: Iterable<number>): void {
  const all = [...ids];
  if (all.length > 0) forget({ kind: "member", ids: all, presence: true });
}

export function forgetSession(sessionId: number): void {
  forget({ kind: "session", id: sessionId });
}

/** Forgets a member's cached blocks (theirs and the other member's) or likes. */
export function forgetGraph(kind: "hidden" | "liked", ...ids: number[]): void {
  forget({ kind: "graph", graph: kind, ids });
}
