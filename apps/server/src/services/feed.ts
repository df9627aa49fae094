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
import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  max,
  ne,
  notExists,
  notInArray,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../context.ts";
import type { Db, Tx } from "../db/index.ts";
import { dailyCounters, trends, uploads, users } from "../db/schema.ts";
import { TtlCache } from "../lib/ttl-cache.ts";
import { hiddenFrom } from "./blocks.ts";
import { cacheGeneration, caches, stillFresh } from "./member-cache.ts";
import { birthYearMs } from "./members.ts";
import { birthdayMs, findUsersByIds, type UserRow } from "./users.ts";

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

/** One trend as the wire carries it; `img`/`video` are its media as `uploads` knows them (live files). */
function wireTrend(
  viewerId: number,
  trend: TrendRow,
  author: AuthorRow,
  imgLive: boolean,
  video: { state: number; poster: string } | undefined,
): Trend {
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
    img: trend.img && imgLive ? uploadUrl(trend.img) : "",
    video: trend.video && video ? uploadUrl(trend.video) : "",
    poster: trend.video && video?.poster ? uploadUrl(video.poster) : "",
    state: trend.video && video ? (video.state as MediaState) : MediaState.ready,
    create_time: trend.createdAt.getTime(),
  };
}

/** Trends as the wire carries them; media whose file is gone or taken down is left out. */
async function toWire(db: Tx, viewerId: number, rows: { trend: TrendRow; author: AuthorRow }[]) {
  const media = await mediaInfo(
    db,
    rows.flatMap((r) => [r.trend.img, r.trend.video]),
  );
  return rows.map(({ trend, author }) =>
    wireTrend(
      viewerId,
      trend,
      author,
      media.has(uploadKey(trend.img)),
      trend.video ? media.get(uploadKey(trend.video)) : undefined,
    ),
  );
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

/**
 * The feed's statements, prepared once per database (issue 12: the feed is read on every visit).
 * The trends of a page are found first, from the index of live trends (ids with their authors,
 * read without touching the table), skipping the viewer's hidden authors (one array parameter,
 * so that the statement is the same whatever their number) and authors who are not approved (a
 * small partial index of them). Only the page's trends are then read, with their media, in the
 * same statement; their authors come from the member row cache.
 */
function prepareFeed(db: Db) {
  const author = alias(users, "author");
  const img = alias(uploads, "img_upload");
  const video = alias(uploads, "video_upload");
  const visible = and(
    isNull(trends.deletedAt),
    isNull(trends.takenDownAt),
    lte(trends.id, sql.placeholder("upper")),
    sql`${trends.userId} <> all(${sql.placeholder("hidden")}::int[])`,
    notExists(
      db
        .select({ id: author.id })
        .from(author)
        .where(and(eq(author.id, trends.userId), ne(author.status, 1))),
    ),
  );
  const ids = db
    .select({ id: trends.id })
    .from(trends)
    .where(visible)
    .orderBy(desc(trends.id))
    .limit(TREND_PAGE_SIZE)
    .offset(sql.placeholder("offset"))
    .as("page");
  const page = db
    .select({
      trend: trends,
      img: img.path,
      video: { state: video.state, poster: video.poster },
    })
    .from(ids)
    .innerJoin(trends, eq(trends.id, ids.id))
    .leftJoin(
      img,
      and(ne(trends.img, ""), eq(img.path, sql`ltrim(${trends.img}, '/')`), isNull(img.takenDownAt)),
    )
    .leftJoin(
      video,
      and(ne(trends.video, ""), eq(video.path, sql`ltrim(${trends.video}, '/')`), isNull(video.takenDownAt)),
    )
    .orderBy(desc(trends.id))
    .prepare("feed_page");
  const total = db.select({ n: count() }).from(trends).where(visible).prepare("feed_count");
  const newest = db
    .select({ id: max(trends.id) })
    .from(trends)
    .prepare("feed_newest");
  return { page, total, newest };
}

/** A trend of a feed page with its media (as `uploads` knows them), without its author. */
export interface PageRow {
  trend: TrendRow;
  img: boolean;
  video: { state: number; poster: string } | undefined;
}

/** How long a cut page is reused, and the newest trend id (for clients that send no snapshot). */
const PAGE_TTL_MS = 5_000;
const NEWEST_TTL_MS = 2_000;
/** Counts and page ends belong to a snapshot, which does not change: they are kept longer. */
const SNAPSHOT_TTL_MS = 60_000;

/**
 * Per database: the statements and the few-second caches of the feed. Every viewer without
 * blocks reads the same pages of a snapshot, so a page is cut once and shared (with the viewers
 * who hide the same members), and calls that arrive while it is being cut wait for that one
 * query. A page's last id is kept for the snapshot's life: the next page is then read from just
 * below it, which costs page 50 what it costs page 1 for a member scrolling down. Authors and
 * their approval come from the member row cache, which a profile change forgets at once. A trend
 * posted or deleted here bumps `epoch`, which retires every cut page and the newest id at once;
 * other instances catch up within PAGE_TTL_MS, and a taken-down file answers 404 meanwhile.
 */
interface FeedState {
  statements: ReturnType<typeof prepareFeed>;
  epoch: number;
  newest: TtlCache<number, Promise<number>>;
  counts: TtlCache<string, Promise<number>>;
  pages: TtlCache<string, Promise<PageRow[]>>;
  ends: TtlCache<string, number>;
}

const states = new WeakMap<object, FeedState>();
const everyState = new Set<WeakRef<FeedState>>();
function feedState(db: Db): FeedState {
  let state = states.get(db);
  if (!state) {
    state = {
      statements: prepareFeed(db),
      epoch: 0,
      newest: new TtlCache(NEWEST_TTL_MS, 100),
      counts: new TtlCache(SNAPSHOT_TTL_MS, 20_000),
      pages: new TtlCache(PAGE_TTL_MS, 2_000),
      ends: new TtlCache(SNAPSHOT_TTL_MS, 50_000),
    };
    states.set(db, state);
    everyState.add(new WeakRef(state));
  }
  return state;
}

/**
 * The feed changed here (a trend posted or deleted, media taken down or made ready): no cut page
 * or newest id is reused.
 */
export function forgetFeed(): void {
  for (const ref of everyState) {
    const state = ref.deref();
    if (state) state.epoch++;
    else everyState.delete(ref);
  }
}

/** A value computed once for every caller while it is cached; a failure is not kept. */
function shared<K, V>(cache: TtlCache<K, Promise<V>>, key: K, compute: () => Promise<V>): Promise<V> {
  let value = cache.get(key);
  if (!value) {
    value = compute();
    cache.set(key, value);
    value.catch(() => cache.delete(key));
  }
  return value;
}

/**
 * `hidden` as one int[] literal, which is also the cache key of who it leaves out; kept with the
 * set, which the blocks cache hands out unchanged until it is forgotten.
 */
const literals = new WeakMap<Set<number>, string>();
function hiddenLiteral(hidden: Set<number>): string {
  let literal = literals.get(hidden);
  if (literal === undefined) {
    literal = `{${[...hidden].sort((a, b) => a - b).join(",")}}`;
    literals.set(hidden, literal);
  }
  return literal;
}

/**
 * One page of live trends by approved members at or below `upper`, leaving out the authors in
 * `hidden` (an int[] literal) and the first `offset` trends, straight from the database.
 */
export async function readFeedPage(
  db: Db,
  upper: number,
  hidden: string,
  offset: number,
): Promise<PageRow[]> {
  const rows = await feedState(db).statements.page.execute({ upper, hidden, offset });
  return rows.map((r) => ({ trend: r.trend, img: r.img !== null, video: r.video ?? undefined }));
}

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
  const state = feedState(db);
  const { statements, epoch } = state;
  const requested = snapshot && /^\d{1,10}$/.test(snapshot) ? Number(snapshot) : undefined;
  const [hiddenSet, newest] = await Promise.all([
    hiddenFrom(db, viewer.id),
    requested ?? shared(state.newest, epoch, async () => (await statements.newest.execute())[0]?.id ?? 0),
  ]);
  const anchor = requested ?? newest;
  const hidden = hiddenLiteral(hiddenSet);
  const snap = `${anchor}:${hidden}`;
  const total = shared(state.counts, snap, async () =>
    Number((await statements.total.execute({ upper: anchor, hidden }))[0]?.n ?? 0),
  );
  const cut = shared(state.pages, `${epoch}:${snap}:${page}`, async () => {
    // Below the previous page's last trend when it is known, else counted from the snapshot.
    const after = page > 1 ? state.ends.get(`${snap}:${page - 1}`) : undefined;
    const rows = await (after === undefined
      ? readFeedPage(db, anchor, hidden, (page - 1) * TREND_PAGE_SIZE)
      : readFeedPage(db, after - 1, hidden, 0));
    const last = rows.at(-1);
    if (rows.length === TREND_PAGE_SIZE && last) state.ends.set(`${snap}:${page}`, last.trend.id);
    return rows;
  });
  const [rows, n] = await Promise.all([cut, total]);
  const authors = await authorRows(db, rows);
  return {
    data: rows.flatMap(({ trend, img, video }) => {
      const author = authors.get(trend.userId);
      return author?.status === 1 ? [wireTrend(viewer.id, trend, author, img, video)] : [];
    }),
    totalPage: Math.ceil(n / TREND_PAGE_SIZE),
    snapshot: String(anchor),
  };
}

/** The authors of these trends, from the member row cache (the missing ones in one query). */
async function authorRows(db: Db, rows: PageRow[]): Promise<Map<number, UserRow>> {
  const cache = caches(db).rows;
  const found = new Map<number, UserRow>();
  const missing = new Set<number>();
  for (const { trend } of rows) {
    const row = cache.get(trend.userId);
    if (row) found.set(row.id, row);
    else missing.add(trend.userId);
  }
  const noted = cacheGeneration();
  const read = await findUsersByIds(db, [...missing]);
  // A member written while this read ran is answered as read, but not cached as it was.
  const fresh = stillFresh(noted);
  for (const row of read) {
    if (fresh) cache.set(row.id, row);
    found.set(row.id, row);
  }
  return found;
}

/** A member's trends, newest first (the newest `limit`: the spec's lists are not paged). */
export async function memberTrends(ctx: AppContext, viewer: UserRow, authorId: number, limit = 100) {
  const where = await visibleWhere(ctx.db, viewer.id, [eq(trends.userId, authorId)]);
  return toWire(ctx.db, viewer.id, await select(ctx.db, where, limit, 0));
}

/**
 * How many live moments a member has (spec §3 newfeedcount, the mine page's count): the trends
 * their own list shows, events included, none deleted or taken down.
 */
export async function countMemberTrends(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trends)
    .where(and(eq(trends.userId, userId), isNull(trends.deletedAt), isNull(trends.takenDownAt)));
  return row?.n ?? 0;
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
    forgetFeed();
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
  forgetFeed();
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
  forgetFeed();
  return "deleted";
}
