/**
 * A database of a bench's own, created next to the one `base` names and dropped afterwards, with
 * the site's context opened on it (migrations and reference rows applied, no demo data). Not a
 * bench itself (bench/run.ts skips it).
 */
import pg from "pg";
import pino from "pino";
import { loadConfig } from "../apps/server/src/config.ts";
import type { AppContext } from "../apps/server/src/context.ts";
import { createContext } from "../apps/server/src/create-context.ts";

export interface BenchDatabase {
  /** Its connection string. */
  url: string;
  ctx: AppContext;
  /** Drops the database (closing whatever is still connected to it). */
  drop(): Promise<void>;
}

export async function benchDatabase(base: string, label: string): Promise<BenchDatabase> {
  const name = `bench_${label}_${process.pid}`;
  await onServer(base, (client) => client.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = () => onServer(base, (client) => client.query(`drop database if exists ${name} with (force)`));
  try {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: "silent",
      SEED_ON_EMPTY: "0",
      WEB_DIST: "",
    });
    const ctx = await createContext(config, pino({ level: "silent" }));
    return { url: url.toString(), ctx, drop: async () => void (await drop()) };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function onServer<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
