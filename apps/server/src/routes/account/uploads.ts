/**
 * The image uploads of spec §7 (Account): `/member/index/uploadImg` (multipart `img`, the cropped
 * avatar: it becomes the avatar, and data is its path without the leading slash) and
 * `/member/index/uploads` (multipart `file`, an image: data.url). The spec's client adds `token`
 * to every payload, here as a multipart field, so the fields are read before the session is.
 * Every image goes through the pipeline (media/images.ts) and is recorded in `uploads`, which is
 * what lets the member use it as an avatar or in chat.
 */
import multipart from "@fastify/multipart";
import {
  AVATAR_MAX_KB,
  AVATAR_MIN_SIDE,
  AVATAR_SIDE,
  Calls,
  FeedCalls,
  IMAGE_MAX_MB,
  IMAGE_MAX_SIDE,
  type ImageUpload,
  VIDEO_MAX_MB,
} from "@site/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fail, ok } from "../../lib/wire.ts";
import { type ImageRules, processImage } from "../../media/images.ts";
import { mediaStorage, storeImage } from "../../media/storage.ts";
import { acceptVideo } from "../../media/videos.ts";
import { postEventTrend } from "../../services/feed.ts";
import { updateUser } from "../../services/users.ts";

const MAX_BYTES = Math.max(AVATAR_MAX_KB * 1024, IMAGE_MAX_MB * 1024 * 1024, VIDEO_MAX_MB * 1024 * 1024);

/** The bytes of a file field (keyValues puts a file's buffer on the body), or undefined. */
function fileOf(req: FastifyRequest, field: string): Buffer | undefined {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return Buffer.isBuffer(value) ? value : undefined;
}

export async function uploadRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const storage = mediaStorage(ctx.config);
  // Text fields (the token) and the file's bytes land on the body before the session is read;
  // a file over the limit is refused by the error handler as too large.
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { fileSize: MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });

  const store = async (
    req: FastifyRequest,
    field: string,
    kind: "avatar" | "image",
    rules: ImageRules,
    maxBytes: number,
  ) => {
    const member = req.member;
    if (!member) return { error: fail(0, "answers.serverError") };
    const file = fileOf(req, field);
    if (file === undefined) return { error: fail(400, { key: "errors.required", values: { field } }) };
    if (file.length > maxBytes) {
      return {
        error: fail(413, { key: "upload.tooLarge", values: { max: Math.round(maxBytes / 1024 / 1024) } }),
      };
    }
    const result = await processImage(file, rules);
    if (!result.ok) return { error: fail(result.status, result.msg) };
    const { image } = result;
    // Per member, so that each owns what they uploaded even when two upload the same picture.
    const relative = await storeImage(
      ctx.db,
      storage,
      member.id,
      kind === "avatar" ? "avatars" : "images",
      kind,
      image,
    );
    return { relative, image, member };
  };

  app.post(Calls.uploadAvatar, async (req) => {
    const stored = await store(
      req,
      "img",
      "avatar",
      { maxSide: AVATAR_SIDE, square: AVATAR_SIDE, minSide: AVATAR_MIN_SIDE, format: "png" },
      AVATAR_MAX_KB * 1024,
    );
    if ("error" in stored) return stored.error;
    const avatar = `/${stored.relative}`;
    // The avatar and its avatar-change trend (spec §3 type 2) land together or not at all.
    await ctx.db.transaction(async (tx) => {
      await updateUser(tx, stored.member.id, { avatar });
      if (avatar !== stored.member.avatar)
        await postEventTrend(tx, stored.member.id, 2, ctx.now(), { img: avatar });
    });
    return ok(stored.relative);
  });

  app.post(Calls.uploadImage, async (req) => {
    const stored = await store(
      req,
      "file",
      "image",
      { maxSide: IMAGE_MAX_SIDE, format: "webp" },
      IMAGE_MAX_MB * 1024 * 1024,
    );
    if ("error" in stored) return stored.error;
    return ok<ImageUpload>({
      url: `/${stored.relative}`,
      width: stored.image.width,
      height: stored.image.height,
    });
  });

  // Needs Add_video (spec §6: shows the video upload button and allows the upload).
  app.post(FeedCalls.uploadVideo, { config: { flag: "Add_video" } }, async (req) => {
    const member = req.member;
    if (!member) return fail(0, "answers.serverError");
    const file = fileOf(req, "video");
    if (file === undefined) return fail(400, { key: "errors.required", values: { field: "video" } });
    if (file.length > VIDEO_MAX_MB * 1024 * 1024) {
      return fail(413, { key: "upload.tooLarge", values: { max: VIDEO_MAX_MB } });
    }
    const result = await acceptVideo(ctx, member.id, file);
    if (!result.ok) {
      return fail(result.status, { key: result.key, ...(result.max ? { values: { max: result.max } } : {}) });
    }
    return ok(result.path);
  });
}
