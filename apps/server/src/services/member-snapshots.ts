/**
 * The order a member list is paged in, frozen for a while: every 30 seconds a new snapshot of the
 * approved members of each sex is cut (an array of ids in list order), and a list answers with
 * the snapshot it used. A client that sends it back with the next page gets the next slice of
 * the same order, so pages never repeat or skip a member while others sign in and out. Slicing
 * an array is as fast on page 50 as on page 1.
 *
 * Snapshots live in Redis when REDIS_URL is set (every instance pages the same order), otherwise
 * in this process. They expire after 15 minutes; a client holding an older one starts afresh.
 */
import { sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema.ts";

export type ListKind = "online" | "latest";
const BUCKET_MS = 30_000;
const KEEP_SECONDS = 15 * 60;
const SNAPSHOT_PATTERN = /^(online|latest)\.([01])\.(\d{1,12})$/;

type Local = Map<string, { ids: Int32Array; expires: number }>;
// Per database: tests (and the admin command) may hold several apps in one process.
const locals = new WeakMap<object, Local>();
const buildings = new WeakMap<object, Map<string, Promise<Int32Array>>>();
function localOf(ctx: AppContext): Local {
  let map = locals.get(ctx.db);
  if (!map) {
    map = new Map();
    locals.set(ctx.db, map);
  }
  return map;
}
function buildingOf(ctx: AppContext): Map<string, Promise<Int32Array>> {
  let map = buildings.get(ctx.db);
  if (!map) {
    map = new Map();
    buildings.set(ctx.db, map);
  }
  return map;
}

/**
 * A member hiding their online state sorts as if never signed in: placed by their last login,
 * they would show next to visible members whose last_login_time is shown, and so give theirs away.
 */
function orderBy(kind: ListKind) {
  return kind === "online"
    ? sql`(${users.isOnline} and ${users.onlineStatus} = 0) desc, (case when ${users.onlineStatus} = 0 then ${users.lastLoginAt} end) desc nulls last, ${users.id} desc`
    : sql`${users.createdAt} desc, ${users.id} desc`;
}

/** A member who turned off "show me in member lists and search" (general settings, form1) is left out. */
export const listed = sql`coalesce((${users.settings} -> 'general' ->> 'form1')::boolean, true)`;

async function build(ctx: AppContext, kind: ListKind, gender: number): Promise<Int32Array> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.status} = 1 and ${users.role} = 'member' and ${users.gender} = ${gender} and ${listed}`,
    )
    .orderBy(orderBy(kind));
  return Int32Array.from(rows, (r) => r.id);
}

async function load(ctx: AppContext, key: string): Promise<Int32Array | undefined> {
  if (ctx.redis) {
    const buffer = await ctx.redis.getBuffer(`snap:${key}`);
    // Copied: a Buffer from the pool need not sit on a 4-byte boundary.
    return buffer ? new Int32Array(Uint8Array.from(buffer).buffer) : undefined;
  }
  const local = localOf(ctx);
  const hit = local.get(key);
  if (hit && hit.expires > Date.now()) return hit.ids;
  local.delete(key);
  return undefined;
}

async function store(ctx: AppContext, key: string, ids: Int32Array): Promise<void> {
  if (ctx.redis) {
    // The first instance to cut this bucket wins; the others read its copy.
    await ctx.redis.set(
      `snap:${key}`,
      Buffer.from(ids.buffer, ids.byteOffset, ids.byteLength),
      "EX",
      KEEP_SECONDS,
      "NX",
    );
    return;
  }
  const local = localOf(ctx);
  local.set(key, { ids, expires: Date.now() + KEEP_SECONDS * 1000 });
  if (local.size > 200) {
    for (const [k, v] of local) if (v.expires <= Date.now()) local.delete(k);
  }
}

/**
 * The snapshot named by `requested` when it is of this kind and sex and still kept, otherwise
 * the current one (cut now if this bucket has none yet).
 */
export async function memberSnapshot(
  ctx: AppContext,
  kind: ListKind,
  gender: number,
  requested?: string,
): Promise<{ snapshot: string; ids: Int32Array }> {
  const match = requested?.match(SNAPSHOT_PATTERN);
  if (match && match[1] === kind && Number(match[2]) === gender) {
    const ids = await load(ctx, requested as string);
    if (ids) return { snapshot: requested as string, ids };
  }
  const key = `${kind}.${gender}.${Math.floor(ctx.now().getTime() / BUCKET_MS)}`;
  const cached = await load(ctx, key);
  if (cached) return { snapshot: key, ids: cached };
  const building = buildingOf(ctx);
  let pending = building.get(key);
  if (!pending) {
    pending = build(ctx, kind, gender).then(async (ids) => {
      await store(ctx, key, ids);
      return ids;
    });
    building.set(key, pending);
    pending.finally(() => building.delete(key)).catch(() => {});
  }
  return { snapshot: key, ids: await pending };
}
