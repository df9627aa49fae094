/**
 * Image uploads of 12-megapixel phone photos through the real route (`/member/index/uploads`,
 * multipart, token as a field) on a server running as a child process, as in production: the
 * throughput one at a time and with all of them at once, and the server's peak RSS (VmHWM, reset
 * after warming up) while they are processed, next to the bare sharp pipeline (the same resize
 * and WebP encoding, nothing around it) run in this process on the same photos in the same run.
 * Goals (issue 12): peak RSS under 1 GB while 20 are uploaded at once, and no upload failing
 * (those beyond the processing concurrency wait).
 *   node bench/images.ts [--uploads 20] [--megapixels 12]
 * The server uses PostgreSQL (DATABASE_URL, by default postgres://postgres@127.0.0.1:5432/test; a
 * database of its own next to it, dropped after), or PGlite when DATABASE_URL is empty or
 * PostgreSQL does not answer. PGlite keeps its database in the server's memory: the server starts
 * some 250 MB larger than with PostgreSQL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Calls, IMAGE_MAX_SIDE } from "@site/contracts";
import pg from "pg";
import sharp from "sharp";

const { values: args } = parseArgs({
  options: { uploads: { type: "string", default: "20" }, megapixels: { type: "string", default: "12" } },
  allowPositionals: true,
  strict: false,
});
const UPLOADS = Number(args.uploads);
const MEGAPIXELS = Number(args.megapixels);
// 4:3, as a phone's main camera: 12 MP is 4000 x 3000.
const HEIGHT = Math.round(Math.sqrt((MEGAPIXELS * 1e6 * 3) / 4));
const WIDTH = Math.round((HEIGHT * 4) / 3);
const RSS_GOAL = 1024 ** 3;

const base = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const name = `bench_images_${process.pid}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-images-"));
let child: ChildProcess | undefined;
let databaseUrl: string | undefined;

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * Photos that compress like real ones (3-5 MB at 12 MP): a smooth scene of soft colour fields
 * under sensor-like noise, each cut from a different place of one wider frame so that no two
 * are the same bytes; every other one stored sideways with an orientation tag, as phones do.
 */
async function photos(n: number): Promise<Buffer[]> {
  const wide = WIDTH + n;
  const tiny = Buffer.alloc(8 * 6 * 3);
  for (let i = 0; i < tiny.length; i++) tiny[i] = Math.floor(Math.random() * 256);
  const scene = await sharp(tiny, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(wide, HEIGHT, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const noise = { width: wide, height: HEIGHT, channels: 3 as const, background: "#808080" };
  const frame = await sharp(scene, { raw: { width: wide, height: HEIGHT, channels: 3 } })
    .composite([
      {
        input: { create: { ...noise, noise: { type: "gaussian", mean: 128, sigma: 20 } } },
        blend: "overlay",
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  const out: Buffer[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      await sharp(frame, { raw: { width: wide, height: HEIGHT, channels: 3 } })
        .extract({ left: i, top: 0, width: WIDTH, height: HEIGHT })
        .jpeg({ quality: 90 })
        .withMetadata({ orientation: i % 2 ? 6 : 1 })
        .toBuffer(),
    );
  }
  return out;
}

/** The pipeline's sharp work alone (media/images.ts without the sniffing and the limits around it). */
async function bare(photo: Buffer): Promise<void> {
  const decoder = sharp(photo);
  await decoder.metadata();
  await decoder
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** A line of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
function status(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? 0) * 1024;
}

function multipart(token: string, photo: Buffer, i: number) {
  const boundary = `----bench${i}${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG_${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

try {
  let started = performance.now();
  const shots = await photos(UPLOADS);
  const average = shots.reduce((sum, p) => sum + p.length, 0) / shots.length;
  console.log(
    `${UPLOADS} photos of ${WIDTH} x ${HEIGHT} (${MEGAPIXELS} MP), ${mb(average)} on average, made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The bare pipeline: one at a time, then all at once (sharp queues them on its own threads).
  await bare(shots[0] as Buffer);
  started = performance.now();
  for (const shot of shots) await bare(shot);
  const bareOne = UPLOADS / ((performance.now() - started) / 1000);
  started = performance.now();
  await Promise.all(shots.map(bare));
  const bareAll = UPLOADS / ((performance.now() - started) / 1000);

  if (base) {
    const admin = new pg.Client({ connectionString: base });
    try {
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    } catch (error) {
      console.log(`PostgreSQL at ${base} did not answer (${String(error)}): the server uses PGlite`);
    } finally {
      await admin.end().catch(() => {});
    }
  }
  // The file server wants its folder at start (it warns otherwise); the first upload would make it.
  await mkdir(path.join(dataDir, "uploads"), { recursive: true });
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const main = fileURLToPath(new URL("../apps/server/src/main.ts", import.meta.url));
  const server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: site,
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: "0",
      AUTO_APPROVE: "1",
      WEB_DIST: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child = server;
  const pid = server.pid as number;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const up = await fetch(`${site}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error("the server did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const registered = await fetch(`${site}${Calls.register}`, {
    method: "POST",
    body: new URLSearchParams({
      username: "photos1",
      email: "photos1@example.com",
      password: "bench-pass1",
      sex: "1",
      birthday: String(Date.UTC(1990, 4, 20)),
      country: "TW",
      interest: "a",
      source: "Web",
    }),
  });
  const atStart = status(pid, "VmRSS");
  const answer = (await registered.json()) as { data?: { token: string } };
  const token = answer.data?.token;
  if (!token) throw new Error(`could not register the bench member: ${JSON.stringify(answer)}`);

  const upload = async (photo: Buffer, i: number) => {
    const { body, type } = multipart(token, photo, i);
    const t0 = performance.now();
    const res = await fetch(`${site}${Calls.uploadImage}`, {
      method: "POST",
      headers: { "content-type": type },
      body,
    });
    const answer = (await res.json().catch(() => ({}))) as { status?: number; key?: string };
    return { ok: res.ok && answer.status === 200, ms: performance.now() - t0, answer };
  };

  // Warm up (the first decode loads libvips' codecs), then reset the peak to the idle size.
  if (!(await upload(shots[0] as Buffer, 0)).ok) throw new Error("the warm-up upload failed");
  const idle = status(pid, "VmRSS");
  writeFileSync(`/proc/${pid}/clear_refs`, "5");

  started = performance.now();
  let failedOne = 0;
  for (const [i, shot] of shots.entries()) if (!(await upload(shot, i)).ok) failedOne++;
  const oneAtATime = UPLOADS / ((performance.now() - started) / 1000);
  const peakOne = status(pid, "VmHWM");

  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  let sampled = 0;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, status(pid, "VmRSS"));
  }, 20);
  started = performance.now();
  const all = await Promise.all(shots.map((shot, i) => upload(shot, UPLOADS + i)));
  const wall = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peakAll = status(pid, "VmHWM");
  const failedAll = all.filter((r) => !r.ok);
  const latencies = all.map((r) => r.ms).sort((a, b) => a - b);

  const row = (label: string, rate: number, ratio?: number) =>
    console.log(
      `${label.padEnd(36)} ${rate.toFixed(2).padStart(6)} photos/s${ratio === undefined ? "" : `   ${(ratio * 100).toFixed(0)}% of bare sharp's`}`,
    );
  console.log(`database: ${databaseUrl ? "postgres" : "pglite"}; ${os.availableParallelism()} cores`);
  row("bare sharp, one at a time", bareOne);
  row(`bare sharp, ${UPLOADS} at once`, bareAll);
  row("upload route, one at a time", oneAtATime, oneAtATime / bareOne);
  row(`upload route, ${UPLOADS} at once`, UPLOADS / wall, UPLOADS / wall / bareAll);
  console.log(
    `${UPLOADS} at once: latency first ${((latencies[0] ?? 0) / 1000).toFixed(1)} s, median ${((latencies[Math.floor(UPLOADS / 2)] ?? 0) / 1000).toFixed(1)} s, last ${((latencies.at(-1) ?? 0) / 1000).toFixed(1)} s`,
  );
  console.log(
    `server RSS: started ${mb(atStart)}, after a first upload ${mb(idle)}; peak one at a time ${mb(peakOne)}; peak ${UPLOADS} at once ${mb(peakAll)} (sampled every 20 ms: ${mb(sampled)})`,
  );
  if (failedAll.length > 0) console.log(`failed answers: ${JSON.stringify(failedAll[0]?.answer)}`);
  const mark = (ok: boolean) => (ok ? "PASS" : "MISS");
  console.log(`  ${mark(peakAll < RSS_GOAL)}  peak RSS under 1 GB with ${UPLOADS} at once (${mb(peakAll)})`);
  console.log(
    `  ${mark(failedOne + failedAll.length === 0)}  no upload failed (${failedAll.length} of ${UPLOADS} at once, ${failedOne} one at a time)`,
  );
} finally {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await Promise.race([once(child, "exit"), new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  if (databaseUrl) {
    const cleanup = new pg.Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
  await rm(dataDir, { recursive: true, force: true });
}
