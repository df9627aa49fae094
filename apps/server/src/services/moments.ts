/**
 * Answers to trends (issue 50): likes and comments. A member answers a trend they can see, by
 * the feed's rules (live, its author approved, no block either way); comments are kept in the
 * table photo comments use (`trend_id`), deleted by their writer (`deleted_at`) or taken down by
 * staff (`taken_down_at`), and either way gone for members. Comments by members kept apart from
 * the viewer by a block are neither listed nor counted. The author is told in a notice (the
 * site's menus show everything) and announced to the deliveries, which honour the settings'
 * items "comments on status" and "likes on status".
 */
import {
  TREND_COMMENTS_PAGE_SIZE,
  type TrendComment,
  type TrendCommentPage,
  type Vip,
} from "@site/contracts";
import { and, asc, count, eq, inArray, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/index.ts";
import { comments, notices, trendLikes, trends, users } from "../db/schema.ts";
import { blockedBetween, hiddenFrom } from "./blocks.ts";

export interface VisibleTrend {
  id: number;
  authorId: number;
}

/** The trend when the viewer may see it (the feed's rules), else undefined. */
export async function visibleTrend(
  db: Tx,
  viewerId: number,
  trendId: number,
): Promise<VisibleTrend | undefined> {
  const [row] = await db
    .select({ id: trends.id, authorId: trends.userId, status: users.status })
    .from(trends)
    .innerJoin(users, eq(users.id, trends.userId))
    .where(and(eq(trends.id, trendId), isNull(trends.deletedAt), isNull(trends.takenDownAt)))
    .limit(1);
  if (row?.status !== 1) return undefined;
  if (row.authorId !== viewerId && (await blockedBetween(db, viewerId, row.authorId))) return undefined;
  return { id: row.id, authorId: row.authorId };
}

/** Comments a viewer reads: live, and not by a member a block keeps apart from them. */
async function liveComments(db: Tx, viewerId: number, extra: SQL[]): Promise<SQL | undefined> {
  const hidden = [...(await hiddenFrom(db, viewerId))];
  return and(
    isNull(comments.deletedAt),
    isNull(comments.takenDownAt),
    ...(hidden.length ? [notInArray(comments.userId, hidden)] : []),
    ...extra,
  );
}

export interface TrendAnswers {
  like_count: number;
  comment_count: number;
  liked: 0 | 1;
}

/** Likes, comments and the viewer's like of each trend (one query of each, whatever the page). */
export async function answersOf(db: Tx, viewerId: number, ids: number[]): Promise<Map<number, TrendAnswers>> {
  const result = new Map<number, TrendAnswers>();
  if (ids.length === 0) return result;
  for (const id of ids) result.set(id, { like_count: 0, comment_count: 0, liked: 0 });
  const [likes, said] = await Promise.all([
    db
      .select({
        trendId: trendLikes.trendId,
        n: count(),
        mine: sql<number>`count(*) filter (where ${trendLikes.userId} = ${viewerId})`.mapWith(Number),
      })
      .from(trendLikes)
      .where(inArray(trendLikes.trendId, ids))
      .groupBy(trendLikes.trendId),
    liveComments(db, viewerId, [inArray(comments.trendId, ids)]).then((where) =>
      db
        .select({ trendId: comments.trendId, n: count() })
        .from(comments)
        .where(where)
        .groupBy(comments.trendId),
    ),
  ]);
  for (const row of likes) {
    const entry = result.get(row.trendId);
    if (entry) {
      entry.like_count = row.n;
      entry.liked = row.mine > 0 ? 1 : 0;
    }
  }
  for (const row of said) {
    const entry = row.trendId === null ? undefined : result.get(row.trendId);
    if (entry) entry.comment_count = row.n;
  }
  return result;
}

/** Trends as the wire carries them, with the viewer's answers added (the fields are optional). */
export async function withAnswers<T extends { id: number }>(
  db: Tx,
  viewerId: number,
  list: T[],
): Promise<(T & TrendAnswers)[]> {
  const answers = await answersOf(
    db,
    viewerId,
    list.map((t) => t.id),
  );
  return list.map((t) => ({ ...t, ...(answers.get(t.id) ?? { like_count: 0, comment_count: 0, liked: 0 }) }));
}

/**
 * Likes or un-likes a trend: `changed` is false when it already was so (a resend). Answers the
 * viewer's like and the count after it.
 */
export async function setLike(
  db: Tx,
  memberId: number,
  trendId: number,
  like: boolean,
  at: Date,
): Promise<{ changed: boolean; liked: 0 | 1; like_count: number }> {
  const changed = like
    ? await db
        .insert(trendLikes)
        .values({ trendId, userId: memberId, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: trendLikes.trendId })
    : await db
        .delete(trendLikes)
        .where(and(eq(trendLikes.trendId, trendId), eq(trendLikes.userId, memberId)))
        .returning({ id: trendLikes.trendId });
  const [counted] = await db.select({ n: count() }).from(trendLikes).where(eq(trendLikes.trendId, trendId));
  return { changed: changed.length > 0, liked: like ? 1 : 0, like_count: counted?.n ?? 0 };
}

const commentColumns = {
  id: comments.id,
  trendId: comments.trendId,
  userid: comments.userId,
  username: users.username,
  avatar: users.avatar,
  vip: users.vip,
  content: comments.content,
  at: comments.createdAt,
};

function wireComment(row: {
  id: number;
  trendId: number | null;
  userid: number;
  username: string;
  avatar: string;
  vip: number;
  content: string;
  at: Date;
}): TrendComment {
  return {
    id: row.id,
    trend_id: row.trendId ?? 0,
    userid: row.userid,
    username: row.username,
    avatar: row.avatar,
    vip: row.vip as Vip,
    content: row.content,
    create_time: row.at.getTime(),
  };
}

/** A trend's comments the viewer reads, oldest first, a page at a time. */
export async function commentPage(
  db: Tx,
  viewerId: number,
  trendId: number,
  page: number,
): Promise<TrendCommentPage> {
  const where = await liveComments(db, viewerId, [eq(comments.trendId, trendId)]);
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(asc(comments.id))
      .limit(TREND_COMMENTS_PAGE_SIZE)
      .offset((page - 1) * TREND_COMMENTS_PAGE_SIZE),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map(wireComment),
    current_page: page,
    last_page: Math.max(1, Math.ceil(n / TREND_COMMENTS_PAGE_SIZE)),
    total: n,
  };
}

/** Stores a comment on a trend; answers it as the wire carries it. */
export async function addComment(
  db: Tx,
  member: { id: number; username: string; avatar: string; vip: number },
  trendId: number,
  content: string,
  at: Date,
): Promise<TrendComment> {
  const [row] = await db
    .insert(comments)
    .values({ userId: member.id, trendId, content, createdAt: at })
    .returning({ id: comments.id });
  if (!row) throw new Error("comment insert returned no row");
  return wireComment({
    id: row.id,
    trendId,
    userid: member.id,
    username: member.username,
    avatar: member.avatar,
    vip: member.vip,
    content,
    at,
  });
}

/** Soft-deletes a member's own trend comment. */
export async function deleteComment(
  db: Tx,
  memberId: number,
  id: number,
  at: Date,
): Promise<"deleted" | "missing" | "notYours"> {
  const [row] = await db
    .select({ userId: comments.userId })
    .from(comments)
    .where(
      and(
        eq(comments.id, id),
        sql`${comments.trendId} is not null`,
        isNull(comments.deletedAt),
        isNull(comments.takenDownAt),
      ),
    )
    .limit(1);
  if (!row) return "missing";
  if (row.userId !== memberId) return "notYours";
  await db.update(comments).set({ deletedAt: at }).where(eq(comments.id, id));
  return "deleted";
}

/** The English text of a moment notice (clients word `moment` in the member's language). */
const noticeText = (kind: "like" | "comment", name: string) =>
  kind === "like" ? `${name} liked your post` : `${name} commented on your post`;

/**
 * Tells the trend's author in a notice. A like is told once per member and trend: taking it
 * back and liking again does not repeat it.
 */
export async function momentNotice(
  db: Tx,
  input: {
    authorId: number;
    actor: { id: number; username: string };
    trendId: number;
    kind: "like" | "comment";
    commentId?: number;
    at: Date;
  },
): Promise<void> {
  const type = input.kind === "like" ? "moment_like" : "moment_comment";
  if (input.kind === "like") {
    const [told] = await db
      .select({ id: notices.id })
      .from(notices)
      .where(
        and(
          eq(notices.userId, input.authorId),
          eq(notices.type, type),
          eq(notices.actorId, input.actor.id),
          eq(notices.trendId, input.trendId),
        ),
      )
      .limit(1);
    if (told) return;
  }
  await db.insert(notices).values({
    userId: input.authorId,
    type,
    content: noticeText(input.kind, input.actor.username),
    actorId: input.actor.id,
    trendId: input.trendId,
    commentId: input.commentId ?? null,
    createdAt: input.at,
  });
}
