/**
 * Sessions: a 256-bit token handed to the client, its SHA-256 stored, idle expiry, an absolute
 * lifetime, revocation.
 */
import { AccountStatus, SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from "@site/contracts";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/index.ts";
import { sessions, users } from "../db/schema.ts";
import { hashSecret, newSecret } from "../lib/tokens.ts";
import { cacheGeneration, caches, forgetMember, forgetSession, stillFresh } from "./member-cache.ts";

export type SessionRow = typeof sessions.$inferSelect;
type UserRow = typeof users.$inferSelect;

const IDLE_MS = SESSION_IDLE_DAYS * 86_400_000;
const MAX_MS = SESSION_MAX_DAYS * 86_400_000;
/** last_seen_at is written at most this often per session, not on every call. */
const TOUCH_EVERY_MS = 5 * 60_000;

export async function createSession(
  db: Tx,
  userId: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined; now: Date },
): Promise<string> {
  const token = newSecret();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashSecret(token),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
    createdAt: meta.now,
    lastSeenAt: meta.now,
  });
  return token;
}

/**
 * The session of a token with its member, in one prepared statement: this runs on every call, so
 * it is one round trip and the SQL is built once per database.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareSessionMember>>();
function prepareSessionMember(db: Db) {
  return db
    .select({ session: sessions, member: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare("session_member");
}

export async function resolveSessionMember(
  db: Db,
  token: string,
  now: Date,
): Promise<{ session: SessionRow; member: UserRow } | undefined> {
  const hash = hashSecret(token);
  const cache = caches(db).sessions;
  let row = cache.get(hash);
  if (!row) {
    let query = prepared.get(db);
    if (!query) {
      query = prepareSessionMember(db);
      prepared.set(db, query);
    }
    const noted = cacheGeneration();
    [row] = await query.execute({ hash });
    if (!row) return undefined;
    // A member written while this read ran is not cached as it was before the write.
    if (stillFresh(noted)) cache.set(hash, row);
  }
  const idle = now.getTime() - row.session.lastSeenAt.getTime();
  if (idle > IDLE_MS) return undefined;
  // However much it is used, a session ends SESSION_MAX_DAYS after its sign-in.
  if (now.getTime() - row.session.createdAt.getTime() > MAX_MS) return undefined;
  if (idle > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    row.session.lastSeenAt = now;
  }
  return row;
}

/**
 * Whether a session is still in force and its member approved, read from the database, past every
 * cache: for a socket that has just joined the hub, since a session ended while it was opening
 * found no connection to close.
 */
export async function sessionInForce(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), eq(users.status, AccountStatus.approved)),
    )
    .limit(1);
  return row !== undefined;
}

export async function revokeSession(db: Tx, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
  forgetSession(id);
}

/** Revokes every session of a member, or every one but `exceptId` (the one changing the password). */
export async function revokeUserSessions(
  db: Tx,
  userId: number,
  now: Date,
  exceptId?: number,
): Promise<void> {
  const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(exceptId === undefined ? mine : and(mine, ne(sessions.id, exceptId)));
  forgetMember(userId, exceptId);
}
