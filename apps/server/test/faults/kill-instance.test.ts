/**
 * An instance dies (kill -9) under load behind nginx: two instances on one PostgreSQL and one
 * Redis, 2,000 chat clients connected through nginx and sending. The clients of the dead
 * instance must be back through nginx within 10 s, every message the server acknowledged must be
 * in the recipient's history, the clients' resends (same cid) must not deliver anything twice, and
 * every message must end acknowledged.
 */
import { readFileSync } from "node:fs";
import { MESSAGES, Status } from "@site/contracts";
import { afterAll, expect, it } from "vitest";
import {
  fmt,
  missingFromHistory,
  Stack,
  seedPairs,
  shownOnline,
  sleep,
  startInstance,
  startLoad,
  startNginx,
  startPostgres,
  startRedis,
  waitFor,
} from "./harness.ts";

const CLIENTS = Number(process.env.FAULT_CLIENTS ?? 2000);
const RATE = 200;
const PORTS = { nginx: 9110, one: 9111, two: 9112, redis: 6391, pg: 5441 };
const stack = new Stack();
afterAll(() => stack.cleanup());

it("answers in the wire's shape from nginx when no instance can be reached, with the contracts' text", () => {
  const conf = readFileSync(new URL("../../../../deploy/nginx.conf", import.meta.url), "utf8");
  const answer = {
    status: Status.unavailable,
    msg: MESSAGES["answers.unavailable"],
    key: "answers.unavailable",
  };
  expect(conf).toContain(`return 503 '${JSON.stringify(answer)}';`);
});

it(`keeps ${CLIENTS} chat clients and their messages when an instance is killed`, async () => {
  const db = await startPostgres(stack, PORTS.pg);
  const redis = await startRedis(stack, PORTS.redis);
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    PUBLIC_URL: `http://127.0.0.1:${PORTS.nginx}`,
    TRUST_PROXY: "127.0.0.1",
    // The survivor takes the killed instance for dead after three silent beats (3 s).
    INSTANCE_HEARTBEAT_MS: "1000",
  };
  const one = await startInstance(stack, PORTS.one, env);
  const two = await startInstance(stack, PORTS.two, env);
  const nginx = await startNginx(stack, PORTS.nginx, [PORTS.one, PORTS.two], { accessLog: true });
  const pairs = await seedPairs(db.url, CLIENTS, "k");
  const load = await startLoad(
    stack,
    // Half as our client (the token as a subprotocol), half as the spec's (`?token=`).
    pairs.map((m, i) => ({ ...m, url: nginx.ws, sends: true, protocol: i % 4 < 2 })),
    nginx.base,
  );
  console.log(
    `[kill] ${load.connected.ready}/${CLIENTS} connected through nginx in ${fmt(load.connected.ms / 1000)} s`,
  );
  expect(load.connected.ready).toBe(CLIENTS);

  load.rate(RATE);
  await sleep(5000);
  const killedAt = Date.now();
  await two.kill("SIGKILL");
  // Ten seconds after the kill: who is back.
  await sleep(10_000);
  const at10 = await load.report();
  await sleep(5000);
  load.rate(0);
  // Every message acknowledged in the end (resends included) and in its receiver's hands, or 20 s pass.
  let end = await load.report();
  await waitFor(
    "every message acknowledged and received",
    async () => {
      end = await load.report();
      return end.records.every(
        (r) => r.refused !== undefined || (r.ackAt !== undefined && (r.deliveries > 0 || r.listedAt)),
      );
    },
    20_000,
  ).catch(() => undefined);

  const dropped = at10.drops.filter((d) => d.droppedAt >= killedAt);
  const back = dropped.filter((d) => d.readyAt !== undefined && d.readyAt - killedAt <= 10_000);
  const times = back.map((d) => (d.readyAt as number) - d.droppedAt).sort((a, b) => a - b);
  const pct = (q: number) => times[Math.max(0, Math.ceil(q * times.length) - 1)] ?? Number.NaN;
  const history = await missingFromHistory(db.url, end);
  const unacked = end.records.filter((r) => r.ackAt === undefined && r.refused === undefined);
  const duplicated = end.records.filter((r) => r.deliveries > 1);
  const resent = end.records.filter((r) => r.sends > 1);
  // Receivers never dropped were online on the survivor the whole time: each acknowledged message
  // must reach them live (a resend found stored included). The others may find it in their list.
  const everDropped = new Set(end.drops.map((d) => d.uid));
  const acked = end.records.filter((r) => r.ackAt !== undefined);
  const unreached = acked.filter((r) => r.deliveries === 0 && r.listedAt === undefined);
  const unreachedOnline = unreached.filter((r) => !everDropped.has(r.to));
  const toOnline = acked.filter((r) => !everDropped.has(r.to));
  const byList = acked.filter((r) => r.deliveries === 0 && r.listedAt !== undefined);
  const redelivered = end.records.filter((r) => r.redeliveries > 0);
  const reconnectedPct = dropped.length > 0 ? (back.length / dropped.length) * 100 : Number.NaN;
  console.log(
    [
      `[kill] instance on ${PORTS.two} killed with ${dropped.length} clients on it`,
      `[kill] reconnected through nginx within 10 s: ${back.length}/${dropped.length} (${fmt(reconnectedPct, 2)}%); connected 10 s after the kill: ${at10.ready}/${CLIENTS}`,
      `[kill] time to reconnect: p50 ${fmt(pct(0.5) / 1000, 2)} s, p99 ${fmt(pct(0.99) / 1000, 2)} s, max ${fmt(pct(1) / 1000, 2)} s (the client waits 2 s first)`,
      `[kill] messages: ${end.records.length} sent, ${history.acked} acknowledged, ${resent.length} resent after the reconnect, ${unacked.length} never acknowledged`,
      `[kill] lost (acknowledged, not in the recipient's history): ${history.missing.length}; duplicated (delivered twice): ${duplicated.length}; stored twice: ${history.storedTwice}`,
      `[kill] reaching the receiver: ${toOnline.length - unreachedOnline.length}/${toOnline.length} to receivers online throughout; ${acked.length - unreached.length}/${acked.length} in all (${byList.length} by the contact list after a reconnect); ${redelivered.length} delivered again and dropped by id`,
      `[kill] refusals: ${JSON.stringify(end.refusals)}; failed connection attempts: ${JSON.stringify(end.failedAttempts)}`,
      `[kill] nginx: ${nginxErrors(nginx.errors())}`,
    ].join("\n"),
  );
  // The killed instance's presence counts were taken back by the survivor: once every client has
  // left, nobody is shown online.
  await load.stop();
  const leftAt = Date.now();
  let online = await shownOnline(db.url);
  await waitFor(
    "nobody shown online",
    async () => {
      online = await shownOnline(db.url);
      return online === 0;
    },
    15_000,
  ).catch(() => undefined);
  console.log(
    `[kill] members shown online after every client left: ${online} (after ${fmt((Date.now() - leftAt) / 1000, 1)} s)`,
  );
  // No session token in any log line: the instances', nginx's access and error logs.
  const logs = {
    one: one.output(),
    two: two.output(),
    "nginx access": nginx.access(),
    "nginx error": nginx.errors(),
  };
  const leaks = Object.entries(logs).flatMap(([log, text]) =>
    pairs.filter((m) => text.includes(m.token)).map((m) => `${log}: the token of ${m.uid}`),
  );
  console.log(
    `[kill] session tokens in the logs: ${leaks.length} (read ${Object.entries(logs)
      .map(([log, text]) => `${log} ${text.split("\n").length - 1} lines`)
      .join(", ")})`,
  );
  expect(one.exited(), one.output()).toBeUndefined();
  expect(leaks).toEqual([]);
  expect(logs["nginx access"]).toContain("GET /ws");
  // The kill took about half of the clients with it (nginx balanced them over both).
  expect(dropped.length).toBeGreaterThan(CLIENTS * 0.3);
  expect(reconnectedPct).toBeGreaterThanOrEqual(99);
  expect(at10.ready).toBeGreaterThanOrEqual(CLIENTS * 0.99);
  expect(history.missing).toEqual([]);
  expect(history.storedTwice).toBe(0);
  expect(duplicated.map((r) => r.cid)).toEqual([]);
  expect(toOnline.length).toBeGreaterThan(0);
  expect(unreachedOnline.map((r) => r.cid)).toEqual([]);
  expect(unacked.map((r) => r.cid)).toEqual([]);
  expect(end.refusals).toEqual({});
  expect(nginx.errors()).not.toMatch(/\[(emerg|alert|crit)\]/);
  expect(online).toBe(0);
}, 180_000);

/** nginx's error log in a line: how many of each kind. */
function nginxErrors(log: string): string {
  const kinds: Record<string, number> = {};
  for (const line of log.split("\n")) {
    const kind = /\] \d+#\d+: (?:\*\d+ )?(.*?)(?: while |, client:|$)/.exec(line)?.[1];
    if (kind) kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return JSON.stringify(kinds);
}
