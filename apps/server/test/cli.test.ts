/**
 * The server process and the admin command as a user runs them: on one embedded data folder the
 * command goes through the running server; with no server it opens the database itself; a second
 * server on the same folder refuses to start.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Calls } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const main = path.join(root, "apps/server/src/main.ts");
const admin = path.join(root, "apps/server/src/cli/admin.ts");

let dataDir: string;
let server: ChildProcess;
let base: string;

// Always the embedded database here, whichever suite run this is.
const env = (extra: Record<string, string> = {}) => {
  const { DATABASE_URL: _d, REDIS_URL: _r, ...rest } = process.env;
  return {
    ...rest,
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: "0",
    WEB_DIST: "",
    LOG_LEVEL: "info",
    HOST: "127.0.0.1",
    ...extra,
  };
};

function runAdmin(...args: string[]) {
  const run = spawnSync(process.execPath, [admin, ...args], {
    env: env(),
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

async function post(url: string, body: Record<string, string>) {
  const res = await fetch(base + url, { method: "POST", body: new URLSearchParams(body) });
  return (await res.json()) as { status: number; data?: { token?: string } };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "site-cli-"));
  server = spawn(process.execPath, [main], { env: env({ PORT: "0" }), stdio: ["ignore", "pipe", "pipe"] });
  base = await new Promise<string>((resolve, reject) => {
    let seen = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk;
      const match = seen.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) resolve(match[1]);
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}: ${seen}`)));
  });
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run admin while the server runs", () => {
  it("approves through the running server, and the member signs in", async () => {
    const registered = await post(Calls.register, {
      username: "cliuser",
      email: "cli@example.com",
      password: "secret-tulip-42",
      sex: "1",
      birthday: String(Date.UTC(1990, 0, 1)),
      country: "TW",
    });
    expect(registered.status).toBe(200);
    expect((await post(Calls.login, { account: "cliuser", password: "secret-tulip-42" })).status).toBe(-3);

    const result = runAdmin("approve", "cliuser");
    expect(result.err).toMatch(/the server \(pid \d+\) holds .* asking it on port \d+/);
    expect(result.out).toBe("cliuser is approved");
    expect(result.code).toBe(0);
    expect((await post(Calls.login, { account: "cliuser", password: "secret-tulip-42" })).status).toBe(200);
  });

  it("fails with a message and a non-zero exit for a bad command", () => {
    const result = runAdmin("set-vip", "cliuser", "7", "1");
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/tier must be 0, 1 or 2/);
  });

  it("keeps a second server off the same data folder", () => {
    const second = spawnSync(process.execPath, [main], {
      env: env({ PORT: "0" }),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/another server \(pid \d+, port \d+\) holds/);
  });
});

describe("npm run admin with no server", () => {
  it("opens the embedded database itself and says so", async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    const result = runAdmin("ban-chat", "cliuser");
    expect(result.err).toMatch(/no server holds the data; opening the embedded database in .* directly/);
    expect(result.out).toBe("cliuser may no longer chat");
    expect(result.code).toBe(0);
  });
});
