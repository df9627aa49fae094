/**
 * Albums, comments and the profile background (spec §7 Newsfeed and media). Looking at another
 * member's photos needs View_photo, at videos View_video (else vipStatus 0 and an empty list: the
 * upgrade prompt); adding a photo needs Upload_photo, a video Add_video; comments need
 * Comment_photo or Comment_video by the item's kind. Deletes are the owner's only.
 */
import {
  type Answer,
  BACK_PHOTOS_MAX,
  backPhotoIdPayloadSchema,
  backPhotoPayloadSchema,
  FeedCalls,
  hisPhotosPayloadSchema,
  myPhotosPayloadSchema,
  type PhotoGroup,
  PhotoKind,
  type PhotoListAnswer,
  photoCommentPayloadSchema,
  photoIdPayloadSchema,
  photoPayloadSchema,
  Status,
  type Vip,
} from "@site/contracts";
import { and, count, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { backPhotos, comments, photos } from "../../db/schema.ts";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { blockedBetween } from "../../services/blocks.ts";
import { uploadUrl } from "../../services/feed.ts";
import { albumOf, findPhoto, ownUpload } from "../../services/photos.ts";
import { findUserById } from "../../services/users.ts";

function photoList(data: PhotoGroup[], vipStatus: 0 | 1): Answer {
  const answer: PhotoListAnswer = { status: Status.ok, data, vipStatus };
  return answer as Answer;
}

export async function photoRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const has = (vip: number, flag: Parameters<typeof ctx.authorities.has>[1]) =>
    ctx.authorities.has(vip as Vip, flag);

  memberCall(app, FeedCalls.myPhotos, { schema: myPhotosPayloadSchema }, async ({ member, payload }) =>
    photoList(await albumOf(ctx.db, member.id, member.id, payload.type as PhotoKind | undefined), 1),
  );

  memberCall(app, FeedCalls.hisPhotos, { schema: hisPhotosPayloadSchema }, async ({ member, payload }) => {
    const kind = payload.type as PhotoKind;
    if (payload.userid === member.id) return photoList(await albumOf(ctx.db, member.id, member.id, kind), 1);
    const owner = await findUserById(ctx.db, payload.userid);
    if (
      owner?.status !== 1 ||
      owner.role !== "member" ||
      (await blockedBetween(ctx.db, member.id, owner.id))
    ) {
      return fail(Status.notFound, "answers.memberNotFound");
    }
    if (kind === PhotoKind.video) {
      // spec §4 Video tab: the list only when vipStatus is 1, otherwise the upgrade prompt.
      if (!has(member.vip, "View_video")) return photoList([], 0);
      return photoList(await albumOf(ctx.db, member.id, owner.id, kind), 1);
    }
    if (!has(member.vip, "View_photo")) return fail(Status.noPermission, "answers.noPermission");
    return photoList(await albumOf(ctx.db, member.id, owner.id, kind), 1);
  });

  memberCall(app, FeedCalls.postPhoto, { schema: photoPayloadSchema }, async ({ member, payload }) => {
    const { img, video } = payload;
    if (!img && !video) return fail(Status.invalid, { key: "errors.required", values: { field: "img" } });
    if (img && video) return fail(Status.invalid, "feed.oneMedia", { field: "video" });
    const kind = img ? PhotoKind.photo : PhotoKind.video;
    if (!has(member.vip, kind === PhotoKind.photo ? "Upload_photo" : "Add_video")) {
      return fail(Status.noPermission, "answers.noPermission");
    }
    const path = img || video;
    if (
      !(await ownUpload(ctx.db, member.id, path, kind === PhotoKind.photo ? ["image", "avatar"] : ["video"]))
    ) {
      return fail(Status.invalid, "feed.mediaInvalid", { field: img ? "img" : "video" });
    }
    const column = kind === PhotoKind.photo ? photos.img : photos.video;
    // The same file released twice (a resend) is one album item.
    const [existing] = await ctx.db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.userId, member.id), eq(column, uploadUrl(path)), isNull(photos.takenDownAt)))
      .limit(1);
    if (existing) return ok({ pid: existing.id }, "feed.sent");
    const [row] = await ctx.db
      .insert(photos)
      .values({
        userId: member.id,
        kind,
        img: kind === PhotoKind.photo ? uploadUrl(path) : "",
        video: kind === PhotoKind.video ? uploadUrl(path) : "",
        createdAt: ctx.now(),
      })
      .returning({ id: photos.id });
    return ok({ pid: row?.id }, "feed.sent");
  });

  memberCall(app, FeedCalls.deletePhoto, { schema: photoIdPayloadSchema }, async ({ member, payload }) => {
    const found = await findPhoto(ctx.db, payload.id);
    if (!found) return fail(Status.notFound, "feed.notFound");
    if (found.photo.userId !== member.id) return fail(Status.noPermission, "feed.notYours");
    await ctx.db.delete(photos).where(eq(photos.id, payload.id));
    return ok(undefined, "feed.deleted");
  });

  memberCall(
    app,
    FeedCalls.commentPhoto,
    { schema: photoCommentPayloadSchema },
    async ({ member, payload }) => {
      const found = await findPhoto(ctx.db, payload.id);
      const owner = found?.photo.userId;
      if (
        !found ||
        found.ownerStatus !== 1 ||
        (owner !== member.id && (await blockedBetween(ctx.db, member.id, owner as number)))
      ) {
        return fail(Status.notFound, "feed.notFound");
      }
      const isVideo = found.photo.kind === PhotoKind.video;
      const needs = isVideo ? (["View_video", "Comment_video"] as const) : (["Comment_photo"] as const);
      if (owner !== member.id && needs.some((flag) => !has(member.vip, flag))) {
        return fail(Status.noPermission, "answers.noPermission");
      }
      const [row] = await ctx.db
        .insert(comments)
        .values({
          userId: member.id,
          photoId: found.photo.id,
          content: payload.content,
          createdAt: ctx.now(),
        })
        .returning({ id: comments.id });
      if (row && owner !== member.id) {
        ctx.events.announce({
          item: isVideo ? "videoComment" : "photoComment",
          memberId: owner as number,
          actorId: member.id,
          key: `comment:${row.id}`,
          preview: payload.content,
          at: ctx.now(),
        });
      }
      return ok({ id: row?.id }, "feed.commented");
    },
  );

  memberCall(
    app,
    FeedCalls.postBackPhoto,
    { schema: backPhotoPayloadSchema },
    async ({ member, payload }) => {
      if (!(await ownUpload(ctx.db, member.id, payload.img, ["image", "avatar"]))) {
        return fail(Status.invalid, "feed.mediaInvalid", { field: "img" });
      }
      const [held] = await ctx.db
        .select({ n: count() })
        .from(backPhotos)
        .where(and(eq(backPhotos.userId, member.id), isNull(backPhotos.takenDownAt)));
      if ((held?.n ?? 0) >= BACK_PHOTOS_MAX) {
        return fail(Status.invalid, { key: "feed.backPhotosFull", values: { max: BACK_PHOTOS_MAX } });
      }
      const [row] = await ctx.db
        .insert(backPhotos)
        .values({ userId: member.id, img: uploadUrl(payload.img), createdAt: ctx.now() })
        .returning({ id: backPhotos.id });
      return ok({ id: row?.id, img: uploadUrl(payload.img) }, "answers.saved");
    },
  );

  memberCall(
    app,
    FeedCalls.deleteBackPhoto,
    { schema: backPhotoIdPayloadSchema },
    async ({ member, payload }) => {
      const [row] = await ctx.db
        .select({ userId: backPhotos.userId })
        .from(backPhotos)
        .where(eq(backPhotos.id, payload.id))
        .limit(1);
      if (!row) return fail(Status.notFound, "feed.notFound");
      if (row.userId !== member.id) return fail(Status.noPermission, "feed.notYours");
      await ctx.db.delete(backPhotos).where(eq(backPhotos.id, payload.id));
      return ok(undefined, "feed.deleted");
    },
  );
}
