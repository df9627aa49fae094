/**
 * Chat images: `/member/chat/upload` (multipart, one `file` field, token as Bearer header or query).
 * The content is sniffed (the name and type the browser gives are never trusted), decoded and
 * re-encoded by the image pipeline (which drops EXIF and GPS data and caps the size), stored under
 * uploads/chat/<member> (DATA_DIR or the bucket), and recorded in `uploads` so that only these paths can be sent in chat.
 */
import multipart from "@fastify/multipart";
import { CHAT_IMAGE_MAX_MB, ChatCalls, ChatState, type ChatUpload } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, ok } from "../../lib/wire.ts";
import { processImage } from "../../media/images.ts";
import { mediaStorage, storeImage } from "../../media/storage.ts";

/** Longest side of a stored chat image. */
const MAX_SIDE = 1600;

export async function chatUploadRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const storage = mediaStorage(ctx.config);
  await app.register(multipart, {
    limits: { fileSize: CHAT_IMAGE_MAX_MB * 1024 * 1024, files: 1, fields: 2, parts: 3 },
  });

  app.post(ChatCalls.chatUpload, async (req) => {
    const member = req.member;
    if (!member) return fail(0, "answers.serverError");
    if (member.chatState === ChatState.banned) return fail(-1, "chat.banned");
    if (!req.isMultipart()) return fail(400, { key: "errors.required", values: { field: "file" } });
    const file = await req.file().catch(() => undefined);
    if (!file) return fail(400, { key: "errors.required", values: { field: "file" } });
    let buffer: Buffer;
    try {
      buffer = await file.toBuffer();
    } catch {
      return fail(413, { key: "upload.tooLarge", values: { max: CHAT_IMAGE_MAX_MB } });
    }
    const result = await processImage(buffer, { maxSide: MAX_SIDE, format: "webp" });
    if (!result.ok) return fail(result.status, result.msg);
    const { image } = result;
    const relative = await storeImage(ctx.db, storage, member.id, "chat", "chat", image);
    return ok<ChatUpload>({ path: `/${relative}`, width: image.width, height: image.height });
  });
}
