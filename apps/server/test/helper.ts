/**
 * Builds the app over a fresh database for one test file: in-memory PGlite, or, when DATABASE_URL
 * is set, a new PostgreSQL database created for the file and dropped after it.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import {
  AdminCalls,
  type Answer,
  type SecondFactorEnrolment,
  type SecondFactorRecovery,
  TOTP_STEP_SECONDS,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import pino from "pino";
import { vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { AppContext } from "../src/context.ts";
import { closeContext, createContext } from "../src/create-context.ts";
import { MIGRATIONS, openDatabase, type Tx } from "../src/db/index.ts";
import { sessions, staffSecondFactors } from "../src/db/schema.ts";
import { loggerOptions } from "../src/lib/logging.ts";
import { hashSecret } from "../src/lib/tokens.ts";
import { totpCode, totpStep } from "../src/lib/totp.ts";
import { videoTools } from "../src/media/video.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Moves the clock the server sees (sessions idling, links expiring, memberships ending). */
  advance(ms: number): void;
  call<T = unknown>(
    url: string,
    payload?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<Answer<T>>;
  close(): Promise<void>;
}

interface CallOptions {
  /** The payload leaves the call's contract on purpose (hostile input): skip the field check. */
  outsideContract?: boolean;
  token?: string;
  json?: boolean;
  ip?: string;
  headers?: Record<string, string>;
}

const migrationsKeys = new Map<string, Promise<string>>();

/**
 * A short hash of every migration file (and of the file `extra`): what a migrated template or
 * dump is of. Read once per test process (the files do not change under a run).
 */
function migrationsKey(extra = ""): Promise<string> {
  let key = migrationsKeys.get(extra);
  if (!key) {
    key = hashMigrations(extra);
    migrationsKeys.set(extra, key);
  }
  return key;
}

async function hashMigrations(extra: string): Promise<string> {
  const hash = createHash("sha256");
  if (extra) hash.update(await readFile(extra));
  const folders = [MIGRATIONS];
  for (let folder = folders.shift(); folder; folder = folders.shift()) {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/** Test processes building the PostgreSQL template take turns (any fixed 64-bit number). */
const TEMPLATE_LOCK = 7_390_211_077;

/**
 * The name of a PostgreSQL database with every migration applied, made once per set of
 * migrations: each test file's database is a copy of it (about 0.15 s) rather than an empty one
 * migrated (about 1.3 s). Built under another name and renamed when done, so a process that died
 * halfway leaves no template that looks finished; a template of older migrations is dropped.
 */
async function migratedTemplate(admin: pg.Client, baseUrl: string): Promise<string> {
  const name = `t_template_${await migrationsKey()}`;
  await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 't\\_template\\_%'",
    );
    if (rows.some((row) => row.datname === name)) return name;
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    const building = `${name}_building`;
    await admin.query(`create database ${building}`);
    const url = new URL(baseUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
  }
}

async function freshPostgres(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${await migratedTemplate(admin, baseUrl)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Every payload a test posts is checked against the contract schema of the call it posts to (the
 * one the route validates with): a field the contract does not name fails the test. So a field
 * renamed in the contract fails here, in the test that still sends the old name, instead of in a
 * client. Calls the server does not know (404 tests) have no contract to check against.
 */
function checkAgainstContract(app: FastifyInstance, url: string, payload: Record<string, unknown>) {
  const path = url.split("?")[0];
  const route = app.registeredRoutes.find((r) => r.method === "POST" && r.url === path);
  const fields = route?.config.contract?.schema.fields;
  if (!fields) return;
  const unknown = Object.keys(payload).filter((key) => key !== "token" && !(key in fields));
  if (unknown.length > 0) {
    throw new Error(
      `${path}: the contract's schema has no field ${unknown.join(", ")} (it names ${Object.keys(fields).join(", ") || "none"})`,
    );
  }
}

export function form(payload: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) if (v !== undefined) params.append(k, String(v));
  return params.toString();
}

/**
 * Keys and channels of this test process in a shared Redis: runs and test files in parallel do
 * not meet each other's counts (the databases are fresh per file, so member ids repeat), and a
 * rerun within the hour is not refused by the last run's registration limits.
 */
export const REDIS_TEST_PREFIX = `test:${process.pid}:${Date.now()}:`;

/**
 * A dump of an in-memory PGlite with every migration applied, made once per set of migrations and
 * PGlite version and kept in the system's temporary folder: every test file opens its own
 * database, and creating an empty one (initdb) took about 3 s of CPU each, loading this dump under
 * 1 s. Test processes that find no dump make one each and rename it into place, so a reader never
 * sees half a file.
 */
async function migratedDump(): Promise<Blob> {
  // The package's own build: a dump is only read back by the PGlite that wrote it.
  const pglite = fileURLToPath(import.meta.resolve("@electric-sql/pglite"));
  const name = `site-test-pglite-${await migrationsKey(pglite)}.tar`;
  const file = path.join(os.tmpdir(), name);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const database = await openDatabase({});
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    await database.close();
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    // Dumps of older migrations (about 40 MB each) go, as older PostgreSQL templates do.
    for (const other of await readdir(os.tmpdir())) {
      if (other !== name && /^site-test-pglite-[0-9a-f]{16}\.tar$/.test(other)) {
        await rm(path.join(os.tmpdir(), other), { force: true });
      }
    }
    return dump;
  }
}

export async function testApp(
  env: Record<string, string> = {},
  options: {
    adminSecret?: string;
    logStream?: NodeJS.WritableStream;
    /** The least level written to `logStream` (default info). */
    logLevel?: string;
    heartbeatMs?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "site-test-"));
  const pgBase = process.env.DATABASE_URL;
  const database = pgBase ? await freshPostgres(pgBase) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_ON_EMPTY: "0",
    WEB_DIST: "",
    PUBLIC_URL: "http://site.test",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  let offset = 0;
  const log = options.logStream
    ? pino(loggerOptions(options.logLevel ?? "info"), options.logStream)
    : pino({ level: "silent" });
  const ctx = await createContext(config, log, {
    memoryDb: !database,
    ...(database ? {} : { memoryDbDump: await migratedDump() }),
    now: () => new Date(Date.now() + offset),
    redisPrefix: REDIS_TEST_PREFIX,
  });
  const app = await buildApp(ctx, { adminSecret: options.adminSecret, heartbeatMs: options.heartbeatMs });

  return {
    app,
    ctx,
    advance(ms) {
      offset += ms;
    },
    async call(url, payload = {}, opts = {}) {
      if (!opts.outsideContract) checkAgainstContract(app, url, payload);
      const body = {
        ...payload,
        ...(opts.token && !opts.headers?.authorization ? { token: opts.token } : {}),
      };
      const res = await app.inject({
        method: "POST",
        url,
        remoteAddress: opts.ip ?? "127.0.0.1",
        headers: {
          "content-type": opts.json ? "application/json" : "application/x-www-form-urlencoded",
          ...opts.headers,
        },
        payload: opts.json ? JSON.stringify(body) : form(body),
      });
      if (res.statusCode >= 500) throw new Error(`HTTP ${res.statusCode} from ${url}: ${res.body}`);
      return res.json();
    },
    async close() {
      await app.close();
      await closeContext(ctx);
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A valid registration payload; override what a test is about. */
export function member(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = Math.random().toString(36).slice(2, 8);
  return {
    username: `m${n}`,
    email: `m${n}@example.com`,
    password: "secret-tulip-42",
    sex: 1,
    birthday: Date.UTC(1990, 4, 20),
    country: "TW",
    interest: "a,b",
    source: "Web",
    ...overrides,
  };
}

/** Birthday (ms, UTC midnight) of someone turning `years` old `dayShift` days from today. */
export function birthdayYearsAgo(years: number, dayShift = 0): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + dayShift);
}

let signUps = 1;

/** Registers a member (approved unless told otherwise) and answers its id and session token. */
export async function signUp(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  options: { approve?: boolean } = {},
): Promise<{ id: number; token: string; username: string; email: string; password: string }> {
  const payload = member(overrides);
  // Each test member registers from its own address, so suites may create many (the per-IP limit).
  const ip = `10.${(signUps >> 16) & 255}.${(signUps >> 8) & 255}.${signUps++ & 255}`;
  const answer = await t.call<{ id: number; token: string }>("/member/index/register", payload, { ip });
  if (answer.status !== 200 || !answer.data) throw new Error(`register failed: ${JSON.stringify(answer)}`);
  if (options.approve !== false) await runAdminCommand(t.ctx, "approve", [String(payload.username)]);
  return {
    id: answer.data.id,
    token: answer.data.token,
    username: String(payload.username),
    email: String(payload.email),
    password: String(payload.password),
  };
}

export interface UploadFile {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body with text fields first, then one file, as a browser's FormData sends it. */
export function multipartBody(fields: Record<string, string>, file?: UploadFile) {
  const boundary = `----spec${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { boundary, body: Buffer.concat(parts) };
}

/** Posts a file as the spec's client does: multipart, the token as one more field. */
export async function upload<T>(t: TestApp, url: string, token: string, file?: UploadFile) {
  const { boundary, body } = multipartBody({ token }, file);
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  if (res.statusCode >= 500) throw new Error(`HTTP ${res.statusCode} from ${url}: ${res.body}`);
  return res.json() as { status: number; msg?: string; key?: string; data?: T };
}

/** Records a clip of the test pattern with a tone to `file`, as a phone would (small, to stay quick). */
export async function recordClip(file: string, seconds: number): Promise<Buffer> {
  await promisify(execFile)(videoTools().ffmpeg, [
    ...["-v", "error", "-y"],
    ...["-f", "lavfi", "-i", `testsrc=size=320x240:rate=15:duration=${seconds}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
    ...["-c:v", "mpeg4", "-c:a", "aac", "-shortest", file],
  ]);
  return readFile(file);
}

/**
 * The statements `db` sends from now on, raw or built, named (db/params executeNamed) or not:
 * every one passes drizzle's session.prepareQuery. Statements prepared once beforehand (the
 * session reads) and run again are not counted.
 */
export function watchStatements(db: Tx) {
  const session = (db as unknown as { session: { prepareQuery(query: { sql: string }): unknown } }).session;
  const spy = vi.spyOn(session, "prepareQuery");
  return {
    /** The SQL texts, in order (read them before `stop`, which forgets them). */
    texts: () => spy.mock.calls.map(([query]) => query.sql),
    stop: () => spy.mockRestore(),
  };
}

/**
 * Passes a staff session's second factor (issue 51) as the staff member's authenticator would:
 * enrols the first time (the code computed from the secret the enrolment answers), later gives
 * the code of a step not yet taken (the next one, which the server accepts within its window, or
 * after moving the clock on). Answers the recovery codes when it enrolled.
 */
export async function passSecondFactor(t: TestApp, token: string): Promise<string[]> {
  const opts = { token, json: true };
  const enrolled = await t.call<SecondFactorEnrolment>(AdminCalls.secondFactorEnrol, {}, opts);
  if (enrolled.status === 200 && enrolled.data) {
    const code = totpCode(enrolled.data.secret, totpStep(t.ctx.now()));
    const confirmed = await t.call<SecondFactorRecovery>(AdminCalls.secondFactorConfirm, { code }, opts);
    if (confirmed.status !== 200 || !confirmed.data)
      throw new Error(`second factor not confirmed: ${JSON.stringify(confirmed)}`);
    return confirmed.data.recovery_codes;
  }
  const [row] = await t.ctx.db
    .select({ secret: staffSecondFactors.secret, lastStep: staffSecondFactors.lastStep })
    .from(staffSecondFactors)
    .innerJoin(sessions, eq(sessions.userId, staffSecondFactors.userId))
    .where(eq(sessions.tokenHash, hashSecret(token)));
  if (!row) throw new Error(`no second factor for this session: ${JSON.stringify(enrolled)}`);
  let step = Math.max(totpStep(t.ctx.now()), (row.lastStep ?? 0) + 1);
  if (step > totpStep(t.ctx.now()) + 1) {
    t.advance(TOTP_STEP_SECONDS * 1000);
    step = totpStep(t.ctx.now());
  }
  const verified = await t.call(AdminCalls.secondFactorVerify, { code: totpCode(row.secret, step) }, opts);
  if (verified.status !== 200) throw new Error(`second factor refused: ${JSON.stringify(verified)}`);
  return [];
}

/** A member made staff (as `npm run admin -- set-role` does) with the session past the second factor. */
export async function makeStaff<M extends { token: string; username: string }>(
  t: TestApp,
  who: M,
  role: "admin" | "moderator",
): Promise<M> {
  const made = await runAdminCommand(t.ctx, "set-role", [who.username, role]);
  if (!made.ok) throw new Error(made.message);
  await passSecondFactor(t, who.token);
  return who;
}
