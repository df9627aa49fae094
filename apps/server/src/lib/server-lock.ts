/**
 * DATA_DIR/server.lock: which process holds the embedded database, on which port, and the secret
 * the admin command must show. PGlite is single-process, so a second server on the same folder
 * refuses to start, and the admin command goes through the holder instead of opening the files.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";

export interface ServerLock {
  pid: number;
  port: number;
  secret: string;
  startedAt: string;
}

export const lockPath = (dataDir: string) => path.join(dataDir, "server.lock");

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The lock of a live holder, or undefined (no lock, or a stale one left by a crash). */
export function readLock(dataDir: string): ServerLock | undefined {
  const file = lockPath(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const lock = JSON.parse(readFileSync(file, "utf8")) as ServerLock;
    return alive(lock.pid) ? lock : undefined;
  } catch {
    return undefined;
  }
}

export async function takeLock(dataDir: string, port: number): Promise<ServerLock> {
  await mkdir(dataDir, { recursive: true });
  const held = readLock(dataDir);
  if (held && held.pid !== process.pid) {
    throw new Error(
      `another server (pid ${held.pid}, port ${held.port}) holds ${dataDir}; stop it or use another DATA_DIR`,
    );
  }
  const lock = {
    pid: process.pid,
    port,
    secret: randomBytes(24).toString("base64url"),
    startedAt: new Date().toISOString(),
  };
  writeFileSync(lockPath(dataDir), JSON.stringify(lock), { mode: 0o600 });
  return lock;
}

export function updateLockPort(dataDir: string, lock: ServerLock, port: number): void {
  lock.port = port;
  writeFileSync(lockPath(dataDir), JSON.stringify(lock), { mode: 0o600 });
}

export function releaseLock(dataDir: string): void {
  const held = readLock(dataDir);
  if (!held || held.pid === process.pid) rmSync(lockPath(dataDir), { force: true });
}
