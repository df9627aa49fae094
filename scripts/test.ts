/**
 * npm test: every suite, in order. The server suite runs on the embedded database, and again on
 * PostgreSQL when DATABASE_URL is set, and the Redis suite when REDIS_URL is set; the browser
 * suites (web guards, Storybook stories, visual baselines, journeys with the first-screen budgets)
 * need Debian's Chromium, the fault tests nginx and PostgreSQL's and Redis's binaries, and the
 * alerting rules' unit tests Debian's promtool. With
 * CI set, every one is required, so a missing service, browser or binary fails the run.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chromiumLaunch } from "./chromium.ts";

const ci = Boolean(process.env.CI);
const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, ...baseEnv } = process.env;
const hasChromium = existsSync(chromiumLaunch.executablePath);

type Step = { name: string; command: string[]; env?: Record<string, string> };
const vitest = (...projects: string[]) => [
  "npx",
  "vitest",
  "run",
  ...projects.flatMap((p) => ["--project", p]),
];
const steps: Step[] = [
  { name: "lint", command: ["npx", "biome", "check", "."] },
  { name: "typecheck", command: ["npx", "tsc", "-p", "tsconfig.json"] },
  {
    name: "unit (contracts, i18n, api-client, ui)",
    command: vitest("contracts", "i18n", "api-client", "ui"),
  },
  { name: "server on PGlite", command: vitest("server") },
];
const missing: string[] = [];
if (databaseUrl)
  steps.push({ name: "server on PostgreSQL", command: vitest("server"), env: { DATABASE_URL: databaseUrl } });
else missing.push("DATABASE_URL (the server suite on PostgreSQL)");
if (redisUrl)
  steps.push({
    name: "server with Redis",
    command: vitest("server-redis"),
    // Two instances share one PostgreSQL in the cross-instance chat test.
    env: { REDIS_URL: redisUrl, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
else missing.push("REDIS_URL (the Redis-backed suite)");
// Faults measured on real processes (apps/server/test/faults): an instance killed behind nginx,
// Redis and PostgreSQL restarted under load. They start their own PostgreSQL cluster and Redis
// server from these binaries (never the shared ones, which they stop), beside a machine that has
// the services at all.
const pgVersions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort() : [];
const faultTools = [
  "/usr/sbin/nginx",
  `/usr/lib/postgresql/${pgVersions.at(-1) ?? "VERSION"}/bin/initdb`,
  "/usr/bin/redis-server",
].filter((tool) => !existsSync(tool));
if (databaseUrl && redisUrl && faultTools.length === 0)
  steps.push({ name: "faults: instance killed, Redis and PostgreSQL restarted", command: vitest("faults") });
else
  missing.push(
    `${[...(databaseUrl && redisUrl ? [] : ["DATABASE_URL and REDIS_URL"]), ...faultTools].join(", ")} (the fault tests; apt-get install nginx)`,
  );
// The alerting rules (deploy/prometheus) fire as their unit tests say, under Prometheus' own tool.
const promtool = process.env.PROMTOOL ?? "/usr/bin/promtool";
if (existsSync(promtool)) steps.push({ name: "alerting rules (promtool)", command: vitest("alerts") });
else missing.push(`${promtool} (the alerting rules' unit tests; apt-get install prometheus)`);
// The first-screen budgets are measured in the browser by the journeys (e2e/budget.desktop.e2e.ts).
steps.push({ name: "build", command: ["npm", "run", "build", "--silent"] });
if (hasChromium) {
  steps.push(
    { name: "web guards in Chromium", command: vitest("web") },
    { name: "Storybook stories in Chromium", command: vitest("storybook") },
    // The interaction tests again with the toolbar in simplified and traditional Chinese: a test
    // that looks for English text fails there (vitest.config.ts, .storybook/story-i18n.ts).
    { name: "Storybook interaction tests in simplified Chinese", command: vitest("storybook-zhcn") },
    { name: "Storybook interaction tests in traditional Chinese", command: vitest("storybook-zhtw") },
    // The catalogs from a Storybook build, the main pages from the site the build step made.
    { name: "visual baselines of the catalogs and pages", command: ["npm", "run", "visual:ci", "--silent"] },
    {
      name: "journeys, desktop and phone",
      command: ["npx", "playwright", "test", "-c", "e2e/playwright.config.ts"],
    },
  );
} else
  missing.push(`Chromium at ${chromiumLaunch.executablePath} (the browser suites; apt-get install chromium)`);

/** Lines that say what failed (a test's name, its assertion), kept for the summary. */
const telling = /(FAIL|×|✘|\d+\) \[|›|Error:|Expected|Received|Locator:|Timed out|timed out|^> ?\d+ \|)/;
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** Runs a step with its output shown as it comes, and returns its status and telling lines. */
function run(step: Step): Promise<{ status: number | null; clues: string[] }> {
  const [cmd, ...args] = step.command as [string, ...string[]];
  const child = spawn(cmd, args, { stdio: ["inherit", "pipe", "pipe"], env: { ...baseEnv, ...step.env } });
  const clues = new Set<string>();
  // Each stream keeps its own unfinished line.
  const scanner = (out: NodeJS.WriteStream) => {
    let rest = "";
    return (chunk: Buffer) => {
      out.write(chunk);
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        const plain = line.replace(ansi, "").trim();
        if (plain.length < 400 && telling.test(plain) && !plain.includes("✓") && clues.size < 200)
          clues.add(plain);
      }
    };
  };
  child.stdout.on("data", scanner(process.stdout));
  child.stderr.on("data", scanner(process.stderr));
  return new Promise((resolve) => {
    child.on("close", (status) => resolve({ status, clues: [...clues] }));
    child.on("error", () => resolve({ status: 1, clues: [`could not start ${cmd}`] }));
  });
}

const results: { name: string; ok: boolean; seconds: number; clues: string[] }[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const { status, clues } = await run(step);
  results.push({ name: step.name, ok: status === 0, seconds: (Date.now() - started) / 1000, clues });
}

console.log("\n=== summary ===");
for (const r of results) {
  console.log(`${r.ok ? "pass" : "FAIL"}  ${r.name} (${r.seconds.toFixed(1)} s)`);
  // What failed, close to the end of the log where a reader (or a truncated CI log) sees it.
  if (!r.ok) for (const clue of r.clues.slice(0, 8)) console.log(`      ${clue}`);
}
for (const m of missing) console.log(`${ci ? "FAIL" : "not run"}  needs ${m}`);
const failed = results.some((r) => !r.ok) || (ci && missing.length > 0);
process.exit(failed ? 1 : 0);
