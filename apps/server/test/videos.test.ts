/**
 * Videos (spec §7 /member/index/uploadVideo, §4 video tab): a clip made in the test by ffmpeg is
 * uploaded as the spec's client does, shows as processing, is transcoded by the durable job to
 * H.264/AAC MP4 with fast start and a poster, and is then served with Range support. What is not
 * a video, or too long, is refused; only Add_video may upload.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { FeedCalls, MediaState, type PhotoListAnswer, type Trend, VIDEO_MAX_SECONDS } from "@site/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaJobs } from "../src/db/schema.ts";
import { type MediaStorage, mediaStorage } from "../src/media/storage.ts";
import { probeVideo, videoTools } from "../src/media/video.ts";
import { type MediaWorker, startMediaWorker } from "../src/media/videos.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { recordClip, signUp, type TestApp, testApp, upload } from "./helper.ts";

const run = promisify(execFile);
let t: TestApp;
let worker: MediaWorker;
let storage: MediaStorage;
let dir: string;

/** A clip of the test pattern with a tone, as a phone would record it (small, to stay quick). */
const clip = (seconds: number, name = `clip${seconds}.mov`) => recordClip(path.join(dir, name), seconds);

beforeAll(async () => {
  t = await testApp();
  dir = await mkdtemp(path.join(os.tmpdir(), "clips-"));
  // The worker runs only when the test drains it: the test decides when transcoding happens.
  storage = mediaStorage(t.ctx.config);
  worker = startMediaWorker(t.ctx, storage, {
    pollMs: 3_600_000,
    wakeOnUpload: false,
  });
});
afterAll(async () => {
  worker.stop();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function goldMember() {
  const m = await signUp(t);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}

const uploadVideo = (token: string, data: Buffer, name = "clip.mov", type = "video/quicktime") =>
  upload<string>(t, FeedCalls.uploadVideo, token, { field: "video", name, type, data });

describe("/member/index/uploadVideo", () => {
  it("accepts a clip, shows it processing, then serves an H.264/AAC MP4 with fast start, a poster and ranges", async () => {
    const m = await goldMember();
    const answer = await uploadVideo(m.token, await clip(2));
    expect(answer.status).toBe(200);
    const videoPath = String(answer.data);
    expect(videoPath).toMatch(/^uploads\/videos\/\d+\/[0-9a-f]{32}\.mp4$/);

    const posted = await t.call<{ id: number }>(
      FeedCalls.postTrend,
      { content: "My first clip", video: videoPath },
      { token: m.token },
    );
    expect(posted.status).toBe(200);
    await t.call(FeedCalls.postPhoto, { video: videoPath }, { token: m.token });
    const mine = async () =>
      ((await t.call<Trend[]>(FeedCalls.myTrends, {}, { token: m.token })).data ?? []).find(
        (x) => x.id === posted.data?.id,
      );
    expect(await mine()).toMatchObject({ video: `/${videoPath}`, state: MediaState.processing });

    expect(await worker.drain()).toBe(1);
    const ready = await mine();
    expect(ready).toMatchObject({ state: MediaState.ready });
    expect(ready?.poster).toMatch(/\.webp$/);

    const served = await t.app.inject({ method: "GET", url: `/${videoPath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("video/mp4");
    const file = path.join(dir, "served.mp4");
    await writeFile(file, served.rawPayload);
    const { stdout } = await run(videoTools().ffprobe, [
      "-v",
      "error",
      "-print_format",
      "json",
      "-show_streams",
      file,
    ]);
    const streams = (JSON.parse(stdout) as { streams: { codec_name: string }[] }).streams.map(
      (s) => s.codec_name,
    );
    expect(streams).toEqual(expect.arrayContaining(["h264", "aac"]));
    // Fast start: the index (moov) comes before the media data (mdat).
    const bytes = served.rawPayload;
    expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
    expect((await probeVideo(videoTools(), file))?.seconds).toBeCloseTo(2, 0);

    const range = await t.app.inject({
      method: "GET",
      url: `/${videoPath}`,
      headers: { range: "bytes=0-99" },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
    const poster = await t.app.inject({ method: "GET", url: ready?.poster ?? "" });
    expect((await sharp(poster.rawPayload).metadata()).format).toBe("webp");

    // The album's video list: for a gold viewer, with vipStatus 1.
    const viewer = await goldMember();
    const list = (await t.call(
      FeedCalls.hisPhotos,
      { userid: m.id, type: 2 },
      { token: viewer.token },
    )) as unknown as PhotoListAnswer;
    expect(list.vipStatus).toBe(1);
    expect(list.data[0]?.list[0]).toMatchObject({ type: 2, video: `/${videoPath}`, state: MediaState.ready });
  });

  it("refuses what is not a video whatever its name, a clip over the limit, and a member without Add_video", async () => {
    const m = await goldMember();
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(await uploadVideo(m.token, png, "clip.mp4", "video/mp4")).toMatchObject({
      status: 415,
      key: "upload.notVideo",
    });
    // An MP4 header over bytes that decode as nothing.
    const fake = Buffer.concat([
      Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex"),
      Buffer.alloc(4000, 7),
    ]);
    expect(await uploadVideo(m.token, fake, "clip.mp4", "video/mp4")).toMatchObject({ status: 415 });
    expect(await uploadVideo(m.token, await clip(VIDEO_MAX_SECONDS + 3))).toMatchObject({
      status: 422,
      key: "upload.videoTooLong",
    });
    const free = await signUp(t);
    expect(await uploadVideo(free.token, await clip(1, "free.mov"))).toMatchObject({ status: 403 });
    expect(await upload(t, FeedCalls.uploadVideo, m.token)).toMatchObject({ status: 400 });
    // Nothing was queued for any of them.
    expect(await worker.drain()).toBe(0);
  });

  it("marks the video failed after its last attempt, and the trend tells its owner", async () => {
    const m = await goldMember();
    const answer = await uploadVideo(m.token, await clip(1, "doomed.mov"));
    const videoPath = String(answer.data);
    const posted = await t.call<{ id: number }>(
      FeedCalls.postTrend,
      { video: videoPath },
      { token: m.token },
    );
    // The kept source vanishes (a disk lost between instances): every attempt fails.
    const queued = (await t.ctx.db.select().from(mediaJobs)).filter((j) => j.state === 0);
    expect(queued).toHaveLength(1);
    const source = String((queued[0]?.payload as { source?: string } | undefined)?.source);
    expect(await storage.stat(source)).toBeDefined();
    await storage.remove(source);
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.ctx.db
        .update(mediaJobs)
        .set({ runAfter: new Date(0) })
        .where(eq(mediaJobs.state, 0));
      await worker.drain();
    }
    const [after] = await t.ctx.db
      .select()
      .from(mediaJobs)
      .where(eq(mediaJobs.id, queued[0]?.id ?? 0));
    expect(after).toMatchObject({ state: 3, attempts: 3 });
    expect(after?.lastError).toBeTruthy();
    const trend = ((await t.call<Trend[]>(FeedCalls.myTrends, {}, { token: m.token })).data ?? []).find(
      (x) => x.id === posted.data?.id,
    );
    expect(trend?.state).toBe(MediaState.failed);
  });
});
