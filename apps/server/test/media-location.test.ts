/**
 * No location anywhere served (issue 15): a photo taken with GPS in its EXIF and XMP, and a video
 * with a location tag, go through every upload call; what the site then serves at the answered
 * address carries no GPS, no location and no camera metadata.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Calls, ChatCalls, FeedCalls, type ImageUpload } from "@site/contracts";
import sharp, { type Metadata } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaStorage } from "../src/media/storage.ts";
import { videoTools } from "../src/media/video.ts";
import { type MediaWorker, startMediaWorker } from "../src/media/videos.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { multipartBody, recordClip, signUp, type TestApp, testApp, upload } from "./helper.ts";

const run = promisify(execFile);
let t: TestApp;
let worker: MediaWorker;
let dir: string;

beforeAll(async () => {
  t = await testApp();
  dir = await mkdtemp(path.join(os.tmpdir(), "located-"));
  // The test decides when the video is transcoded.
  worker = startMediaWorker(t.ctx, mediaStorage(t.ctx.config), { pollMs: 3_600_000, wakeOnUpload: false });
});
afterAll(async () => {
  worker.stop();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** Taipei 101, as a phone writes it: degrees, minutes, seconds. */
const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "25/1 2/1 1188/100",
  GPSLongitudeRef: "E",
  GPSLongitude: "121/1 33/1 5640/100",
  GPSAltitude: "508/1",
};
const XMP_GPS =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="25,2.198N" exif:GPSLongitude="121,33.94E"/>' +
  "</rdf:RDF></x:xmpmeta>";

/** A JPEG the way a phone camera writes one: EXIF with the camera and the GPS position, and XMP. */
async function locatedJpeg(side = 640): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: "#5a8" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo", Model: "Phone 15" }, IFD3: GPS })
    .withXmp(XMP_GPS)
    .toBuffer();
}

/** Whether an EXIF block (as sharp's metadata gives it: "Exif\0\0" and a TIFF) points to a GPS IFD. */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** What the site serves at `url` (as a browser would fetch it), and what sharp reads of it. */
async function served(url: string) {
  const res = await t.app.inject({ method: "GET", url: url.startsWith("/") ? url : `/${url}` });
  expect(res.statusCode).toBe(200);
  const bytes = res.rawPayload;
  return { bytes, meta: await sharp(bytes).metadata() };
}

function expectNoLocation(file: { bytes: Buffer; meta: Metadata }) {
  if (file.meta.exif) expect(hasGpsIfd(file.meta.exif)).toBe(false);
  expect(file.meta.xmp).toBeUndefined();
  // Nor anywhere else in the file: not the camera, not the coordinates in any spelling.
  const text = file.bytes.toString("latin1");
  for (const needle of ["PhoneCo", "GPSLatitude", "25,2.198N", "1188/100"])
    expect(text).not.toContain(needle);
}

async function goldMember() {
  const m = await signUp(t);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}

describe("a photo with its location", () => {
  it("really carries GPS in EXIF and XMP before it is uploaded (the test can fail)", async () => {
    const original = await locatedJpeg();
    const meta = await sharp(original).metadata();
    expect(meta.exif && hasGpsIfd(meta.exif)).toBe(true);
    expect(meta.xmp?.toString()).toContain("GPSLatitude");
  });

  it("is served without it as an avatar", async () => {
    const m = await signUp(t);
    const answer = await upload<string>(t, Calls.uploadAvatar, m.token, {
      field: "img",
      name: "IMG_0001.jpg",
      type: "image/jpeg",
      data: await locatedJpeg(),
    });
    expect(answer.status).toBe(200);
    expectNoLocation(await served(String(answer.data)));
  });

  it("is served without it in the album, in a trend and as a background", async () => {
    const m = await goldMember();
    const answer = await upload<ImageUpload>(t, Calls.uploadImage, m.token, {
      field: "file",
      name: "IMG_0002.jpg",
      type: "image/jpeg",
      data: await locatedJpeg(1200),
    });
    expect(answer.status).toBe(200);
    const url = answer.data?.url as string;
    expectNoLocation(await served(url));
    // Posted where members see it, the same file is what they get.
    expect((await t.call(FeedCalls.postPhoto, { img: url }, { token: m.token })).status).toBe(200);
    expect(
      (await t.call(FeedCalls.postTrend, { content: "view", img: url }, { token: m.token })).status,
    ).toBe(200);
    expect((await t.call(FeedCalls.postBackPhoto, { img: url }, { token: m.token })).status).toBe(200);
    const detail = await t.call<{ backphotos: { img: string }[] }>(
      "/member/index/userdetail",
      { id: m.id },
      { token: m.token },
    );
    expect(detail.data?.backphotos.length).toBe(1);
    for (const back of detail.data?.backphotos ?? []) expectNoLocation(await served(back.img));
  });

  it("is served without it in chat", async () => {
    const m = await goldMember();
    const { boundary, body } = multipartBody(
      {},
      { field: "file", name: "IMG_0003.jpg", type: "image/jpeg", data: await locatedJpeg() },
    );
    const res = await t.app.inject({
      method: "POST",
      url: ChatCalls.chatUpload,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${m.token}`,
      },
      payload: body,
    });
    const answer = res.json() as { status: number; data?: { path: string } };
    expect(answer.status).toBe(200);
    expectNoLocation(await served(answer.data?.path as string));
  });
});

describe("a video with its location", () => {
  async function tags(file: string): Promise<Record<string, string>> {
    const { stdout } = await run(videoTools().ffprobe, [
      ...["-v", "error", "-print_format", "json", "-show_entries", "format_tags:stream_tags", file],
    ]);
    const probe = JSON.parse(stdout) as {
      format?: { tags?: Record<string, string> };
      streams?: { tags?: Record<string, string> }[];
    };
    return Object.assign({}, probe.format?.tags, ...(probe.streams ?? []).map((s) => s.tags ?? {}));
  }

  it("is served without the location (and its poster too)", async () => {
    const m = await goldMember();
    const plain = path.join(dir, "plain.mov");
    await recordClip(plain, 1);
    const located = path.join(dir, "located.mov");
    await run(videoTools().ffmpeg, [
      ...["-v", "error", "-y", "-i", plain, "-c", "copy"],
      ...["-metadata", "location=+25.0339+121.5645/", "-metadata", "make=PhoneCo", located],
    ]);
    // The source really carries it.
    const before = await tags(located);
    expect(JSON.stringify(before)).toContain("+25.0339+121.5645");

    const answer = await upload<string>(t, FeedCalls.uploadVideo, m.token, {
      field: "video",
      name: "IMG_0004.mov",
      type: "video/quicktime",
      data: await readFile(located),
    });
    expect(answer.status).toBe(200);
    expect(await worker.drain()).toBe(1);
    const res = await t.app.inject({ method: "GET", url: `/${answer.data}` });
    expect(res.statusCode).toBe(200);
    const servedFile = path.join(dir, "served.mp4");
    await writeFile(servedFile, res.rawPayload);
    const after = await tags(servedFile);
    expect(Object.keys(after).filter((k) => /location|xyz|make|model/i.test(k))).toEqual([]);
    expect(res.rawPayload.toString("latin1")).not.toContain("+25.0339");
    expect(res.rawPayload.toString("latin1")).not.toContain("PhoneCo");
    // Its poster is a picture served beside it.
    const trend = await t.call<{ id: number }>(
      FeedCalls.postTrend,
      { content: "clip", video: String(answer.data) },
      { token: m.token },
    );
    expect(trend.status).toBe(200);
    const mine = await t.call<{ id: number; poster?: string }[]>(FeedCalls.myTrends, {}, { token: m.token });
    const poster = mine.data?.find((x) => x.id === trend.data?.id)?.poster;
    expect(poster).toBeTruthy();
    expectNoLocation(await served(poster as string));
  });
});
