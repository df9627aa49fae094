import { availableParallelism } from "node:os";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumLaunch } from "./scripts/chromium.ts";

const SERVER_WORKERS = Math.max(2, availableParallelism() - 1);
const STORY_LANGUAGES = [
  ["storybook", "en"],
  ["storybook-zhcn", "zhcn"],
  ["storybook-zhtw", "zhtw"],
] as const;

/**
 * One config, one project per suite. `npm test` (scripts/test.ts) runs them; the server suite runs
 * once on the embedded database and again on PostgreSQL when DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The common-password list (contracts' password-strength.ts) loads mid-test, with the first
        // password long enough: bundled up front, not discovered then.
        optimizeDeps: { include: ["@zxcvbn-ts/core", "@zxcvbn-ts/language-common"] },
        test: {
          name: "web",
          include: ["apps/web/test/**/*.test.tsx"],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunch }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      // The stories as tests, once per language of the toolbar: `storybook` in English,
      // `storybook-zhcn` and `storybook-zhtw` in simplified and traditional Chinese
      // (.storybook/vitest.setup.ts sets the story's `locale` from the provided one).
      // In Chinese only the stories with a play function (Storybook's automatic `play-fn` tag):
      // the catalogs have none, render the same colours and boxes in every language, and stay
      // English-only with their visual baselines (e2e/catalogs).
      ...STORY_LANGUAGES.map(([name, locale]) => ({
        plugins: [
          storybookTest({
            configDir: ".storybook",
            ...(locale === "en" ? {} : { tags: { include: ["play-fn"] } }),
          }),
        ],
        test: {
          name,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunch }),
            instances: [{ browser: "chromium" as const }],
          },
          setupFiles: [".storybook/vitest.setup.ts"],
          provide: { locale },
        },
      })),
      { test: { name: "contracts", include: ["packages/contracts/test/**/*.test.ts"], environment: "node" } },
      {
        test: { name: "api-client", include: ["packages/api-client/test/**/*.test.ts"], environment: "node" },
      },
      { test: { name: "i18n", include: ["packages/i18n/test/**/*.test.ts"], environment: "node" } },
      { test: { name: "ui", include: ["packages/ui/test/**/*.test.{ts,tsx}"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          exclude: ["apps/server/test/redis/**", "apps/server/test/faults/**", "apps/server/test/alerts/**"],
          environment: "node",
          // Vitest's default is one worker fewer than the cores: one on a 2-core CI host, where a
          // file's in-process PGlite keeps one core busy and the other idles. Each file has its own
          // database, data folder and Redis prefix (test/helper.ts), so two run side by side.
          maxWorkers: SERVER_WORKERS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server-redis",
          include: ["apps/server/test/redis/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The alerting rules under Debian's promtool (scripts/test.ts: "alerting rules").
        test: { name: "alerts", include: ["apps/server/test/alerts/**/*.test.ts"], environment: "node" },
      },
      {
        // Processes killed and services restarted under load (scripts/test.ts: "faults"): one file
        // at a time, each with its own PostgreSQL, Redis, instances and nginx.
        test: {
          name: "faults",
          include: ["apps/server/test/faults/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
