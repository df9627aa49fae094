/**
 * The video upload of spec §7 (/member/index/uploadVideo) and its transcoding, off the request
 * path: the upload arrives as a file on this instance's disk (media/receive.ts, never whole in
 * memory), is sniffed and probed there, kept aside in the media storage under incoming/ (on disk
 * under DATA_DIR, or in the bucket, where the job finds it whichever instance runs it), recorded
 * in `uploads` as processing with the path it will have, and a durable job transcodes it. Until
 * the job is done the trend shows a processing state; a transcode that fails for good marks the
 * upload failed, which the member's trend says. The source is removed once it is no longer needed.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import path from "node:path";
import { MediaState, VIDEO_MAX_SECONDS } from "@site/contracts";
import { eq } from "drizzle-orm";
import { fileTypeFromFile } from "file-type";
import type { AppContext } from "../context.ts";
import { uploads } from "../db/schema.ts";
import { forgetFeed } from "../services/feed.ts";
import { claim, complete, enqueue, failed, type Job } from "./queue.ts";
import type { OnDisk } from "./receive.ts";
import { type MediaStorage, mediaStorage } from "./storage.ts";
import { probeVideo, transcodeVideo, videoTools } from "./video.ts";

const VIDEO_MIMES = new Set([
  "video/mp4",
  "video/quicktime",
  "video/webm",
  "video/x-msvideo",
  "video/x-matroska",
  "video/x-m4v",
  "video/3gpp",
]);

interface TranscodeJob {
  uploadId: number;
  /** Its path in the media storage (`incoming/...`); an absolute path is a local file, from jobs queued before. */
  source: string;
  output: string;
  poster: string;
}

export type VideoUploadResult =
  | { ok: true; path: string }
  | { ok: false; status: number; key: "upload.notVideo" | "upload.videoTooLong"; max?: number };

/**
 * Checks and keeps an uploaded video (the file it arrived as, which is moved into the storage when
 * kept; the caller removes it otherwise), and queues its transcoding. Answers the path it will have.
 */
export async function acceptVideo(
  ctx: AppContext,
  memberId: number,
  upload: OnDisk,
): Promise<VideoUploadResult> {
  const type = await fileTypeFromFile(upload.file);
  if (!type || !VIDEO_MIMES.has(type.mime)) return { ok: false, status: 415, key: "upload.notVideo" };
  const hash = upload.sha256.slice(0, 32);
  const probe = await probeVideo(videoTools(), upload.file);
  if (!probe) return { ok: false, status: 415, key: "upload.notVideo" };
  // A little slack over the limit: containers round their durations.
  if (probe.seconds > VIDEO_MAX_SECONDS + 0.5) {
    return { ok: false, status: 422, key: "upload.videoTooLong", max: VIDEO_MAX_SECONDS };
  }
  // Each upload's own source (the same video sent twice while its first job waits must not lose
  // that job's source), stored before the job exists, so any instance that claims it finds it.
  const storage = mediaStorage(ctx.config);
  const source = `incoming/${memberId}-${hash}-${randomBytes(6).toString("hex")}.${type.ext}`;
  await storage.takeFileAt(source, upload.file);
  const output = `uploads/videos/${memberId}/${hash}.mp4`;
  const poster = `uploads/videos/${memberId}/${hash}.webp`;
  const at = ctx.now();
  const queued = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(uploads)
      .values({
        userId: memberId,
        path: output,
        kind: "video",
        mime: "video/mp4",
        bytes: upload.bytes,
        width: probe.width,
        height: probe.height,
        state: MediaState.processing,
        poster,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: uploads.id });
    // The same video uploaded again is the same file: its first job does the work.
    if (row)
      await enqueue(tx, "transcode", { uploadId: row.id, source, output, poster } satisfies TranscodeJob, at);
    return row !== undefined;
  });
  if (!queued) await storage.remove(source);
  wakeMediaWorkers();
  return { ok: true, path: output };
}

/** A fresh scratch folder under DATA_DIR/work (this instance's disk, whatever the storage). */
async function workDir(dataDir: string, prefix: string): Promise<string> {
  const parent = path.join(dataDir, "work");
  await mkdir(parent, { recursive: true });
  return mkdtemp(path.join(parent, prefix));
}

/** A source left behind costs space, not correctness: failing to remove it fails nothing. */
async function removeSource(ctx: AppContext, storage: MediaStorage, source: string): Promise<void> {
  try {
    if (path.isAbsolute(source)) await rm(source, { force: true });
    else await storage.remove(source);
  } catch (error) {
    ctx.log.warn({ err: error, source }, "could not remove a video source");
  }
}

async function runTranscode(ctx: AppContext, storage: MediaStorage, job: TranscodeJob): Promise<void> {
  const tools = videoTools();
  const work = await workDir(ctx.config.dataDir, "transcode-");
  try {
    let input = job.source;
    if (!path.isAbsolute(job.source)) {
      input = path.join(work, `source${path.extname(job.source)}`);
      await storage.download(job.source, input);
    }
    const probe = await probeVideo(tools, input);
    if (!probe) throw new Error("the source is not a readable video");
    const mp4 = path.join(work, "out.mp4");
    const webp = path.join(work, "poster.webp");
    await transcodeVideo(tools, input, mp4, webp, probe);
    // Stored from the files, never read whole into memory.
    const bytes = (await stat(mp4)).size;
    await storage.takeFileAt(job.poster, webp);
    await storage.takeFileAt(job.output, mp4);
    await ctx.db.update(uploads).set({ state: MediaState.ready, bytes }).where(eq(uploads.id, job.uploadId));
    // The moment stops saying "processing" at its next page, not a cached one later.
    forgetFeed();
    await removeSource(ctx, storage, job.source);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function runJob(ctx: AppContext, storage: MediaStorage, job: Job): Promise<void> {
  const payload = job.payload as TranscodeJob;
  try {
    if (job.kind !== "transcode") throw new Error(`unknown job kind ${job.kind}`);
    await runTranscode(ctx, storage, payload);
    await complete(ctx.db, job, ctx.now());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = await failed(ctx.db, job, message, ctx.now());
    ctx.log.warn({ job: job.id, attempts: job.attempts, final, err: message }, "media job failed");
    if (final) {
      await ctx.db.update(uploads).set({ state: MediaState.failed }).where(eq(uploads.id, payload.uploadId));
      forgetFeed();
      await removeSource(ctx, storage, payload.source);
    }
  }
}

export interface MediaWorker {
  /** Runs due jobs until none is left (tests, and the wake-up after an upload). */
  drain(): Promise<number>;
  stop(): void;
}

const workers = new Set<MediaWorker>();

/** Starts work on a new job at once in this process instead of at the next poll. */
export function wakeMediaWorkers(): void {
  for (const worker of workers) worker.drain().catch(() => {});
}

/**
 * Polls the queue and runs one job at a time (transcoding takes a core; a 2-core instance keeps
 * the other for requests). Several instances share the queue safely.
 */
export function startMediaWorker(
  ctx: AppContext,
  storage: MediaStorage,
  options: { pollMs?: number; wakeOnUpload?: boolean } = {},
): MediaWorker {
  const { pollMs = 5_000, wakeOnUpload = true } = options;
  let running: Promise<number> | undefined;
  let stopped = false;
  const drainOnce = async () => {
    let done = 0;
    while (!stopped) {
      const job = await claim(ctx.db, ctx.now());
      if (!job) break;
      await runJob(ctx, storage, job);
      done += 1;
    }
    return done;
  };
  const worker: MediaWorker = {
    drain() {
      // One loop at a time per instance; a caller that arrives meanwhile waits for it, then looks again.
      const next = (running ?? Promise.resolve(0)).then(drainOnce);
      const tracked: Promise<number> = next
        .catch(() => 0)
        .finally(() => {
          if (running === tracked) running = undefined;
        });
      running = tracked;
      return next;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      workers.delete(worker);
    },
  };
  const timer = setInterval(() => {
    if (!running)
      worker.drain().catch((error: unknown) => ctx.log.error({ err: error }, "media worker failed"));
  }, pollMs);
  timer.unref();
  if (wakeOnUpload) workers.add(worker);
  return worker;
}
