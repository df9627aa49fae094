/**
 * The console's content grid (issue 14): the newest public media (avatars, photos and
 * backgrounds, videos) and text posts, and taking one down. A file taken down is served nowhere
 * (media/moderation.ts answers 404 for it) and listed nowhere: the photo or background that shows
 * it is marked taken down too, a post that showed it keeps its words only, and an avatar goes back
 * to none. Comments on posts and photos (issue 50) are listed with their words; one taken down
 * is listed and shown nowhere. Chat images are private
 * between two members and stay out of this grid (a report brings them to staff as evidence).
 */
import { CONTENT_PAGE_SIZE, type ContentItem, type ContentKind, type ContentPage } from "@site/contracts";
import { and, desc, eq, inArray, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/index.ts";
import { backPhotos, comments, photos, trends, uploads, users } from "../db/schema.ts";
import { takeDown } from "../media/moderation.ts";
import { type Actor, audit } from "./audit.ts";
import { forgetFeed, uploadUrl } from "./feed.ts";
import { forgetMember } from "./member-cache.ts";

const PUBLIC_KINDS = ["avatar", "image", "video"] as const;

export async function contentPage(
  db: Tx,
  {
    before,
    kind,
    memberId,
    limit = CONTENT_PAGE_SIZE,
  }: {
    before?: number | undefined;
    kind?: ContentKind | undefined;
    /** One member's content (a report's evidence). */
    memberId?: number | undefined;
    limit?: number;
  },
): Promise<ContentPage> {
  const cutoff = before === undefined ? undefined : new Date(before);
  const wantUploads = kind === undefined || (kind !== "trend" && kind !== "comment");
  const wantTrends = kind === undefined || kind === "trend";
  const wantComments = kind === undefined || kind === "comment";
  const [files, posts, said] = await Promise.all([
    wantUploads
      ? db
          .select({ upload: uploads, username: users.username })
          .from(uploads)
          .innerJoin(users, eq(users.id, uploads.userId))
          .where(
            and(
              kind ? eq(uploads.kind, kind) : inArray(uploads.kind, [...PUBLIC_KINDS]),
              isNull(uploads.takenDownAt),
              memberId === undefined ? undefined : eq(uploads.userId, memberId),
              cutoff ? lt(uploads.createdAt, cutoff) : undefined,
            ),
          )
          .orderBy(desc(uploads.createdAt), desc(uploads.id))
          .limit(limit)
      : [],
    wantTrends
      ? db
          .select({ trend: trends, username: users.username })
          .from(trends)
          .innerJoin(users, eq(users.id, trends.userId))
          .where(
            and(
              // Posts with a picture or video come with their upload; these are the words alone.
              eq(trends.type, 1),
              eq(trends.img, ""),
              eq(trends.video, ""),
              ne(trends.content, ""),
              isNull(trends.deletedAt),
              isNull(trends.takenDownAt),
              memberId === undefined ? undefined : eq(trends.userId, memberId),
              cutoff ? lt(trends.createdAt, cutoff) : undefined,
            ),
          )
          .orderBy(desc(trends.createdAt), desc(trends.id))
          .limit(limit)
      : [],
    wantComments
      ? db
          .select({ comment: comments, username: users.username })
          .from(comments)
          .innerJoin(users, eq(users.id, comments.userId))
          .where(
            and(
              isNull(comments.deletedAt),
              isNull(comments.takenDownAt),
              memberId === undefined ? undefined : eq(comments.userId, memberId),
              cutoff ? lt(comments.createdAt, cutoff) : undefined,
            ),
          )
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(limit)
      : [],
  ]);
  const items: (ContentItem & { at: number })[] = [
    ...files.map(({ upload: u, username }) => ({
      source: "upload" as const,
      id: u.id,
      kind: (u.kind === "avatar" ? "avatar" : u.kind === "video" ? "video" : "image") as ContentKind,
      img: u.kind === "video" ? uploadUrl(u.poster) : uploadUrl(u.path),
      video: u.kind === "video" ? uploadUrl(u.path) : "",
      text: "",
      member: { id: u.userId, username },
      create_time: Math.floor(u.createdAt.getTime() / 1000),
      at: u.createdAt.getTime(),
    })),
    ...posts.map(({ trend: p, username }) => ({
      source: "trend" as const,
      id: p.id,
      kind: "trend" as const,
      img: "",
      video: "",
      text: p.content,
      member: { id: p.userId, username },
      create_time: Math.floor(p.createdAt.getTime() / 1000),
      at: p.createdAt.getTime(),
    })),
    ...said.map(({ comment: c, username }) => ({
      source: "comment" as const,
      id: c.id,
      kind: "comment" as const,
      img: "",
      video: "",
      text: c.content,
      member: { id: c.userId, username },
      create_time: Math.floor(c.createdAt.getTime() / 1000),
      at: c.createdAt.getTime(),
    })),
  ]
    .sort((a, b) => b.at - a.at)
    .slice(0, CONTENT_PAGE_SIZE);
  const full =
    files.length === CONTENT_PAGE_SIZE ||
    posts.length === CONTENT_PAGE_SIZE ||
    said.length === CONTENT_PAGE_SIZE ||
    items.length === CONTENT_PAGE_SIZE;
  return {
    items: items.map(({ at: _, ...item }) => item),
    next_before: full && items.length > 0 ? (items.at(-1)?.at ?? null) : null,
  };
}

export type TakenDown = { ok: true; memberId: number } | { ok: false; why: "missing" };

/** Takes an upload, a text post or a comment down everywhere, with its audit row, in one transaction. */
export async function takeDownContent(
  ctx: AppContext,
  actor: Actor,
  { source, id, reason }: { source: "upload" | "trend" | "comment"; id: number; reason: string },
): Promise<TakenDown> {
  const at = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    if (source === "comment") {
      const [said] = await tx
        .update(comments)
        .set({ takenDownAt: at })
        .where(and(eq(comments.id, id), isNull(comments.takenDownAt), isNull(comments.deletedAt)))
        .returning({ userId: comments.userId, content: comments.content });
      if (!said) return undefined;
      await audit(
        tx,
        actor,
        {
          action: "content.takedown",
          targetType: "comment",
          targetId: id,
          before: { member_id: said.userId, text: said.content.slice(0, 200) },
          after: { taken_down: true },
          reason,
        },
        at,
      );
      return { memberId: said.userId, avatar: false };
    }
    if (source === "trend") {
      const [post] = await tx
        .update(trends)
        .set({ takenDownAt: at })
        .where(and(eq(trends.id, id), isNull(trends.takenDownAt)))
        .returning({ userId: trends.userId, content: trends.content });
      if (!post) return undefined;
      await audit(
        tx,
        actor,
        {
          action: "content.takedown",
          targetType: "trend",
          targetId: id,
          before: { member_id: post.userId, text: post.content.slice(0, 200) },
          after: { taken_down: true },
          reason,
        },
        at,
      );
      return { memberId: post.userId, avatar: false };
    }
    const [file] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), isNull(uploads.takenDownAt)));
    if (!file) return undefined;
    await takeDown(tx, file.path, at);
    const url = uploadUrl(file.path);
    const shows = (column: AnyPgColumn): SQL => or(eq(column, url), eq(column, file.path)) as SQL;
    await tx
      .update(photos)
      .set({ takenDownAt: at })
      .where(and(or(shows(photos.img), shows(photos.video)), isNull(photos.takenDownAt)));
    await tx
      .update(backPhotos)
      .set({ takenDownAt: at })
      .where(and(shows(backPhotos.img), isNull(backPhotos.takenDownAt)));
    // A post that showed it keeps its words and loses the picture (feed.ts joins the upload).
    const cleared = await tx
      .update(users)
      .set({ avatar: "" })
      .where(and(eq(users.id, file.userId), or(eq(users.avatar, file.path), eq(users.avatar, url))))
      .returning({ id: users.id });
    await audit(
      tx,
      actor,
      {
        action: "content.takedown",
        targetType: "upload",
        targetId: id,
        before: { member_id: file.userId, path: url, kind: file.kind },
        after: { taken_down: true, avatar_cleared: cleared.length > 0 },
        reason,
      },
      at,
    );
    return { memberId: file.userId, avatar: cleared.length > 0 };
  });
  if (!done) return { ok: false, why: "missing" };
  forgetFeed();
  if (done.avatar) forgetMember(done.memberId);
  return { ok: true, memberId: done.memberId };
}
