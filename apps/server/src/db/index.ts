/**
 * Opens the database: PGlite in DATA_DIR when no DATABASE_URL is set (one process only), or a
 * node-postgres pool. Migrations from ../../drizzle are applied on open.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { trackCommits } from "./after-commit.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: repositories take either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers when the database does, or throws (readiness). */
  ping(): Promise<void>;
  /** The pool's connections (metrics); PGlite has one, always in use by whoever holds it. */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Runs `fn` unless another instance is running the job of this name right now (a session-level
   * advisory lock on PostgreSQL; PGlite is one process, where it always runs). Answers whether it ran.
   */
  runExclusive(name: string, fn: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** The advisory lock key of starting up (migrations and reference data): any fixed 64-bit number. */
export const STARTUP_LOCK = 7_390_211_004;

/** A job's advisory lock key: a stable hash of its name, in a range apart from STARTUP_LOCK. */
export function jobLockKey(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return 1_000_000_000 + (hash >>> 0);
}

/** Closing twice (a second signal, a test after a shutdown) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => {
    closed ??= close();
    return closed;
  };
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; `undefined` with no databaseUrl opens an in-memory database (tests). */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this dump of a data folder (`PGlite.dumpDataDir`) rather than
   * from an empty cluster: creating one runs initdb, about 3 s, loading a dump well under 1 s. The
   * migrations still run (those the dump holds are skipped), and so does `setup`.
   */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /**
   * Run after the migrations, under the same lock: reference rows every instance makes sure of
   * at start. Instances starting together take turns, so neither sees a half-migrated schema
   * nor inserts a reference row twice.
   */
  setup?: (db: Db) => Promise<void>;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A database that cannot be reached (its host gone from the network) fails a call in
      // seconds, answered 503, instead of holding it until the system's TCP timeout.
      connectionTimeoutMillis: 5_000,
    });
    // An idle client's error (the server restarting) must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
    trackCommits(db);
    // The lock is held by one connection while the migrations run on others of the pool: an
    // instance starting at the same time waits at pg_advisory_lock, then finds nothing to do.
    const holder = await pool.connect();
    try {
      await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
      try {
        await migratePg(db, { migrationsFolder: MIGRATIONS });
        await options.setup?.(db as unknown as Db);
      } finally {
        await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
      }
    } finally {
      holder.release();
    }
    return {
      db: db as unknown as Db,
      kind: "postgres",
      async ping() {
        await pool.query("select 1");
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async runExclusive(name, fn) {
        const key = jobLockKey(name);
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          const { rows } = await client.query<{ got: boolean }>("select pg_try_advisory_lock($1) as got", [
            key,
          ]);
          if (!rows[0]?.got) return false;
          try {
            await fn();
          } finally {
            // A connection that lost its server takes its lock with it; it must not go back to the pool.
            await client.query("select pg_advisory_unlock($1)", [key]).catch((error: Error) => {
              broken = error;
            });
          }
          return true;
        } finally {
          client.release(broken);
        }
      },
      close: once(() => pool.end()),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const folder = path.join(options.dataDir, "pgdata");
    await mkdir(folder, { recursive: true });
    client = await PGlite.create(folder);
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  trackCommits(db);
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  await options.setup?.(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: "pglite",
    async ping() {
      await client.query("select 1");
    },
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
    async runExclusive(_name, fn) {
      await fn();
      return true;
    },
    close: once(() => client.close()),
  };
}

export { schema };
