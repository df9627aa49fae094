/** Starts the built site for the journeys on a fresh data folder with the demo data. */
import { rmSync } from "node:fs";
import { E2E_DATA_DIR, E2E_PORT } from "./site.ts";

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  DATA_DIR: E2E_DATA_DIR,
  DATABASE_URL: "",
  REDIS_URL: "",
  SMTP_URL: "",
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  LOG_LEVEL: "warn",
  SEED_ON_EMPTY: "1",
  // The journeys may play the site's proxy for calls that stand for other people (X-Forwarded-For),
  // so that what they set up does not count against the per-address limits of the browser's own.
  TRUST_PROXY: "127.0.0.1",
});
await import("../../apps/server/src/main.ts");
