/**
 * Media in an S3-compatible bucket (S3_BUCKET): the storage adapter round-trips against a real
 * S3-protocol server started here (s3rver, on a random port over a temp folder), as the disk
 * adapter does; an app configured with the bucket stores uploads there, never on its disk, and
 * serves them back at /uploads/ with the headers the disk gives (immutable caching, nosniff, the
 * type, ranges for video) and 404 once taken down; and a video uploaded on one instance is
 * transcoded by the worker of another that shares the bucket and the database but not DATA_DIR.
 * A bucket that is missing or cannot be reached stops the server's start
 * with a message that says so.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { Calls, FeedCalls, type ImageUpload, MediaState, type Trend } from "@site/contracts";
import { like, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { ConfigError, loadConfig, type S3Config } from "../src/config.ts";
import { trends, users } from "../src/db/schema.ts";
import { takeDown } from "../src/media/moderation.ts";
import { parseRange } from "../src/media/serve.ts";
import { localStorage, type MediaStorage, mediaStorage, s3Client, s3Storage } from "../src/media/storage.ts";
import { probeVideo, videoTools } from "../src/media/video.ts";
import { type MediaWorker, startMediaWorker } from "../src/media/videos.ts";
import { seedDemo } from "../src/seed/demo.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { recordClip, signUp, type TestApp, testApp, upload } from "./helper.ts";

const BUCKET = "media";
let dir: string;
let server: S3rver;
let env: Record<string, string>;
let s3: S3Config;
let raw: S3Client;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "s3-test-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver's one account.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  s3 = loadConfig(env).s3 as S3Config;
  raw = s3Client(s3);
  t = await testApp(env);
});
afterAll(async () => {
  await t?.close();
  raw?.destroy();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The object as the bucket holds it, read without the adapter; undefined when there is none. */
async function inBucket(key: string) {
  try {
    const object = await raw.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return {
      bytes: Buffer.from(
        await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      ),
      contentType: object.ContentType,
      cacheControl: object.CacheControl,
    };
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return undefined;
    throw error;
  }
}

async function keys(prefix: string): Promise<string[]> {
  const listed = await raw.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key ?? "");
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A byte pattern with no repeats at small offsets, so a wrong range shows. */
const pattern = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + (i >> 8)) & 255));

describe("configuration", () => {
  it("keeps media on disk without S3_BUCKET, and reads the bucket's settings with their defaults", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(mediaStorage(loadConfig({ DATA_DIR: dir })).kind).toBe("local");
    expect(loadConfig({ S3_BUCKET: "site-media" }).s3).toEqual({
      bucket: "site-media",
      endpoint: undefined,
      region: "us-east-1",
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: "media.example",
        S3_ENDPOINT: "http://minio:9000/",
        S3_REGION: "eu-central-1",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toEqual({
      bucket: "media.example",
      endpoint: "http://minio:9000",
      region: "eu-central-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      // An endpoint of its own: path-style unless told otherwise.
      forcePathStyle: true,
    });
    expect(
      loadConfig({ S3_BUCKET: "b12", S3_ENDPOINT: "http://x", S3_FORCE_PATH_STYLE: "0" }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it.each([
    [{ S3_ENDPOINT: "http://minio:9000" }, /S3_ENDPOINT set without S3_BUCKET/],
    [
      { S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "s" },
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET/,
    ],
    [{ S3_BUCKET: "My_Bucket" }, /S3_BUCKET=My_Bucket is not a bucket name/],
    [{ S3_BUCKET: "ab" }, /S3_BUCKET=ab is not a bucket name/],
    [
      { S3_BUCKET: "media", S3_ENDPOINT: "minio:9000" },
      /S3_ENDPOINT must start with http:\/\/ or https:\/\//,
    ],
    [{ S3_BUCKET: "media", S3_REGION: "EU West" }, /S3_REGION=EU West is not a region name/],
    [{ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "id" }, /S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY/],
    [
      { S3_BUCKET: "media", S3_SECRET_ACCESS_KEY: "s" },
      /S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID/,
    ],
    [
      { S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "sometimes" },
      /S3_FORCE_PATH_STYLE=sometimes is not a boolean/,
    ],
  ])("refuses %o", (bad, message) => {
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    expect(() => loadConfig(bad)).toThrow(message);
  });
});

describe("byte ranges", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=990-", { start: 990, end: 999 }],
    ["bytes=990-5000", { start: 990, end: 999 }],
    ["bytes=-10", { start: 990, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=5-1", undefined],
    ["bytes=0-1,5-9", undefined],
    ["items=0-1", undefined],
    [undefined, undefined],
  ] as const)("%s of 1000 bytes -> %o", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe.each([
  ["the bucket", () => s3Storage(s3)],
  ["the disk", () => localStorage(path.join(dir, "disk"))],
])("the storage adapter on %s", (_where, make: () => MediaStorage) => {
  it("round-trips content-addressed files: put, stat, get, a range, download, remove", async () => {
    const storage = make();
    const data = pattern(5000);
    const relative = await storage.put("images/7", data, "webp");
    expect(relative).toMatch(/^uploads\/images\/7\/[0-9a-f]{32}\.webp$/);
    // The same bytes are the same name; other bytes another.
    expect(await storage.put("images/7", Buffer.from(data), "webp")).toBe(relative);
    expect(await storage.put("images/7", pattern(5001), "webp")).not.toBe(relative);

    expect(await storage.stat(relative)).toMatchObject({ size: 5000, contentType: "image/webp" });
    const whole = await storage.get(relative);
    expect(whole).toMatchObject({ size: 5000, start: 0, end: 4999, contentType: "image/webp" });
    expect((await readAll(whole?.body as NodeJS.ReadableStream)).equals(data)).toBe(true);
    const part = await storage.get(relative, { start: 1000, end: 1099 });
    expect(part).toMatchObject({ size: 5000, start: 1000, end: 1099 });
    expect((await readAll(part?.body as NodeJS.ReadableStream)).equals(data.subarray(1000, 1100))).toBe(true);

    const copy = path.join(dir, `copy-${Math.random().toString(36).slice(2)}`);
    await storage.download(relative, copy);
    expect((await readFile(copy)).equals(data)).toBe(true);

    await storage.putAt("incoming/7-source.mov", Buffer.from("first"));
    await storage.putAt("incoming/7-source.mov", Buffer.from("second"));
    expect(
      (await readAll((await storage.get("incoming/7-source.mov"))?.body as NodeJS.ReadableStream)).toString(),
    ).toBe("second");

    await storage.remove(relative);
    await storage.remove(relative); // nothing there: no error
    expect(await storage.stat(relative)).toBeUndefined();
    expect(await storage.get(relative)).toBeUndefined();
    await expect(storage.download(relative, copy)).rejects.toThrow();
  });

  it("takes a local file in without reading it whole: stored under the path, gone from where it was", async () => {
    const storage = make();
    // Over the SDK's 1 MB stream chunks, and no round number.
    const data = pattern(3 * 1024 * 1024 + 17);
    const file = path.join(dir, `take-${Math.random().toString(36).slice(2)}`);
    await writeFile(file, data);
    await storage.takeFileAt("incoming/7-taken.mov", file);
    expect(existsSync(file)).toBe(false);
    expect(await storage.stat("incoming/7-taken.mov")).toMatchObject({
      size: data.length,
      contentType: "video/quicktime",
    });
    const stored = await readAll((await storage.get("incoming/7-taken.mov"))?.body as NodeJS.ReadableStream);
    expect(stored.equals(data)).toBe(true);
    // A second file under the same path replaces the first.
    await writeFile(file, "second");
    await storage.takeFileAt("incoming/7-taken.mov", file);
    expect(
      (await readAll((await storage.get("incoming/7-taken.mov"))?.body as NodeJS.ReadableStream)).toString(),
    ).toBe("second");
    await storage.remove("incoming/7-taken.mov");

    await writeFile(file, "x");
    await expect(storage.takeFileAt("../outside", file)).rejects.toThrow(/not a stored media path/);
    await expect(storage.takeFileAt("incoming/none.mov", path.join(dir, "no-such-file"))).rejects.toThrow();
    await rm(file, { force: true });
  });

  it("refuses paths that leave the media folders", async () => {
    const storage = make();
    for (const bad of ["../outside", "uploads/../../etc/passwd", "/etc/passwd", "uploads//x", ""]) {
      await expect(storage.putAt(bad, Buffer.from("x"))).rejects.toThrow(/not a stored media path/);
      await expect(storage.get(bad)).rejects.toThrow(/not a stored media path/);
    }
  });
});

describe("the bucket as the adapter writes it", () => {
  it("holds the bytes under the stored path with their type and immutable caching", async () => {
    const data = pattern(300);
    const relative = await s3Storage(s3).put("chat/3", data, "png");
    const object = await inBucket(relative);
    expect(object?.bytes.equals(data)).toBe(true);
    expect(object?.contentType).toBe("image/png");
    expect(object?.cacheControl).toBe("public, max-age=31536000, immutable");
  });

  it("holds a file taken in as it was, with its type and caching (a transcoded video)", async () => {
    const data = pattern(2 * 1024 * 1024 + 5);
    const file = path.join(dir, "taken.mp4");
    await writeFile(file, data);
    await s3Storage(s3).takeFileAt("uploads/videos/3/taken.mp4", file);
    const object = await inBucket("uploads/videos/3/taken.mp4");
    expect(object?.bytes.equals(data)).toBe(true);
    expect(object?.contentType).toBe("video/mp4");
    expect(object?.cacheControl).toBe("public, max-age=31536000, immutable");
  });
});

describe("the start-up check", () => {
  it("passes for the bucket and the disk", async () => {
    await expect(s3Storage(s3).check()).resolves.toBeUndefined();
    await expect(localStorage(path.join(dir, "checked")).check()).resolves.toBeUndefined();
  });

  // (Refused credentials have their own message too; s3rver does not check them.)
  it("says what is wrong: a missing bucket, no server", async () => {
    await expect(s3Storage({ ...s3, bucket: "no-such-bucket" }).check()).rejects.toThrow(
      /^S3 bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+: create it, or set S3_BUCKET to one that does$/,
    );
    // Nothing listens on the discard port.
    await expect(s3Storage({ ...s3, endpoint: "http://127.0.0.1:9" }).check()).rejects.toThrow(
      /S3 bucket "media" at http:\/\/127\.0\.0\.1:9 cannot be reached/,
    );
  });

  it("stops the server from starting on a missing bucket, with the message", async () => {
    const { DATABASE_URL: _d, REDIS_URL: _r, ...rest } = process.env;
    const started = await new Promise<{ code: number | null; err: string }>((resolve) => {
      const child = spawn(process.execPath, [fileURLToPath(new URL("../src/main.ts", import.meta.url))], {
        env: {
          ...rest,
          ...env,
          S3_BUCKET: "no-such-bucket",
          DATA_DIR: path.join(dir, "main"),
          PORT: "0",
          SEED_ON_EMPTY: "0",
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let err = "";
      child.stderr?.on("data", (chunk: Buffer) => {
        err += chunk;
      });
      child.on("exit", (code) => resolve({ code, err }));
    });
    expect(started.code).toBe(2);
    expect(started.err).toMatch(
      /Media storage error: S3 bucket "no-such-bucket" does not exist at http:\/\/127\.0\.0\.1:\d+/,
    );
  });
});

describe("/uploads/ served from the bucket", () => {
  const video = pattern(1000);
  let videoPath: string;
  beforeAll(async () => {
    videoPath = await mediaStorage(t.ctx.config).put("videos/1", video, "mp4");
  });

  it("answers the whole file with the type, immutable caching and nosniff, and HEAD without a body", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/${videoPath}`,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(video)).toBe(true);
    expect(res.headers).toMatchObject({
      "content-type": "video/mp4",
      "content-length": "1000",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
    });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.etag).toBeTruthy();

    const head = await t.app.inject({ method: "HEAD", url: `/${videoPath}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ "content-type": "video/mp4", "content-length": "1000" });
    expect(head.rawPayload.length).toBe(0);

    const again = await t.app.inject({
      method: "GET",
      url: `/${videoPath}`,
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=900-", 900, 999],
    ["bytes=-10", 990, 999],
    ["bytes=500-100000", 500, 999],
  ])("answers Range %s with 206 and the bytes asked for", async (range, start, end) => {
    const res = await t.app.inject({ method: "GET", url: `/${videoPath}`, headers: { range } });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers["content-length"]).toBe(String(end - start + 1));
    expect(res.headers["content-type"]).toBe("video/mp4");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it("answers 416 for a range past the end, and 404 for what is not there or not under uploads/", async () => {
    const past = await t.app.inject({
      method: "GET",
      url: `/${videoPath}`,
      headers: { range: "bytes=1000-" },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe("bytes */1000");

    const missing = await t.app.inject({ method: "GET", url: "/uploads/videos/1/0123456789abcdef.mp4" });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: "HEAD", url: "/uploads/videos/1/none.mp4" })).statusCode).toBe(404);

    // A video source waits under incoming/, which no URL reaches.
    await mediaStorage(t.ctx.config).putAt("incoming/1-secret.mov", Buffer.from("source"));
    for (const url of [
      "/uploads/../incoming/1-secret.mov",
      "/uploads/%2e%2e/incoming/1-secret.mov",
      "/incoming/1-secret.mov",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("source");
    }
  });

  it("serves an image uploaded through /member/index/uploads from the bucket, and 404 once taken down", async () => {
    const m = await signUp(t);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c36" } })
      .jpeg()
      .toBuffer();
    const answer = await upload<ImageUpload>(t, Calls.uploadImage, m.token, {
      field: "file",
      name: "beach.jpg",
      type: "image/jpeg",
      data: photo,
    });
    expect(answer.status).toBe(200);
    const url = answer.data?.url ?? "";
    expect(url).toMatch(new RegExp(`^/uploads/images/${m.id}/[0-9a-f]{32}\\.webp$`));

    // In the bucket, and not on this instance's disk.
    const object = await inBucket(url.slice(1));
    expect(object).toBeDefined();
    expect(existsSync(path.join(t.ctx.config.dataDir, "uploads"))).toBe(false);

    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(res.rawPayload.equals(object?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });

    expect(await takeDown(t.ctx.db, url, new Date())).toBe(true);
    const gone = await t.app.inject({ method: "GET", url });
    expect(gone.statusCode).toBe(404);
    expect(gone.rawPayload.includes(res.rawPayload.subarray(0, 64))).toBe(false);
    expect((await t.app.inject({ method: "GET", url, headers: { range: "bytes=0-9" } })).statusCode).toBe(
      404,
    );
  });
});

describe("a video across two instances sharing the bucket", () => {
  let other: FastifyInstance;
  let otherDir: string;
  let worker: MediaWorker;

  /** A clip of the test pattern with a tone, as a phone would record it. */
  const clip = (seconds: number) => recordClip(path.join(dir, `clip${seconds}.mov`), seconds);

  beforeAll(async () => {
    // The second instance: the same database and bucket, a DATA_DIR of its own.
    otherDir = await mkdtemp(path.join(os.tmpdir(), "s3-other-"));
    const config = { ...t.ctx.config, dataDir: otherDir };
    const ctx = { ...t.ctx, config };
    other = await buildApp(ctx);
    worker = startMediaWorker(ctx, mediaStorage(config), { pollMs: 3_600_000, wakeOnUpload: false });
  });
  afterAll(async () => {
    worker?.stop();
    await other?.close();
    await rm(otherDir, { recursive: true, force: true });
  });

  it("is uploaded on one, transcoded by the other's worker, and served by both with ranges", async () => {
    const m = await signUp(t);
    await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
    const answer = await upload<string>(t, FeedCalls.uploadVideo, m.token, {
      field: "video",
      name: "clip.mov",
      type: "video/quicktime",
      data: await clip(2),
    });
    expect(answer.status).toBe(200);
    const videoPath = String(answer.data);
    const posted = await t.call<{ id: number }>(
      FeedCalls.postTrend,
      { video: videoPath },
      { token: m.token },
    );
    expect(posted.status).toBe(200);

    // The source waits in the bucket, not on the uploading instance's disk.
    const sources = await keys(`incoming/${m.id}-`);
    expect(sources).toHaveLength(1);
    const onDisk = path.join(t.ctx.config.dataDir, "incoming");
    expect(existsSync(onDisk) ? await readdir(onDisk) : []).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `/${videoPath}` })).statusCode).toBe(404);

    expect(await worker.drain()).toBe(1);
    const trend = ((await t.call<Trend[]>(FeedCalls.myTrends, {}, { token: m.token })).data ?? []).find(
      (x) => x.id === posted.data?.id,
    );
    expect(trend).toMatchObject({ video: `/${videoPath}`, state: MediaState.ready });
    // Done: the source is gone from the bucket, and no scratch file is left on the worker's disk.
    expect(await keys(`incoming/${m.id}-`)).toEqual([]);
    expect(await readdir(path.join(otherDir, "work"))).toEqual([]);

    const served = await t.app.inject({ method: "GET", url: `/${videoPath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("video/mp4");
    const file = path.join(dir, "served.mp4");
    await writeFile(file, served.rawPayload);
    expect((await probeVideo(videoTools(), file))?.seconds).toBeCloseTo(2, 0);

    const fromOther = await other.inject({
      method: "GET",
      url: `/${videoPath}`,
      headers: { range: "bytes=0-99" },
    });
    expect(fromOther.statusCode).toBe(206);
    expect(fromOther.headers["content-range"]).toBe(`bytes 0-99/${served.rawPayload.length}`);
    expect(fromOther.rawPayload.equals(served.rawPayload.subarray(0, 100))).toBe(true);

    const poster = await other.inject({ method: "GET", url: trend?.poster ?? "" });
    expect(poster.statusCode).toBe(200);
    expect((await sharp(poster.rawPayload).metadata()).format).toBe("webp");
  });
});

describe("the demo data with a bucket", () => {
  it("puts the drawn avatars and the moments' pictures in the bucket, served from there", async () => {
    const seeded = await testApp(env);
    try {
      await seedDemo(seeded.ctx);
      const [member] = await seeded.ctx.db
        .select({ avatar: users.avatar })
        .from(users)
        .where(like(users.avatar, "/uploads/avatars/demo-%"))
        .limit(1);
      const [post] = await seeded.ctx.db
        .select({ img: trends.img })
        .from(trends)
        .where(ne(trends.img, ""))
        .limit(1);
      for (const [url, type] of [
        [member?.avatar ?? "", "image/png"],
        [post?.img ?? "", "image/webp"],
      ] as const) {
        expect(await inBucket(url.slice(1)), url).toBeDefined();
        const res = await seeded.app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["content-type"]).toBe(type);
        expect((await sharp(res.rawPayload).metadata()).format).toBe(type.slice("image/".length));
      }
      expect(existsSync(path.join(seeded.ctx.config.dataDir, "uploads"))).toBe(false);
    } finally {
      await seeded.close();
    }
    // The whole demo dataset (drawing ~200 avatars, uploading them) on a shared CI machine.
  }, 90_000);
});
