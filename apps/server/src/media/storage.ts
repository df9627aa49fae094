/**
 * Where media is kept, behind one interface: on disk under DATA_DIR by default, or in an
 * S3-compatible bucket when S3_BUCKET is set, so that every instance sees what any of them stored.
 * Paths are relative to the site root (`uploads/images/7/<hash>.webp`, served at /uploads/...) and
 * are the keys in the bucket as they are on disk. Upload names are the hash of the content, so a
 * file never changes under its name (immutable caching) and the same picture uploaded twice is
 * stored once. `incoming/` holds video sources waiting for their transcoding job; it is never
 * served.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, constants, copyFile, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config, S3Config } from "../config.ts";
import type { Tx } from "../db/index.ts";
import { uploads } from "../db/schema.ts";
import type { ImageOutput } from "./images.ts";

/** Media names are content hashes: a name never gets other bytes, so anyone may cache it for good. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Size and type of a stored file. */
export interface StoredInfo {
  size: number;
  contentType: string;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** A stored file being read: the whole of it, or the bytes start..end (inclusive) asked for. */
export interface StoredObject extends StoredInfo {
  body: Readable;
  start: number;
  end: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive, and within the file. */
  end: number;
}

export interface MediaStorage {
  /** Where the files are, for the start-up log: a folder or `s3://bucket`. */
  readonly location: string;
  /** Whether it is the bucket (served through the server) or the disk (served by the file server). */
  readonly kind: "local" | "s3";
  /** Stores the bytes under `<folder>/<hash>.<ext>`; answers the path relative to the site root, without a leading slash. */
  put(folder: string, data: Buffer, ext: string): Promise<string>;
  /** Stores the bytes under a path chosen before they existed (a transcoded video, named by its source). */
  putAt(relative: string, data: Buffer): Promise<void>;
  /**
   * Stores a local file under the path without reading it into memory (an uploaded video, a
   * transcoded one), and takes it: the file is gone afterwards (renamed into place on the same
   * disk, else copied or uploaded and then removed). When this fails the file may still be there.
   */
  takeFileAt(relative: string, file: string): Promise<void>;
  /** Fails with a message that says what to fix when the storage cannot be used (checked at start-up). */
  check(): Promise<void>;
  /** What is stored under the path, or undefined when nothing is. */
  stat(relative: string): Promise<StoredInfo | undefined>;
  /** Reads the file, or the range of it; undefined when nothing is stored there. */
  get(relative: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Copies the file to a local one (ffmpeg reads files); fails when nothing is stored there. */
  download(relative: string, file: string): Promise<void>;
  /** Removes the file; nothing stored there is no error. */
  remove(relative: string): Promise<void>;
}

const TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
  mp4: "video/mp4",
  m4v: "video/x-m4v",
  mov: "video/quicktime",
  webm: "video/webm",
  mkv: "video/x-matroska",
  avi: "video/x-msvideo",
  "3gp": "video/3gpp",
};

/** The content type a stored file is served with, from its extension (as the file server does). */
export function contentTypeOf(relative: string): string {
  return TYPES[path.posix.extname(relative).slice(1).toLowerCase()] ?? "application/octet-stream";
}

/**
 * A stored path as this module writes it: relative, forward slashes, no `.` or `..` segment, no
 * empty one. Anything else (a path from a request, say) is refused before it reaches a disk or a
 * bucket.
 */
export function isStoredPath(relative: string): boolean {
  if (relative.length === 0 || relative.length > 1024 || relative.includes("\0") || relative.includes("\\"))
    return false;
  return relative.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

function checked(relative: string): string {
  if (!isStoredPath(relative)) throw new Error(`not a stored media path: ${JSON.stringify(relative)}`);
  return relative;
}

function contentName(folder: string, data: Buffer, ext: string): string {
  const name = `${createHash("sha256").update(data).digest("hex").slice(0, 32)}.${ext}`;
  return checked(path.posix.join("uploads", folder, name));
}

export function localStorage(dataDir: string): MediaStorage {
  const root = path.resolve(dataDir);
  const fileOf = (relative: string) => path.join(root, ...checked(relative).split("/"));
  const info = async (file: string): Promise<StoredInfo | undefined> => {
    try {
      const s = await stat(file);
      if (!s.isFile()) return undefined;
      return {
        size: s.size,
        contentType: contentTypeOf(file),
        etag: `"${s.size.toString(16)}-${s.mtimeMs.toString(16)}"`,
        lastModified: s.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  };
  const storage: MediaStorage = {
    kind: "local",
    location: root,
    async put(folder, data, ext) {
      const relative = contentName(folder, data, ext);
      await storage.putAt(relative, data);
      return relative;
    },
    async putAt(relative, data) {
      const absolute = fileOf(relative);
      await mkdir(path.dirname(absolute), { recursive: true });
      // Written aside and renamed: a reader never sees half a file under the final name.
      const partial = `${absolute}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
      await writeFile(partial, data);
      await rename(partial, absolute);
    },
    async takeFileAt(relative, file) {
      const absolute = fileOf(relative);
      await mkdir(path.dirname(absolute), { recursive: true });
      try {
        await rename(file, absolute);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        // Another disk: copied aside and renamed, so a reader never sees half a file.
        const partial = `${absolute}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
        try {
          await copyFile(file, partial);
          await rename(partial, absolute);
        } finally {
          await rm(partial, { force: true });
        }
        await rm(file, { force: true });
      }
    },
    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      } catch (error) {
        throw new Error(`media folder ${root} is not writable: ${(error as Error).message}`);
      }
    },
    stat: (relative) => info(fileOf(relative)),
    async get(relative, range) {
      const file = fileOf(relative);
      const found = await info(file);
      if (!found) return undefined;
      const start = range?.start ?? 0;
      const end = range ? Math.min(range.end, found.size - 1) : found.size - 1;
      // An empty file has no byte to read: createReadStream's end must not go below start.
      const body = createReadStream(file, found.size === 0 ? { start: 0, end: -1 } : { start, end });
      return { ...found, body, start, end };
    },
    async download(relative, file) {
      await copyFile(fileOf(relative), file);
    },
    async remove(relative) {
      await rm(fileOf(relative), { force: true });
    },
  };
  return storage;
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}

/** `bytes 0-99/1234` -> 1234. */
function totalOf(contentRange: string | undefined): number | undefined {
  const total = /\/(\d+)\s*$/.exec(contentRange ?? "")?.[1];
  return total === undefined ? undefined : Number(total);
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
}

/**
 * The bucket: keys are the stored paths. A put is one PutObject, so a reader sees the whole
 * object or none of it. Uploads carry their cache header, in case a CDN serves the bucket.
 */
export function s3Storage(config: S3Config, client: S3Client = s3Client(config)): MediaStorage {
  const Bucket = config.bucket;
  const putAt = async (relative: string, data: Buffer) => {
    const Key = checked(relative);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOf(Key),
        ...(Key.startsWith("uploads/") ? { CacheControl: IMMUTABLE } : {}),
      }),
    );
  };
  const where = config.endpoint ?? `AWS ${config.region}`;
  const read = async (relative: string, range?: ByteRange) => {
    try {
      return await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checked(relative),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: "s3",
    location: `s3://${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`,
    async put(folder, data, ext) {
      const relative = contentName(folder, data, ext);
      await putAt(relative, data);
      return relative;
    },
    putAt,
    async takeFileAt(relative, file) {
      const Key = checked(relative);
      const { size } = await stat(file);
      // A checksum of our own: the SDK then sends the file as it is (it would otherwise frame a
      // stream as aws-chunked with a trailing checksum, which not every S3-compatible server
      // reads), and the bucket still refuses bytes that do not match it.
      const hash = createHash("sha256");
      await pipeline(createReadStream(file), hash);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: createReadStream(file),
          ContentLength: size,
          ChecksumSHA256: hash.digest("base64"),
          ContentType: contentTypeOf(Key),
          ...(Key.startsWith("uploads/") ? { CacheControl: IMMUTABLE } : {}),
        }),
      );
      await rm(file, { force: true });
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(15_000) });
      } catch (error) {
        const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
        const status = e.$metadata?.httpStatusCode;
        if (status === 404 || e.name === "NotFound" || e.name === "NoSuchBucket")
          throw new Error(
            `S3 bucket "${Bucket}" does not exist at ${where}: create it, or set S3_BUCKET to one that does`,
          );
        if (status === 403 || status === 401)
          throw new Error(
            `S3 bucket "${Bucket}" at ${where} refuses these credentials: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or the SDK's credential chain) and the bucket's policy`,
          );
        if (status === 301)
          throw new Error(
            `S3 bucket "${Bucket}" is not in S3_REGION=${config.region}: set the bucket's region`,
          );
        throw new Error(
          `S3 bucket "${Bucket}" at ${where} cannot be reached: ${e.message || e.name || String(error)}`,
        );
      }
    },
    async stat(relative) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(relative) }));
        return {
          size: head.ContentLength ?? 0,
          contentType: contentTypeOf(relative),
          etag: head.ETag,
          lastModified: head.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async get(relative, range) {
      const object = await read(relative, range);
      if (!object?.Body) return undefined;
      const length = object.ContentLength ?? 0;
      const size = (object.ContentRange ? totalOf(object.ContentRange) : undefined) ?? length;
      const start = range?.start ?? 0;
      return {
        body: object.Body as Readable,
        size,
        start,
        end: start + length - 1,
        contentType: contentTypeOf(relative),
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    },
    async download(relative, file) {
      const object = await read(relative);
      if (!object?.Body) throw new Error(`${relative} is not in the bucket`);
      await pipeline(object.Body as Readable, createWriteStream(file));
    },
    async remove(relative) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(relative) }));
    },
  };
}

const made = new WeakMap<Config, MediaStorage>();

/**
 * The media storage the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR.
 * One per configuration, so the routes, the worker and the file server share one S3 client.
 */
export function mediaStorage(config: Config): MediaStorage {
  let storage = made.get(config);
  if (!storage) {
    storage = config.s3 ? s3Storage(config.s3) : localStorage(config.dataDir);
    made.set(config, storage);
  }
  return storage;
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
