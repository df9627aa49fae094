import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where the journeys' site runs and keeps its data (a fresh folder for every run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8187);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `site-e2e-${E2E_PORT}`);
const root = fileURLToPath(new URL("../..", import.meta.url));

/** `npm run admin -- <args>` against the journeys' site, as an administrator would run it. */
export function admin(...args: string[]): string {
  const run = spawnSync(process.execPath, [path.join(root, "apps/server/src/cli/admin.ts"), ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: "", REDIS_URL: "" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`admin ${args.join(" ")} failed: ${run.stderr}`);
  return run.stdout.trim();
}
