/**
 * Several server processes on one PostgreSQL for the list benches (issue 16), next to as many
 * bare Fastify hello processes: the same number of processes on each side, so the ratio says
 * what the site costs, not how many cores a side had. Not a bench itself (bench/run.ts skips it).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const MAIN = fileURLToPath(new URL("../apps/server/src/main.ts", import.meta.url));
const HELLO = `
  const Fastify = (await import("fastify")).default;
  const app = Fastify();
  app.get("/", async () => ({ hello: "world" }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  console.log("Server listening at http://127.0.0.1:" + app.server.address().port);
`;

export interface Processes {
  urls: string[];
  stop(): Promise<void>;
}

function listening(child: ChildProcess, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`${what}: no start within 60 s\n${out}`)), 60_000);
    const look = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", look);
    child.stderr?.on("data", look);
    child.on("exit", (code) => reject(new Error(`${what} exited (${code}) before listening\n${out}`)));
  });
}

async function startAll(children: ChildProcess[], what: string): Promise<Processes> {
  const urls = await Promise.all(children.map((child) => listening(child, what)));
  // Read no further: a pipe nobody drains would stall the process writing to it.
  for (const child of children) {
    child.stdout?.removeAllListeners("data").resume();
    child.stderr?.removeAllListeners("data").resume();
  }
  return { urls, stop: () => stopAll(children) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `n` site instances (node main.ts) on the database `databaseUrl`, without the web app or a
 * seed, logging warnings only (as the in-process runs log nothing); ready when /readyz says so.
 */
export async function startInstances(n: number, databaseUrl: string): Promise<Processes> {
  const ports = await Promise.all(Array.from({ length: n }, freePort));
  // Media on disk is shared by the instances (as a bucket or a shared volume would be).
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-instances-"));
  mkdirSync(path.join(dataDir, "uploads"));
  const children = ports.map((port) =>
    spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        SEED_ON_EMPTY: "0",
        WEB_DIST: "",
        LOG_LEVEL: "warn",
        REDIS_URL: "",
      },
      stdio: ["ignore", "inherit", "inherit"],
    }),
  );
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const deadline = Date.now() + 60_000;
  for (const url of urls) {
    for (;;) {
      const ready = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`site instance at ${url}: not ready within 60 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    urls,
    async stop() {
      await stopAll(children);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stopAll(children: ChildProcess[]): Promise<void> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  ).then(() => undefined);
}

/** `n` bare Fastify processes answering GET / with a small JSON. */
export function startHellos(n: number): Promise<Processes> {
  const children = Array.from({ length: n }, () =>
    spawn(process.execPath, ["--input-type=module", "-e", HELLO], { stdio: ["ignore", "pipe", "pipe"] }),
  );
  return startAll(children, "hello process");
}

/** Requests per second, and latencies in ms to the microsecond. */
export type Figures = { rps: number; p50: number; p99: number };

/** The `q` quantile of ascending `sorted` (nearest rank). */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/**
 * Load spread evenly over the processes (`connections` in all), as a balancer would: req/s
 * summed, latencies the worst process's. The latencies are each response's own time as autocannon
 * measures it (a fraction of a ms), not its histogram's percentiles: that histogram holds whole
 * milliseconds, and at a p50 near 1 ms a ratio such as p99/p50 moved by half on rounding alone.
 */
export async function measureSpread(
  urls: string[],
  path: string,
  connections: number,
  seconds: number,
  body?: string,
): Promise<Figures> {
  const results = await Promise.all(
    urls.map(async (base) => {
      const times: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon(
          {
            url: `${base}${path}`,
            connections: Math.max(1, Math.round(connections / urls.length)),
            duration: seconds,
            method: body ? "POST" : "GET",
            ...(body ? { body, headers: { "content-type": "application/x-www-form-urlencoded" } } : {}),
          },
          (error, answer) => (error ? reject(error) : resolve(answer)),
        );
        run.on("response", (_client, _status, _bytes, ms) => times.push(ms));
      });
      times.sort((a, b) => a - b);
      return { result, p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
    }),
  );
  for (const { result } of results) {
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${urls[0]}${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return {
    rps: results.reduce((sum, r) => sum + r.result.requests.average, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
  };
}
