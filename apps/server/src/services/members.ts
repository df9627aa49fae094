/**
 * Member lists, search, detail and the like graph (spec §7 Members). Lists show the opposite sex
 * and leave out the viewer, blocked members and accounts not approved.
 */
import {
  birthdayToDate,
  DEFAULT_SETTINGS,
  dateToBirthday,
  displayAge,
  FREE_MEMBER_PAGES,
  type Gender,
  type InviteData,
  type Language,
  type LikeAnswer,
  MEMBER_PAGE_SIZE,
  type MemberDetail,
  type MemberListEntry,
  type MemberSettings,
  OnlineStatus,
  type PagedList,
  SEARCH_LIMIT,
  Vip,
  WALL_SIZE,
} from "@site/contracts";
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/index.ts";
import { likes, users } from "../db/schema.ts";
import { hiddenFrom } from "./blocks.ts";
import { cacheGeneration, caches, stillFresh } from "./member-cache.ts";
import { type ListKind, listed, memberSnapshot } from "./member-snapshots.ts";
import { backPhotosOf } from "./photos.ts";
import { birthdayMs, findUsersByIds, storedPrompts, type UserRow } from "./users.ts";

const listColumns = {
  id: users.id,
  username: users.username,
  avatar: users.avatar,
  vip: users.vip,
  gender: users.gender,
  isOnline: users.isOnline,
  onlineStatus: users.onlineStatus,
  lastLoginAt: users.lastLoginAt,
  birthday: users.birthday,
  country: users.country,
  signature: users.signature,
};
type ListRow = { [K in keyof typeof listColumns]: UserRow[K] };

/**
 * The birthday another member's detail carries (spec §3 Member detail names `birthday`): 1 July
 * of the birth year, never the day. The spec's client derives the age from it as current year
 * minus birth year (§9), which the list entries already show, so the year tells nothing new while
 * the day would; mid-year keeps that year in every time zone a client may read it in.
 */
export function birthYearMs(row: Pick<UserRow, "birthday">): number {
  return dateToBirthday(birthdayToDate(birthdayMs(row)).year, 7, 1);
}

/** Describes a member to someone else: the age but not the birthday, and no last login when hidden. */
export function toListEntry(row: ListRow, liked: boolean, now: Date): MemberListEntry {
  const shown = row.onlineStatus === OnlineStatus.visible;
  const visible = row.isOnline && shown;
  return {
    id: row.id,
    username: row.username,
    avatar: row.avatar,
    vip: row.vip as Vip,
    sex: row.gender as Gender,
    is_online: visible ? 1 : 0,
    is_like: liked ? 1 : 0,
    // Hiding one's online state (spec §4 Online status) hides when one was last here too. null is
    // what §3's list entry already carries for a member who never signed in, so clients take it.
    last_login_time: shown && row.lastLoginAt ? Math.floor(row.lastLoginAt.getTime() / 1000) : null,
    onlinestatus: row.onlineStatus as OnlineStatus,
    age: displayAge(birthdayMs(row), now),
    country: row.country,
    signature: row.signature,
  };
}

/** The ids the viewer follows (cached for a few seconds; a follow or unfollow forgets it). */
async function likedBy(ctx: AppContext, viewer: number): Promise<Set<number>> {
  const cache = caches(ctx.db).liked;
  const cached = cache.get(viewer);
  if (cached) return cached;
  const rows = await ctx.db.select({ id: likes.targetId }).from(likes).where(eq(likes.userId, viewer));
  const liked = new Set(rows.map((r) => r.id));
  cache.set(viewer, liked);
  return liked;
}

/**
 * The approved members with these ids, in the order given, with the viewer's likes. Rows are
 * cached for a few seconds: a busy list page costs no query at all.
 */
async function entries(ctx: AppContext, viewer: number, ids: number[]): Promise<MemberListEntry[]> {
  if (ids.length === 0) return [];
  const rows = caches(ctx.db).rows;
  const missing = ids.filter((id) => !rows.get(id));
  const read = new Map<number, UserRow>();
  const noted = cacheGeneration();
  const [liked] = await Promise.all([
    likedBy(ctx, viewer),
    findUsersByIds(ctx.db, missing).then((found) => {
      for (const row of found) read.set(row.id, row);
      // A member written while this read ran is answered as read, but not cached as it was.
      if (stillFresh(noted)) for (const row of found) rows.set(row.id, row);
    }),
  ]);
  const now = ctx.now();
  return ids.flatMap((id) => {
    const row = read.get(id) ?? rows.get(id);
    return row && row.status === 1 ? [toListEntry(row, liked.has(id), now)] : [];
  });
}

const isPaid = (viewer: UserRow) => viewer.vip !== Vip.free;

/** The pages a viewer may read: all for a paid member, the first few for a free one (spec §6). */
function pages(total: number, viewer: UserRow): { allowed: number } {
  const last = Math.max(1, Math.ceil(total / MEMBER_PAGE_SIZE));
  return { allowed: isPaid(viewer) ? last : Math.min(last, FREE_MEMBER_PAGES) };
}

/** onlinelist (online first, then by last login) and new_opposite_sex (newest first). */
export async function snapshotList(
  ctx: AppContext,
  viewer: UserRow,
  kind: ListKind,
  page: number,
  requested?: string,
): Promise<PagedList<MemberListEntry>> {
  const [{ snapshot, ids }, hidden] = await Promise.all([
    memberSnapshot(ctx, kind, 1 - viewer.gender, requested),
    hiddenFrom(ctx.db, viewer.id),
  ]);
  const visible = hidden.size === 0 ? ids : ids.filter((id) => !hidden.has(id));
  const { allowed } = pages(visible.length, viewer);
  const slice =
    page <= allowed ? Array.from(visible.slice((page - 1) * MEMBER_PAGE_SIZE, page * MEMBER_PAGE_SIZE)) : [];
  return {
    current_page: page,
    last_page: allowed,
    data: await entries(ctx, viewer.id, slice),
    vipMoreStatus: isPaid(viewer) ? 1 : 0,
    snapshot,
  };
}

export type LikeList = "i_like" | "love_me" | "mutual_like";

/**
 * The follow lists, newest first. Their snapshot is a moment: likes made after it stay out of the
 * pages already being read, so new follows do not push members onto the next page twice.
 */
export async function likeList(
  ctx: AppContext,
  viewer: UserRow,
  kind: LikeList,
  page: number,
  requested?: string,
): Promise<PagedList<MemberListEntry>> {
  const at = requested && /^\d{13}$/.test(requested) ? new Date(Number(requested)) : ctx.now();
  const mine = ctx.db
    .select({ id: likes.targetId, at: likes.createdAt })
    .from(likes)
    .where(and(eq(likes.userId, viewer.id), lte(likes.createdAt, at)));
  const theirs = ctx.db
    .select({ id: likes.userId, at: likes.createdAt })
    .from(likes)
    .where(and(eq(likes.targetId, viewer.id), lte(likes.createdAt, at)));
  const rows = await (kind === "i_like" ? mine : theirs).orderBy(desc(likes.createdAt));
  let ids = rows.map((r) => r.id);
  if (kind === "mutual_like") {
    const back = new Set((await mine).map((r) => r.id));
    ids = ids.filter((id) => back.has(id));
  }
  const hidden = await hiddenFrom(ctx.db, viewer.id);
  // Only approved members count; the page is cut from those.
  const approved = ids.length
    ? new Set(
        (
          await ctx.db
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, ids), eq(users.status, 1)))
        ).map((r) => r.id),
      )
    : new Set<number>();
  const visible = ids.filter((id) => approved.has(id) && !hidden.has(id));
  const { allowed } = pages(visible.length, viewer);
  const slice = page <= allowed ? visible.slice((page - 1) * MEMBER_PAGE_SIZE, page * MEMBER_PAGE_SIZE) : [];
  return {
    current_page: page,
    last_page: allowed,
    data: await entries(ctx, viewer.id, slice),
    vipMoreStatus: isPaid(viewer) ? 1 : 0,
    snapshot: String(at.getTime()),
  };
}

/** Members of the opposite sex whose username starts with the text (exact matches first). */
export async function searchMembers(
  ctx: AppContext,
  viewer: UserRow,
  text: string,
): Promise<MemberListEntry[]> {
  const pattern = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`lower(${users.username}) like ${pattern} and ${users.status} = 1 and ${users.role} = 'member' and ${users.gender} = ${1 - viewer.gender} and ${listed}`,
    )
    .orderBy(sql`lower(${users.username}) = ${text.toLowerCase()} desc`, users.username)
    .limit(SEARCH_LIMIT + 20);
  const hidden = await hiddenFrom(ctx.db, viewer.id);
  const ids = rows
    .map((r) => r.id)
    .filter((id) => !hidden.has(id))
    .slice(0, SEARCH_LIMIT);
  return entries(ctx, viewer.id, ids);
}

/** The wall of the home page: the first online members of the opposite sex. */
export async function memberWall(ctx: AppContext, viewer: UserRow): Promise<MemberListEntry[]> {
  const list = await snapshotList(ctx, viewer, "online", 1);
  return list.data.slice(0, WALL_SIZE);
}

export async function followerCount(db: Tx, id: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(likes).where(eq(likes.targetId, id));
  return row?.n ?? 0;
}

/** A member's detail for a viewer; undefined when missing, not approved, or a block stands between them. */
export async function memberDetail(
  ctx: AppContext,
  viewer: UserRow,
  id: number,
): Promise<MemberDetail | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (row?.status !== 1 || row.role !== "member") return undefined;
  const hidden = await hiddenFrom(ctx.db, viewer.id);
  if (hidden.has(id)) return undefined;
  const [liked, likecount] = await Promise.all([
    ctx.db
      .select({ id: likes.targetId })
      .from(likes)
      .where(and(eq(likes.userId, viewer.id), eq(likes.targetId, id)))
      .limit(1),
    followerCount(ctx.db, id),
  ]);
  return {
    ...toListEntry(row, liked.length > 0, ctx.now()),
    birthday: id === viewer.id ? birthdayMs(row) : birthYearMs(row),
    likecount,
    backphotos: await backPhotosOf(ctx.db, id),
    interest: row.interest,
    about: row.about,
    prompts: storedPrompts(row.prompts),
    is_block: 0,
  };
}

/**
 * Follows or unfollows; answers the new state and the member's follower count, and `mutual` 1
 * when this follow meets one the target already made (the client's "you like each other").
 */
export async function toggleLike(ctx: AppContext, viewer: number, target: number): Promise<LikeAnswer> {
  const removed = await ctx.db
    .delete(likes)
    .where(and(eq(likes.userId, viewer), eq(likes.targetId, target)))
    .returning({ id: likes.targetId });
  let state: 0 | 1 = 0;
  if (removed.length === 0) {
    await ctx.db
      .insert(likes)
      .values({ userId: viewer, targetId: target, createdAt: ctx.now() })
      .onConflictDoNothing();
    state = 1;
  }
  const [likecount, mutual] = await Promise.all([
    followerCount(ctx.db, target),
    state === 1 ? follows(ctx, target, viewer) : false,
  ]);
  return { is_like: state, likecount, mutual: mutual ? 1 : 0 };
}

/** Whether `from` follows `to`, read from the follow table itself (not a cached set). */
async function follows(ctx: AppContext, from: number, to: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: likes.targetId })
    .from(likes)
    .where(and(eq(likes.userId, from), eq(likes.targetId, to)))
    .limit(1);
  return rows.length > 0;
}

export function settingsOf(user: Pick<UserRow, "settings" | "lang">): MemberSettings {
  const stored = (user.settings ?? {}) as Partial<MemberSettings>;
  return {
    general: { ...DEFAULT_SETTINGS.general, ...stored.general },
    notification: { ...DEFAULT_SETTINGS.notification, ...stored.notification },
    lang: user.lang as Language,
  };
}

export async function inviteData(ctx: AppContext, user: UserRow): Promise<InviteData> {
  const rows = await ctx.db
    .select({ id: users.id, username: users.username, avatar: users.avatar, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.invitedBy, user.id))
    .orderBy(desc(users.createdAt))
    .limit(200);
  return {
    invitation_code: user.invitationCode,
    link: `${ctx.config.publicUrl}/#/invitation/${user.invitationCode}`,
    invitees: rows.map((r) => ({
      id: r.id,
      username: r.username,
      avatar: r.avatar,
      created_at: Math.floor(r.createdAt.getTime() / 1000),
    })),
  };
}
