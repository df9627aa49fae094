/**
 * Visual baselines of the design system: every component's Catalog story (its variant x state
 * matrix) from the built Storybook, compared with the committed screenshots in e2e/catalogs/.
 * `npm run visual -- --update-snapshots` writes new baselines after an intended change.
 */
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "../scripts/chromium.ts";

export const STORYBOOK_PORT = 6106;

export default defineConfig({
  testDir: ".",
  testMatch: "catalogs.visual.ts",
  outputDir: "../test-results/visual",
  snapshotPathTemplate: "{testDir}/catalogs/{arg}{ext}",
  workers: 1,
  reporter: [["list"]],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: "disabled", caret: "hide" } },
  use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`, launchOptions: chromiumLaunch },
  projects: [
    {
      name: "catalogs",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1600, height: 1000 },
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: {
    command: `node scripts/serve-static.ts storybook-static ${STORYBOOK_PORT}`,
    cwd: "..",
    url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
    reuseExistingServer: false,
  },
});
