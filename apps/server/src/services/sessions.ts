/**
 * Sessions: a 256-bit token handed to the client, its SHA-256 stored, idle expiry, an absolute
 * lifetime, revocation.
 */
import {
  AccountStatus,
  isStaffRole,
  SESSION_IDLE_DAYS,
  SESSION_MAX_DAYS,
  STAFF_SESSION_IDLE_HOURS,
  STAFF_SESSION_MAX_HOURS,
} from "@site/contracts";
import { and, type Column, eq, getTableColumns, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/index.ts";
import {
  bigintArray,
  bigintArrayLiteral,
  jsonValue,
  prepareNamed,
  textArray,
  textArrayLiteral,
} from "../db/params.ts";
import { sessions, users } from "../db/schema.ts";
import { hashSecret, newSecret } from "../lib/tokens.ts";
import {
  cacheGeneration,
  caches,
  forgetMember,
  forgetOnCommit,
  forgetSession,
  stillFresh,
} from "./member-cache.ts";

export type SessionRow = typeof sessions.$inferSelect;
type UserRow = typeof users.$inferSelect;

const IDLE_MS = SESSION_IDLE_DAYS * 86_400_000;
const MAX_MS = SESSION_MAX_DAYS * 86_400_000;
/** A staff session ends sooner (issue 51): its power is the console's. */
const STAFF_IDLE_MS = STAFF_SESSION_IDLE_HOURS * 3_600_000;
const STAFF_MAX_MS = STAFF_SESSION_MAX_HOURS * 3_600_000;
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

/** A table's columns in the order of its definition, as the rows of findSessionMembers carry them. */
const columnsOf = (table: typeof sessions | typeof users) =>
  Object.entries(getTableColumns(table)) as [string, Column][];
const SESSION_COLUMNS = columnsOf(sessions);
const USER_COLUMNS = columnsOf(users);
const columnList = (columns: [string, Column][]) =>
  sql.join(
    columns.map(([, column]) => sql`${column}`),
    sql`, `,
  );

/**
 * The session reads every call and every connecting chat socket makes, prepared once per database:
 * building a select of both tables' columns cost more of the server's time than the rest of a
 * call (and, per connection, than anything else the chat did: bench/chat.ts connect profile).
 * - `sessionMember`: the session of a token with its member, in one round trip;
 * - `inForce`: which of many sessions are still in force, for the chat's batches; the array
 *   travels as one literal (db/params).
 * - `sessionMembers`: the same as `sessionMember` for many token hashes, as findSessionMembers
 *   maps it.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareStatements>>();
function prepareStatements(db: Db) {
  const sessionAndMember = () =>
    db
      .select({ session: sessions, member: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId));
  return {
    sessionMember: sessionAndMember()
      .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), isNull(sessions.revokedAt)))
      .limit(1)
      .prepare("session_member"),
    // findSessionMembers: rendered once, for it names all 42 columns of the two tables.
    sessionMembers: prepareNamed(
      db,
      "session_members",
      sql`select coalesce(json_agg(json_build_array(json_build_array(${columnList(SESSION_COLUMNS)}),
          json_build_array(${columnList(USER_COLUMNS)}))), '[]') as rows
        from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
        where ${sessions.tokenHash} = any(${sql.placeholder("hashes")}::text[]) and ${sessions.revokedAt} is null`,
    ),
    inForce: db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          sql`${sessions.id} = any(${sql.placeholder("ids")}::bigint[])`,
          isNull(sessions.revokedAt),
          eq(users.status, AccountStatus.approved),
        ),
      )
      .prepare("sessions_in_force"),
  };
}
function statements(db: Db) {
  let found = prepared.get(db);
  if (!found) {
    found = prepareStatements(db);
    prepared.set(db, found);
  }
  return found;
}

export type SessionMember = { session: SessionRow; member: UserRow };

/**
 * How resolveSessionMember reaches the database, when a caller batches its reads and writes (the
 * chat socket, whose connections arrive by the thousand after a restart): the session of a token
 * hash not revoked, with its member; and noting that a session was used now.
 */
export interface SessionAccess {
  read(hash: string): Promise<SessionMember | undefined>;
  touch(sessionId: number, now: Date): Promise<void>;
}

export async function resolveSessionMember(
  db: Db,
  token: string,
  now: Date,
  access?: SessionAccess,
): Promise<SessionMember | undefined> {
  const hash = hashSecret(token);
  const cache = caches(db).sessions;
  let row = cache.get(hash);
  if (!row) {
    const noted = cacheGeneration();
    if (access) row = await access.read(hash);
    else [row] = await statements(db).sessionMember.execute({ hash });
    if (!row) return undefined;
    // A member written while this read ran is not cached as it was before the write.
    if (stillFresh(noted)) cache.set(hash, row);
  }
  const staff = isStaffRole(row.member.role);
  const idle = now.getTime() - row.session.lastSeenAt.getTime();
  if (idle > (staff ? STAFF_IDLE_MS : IDLE_MS)) return undefined;
  // However much it is used, a session ends SESSION_MAX_DAYS after its sign-in (staff: hours).
  if (now.getTime() - row.session.createdAt.getTime() > (staff ? STAFF_MAX_MS : MAX_MS)) return undefined;
  if (idle > TOUCH_EVERY_MS) {
    if (access) await access.touch(row.session.id, now);
    else await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    row.session.lastSeenAt = now;
  }
  return row;
}

/** A row as drizzle maps one: each column's value as its type reads it, null as null. */
function rowOf<T>(columns: [string, Column][], values: unknown[]): T {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) {
    const [key, column] = columns[i] as [string, Column];
    const value = values[i];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/**
 * What resolveSessionMember reads, for many token hashes in one query (keyed by hash): the chat's
 * batches, a few hundred sessions at a time when connections arrive by the thousand. The rows come
 * back as one JSON value of arrays, each column where the table defines it, and are mapped as
 * drizzle maps its rows (a test holds the two equal): drizzle's mapping of 42 columns per row, and
 * the driver's parse of each field, were a quarter of what connecting allocated (bench/chat.ts with
 * a heap sampling profile).
 */
export async function findSessionMembers(db: Db, hashes: string[]): Promise<Map<string, SessionMember>> {
  const found = new Map<string, SessionMember>();
  if (hashes.length === 0) return found;
  const result = await statements(db).sessionMembers.execute({ hashes: textArrayLiteral(hashes) });
  const [row] = (result as unknown as { rows: { rows: [unknown[], unknown[]][] | string }[] }).rows;
  for (const [session, member] of jsonValue(row?.rows, [])) {
    const read: SessionMember = {
      session: rowOf<SessionRow>(SESSION_COLUMNS, session),
      member: rowOf<UserRow>(USER_COLUMNS, member),
    };
    found.set(read.session.tokenHash, read);
  }
  return found;
}

/** Notes many sessions as used (each at its own time, never moved back), in one statement. */
export async function touchSessions(db: Db, used: Map<number, Date>): Promise<void> {
  if (used.size === 0) return;
  await db.execute(sql`
    update ${sessions} set last_seen_at = greatest(${sessions.lastSeenAt}, u.at::timestamptz)
    from unnest(${bigintArray([...used.keys()])}, ${textArray([...used.values()].map((at) => at.toISOString()))}) as u(id, at)
    where ${sessions.id} = u.id`);
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

/** Which of these sessions are still in force (as sessionInForce asks), in one query. */
export async function sessionsInForce(db: Db, sessionIds: number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await statements(db).inForce.execute({ ids: bigintArrayLiteral(sessionIds) });
  return new Set(rows.map((row) => row.id));
}

export async function revokeSession(db: Tx, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
  forgetOnCommit(db, () => forgetSession(id));
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
  forgetOnCommit(db, () => forgetMember(userId, exceptId));
}
