/**
 * What the fault tests run, as real processes: a PostgreSQL cluster and a Redis server of their
 * own (never the machine's shared ones, which the tests stop and restart), server instances
 * (`node apps/server/src/main.ts`, configured from the environment as in production), nginx from
 * deploy/nginx.conf with the test's upstreams, and the chat clients in a child process.
 */
import { type ChildProcess, execFileSync, fork, spawn } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { hashSecret, newSecret } from "../../src/lib/tokens.ts";
import type { FromLoad, LoadMember, LoadReport, ToLoad } from "./chat-load.ts";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
/** Debian's PostgreSQL binaries (the newest installed), or PG_BIN. */
const PG_BIN =
  process.env.PG_BIN ??
  `/usr/lib/postgresql/${existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort().at(-1) : "15"}/bin`;
export const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
const REDIS_SERVER = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers true or `ms` pass; answers how long it took, or fails. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 20_000) {
  const started = Date.now();
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

/** Everything a test started, stopped in reverse order by `cleanup` (also after a failure). */
export class Stack {
  readonly #stops: (() => Promise<void> | void)[] = [];
  add(stop: () => Promise<void> | void) {
    this.#stops.unshift(stop);
  }
  async cleanup() {
    for (const stop of this.#stops.splice(0)) {
      try {
        await stop();
      } catch (error) {
        console.error("cleanup:", error);
      }
    }
  }
}

export function tempDir(stack: Stack, name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `faults-${name}-`));
  stack.add(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A PostgreSQL cluster of the test's own. PostgreSQL refuses to run as root: then as `postgres`. */
export async function startPostgres(stack: Stack, port: number) {
  const dir = tempDir(stack, "pg");
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = execFileSync("id", ["-u", "postgres"]).toString().trim();
    const gid = execFileSync("id", ["-g", "postgres"]).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
    chmodSync(dir, 0o700);
  }
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(PG_BIN, bin), ...args], { stdio: "pipe" })
      : execFileSync(path.join(PG_BIN, bin), args, { stdio: "pipe" });
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const log = path.join(dir, "log");
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run("pg_ctl", ["-D", data, "-o", options, "-l", log, "-w", "-t", "30", "start"]);
    },
    /** `fast`: what a restart by an operator or an orchestrator does (sessions ended, clean stop). */
    stop(mode: "fast" | "immediate" = "fast") {
      run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]);
    },
    running: () => existsSync(path.join(data, "postmaster.pid")),
  };
  cluster.start();
  stack.add(() => {
    if (cluster.running()) cluster.stop("immediate");
  });
  return cluster;
}

/** A Redis server of the test's own, as a child process (killed to simulate its loss). */
export async function startRedis(stack: Stack, port: number) {
  let proc: ChildProcess | undefined;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      proc = spawn(
        REDIS_SERVER,
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { stdio: "ignore" },
      );
      await waitFor(`redis on ${port}`, () => tcpAnswers(port), 10_000);
    },
    /** Gone at once, as a crashed or restarted server is: every client's connection drops. */
    async kill() {
      if (!proc || proc.exitCode !== null) return;
      const exited = once(proc, "exit");
      proc.kill("SIGKILL");
      await exited;
    },
  };
  await redis.start();
  stack.add(() => redis.kill());
  return redis;
}

async function tcpAnswers(port: number): Promise<boolean> {
  const { connect } = await import("node:net");
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export interface Instance {
  port: number;
  base: string;
  proc: ChildProcess;
  /** Set when the process exited, with its code or signal. */
  exited: () => string | undefined;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A server instance as production runs it: `node apps/server/src/main.ts`, configured by env. */
export async function startInstance(
  stack: Stack,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  const dataDir = tempDir(stack, `app${port}`);
  const proc = spawn(process.execPath, [path.join(ROOT, "apps/server/src/main.ts")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: "0",
      WEB_DIST: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    // Kept whole up to a few megabytes: a test reads it for what must never be logged (a token).
    output = (output + chunk.toString("utf8")).slice(-4_000_000);
  };
  proc.stdout?.on("data", keep);
  proc.stderr?.on("data", keep);
  let exited: string | undefined;
  proc.on("exit", (code, signal) => {
    exited = signal ?? `code ${code}`;
  });
  const instance: Instance = {
    port,
    base: `http://127.0.0.1:${port}`,
    proc,
    exited: () => exited,
    output: () => output,
    async kill(signal = "SIGKILL") {
      if (exited !== undefined) return;
      const gone = once(proc, "exit");
      proc.kill(signal);
      await gone;
    },
  };
  stack.add(() => instance.kill());
  // Listening comes after migrations and the context: any answer means it is up.
  await waitFor(
    `instance on ${port}`,
    async () => {
      if (exited !== undefined) throw new Error(`instance on ${port} exited (${exited}):\n${output}`);
      await fetch(`${instance.base}/healthz`, { signal: AbortSignal.timeout(1000) });
      return true;
    },
    60_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  return instance;
}

/**
 * nginx with deploy/nginx.conf, the compose file's load balancer, with only what differs here
 * replaced: the upstream servers and the port it listens on. Each replacement must find its
 * line, so a change to the shipped config that the test no longer matches fails the test.
 */
export async function startNginx(
  stack: Stack,
  port: number,
  upstreams: number[],
  { accessLog = false }: { accessLog?: boolean } = {},
) {
  const prefix = tempDir(stack, "nginx");
  let conf = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    conf = conf.replace(pattern, by);
  };
  replace(/^(\s*)server app:8080([^;]*);$/m, upstreams.map((p) => `$1server 127.0.0.1:${p}$2;`).join("\n"));
  replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  // The access log of thousands of reconnects is not what most tests read; one that does gets it in
  // a file, in the recipe's format.
  const accessFile = path.join(prefix, "access.log");
  replace(
    /^(\s*)access_log ([^ ;]+)( [^;]+)?;$/m,
    accessLog ? `$1access_log ${accessFile}$3;` : "$1access_log off;",
  );
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, conf);
  const global = `daemon off; pid ${path.join(prefix, "nginx.pid")};`;
  const test = spawnSync(NGINX, ["-t", "-p", prefix, "-c", file, "-g", global]);
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.output}`);
  const proc = spawn(NGINX, ["-p", prefix, "-c", file, "-g", global], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  proc.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString("utf8")).slice(-4_000_000);
  });
  stack.add(async () => {
    if (proc.exitCode !== null) return;
    const gone = once(proc, "exit");
    proc.kill("SIGTERM");
    await gone;
  });
  await waitFor(`nginx on ${port}`, () => tcpAnswers(port), 10_000);
  return {
    base: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/ws`,
    errors: () => errors,
    access: () => (existsSync(accessFile) ? readFileSync(accessFile, "utf8") : ""),
  };
}

function spawnSync(cmd: string, args: string[]): { status: number | null; output: string } {
  try {
    const out = execFileSync(cmd, args, { stdio: "pipe" });
    return { status: 0, output: out.toString() };
  } catch (error) {
    const e = error as { status: number | null; stderr?: Buffer; stdout?: Buffer };
    return { status: e.status ?? 1, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

/**
 * Gold members in pairs (one man, one woman each; gold chats for free, through the batched
 * writer) with a session each, straight into the tables as bench/chat.ts does.
 */
export async function seedPairs(databaseUrl: string, count: number, tag: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (username, email, password_hash, gender, birthday, country, status, vip, gold_deadline, invitation_code, created_at)
       select $1 || g, $1 || g || '@faults.example', '!', g % 2, date '1980-01-01' + (g % 9000), 'TW', 1, 2,
              now() + interval '30 days', 'F' || $1 || g, now()
       from generate_series(1, $2::int) g order by g returning id`,
      [tag, count],
    );
    const ids = rows.map((r) => r.id);
    const tokens = ids.map(() => newSecret());
    await client.query(
      "insert into sessions (user_id, token_hash) select * from unnest($1::int[], $2::text[])",
      [ids, tokens.map(hashSecret)],
    );
    await client.query("analyze");
    return ids.map((uid, i) => ({
      uid,
      token: tokens[i] as string,
      peer: ids[i % 2 === 0 ? i + 1 : i - 1] as number,
    }));
  } finally {
    await client.end();
  }
}

/** The chat clients in a child process. */
export async function startLoad(stack: Stack, members: LoadMember[], origin: string) {
  const child = fork(fileURLToPath(new URL("./chat-load.ts", import.meta.url)), [], { stdio: "inherit" });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = once(child, "exit");
    child.send({ kind: "exit" } satisfies ToLoad);
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await gone;
    clearTimeout(timer);
  };
  stack.add(stop);
  const inbox: FromLoad[] = [];
  const waiters: (() => void)[] = [];
  child.on("message", (m: FromLoad) => {
    inbox.push(m);
    for (const wake of waiters.splice(0)) wake();
  });
  child.on("exit", () => {
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async <K extends FromLoad["kind"]>(kind: K): Promise<Extract<FromLoad, { kind: K }>> => {
    for (;;) {
      const at = inbox.findIndex((m) => m.kind === kind);
      if (at >= 0) return inbox.splice(at, 1)[0] as Extract<FromLoad, { kind: K }>;
      if (child.exitCode !== null) throw new Error("the chat clients' process exited");
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const tell = (m: ToLoad) => child.send(m);
  tell({ kind: "start", members, origin });
  const connected = await next("connected");
  return {
    connected,
    rate: (rate: number) => tell({ kind: "rate", rate }),
    probe: (from: number[]) => tell({ kind: "probe", from }),
    /** Every client gone at once (their sockets closed). */
    stop,
    async report(): Promise<LoadReport> {
      tell({ kind: "report" });
      return (await next("report")).report;
    },
  };
}

/** The acknowledged messages missing from the database (the recipient's history). */
export async function missingFromHistory(databaseUrl: string, report: LoadReport) {
  const acked = report.records.filter((r) => r.ackAt !== undefined && r.id !== undefined);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: number;
      sender_id: number;
      receiver_id: number;
      client_id: string;
    }>("select id, sender_id, receiver_id, client_id from chat_messages where id = any($1::bigint[])", [
      acked.map((r) => r.id),
    ]);
    // bigint columns come back as strings.
    const stored = new Map(rows.map((row) => [Number(row.id), row]));
    const missing = acked.filter((r) => {
      const row = stored.get(r.id as number);
      return (
        !row ||
        Number(row.sender_id) !== r.from ||
        Number(row.receiver_id) !== r.to ||
        row.client_id !== r.cid
      );
    });
    // The same cid stored twice would be a duplicate in the history itself.
    const { rows: twice } = await client.query<{ n: number }>(
      "select count(*)::int as n from (select sender_id, client_id from chat_messages where client_id like 'f%' group by 1, 2 having count(*) > 1) d",
    );
    return { acked: acked.length, missing, storedTwice: twice[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}

/** A figure for the log: `12.3` with one decimal. */
export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

/** Members the database shows online (users.is_online). */
export async function shownOnline(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from users where is_online",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
