/**
 * The image pipeline (issue 12): content is sniffed from its bytes (the name and type the client
 * gives are never trusted), decoded under a pixel cap (decompression bombs), turned upright, and
 * re-encoded, which drops EXIF and GPS data. Every image a member uploads goes through here.
 *
 * Decoding is bounded: at most one image per core is decoded at a time, and the others wait
 * their turn in arrival order rather than fail. Twenty 12-megapixel photos posted at once would
 * otherwise all be decoded together: each holds its pixels for the whole time (memory grows with
 * the number of uploads, not the number of cores) and all finish together, none early. Every
 * upload is a different picture, so libvips' operation cache only keeps memory: it is off.
 */
import os from "node:os";
import type { MessageKey, MessageRef } from "@site/contracts";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

sharp.cache(false);

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

/**
 * Turns for work that holds a decoded image: `size` at a time, the rest wait in arrival order.
 * What it is doing is readable (the tests look).
 */
export class Slots {
  readonly size: number;
  #active = 0;
  #peak = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.size = Math.max(1, size);
  }

  get active(): number {
    return this.#active;
  }
  get waiting(): number {
    return this.#waiting.length;
  }
  /** The most that were at work at once since the last `resetPeak`. */
  get peak(): number {
    return this.#peak;
  }
  resetPeak(): void {
    this.#peak = this.#active;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#active >= this.size) {
      // The slot is handed over by the release below: #active stays counted for it meanwhile.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active++;
    }
    this.#peak = Math.max(this.#peak, this.#active);
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active--;
    }
  }
}

/** One decode per core: the cores are the limit anyway, and memory then does not grow with a burst. */
export const imageSlots = new Slots(os.availableParallelism());

export async function processImage(input: Buffer, rules: ImageRules): Promise<ImageResult> {
  const sniffed = await fileTypeFromBuffer(input);
  if (!sniffed || !IMAGE_TYPES.has(sniffed.mime)) return { ok: false, status: 415, msg: "upload.notImage" };
  return imageSlots.run(() => decode(input, rules));
}

async function decode(input: Buffer, rules: ImageRules): Promise<ImageResult> {
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
