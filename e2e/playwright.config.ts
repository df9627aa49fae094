/**
 * Browser journeys over the running site (`npm start` on a fresh data folder), in Debian's
 * Chromium, as a desktop and as a phone.
 */
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "../scripts/chromium.ts";
import { dataDirOf, E2E_BASE_PORT, E2E_PORT } from "./support/site.ts";

/**
 * Workers, each with a site and demo data of its own (support/site.ts): the journeys sign in as
 * the same demo members and change them, so two never share a site. One by default: on the 2-core
 * CI host two workers finished 125 journeys in 12.9 min against 16.1 (each journey ran about 1.5x
 * slower beside the other), not worth the flakes that a slower host could add; E2E_WORKERS=4 on a
 * bigger machine.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  outputDir: "../test-results/e2e",
  fullyParallel: false,
  // A file's journeys run in order in one worker.
  workers: WORKERS,
  retries: 0,
  reporter: [["list"]],
  // The longest journeys (two members chatting with a picture and a translation) took 28.8-29.7 s
  // on a slow CI host, and 30.0 s (the old limit) on the next run of the same build: a limit for a
  // hung test, not a speed goal (the budgets are e2e/budget.desktop.e2e.ts and bench/).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunch,
    // The server renders the public pages in the browser's language when nothing is chosen
    // (issue 49): the journeys' browser asks for the site's default, traditional Chinese, as the
    // journeys were written for (Playwright's own default is en-US).
    locale: "zh-TW",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /\.phone\.e2e\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1366, height: 900 },
        launchOptions: chromiumLaunch,
      },
    },
    {
      name: "phone",
      testIgnore: /\.desktop\.e2e\.ts$/,
      use: { ...devices["Pixel 7"], launchOptions: chromiumLaunch },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, slot) => ({
    command: "node e2e/support/serve.ts",
    cwd: "..",
    // The folder as the worker of that slot computes it (site.ts), told to the site's process,
    // which is not in a slot of its own.
    env: { E2E_PORT: String(E2E_BASE_PORT + slot), E2E_DATA_DIR: dataDirOf(slot) },
    url: `http://127.0.0.1:${E2E_BASE_PORT + slot}/w/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
