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
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: repositories take either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL("../../drizzle", import.meta.url));

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; `undefined` with no databaseUrl opens an in-memory database (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
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
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir) {
    const folder = path.join(options.dataDir, "pgdata");
    await mkdir(folder, { recursive: true });
    client = await PGlite.create(folder);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}

export { schema };
