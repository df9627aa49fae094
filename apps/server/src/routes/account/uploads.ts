/**
 * The image uploads of spec §7 (Account): `/member/index/uploadImg` (multipart `img`, the cropped
 * avatar: it becomes the avatar, and data is its path without the leading slash) and
 * `/member/index/uploads` (multipart `file`, an image: data.url), and the video upload
 * `/member/index/uploadVideo` (multipart `video`). The spec's client adds `token` to every payload,
 * here as a multipart field before the file: the body is read up to the token, the session checked,
 * and only then the file received (media/receive.ts; a file sent before the token is refused
 * unread, as a call without a token), each route within its own limit, enforced as the bytes
 * arrive. Images are read into memory (small, and decoded whole anyway); a video streams to a file
 * under DATA_DIR/work/uploads, and from there into the media storage. Every image goes through the
 * pipeline (media/images.ts) and is recorded in `uploads`, which is what lets the member use it as
 * an avatar or in chat.
 */
import path from "node:path";
import multipart from "@fastify/multipart";
import {
  type Answer,
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
import { type ReceiveOptions, receiveUpload, sweepUploads, uploadHooks } from "../../media/receive.ts";
import { mediaStorage, storeImage } from "../../media/storage.ts";
import { acceptVideo } from "../../media/videos.ts";
import { postEventTrend } from "../../services/feed.ts";
import { type UserRow, updateUser } from "../../services/users.ts";

export async function uploadRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const storage = mediaStorage(ctx.config);
  // Nothing is attached to the body by the plugin: each route reads its parts itself (receive.ts),
  // and a file over its route's limit is that route's answer, not a parser error.
  await app.register(multipart, { throwFileSizeLimit: false });
  const receiving = path.join(ctx.config.dataDir, "work", "uploads");
  // What a stopped process was receiving when it stopped.
  await sweepUploads(receiving);

  const avatar: ReceiveOptions = { field: "img", maxBytes: AVATAR_MAX_KB * 1024, sink: "memory" };
  const image: ReceiveOptions = { field: "file", maxBytes: IMAGE_MAX_MB * 1024 * 1024, sink: "memory" };
  const video: ReceiveOptions = {
    field: "video",
    maxBytes: VIDEO_MAX_MB * 1024 * 1024,
    sink: { dir: receiving },
  };

  /** Receives an image, runs it through the pipeline and stores it; `then` makes the answer. */
  const storeUpload = (
    req: FastifyRequest,
    options: ReceiveOptions,
    kind: "avatar" | "image",
    rules: ImageRules,
    then: (stored: {
      relative: string;
      width: number;
      height: number;
      member: UserRow;
    }) => Promise<Answer<unknown>>,
  ) => {
    const member = req.member;
    if (!member) return fail(0, "answers.serverError");
    return receiveUpload(req, options, async (file) => {
      if (file.kind !== "memory") throw new Error("an image is received in memory");
      const result = await processImage(file.data, rules);
      if (!result.ok) return fail(result.status, result.msg);
      const { image: out } = result;
      // Per member, so that each owns what they uploaded even when two upload the same picture.
      const relative = await storeImage(
        ctx.db,
        storage,
        member.id,
        kind === "avatar" ? "avatars" : "images",
        kind,
        out,
      );
      return then({ relative, width: out.width, height: out.height, member });
    });
  };

  app.post(Calls.uploadAvatar, uploadHooks(avatar), async (req) =>
    storeUpload(
      req,
      avatar,
      "avatar",
      { maxSide: AVATAR_SIDE, square: AVATAR_SIDE, minSide: AVATAR_MIN_SIDE, format: "png" },
      async (stored) => {
        const picture = `/${stored.relative}`;
        // The avatar and its avatar-change trend (spec §3 type 2) land together or not at all.
        await ctx.db.transaction(async (tx) => {
          await updateUser(tx, stored.member.id, { avatar: picture });
          if (picture !== stored.member.avatar)
            await postEventTrend(tx, stored.member.id, 2, ctx.now(), { img: picture });
        });
        return ok(stored.relative);
      },
    ),
  );

  app.post(Calls.uploadImage, uploadHooks(image), async (req) =>
    storeUpload(req, image, "image", { maxSide: IMAGE_MAX_SIDE, format: "webp" }, async (stored) =>
      ok<ImageUpload>({ url: `/${stored.relative}`, width: stored.width, height: stored.height }),
    ),
  );

  // Needs Add_video (spec §6: shows the video upload button and allows the upload).
  app.post(FeedCalls.uploadVideo, { config: { flag: "Add_video" }, ...uploadHooks(video) }, async (req) => {
    const member = req.member;
    if (!member) return fail(0, "answers.serverError");
    return receiveUpload(req, video, async (file) => {
      if (file.kind !== "disk") throw new Error("a video is received on disk");
      const result = await acceptVideo(ctx, member.id, file);
      if (!result.ok) {
        return fail(result.status, {
          key: result.key,
          ...(result.max ? { values: { max: result.max } } : {}),
        });
      }
      return ok(result.path);
    });
  });
}
