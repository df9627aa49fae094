/**
 * Chat images: `/member/chat/upload` (multipart, one `file` field, token as Bearer header or query).
 * The content is sniffed (the name and type the browser gives are never trusted), decoded and
 * re-encoded by sharp (which drops EXIF and GPS data and caps the size), stored under
 * DATA_DIR/uploads/chat, and recorded in `uploads` so that only these paths can be sent in chat.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import multipart from "@fastify/multipart";
import { CHAT_IMAGE_MAX_MB, ChatCalls, ChatState, type ChatUpload } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { uploads } from "../../db/schema.ts";
import { fail, ok } from "../../lib/wire.ts";

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);
/** Longest side of a stored chat image, and the decoder's pixel cap (decompression bombs). */
const MAX_SIDE = 1600;
const MAX_INPUT_PIXELS = 40_000_000;

export async function chatUploadRoutes(app: FastifyInstance) {
  const { ctx } = app;
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
    const sniffed = await fileTypeFromBuffer(buffer);
    if (!sniffed || !IMAGE_TYPES.has(sniffed.mime)) return fail(415, "upload.notImage");
    let output: { data: Buffer; info: { width: number; height: number } };
    try {
      output = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      return fail(415, "upload.notImage");
    }
    const relative = `uploads/chat/${member.id}/${randomBytes(12).toString("hex")}.webp`;
    const absolute = path.join(ctx.config.dataDir, relative);
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, output.data);
    await ctx.db.insert(uploads).values({
      userId: member.id,
      path: relative,
      kind: "chat",
      mime: "image/webp",
      bytes: output.data.length,
      width: output.info.width,
      height: output.info.height,
    });
    return ok<ChatUpload>({ path: `/${relative}`, width: output.info.width, height: output.info.height });
  });
}
