/**
 * The newsfeed (spec §3 Trend, §7 Newsfeed and media): posting, the feed and the per-member
 * lists. A trend is visible when it is live (not deleted, not taken down), its author is an
 * approved member, and no block stands between author and viewer (either way). Media a trend
 * names must be the author's own upload; a taken-down file drops out of the trend that shows it.
 */
import {
  MediaState,
  TREND_PAGE_SIZE,
  TRENDS_PER_DAY,
  TRENDS_PER_DAY_HARD,
  type Trend,
  type TrendType,
  type Vip,
} from "@site/contracts";
import { and, count, desc, eq, gt, inArray, isNull, lte, max, notInArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/index.ts";
import { dailyCounters, trends, uploads, users } from "../db/schema.ts";
import { TtlCache } from "../lib/ttl-cache.ts";
import { hiddenFrom } from "./blocks.ts";
import { birthYearMs } from "./members.ts";
import { birthdayMs, type UserRow } from "./users.ts";

const authorColumns = {
  username: users.username,
  avatar: users.avatar,
  vip: users.vip,
  gender: users.gender,
  birthday: users.birthday,
};

/** A stored media path (with or without its leading slash) as kept in `uploads`. */
export const uploadKey = (path: string) => path.replace(/^\/+/, "");
/** A stored media path as the URL path it is served at. */
export const uploadUrl = (path: string) => (path ? `/${uploadKey(path)}` : "");

export interface MediaInfo {
  state: MediaState;
  poster: string;
  kind: string;
  userId: number;
}

/** What `uploads` knows of these paths (live files only: a taken-down file is absent). */
export async function mediaInfo(db: Tx, paths: string[]): Promise<Map<string, MediaInfo>> {
  const keys = [...new Set(paths.filter(Boolean).map(uploadKey))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      path: uploads.path,
      state: uploads.state,
      poster: uploads.poster,
      kind: uploads.kind,
      userId: uploads.userId,
    })
    .from(uploads)
    .where(and(inArray(uploads.path, keys), isNull(uploads.takenDownAt)));
  return new Map(
    rows.map((r) => [
      r.path,
      { state: r.state as MediaState, poster: r.poster, kind: r.kind, userId: r.userId },
    ]),
  );
}

type TrendRow = typeof trends.$inferSelect;
type AuthorRow = { [K in keyof typeof authorColumns]: UserRow[K] };

/** Trends as the wire carries them; media whose file is gone or taken down is left out. */
async function toWire(db: Tx, viewerId: number, rows: { trend: TrendRow; author: AuthorRow }[]) {
  const media = await mediaInfo(
    db,
    rows.flatMap((r) => [r.trend.img, r.trend.video]),
  );
  return rows.map(({ trend, author }): Trend => {
    const img = trend.img && media.has(uploadKey(trend.img)) ? uploadUrl(trend.img) : "";
    const video = trend.video ? media.get(uploadKey(trend.video)) : undefined;
    return {
      id: trend.id,
      mid: trend.userId,
      user: { id: trend.userId },
      username: author.username,
      avatar: author.avatar,
      vip: author.vip as Vip,
      sex: author.gender as Trend["sex"],
      birthday: trend.userId === viewerId ? birthdayMs(author) : birthYearMs(author),
      type: trend.type as TrendType,
      content: trend.content,
      img,
      video: video ? uploadUrl(trend.video) : "",
      poster: video?.poster ? uploadUrl(video.poster) : "",
      state: video ? video.state : MediaState.ready,
      create_time: trend.createdAt.getTime(),
    };
  });
}

/** Live trends by approved members the viewer is not kept apart from. */
async function visibleWhere(db: Tx, viewerId: number, extra: SQL[]): Promise<SQL | undefined> {
  const hidden = [...(await hiddenFrom(db, viewerId))];
  return and(
    isNull(trends.deletedAt),
    isNull(trends.takenDownAt),
    eq(users.status, 1),
    ...(hidden.length ? [notInArray(trends.userId, hidden)] : []),
    ...extra,
  );
}

async function select(db: Tx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ trend: trends, author: authorColumns })
    .from(trends)
    .innerJoin(users, eq(users.id, trends.userId))
    .where(where)
    .orderBy(desc(trends.id))
    .limit(limit)
    .offset(offset);
}

/** Counts per (viewer, snapshot): page 2 onwards reuses page 1's count. */
const counts = new TtlCache<string, number>(60_000, 20_000);

export interface FeedPage {
  data: Trend[];
  totalPage: number;
  snapshot: string;
}

/**
 * A page of the feed, newest first. The snapshot is the newest trend id when page 1 was cut:
 * sent back with the next pages it keeps them free of repeats while members post. Without it
 * (the spec's client sends only `page`), pages are cut from the newest trend at the time.
 */
export async function feedPage(
  ctx: AppContext,
  viewer: UserRow,
  page: number,
  snapshot?: string,
): Promise<FeedPage> {
  const db = ctx.db;
  let anchor = snapshot && /^\d{1,10}$/.test(snapshot) ? Number(snapshot) : undefined;
  if (anchor === undefined) {
    const [row] = await db.select({ id: max(trends.id) }).from(trends);
    anchor = row?.id ?? 0;
  }
  const where = await visibleWhere(db, viewer.id, [lte(trends.id, anchor)]);
  const key = `${viewer.id}:${anchor}`;
  let total = counts.get(key);
  const [rows, counted] = await Promise.all([
    select(db, where, TREND_PAGE_SIZE, (page - 1) * TREND_PAGE_SIZE),
    total === undefined
      ? db.select({ n: count() }).from(trends).innerJoin(users, eq(users.id, trends.userId)).where(where)
      : undefined,
  ]);
  if (counted) {
    total = counted[0]?.n ?? 0;
    counts.set(key, total);
  }
  return {
    data: await toWire(db, viewer.id, rows),
    totalPage: Math.ceil((total ?? 0) / TREND_PAGE_SIZE),
    snapshot: String(anchor),
  };
}

/** A member's trends, newest first (the newest `limit`: the spec's lists are not paged). */
export async function memberTrends(ctx: AppContext, viewer: UserRow, authorId: number, limit = 100) {
  const where = await visibleWhere(ctx.db, viewer.id, [eq(trends.userId, authorId)]);
  return toWire(ctx.db, viewer.id, await select(ctx.db, where, limit, 0));
}

export class DailyLimitReached extends Error {
  readonly max: number;
  constructor(max: number) {
    super("daily trend limit");
    this.max = max;
  }
}

/** The UTC day a counter counts in. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Posts a member's trend, counted against the day's allowance in the same transaction (so that
 * parallel posts cannot pass the limit together). Throws DailyLimitReached when it is used up.
 */
export async function postTrend(
  ctx: AppContext,
  author: UserRow,
  input: { content: string; img: string; video: string },
  unrestricted: boolean,
): Promise<number> {
  const limit = unrestricted ? TRENDS_PER_DAY_HARD : TRENDS_PER_DAY;
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [counted] = await tx
      .insert(dailyCounters)
      .values({ userId: author.id, kind: "trend", day: dayOf(at), count: 1 })
      .onConflictDoUpdate({
        target: [dailyCounters.userId, dailyCounters.kind, dailyCounters.day],
        set: { count: sql`${dailyCounters.count} + 1` },
        setWhere: sql`${dailyCounters.count} < ${limit}`,
      })
      .returning({ count: dailyCounters.count });
    if (!counted) throw new DailyLimitReached(limit);
    const [row] = await tx
      .insert(trends)
      .values({
        userId: author.id,
        type: 1,
        content: input.content,
        img: uploadUrl(input.img),
        video: uploadUrl(input.video),
        createdAt: at,
      })
      .returning({ id: trends.id });
    return row?.id ?? 0;
  });
}

/**
 * A trend the site posts for a member's event: joined (0), avatar change (2, with the new
 * avatar as img), profile edit (3, with the new signature as content; at most one a day so that
 * a member editing a profile does not flood the feed).
 */
export async function postEventTrend(
  db: Tx,
  userId: number,
  type: 0 | 2 | 3,
  at: Date,
  media: { img?: string; content?: string } = {},
): Promise<void> {
  if (type === 3) {
    const [recent] = await db
      .select({ id: trends.id })
      .from(trends)
      .where(
        and(
          eq(trends.userId, userId),
          eq(trends.type, 3),
          isNull(trends.deletedAt),
          gt(trends.createdAt, new Date(at.getTime() - 86_400_000)),
        ),
      )
      .limit(1);
    if (recent) return;
  }
  await db
    .insert(trends)
    .values({ userId, type, img: uploadUrl(media.img ?? ""), content: media.content ?? "", createdAt: at });
}

/** Soft-deletes an own trend. Answers what happened. */
export async function deleteTrend(
  db: Tx,
  memberId: number,
  id: number,
  at: Date,
): Promise<"deleted" | "missing" | "notYours"> {
  const [row] = await db
    .select({ userId: trends.userId })
    .from(trends)
    .where(and(eq(trends.id, id), isNull(trends.deletedAt)))
    .limit(1);
  if (!row) return "missing";
  if (row.userId !== memberId) return "notYours";
  await db.update(trends).set({ deletedAt: at }).where(eq(trends.id, id));
  return "deleted";
}
