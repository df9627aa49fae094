/**
 * Visual baselines, compared with committed screenshots:
 * - "catalogs": every component's Catalog story (its variant x state matrix) from the built
 *   Storybook, in e2e/catalogs/;
 * - "pages": the main screens of both variants in English and traditional Chinese from the built
 *   site on a fixed clock and fixed data (pages.visual.ts), in e2e/pages/.
 * `npm run visual` builds both and compares; `npm run visual -- --update-snapshots` writes new
 * baselines after an intended change (add `--project pages` or `--project catalogs` for one set).
 */
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { chromiumLaunch } from "../scripts/chromium.ts";
import { PAGES_PORT } from "./support/pages.ts";

/** The built Storybook's port; STORYBOOK_PORT=6136 runs a second suite beside one on 6106. */
export const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 6106);

/** The projects named on the command line (`--project pages`): only their server is started. */
const asked = process.argv.flatMap((arg, i) =>
  arg === "--project" ? [process.argv[i + 1]] : arg.startsWith("--project=") ? [arg.slice(10)] : [],
);
const wants = (project: string) => asked.length === 0 || asked.includes(project);

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, unknown[]>[number];
const storybook: WebServer = {
  command: `node scripts/serve-static.ts storybook-static ${STORYBOOK_PORT}`,
  cwd: "..",
  url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
  reuseExistingServer: false,
};
/** The built site (npm run build) on a fixed clock and fixed data. */
const site: WebServer = {
  command: "node e2e/support/serve-pages.ts",
  cwd: "..",
  url: `http://127.0.0.1:${PAGES_PORT}/w/login`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: "ignore",
  stderr: "pipe",
};

export default defineConfig({
  testDir: ".",
  outputDir: "../test-results/visual",
  workers: 1,
  reporter: [["list"]],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: "disabled", caret: "hide" } },
  use: { launchOptions: chromiumLaunch },
  projects: [
    {
      name: "catalogs",
      testMatch: "catalogs.visual.ts",
      snapshotPathTemplate: "{testDir}/catalogs/{arg}{ext}",
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`,
        viewport: { width: 1600, height: 1000 },
        launchOptions: chromiumLaunch,
      },
      // As for the pages below: 1% of a catalog let reworded labels, new dates and new pictures
      // pass unseen (23 catalogs had drifted from their baselines). Stories are fixed data.
      expect: { toHaveScreenshot: { maxDiffPixels: 150, animations: "disabled", caret: "hide" } },
    },
    {
      // The documentation layer: a docs page per component, MDX pages, the props table (docs.visual.ts).
      name: "docs",
      testMatch: "docs.visual.ts",
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`,
        launchOptions: chromiumLaunch,
      },
    },
    {
      name: "pages",
      testMatch: "pages.visual.ts",
      snapshotPathTemplate: "{testDir}/pages/{arg}{ext}",
      // Each test opens its own context with the variant's device (support/pages.ts).
      use: { baseURL: `http://127.0.0.1:${PAGES_PORT}`, launchOptions: chromiumLaunch },
      // A page is mostly plain background: 1% of it let a whole new row of tabs and a renamed
      // title pass. The clock and the data are fixed, so a few stray pixels is all we allow.
      expect: { toHaveScreenshot: { maxDiffPixels: 150, animations: "disabled", caret: "hide" } },
      timeout: 45_000,
    },
  ],
  webServer: [...(wants("catalogs") || wants("docs") ? [storybook] : []), ...(wants("pages") ? [site] : [])],
});
