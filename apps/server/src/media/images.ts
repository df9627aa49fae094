/**
 * The image pipeline (issue 12): content is sniffed from its bytes (the name and type the client
 * gives are never trusted), decoded under a pixel cap (decompression bombs), turned upright, and
 * re-encoded, which drops EXIF and GPS data. Every image a member uploads goes through here.
 */
import type { MessageKey, MessageRef } from "@site/contracts";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);
/** The decoder refuses an image of more pixels than this (a 12-megapixel photo is well inside). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageOutput {
  data: Buffer;
  width: number;
  height: number;
  mime: "image/webp" | "image/png";
  ext: "webp" | "png";
}

export type ImageResult =
  | { ok: true; image: ImageOutput }
  | { ok: false; status: number; msg: MessageKey | MessageRef };

export interface ImageRules {
  /** Longest side of the output; a smaller image is not enlarged. */
  maxSide: number;
  /** A square crop of exactly this side instead (the avatar). */
  square?: number;
  /** The smallest natural size accepted, and the message when smaller. */
  minSide?: number;
  format: "webp" | "png";
}

export async function processImage(input: Buffer, rules: ImageRules): Promise<ImageResult> {
  const sniffed = await fileTypeFromBuffer(input);
  if (!sniffed || !IMAGE_TYPES.has(sniffed.mime)) return { ok: false, status: 415, msg: "upload.notImage" };
  try {
    const decoder = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await decoder.metadata();
    // Upright first: a portrait photo stored sideways with an orientation tag has swapped sides.
    const swapped = (meta.orientation ?? 1) >= 5;
    const width = (swapped ? meta.height : meta.width) ?? 0;
    const height = (swapped ? meta.width : meta.height) ?? 0;
    if (rules.minSide && (width < rules.minSide || height < rules.minSide)) {
      return { ok: false, status: 422, msg: { key: "upload.tooSmall", values: { min: rules.minSide } } };
    }
    let pipeline = decoder.rotate();
    pipeline = rules.square
      ? pipeline.resize({ width: rules.square, height: rules.square, fit: "cover" })
      : pipeline.resize({
          width: rules.maxSide,
          height: rules.maxSide,
          fit: "inside",
          withoutEnlargement: true,
        });
    pipeline =
      rules.format === "png" ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 82 });
    const output = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: {
        data: output.data,
        width: output.info.width,
        height: output.info.height,
        mime: rules.format === "png" ? "image/png" : "image/webp",
        ext: rules.format,
      },
    };
  } catch {
    // Truncated, corrupt, or over the pixel cap: the same answer as any other non-image.
    return { ok: false, status: 415, msg: "upload.notImage" };
  }
}
