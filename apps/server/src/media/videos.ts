/**
 * The video upload of spec §7 (/member/index/uploadVideo) and its transcoding, off the request
 * path: the upload is sniffed and probed, kept aside under DATA_DIR/incoming, recorded in
 * `uploads` as processing with the path it will have, and a durable job transcodes it. Until the
 * job is done the trend shows a processing state; a transcode that fails for good marks the
 * upload failed, which the member's trend says.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MediaState, VIDEO_MAX_SECONDS } from "@site/contracts";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { AppContext } from "../context.ts";
import { uploads } from "../db/schema.ts";
import { claim, complete, enqueue, failed, type Job } from "./queue.ts";
import type { MediaStorage } from "./storage.ts";
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
  source: string;
  output: string;
  poster: string;
}

export type VideoUploadResult =
  | { ok: true; path: string }
  | { ok: false; status: number; key: "upload.notVideo" | "upload.videoTooLong"; max?: number };

/** Checks and keeps an uploaded video, and queues its transcoding. Answers the path it will have. */
export async function acceptVideo(
  ctx: AppContext,
  memberId: number,
  data: Buffer,
): Promise<VideoUploadResult> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !VIDEO_MIMES.has(type.mime)) return { ok: false, status: 415, key: "upload.notVideo" };
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 32);
  const incoming = path.join(ctx.config.dataDir, "incoming");
  await mkdir(incoming, { recursive: true });
  const source = path.join(incoming, `${memberId}-${hash}.${type.ext}`);
  await writeFile(source, data);
  const probe = await probeVideo(videoTools(), source);
  if (!probe) {
    await rm(source, { force: true });
    return { ok: false, status: 415, key: "upload.notVideo" };
  }
  // A little slack over the limit: containers round their durations.
  if (probe.seconds > VIDEO_MAX_SECONDS + 0.5) {
    await rm(source, { force: true });
    return { ok: false, status: 422, key: "upload.videoTooLong", max: VIDEO_MAX_SECONDS };
  }
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
        bytes: data.length,
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
  if (!queued) await rm(source, { force: true });
  wakeMediaWorkers();
  return { ok: true, path: output };
}

async function runTranscode(ctx: AppContext, storage: MediaStorage, job: TranscodeJob): Promise<void> {
  const tools = videoTools();
  const probe = await probeVideo(tools, job.source);
  if (!probe) throw new Error("the source is not a readable video");
  const work = `${job.source}.work`;
  await mkdir(work, { recursive: true });
  try {
    const mp4 = path.join(work, "out.mp4");
    const webp = path.join(work, "poster.webp");
    await transcodeVideo(tools, job.source, mp4, webp, probe);
    const [video, poster] = await Promise.all([readFile(mp4), readFile(webp)]);
    await storage.putAt(job.poster, poster);
    await storage.putAt(job.output, video);
    await ctx.db
      .update(uploads)
      .set({ state: MediaState.ready, bytes: video.length })
      .where(eq(uploads.id, job.uploadId));
    await rm(job.source, { force: true });
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
      await rm(payload.source, { force: true });
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
