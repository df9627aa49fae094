/**
 * Where uploads are kept: under DATA_DIR/uploads by default, served at /uploads/. Names are the
 * hash of the content, so a file never changes under its name (immutable caching) and the same
 * picture uploaded twice is stored once.
 */
import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Tx } from "../db/index.ts";
import { uploads } from "../db/schema.ts";
import type { ImageOutput } from "./images.ts";

export interface MediaStorage {
  /** Stores the bytes under `<folder>/<hash>.<ext>`; answers the path relative to the site root, without a leading slash. */
  put(folder: string, data: Buffer, ext: string): Promise<string>;
  /** Stores the bytes under a path chosen before they existed (a transcoded video, named by its source). */
  putAt(relative: string, data: Buffer): Promise<void>;
}

export function localStorage(dataDir: string): MediaStorage {
  return {
    async put(folder, data, ext) {
      const name = `${createHash("sha256").update(data).digest("hex").slice(0, 32)}.${ext}`;
      const relative = path.posix.join("uploads", folder, name);
      const absolute = path.join(dataDir, relative);
      await mkdir(path.dirname(absolute), { recursive: true });
      await writeFile(absolute, data);
      return relative;
    },
    async putAt(relative, data) {
      const absolute = path.join(dataDir, relative);
      await mkdir(path.dirname(absolute), { recursive: true });
      // Written aside and renamed: a reader never sees half a file under the final name.
      const partial = `${absolute}.partial`;
      await writeFile(partial, data);
      await rename(partial, absolute);
    },
  };
}

/**
 * Stores a processed image under `<folder>/<member id>/` and records it in `uploads` (what lets the
 * member use it as an avatar or in chat). The same picture twice is the same file and the same row.
 */
export async function storeImage(
  db: Tx,
  storage: MediaStorage,
  memberId: number,
  folder: string,
  kind: string,
  image: ImageOutput,
): Promise<string> {
  const relative = await storage.put(`${folder}/${memberId}`, image.data, image.ext);
  await db
    .insert(uploads)
    .values({
      userId: memberId,
      path: relative,
      kind,
      mime: image.mime,
      bytes: image.data.length,
      width: image.width,
      height: image.height,
    })
    .onConflictDoNothing();
  return relative;
}
