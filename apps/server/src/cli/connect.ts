/**
 * How a command reaches the data: through the running server when it holds the embedded
 * database (PGlite is single-process), otherwise by opening the database itself. It says which.
 */
import pino from "pino";
import { loadConfig } from "../config.ts";
import type { AppContext } from "../context.ts";
import { closeContext, createContext } from "../create-context.ts";
import { readLock } from "../lib/server-lock.ts";

export type Runner = (ctx: AppContext) => Promise<{ ok: boolean; message: string }>;

export async function runCommand(
  name: string,
  command: string,
  args: string[],
  direct: Runner,
): Promise<number> {
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : readLock(config.dataDir);
  if (lock) {
    console.error(
      `${name}: the server (pid ${lock.pid}) holds ${config.dataDir}; asking it on port ${lock.port}`,
    );
    const response = await fetch(`http://127.0.0.1:${lock.port}/internal/admin`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-admin-secret": lock.secret },
      body: JSON.stringify({ command, args }),
    });
    const result = (await response.json()) as { ok: boolean; message: string };
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  }
  const where = config.databaseUrl
    ? "PostgreSQL at DATABASE_URL"
    : `the embedded database in ${config.dataDir}`;
  console.error(`${name}: no server holds the data; opening ${where} directly`);
  const log = pino({ level: "warn" });
  const ctx = await createContext(config, log);
  try {
    const result = await direct(ctx);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await closeContext(ctx);
  }
}
