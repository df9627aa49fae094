/**
 * Account-path throughput: `userinfo` (token -> session -> member -> profile) next to a bare
 * Fastify hello route measured in the same run on the same machine, so the figures are ratios
 * rather than absolute numbers. Uses PostgreSQL when DATABASE_URL is set, else in-memory PGlite.
 *   node bench/account.ts [seconds per run, default 10]
 */
import autocannon from "autocannon";
import Fastify from "fastify";
import pino from "pino";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { closeContext, createContext } from "../apps/server/src/create-context.ts";
import { runAdminCommand } from "../apps/server/src/services/admin-ops.ts";

const seconds = Number(process.argv[2] ?? 10);
const connections = 20;

async function measure(url: string, body?: string) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: body ? "POST" : "GET",
    ...(body ? { body, headers: { "content-type": "application/x-www-form-urlencoded" } } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const hello = Fastify();
hello.get("/", async () => ({ hello: "world" }));
await hello.listen({ port: 0, host: "127.0.0.1" });
const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: "silent",
  SEED_ON_EMPTY: "0",
  WEB_DIST: "",
  AUTO_APPROVE: "1",
});
const ctx = await createContext(config, pino({ level: "silent" }), { memoryDb: !config.databaseUrl });
const app = await buildApp(ctx);
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const username = `bench${Date.now() % 1_000_000}`;
const registered = await fetch(`${base}/member/index/register`, {
  method: "POST",
  body: new URLSearchParams({
    username,
    email: `${username}@example.com`,
    password: "bench-pass1",
    sex: "1",
    birthday: String(Date.UTC(1990, 0, 1)),
    country: "TW",
  }),
}).then((r) => r.json() as Promise<{ data: { token: string } }>);
await runAdminCommand(ctx, "approve", [username]);

console.log(`database: ${ctx.database.kind}; ${connections} connections, ${seconds} s per run`);
const h = await measure(helloUrl);
const u = await measure(`${base}/member/index/userinfo`, `token=${registered.data.token}`);
const row = (name: string, r: { rps: number; p50: number; p99: number }) =>
  console.log(`${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
row("hello (bare Fastify)", h);
row("userinfo", u);
console.log(
  `userinfo / hello: ${((u.rps / h.rps) * 100).toFixed(1)}% of the req/s; userinfo p99/p50 = ${(u.p99 / Math.max(u.p50, 1)).toFixed(1)}`,
);

await app.close();
await hello.close();
await closeContext(ctx);
