/**
 * The server process on SIGTERM (a deploy, a scale-in): it drains and exits 0, giving back the
 * embedded database's lock; a drain that cannot finish (a request whose body never ends) is cut
 * at SHUTDOWN_TIMEOUT_MS with exit code 1 instead of keeping the orchestrator waiting.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { connect as tcpConnect } from "node:net";
import os from "node:os";
import path from "node:path";
import { Calls } from "@site/contracts";
import { afterEach, describe, expect, it } from "vitest";

const MAIN = new URL("../src/main.ts", import.meta.url).pathname;
const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** Starts `node main.ts` on the embedded database; resolves with its port once it listens. */
async function start(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "site-sigterm-"));
  folders.push(dataDir);
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_ON_EMPTY: "0",
      WEB_DIST: "",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on("exit", (code) => resolve({ code, at: Date.now() })),
  );
  // Starting is not what is tested: a fresh embedded database on a slow, busy CI host took over
  // 30 s to migrate (the whole server suite running beside it).
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${lines.join("")}`)), 90_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      lines.push(chunk.toString());
      const match = /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(lines.join(""));
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => lines.push(chunk.toString()));
    child.on("exit", () => reject(new Error(`exited before listening:\n${lines.join("")}`)));
  });
  return { child, port, dataDir, lines, exited };
}

describe("SIGTERM", () => {
  it("drains and exits 0, with the embedded database's lock given back", async () => {
    const server = await start();
    const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`);
    expect(ready.status).toBe(200);
    expect(existsSync(path.join(server.dataDir, "server.lock"))).toBe(true);
    const sent = Date.now();
    server.child.kill("SIGTERM");
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - sent).toBeLessThan(10_000);
    expect(server.lines.join("")).toContain('"msg":"shut down"');
    expect(existsSync(path.join(server.dataDir, "server.lock"))).toBe(false);
  }, 120_000);

  it("exits 1 at SHUTDOWN_TIMEOUT_MS when a request in flight never ends", async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: "1500" });
    // Headers of a sign-up whose body never comes: the request is in flight for good.
    const socket = tcpConnect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST ${Calls.register} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\nusername=`,
    );
    await new Promise((r) => setTimeout(r, 200));
    const sent = Date.now();
    server.child.kill("SIGTERM");
    const { code, at } = await server.exited;
    socket.destroy();
    expect(code).toBe(1);
    expect(at - sent).toBeGreaterThanOrEqual(1_400);
    expect(at - sent).toBeLessThan(8_000);
    expect(server.lines.join("")).toContain("shutdown took too long");
  }, 120_000);
});
