/**
 * Albums (spec §3 Photo or video, §7 /member/photo/*, /member/Comment/photoComment) and the
 * profile background (/member/backphoto/*). Every item names one of its owner's own uploads; a
 * taken-down item or file is listed nowhere; comments of members kept apart by a block are
 * not shown to either.
 */
import {
  MediaState,
  PHOTO_COMMENTS_SHOWN,
  type PhotoComment,
  type PhotoGroup,
  type PhotoItem,
  type PhotoKind,
} from "@site/contracts";
import { and, desc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { Tx } from "../db/index.ts";
import { backPhotos, comments, photos, users } from "../db/schema.ts";
import { hiddenFrom } from "./blocks.ts";
import { mediaInfo, uploadKey, uploadUrl } from "./feed.ts";

/** An own, live upload of the right kind, or undefined. */
export async function ownUpload(db: Tx, memberId: number, path: string, kinds: string[]) {
  const info = (await mediaInfo(db, [path])).get(uploadKey(path));
  if (!info || info.userId !== memberId || !kinds.includes(info.kind)) return undefined;
  return info;
}

/** A member's album items, newest first, grouped by UTC day, each with its newest comments. */
export async function albumOf(
  db: Tx,
  viewerId: number,
  ownerId: number,
  kind: PhotoKind | undefined,
): Promise<PhotoGroup[]> {
  const rows = await db
    .select({ photo: photos, username: users.username, avatar: users.avatar })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(
      and(
        eq(photos.userId, ownerId),
        isNull(photos.takenDownAt),
        ...(kind === undefined ? [] : [eq(photos.kind, kind)]),
      ),
    )
    .orderBy(desc(photos.id))
    .limit(500);
  if (rows.length === 0) return [];
  const media = await mediaInfo(
    db,
    rows.flatMap((r) => [r.photo.img, r.photo.video]),
  );
  const live = rows.filter(({ photo }) => media.has(uploadKey(photo.img || photo.video)));
  const byPhoto = await commentsOf(
    db,
    viewerId,
    live.map((r) => r.photo.id),
  );
  const groups: PhotoGroup[] = [];
  for (const { photo, username, avatar } of live) {
    const file = media.get(uploadKey(photo.img || photo.video));
    const item: PhotoItem = {
      pid: photo.id,
      type: photo.kind as PhotoKind,
      img: uploadUrl(photo.img),
      video: uploadUrl(photo.video),
      poster: file?.poster ? uploadUrl(file.poster) : "",
      state: file?.state ?? MediaState.ready,
      create_time: photo.createdAt.getTime(),
      avatar,
      username,
      comments: byPhoto.get(photo.id) ?? [],
    };
    const day = photo.createdAt.toISOString().slice(0, 10);
    const last = groups.at(-1);
    if (last?.create_time === day) last.list.push(item);
    else groups.push({ create_time: day, list: [item] });
  }
  return groups;
}

/** The newest comments of each photo, oldest first within a photo, without hidden authors. */
async function commentsOf(db: Tx, viewerId: number, ids: number[]): Promise<Map<number, PhotoComment[]>> {
  const result = new Map<number, PhotoComment[]>();
  if (ids.length === 0) return result;
  const hidden = [...(await hiddenFrom(db, viewerId))];
  const rows = await db
    .select({
      id: comments.id,
      photoId: comments.photoId,
      userid: comments.userId,
      username: users.username,
      avatar: users.avatar,
      content: comments.content,
      at: comments.createdAt,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        inArray(comments.photoId, ids),
        isNull(comments.takenDownAt),
        eq(users.status, 1),
        ...(hidden.length ? [notInArray(comments.userId, hidden)] : []),
      ),
    )
    .orderBy(desc(comments.id))
    .limit(ids.length * PHOTO_COMMENTS_SHOWN);
  for (const row of rows) {
    const list = result.get(row.photoId as number) ?? [];
    if (list.length >= PHOTO_COMMENTS_SHOWN) continue;
    list.unshift({
      id: row.id,
      userid: row.userid,
      username: row.username,
      avatar: row.avatar,
      content: row.content,
      time: Math.floor(row.at.getTime() / 1000),
    });
    result.set(row.photoId as number, list);
  }
  return result;
}

/** A live album item with its owner, or undefined. */
export async function findPhoto(db: Tx, id: number) {
  const [row] = await db
    .select({ photo: photos, ownerStatus: users.status })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(and(eq(photos.id, id), isNull(photos.takenDownAt)))
    .limit(1);
  return row;
}

/** The background pictures a member detail shows (spec §3: backphotos, img and id). */
export async function backPhotosOf(db: Tx, ownerId: number): Promise<{ id: number; img: string }[]> {
  const rows = await db
    .select({ id: backPhotos.id, img: backPhotos.img })
    .from(backPhotos)
    .where(and(eq(backPhotos.userId, ownerId), isNull(backPhotos.takenDownAt)))
    .orderBy(desc(backPhotos.id));
  const media = await mediaInfo(
    db,
    rows.map((r) => r.img),
  );
  return rows.filter((r) => media.has(uploadKey(r.img))).map((r) => ({ id: r.id, img: uploadUrl(r.img) }));
}
