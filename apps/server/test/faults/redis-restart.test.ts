/**
 * Redis dies and comes back under load: two instances, members chatting within one instance and
 * across the two. While Redis is down, chat within an instance must go on at once (acknowledged
 * and delivered as before); across instances it must resume within seconds of Redis being back;
 * no instance may crash, and nothing acknowledged may be lost or delivered twice. Every
 * acknowledged message reaches its receiver, live or by the resync each instance sends its
 * connections once its subscription is back (their contact lists, afresh).
 */
import { afterAll, expect, it } from "vitest";
import {
  fmt,
  missingFromHistory,
  Stack,
  seedPairs,
  sleep,
  startInstance,
  startLoad,
  startPostgres,
  startRedis,
  waitFor,
} from "./harness.ts";

const PAIRS = 200;
const RATE = 100;
const DOWN_MS = 6000;
const PORTS = { one: 9121, two: 9122, redis: 6392, pg: 5442 };
const stack = new Stack();
afterAll(() => stack.cleanup());

it("keeps chat going within an instance while Redis is down, and across instances once it is back", async () => {
  const db = await startPostgres(stack, PORTS.pg);
  const redis = await startRedis(stack, PORTS.redis);
  // The clients address one instance each, with no balancer: moving them would only bring them back.
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    PUBLIC_URL: "http://127.0.0.1:9121",
    CHAT_REBALANCE: "0",
  };
  const one = await startInstance(stack, PORTS.one, env);
  const two = await startInstance(stack, PORTS.two, env);
  const pairs = await seedPairs(db.url, PAIRS * 2, "r");
  // The first half of the pairs both on one instance; in the other half, one member on each.
  const cross = new Set(pairs.slice(PAIRS).map((m) => m.uid));
  const load = await startLoad(
    stack,
    pairs.map((m, i) => ({
      ...m,
      url: `ws://127.0.0.1:${cross.has(m.uid) && i % 2 === 1 ? PORTS.two : PORTS.one}/ws`,
      sends: true,
    })),
    "http://127.0.0.1:9121",
  );
  expect(load.connected.ready).toBe(PAIRS * 2);
  load.rate(RATE);
  await sleep(3000);

  const downAt = Date.now();
  await redis.kill();
  await sleep(DOWN_MS);
  await redis.start();
  const upAt = Date.now();
  await sleep(10_000);
  load.rate(0);
  let end = await load.report();
  await waitFor(
    "every message acknowledged and received",
    async () => {
      end = await load.report();
      return end.records.every(
        (r) => r.refused !== undefined || (r.ackAt !== undefined && (r.deliveries > 0 || r.listedAt)),
      );
    },
    15_000,
  ).catch(() => undefined);
  const acked = end.records.filter((r) => r.ackAt !== undefined);
  const byResync = acked.filter((r) => r.deliveries === 0 && r.listedAt !== undefined);
  const unreached = acked.filter((r) => r.deliveries === 0 && r.listedAt === undefined);
  const scraped = await Promise.all([one, two].map(async (i) => (await fetch(`${i.base}/metrics`)).text()));
  const metric = (name: string) =>
    scraped.reduce(
      (sum, text) =>
        sum +
        [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "gm"))].reduce(
          (n, m) => n + Number(m[1]),
          0,
        ),
      0,
    );

  const isCross = (from: number) => cross.has(from);
  // Within one instance, while Redis was down (a second after the kill until it was back).
  const localDown = end.records.filter(
    (r) => !isCross(r.from) && r.createdAt >= downAt + 1000 && r.createdAt < upAt,
  );
  const localOk = localDown.filter(
    (r) =>
      r.ackAt !== undefined &&
      r.deliveredAt !== undefined &&
      r.ackAt - r.createdAt <= 1000 &&
      r.deliveredAt - r.createdAt <= 1000,
  );
  const localLatency = localOk.map((r) => (r.deliveredAt as number) - r.createdAt).sort((a, b) => a - b);
  // Across instances after Redis is back: from when on was every message delivered live.
  const crossAfter = end.records.filter((r) => isCross(r.from) && r.createdAt >= upAt);
  const lastMissed = Math.max(
    upAt,
    ...crossAfter.filter((r) => r.deliveredAt === undefined).map((r) => r.createdAt),
  );
  const crossRecoveredMs = lastMissed - upAt;
  const crossLate = crossAfter.filter((r) => r.createdAt > lastMissed);
  const history = await missingFromHistory(db.url, end);
  const duplicated = end.records.filter((r) => r.deliveries > 1);
  const unacked = end.records.filter((r) => r.ackAt === undefined && r.refused === undefined);
  const refused = end.records.filter((r) => r.refused !== undefined);
  console.log(
    [
      `[redis] Redis down for ${fmt(DOWN_MS / 1000)} s under ${RATE} msg/s; ${PAIRS} pairs, half of them across the two instances`,
      `[redis] within one instance while down: ${localOk.length}/${localDown.length} acknowledged and delivered within 1 s (p99 ${fmt(localLatency[Math.ceil(0.99 * localLatency.length) - 1] ?? Number.NaN, 0)} ms)`,
      `[redis] across instances: every message delivered live from ${fmt(crossRecoveredMs / 1000, 2)} s after Redis was back (${crossLate.length} such messages)`,
      `[redis] messages: ${end.records.length} sent, ${history.acked} acknowledged, ${refused.length} refused, ${unacked.length} never acknowledged`,
      `[redis] lost (acknowledged, not in the history): ${history.missing.length}; duplicated: ${duplicated.length}; instances alive: ${[one, two].filter((i) => i.exited() === undefined).length}/2`,
      `[redis] reaching the receiver: ${acked.length - unreached.length}/${acked.length} (${byResync.length} by the resync's contact list, not live)`,
      `[redis] events not published (site_chat_events_undelivered_total): ${metric("site_chat_events_undelivered_total")}; connections resynced (site_chat_resyncs_total): ${metric("site_chat_resyncs_total")}`,
      `[redis] refusals: ${JSON.stringify(end.refusals)}; connections dropped: ${end.drops.length}`,
    ].join("\n"),
  );
  expect(one.exited(), one.output()).toBeUndefined();
  expect(two.exited(), two.output()).toBeUndefined();
  expect(localDown.length).toBeGreaterThan(100);
  expect(localOk.length).toBe(localDown.length);
  expect(crossRecoveredMs).toBeLessThanOrEqual(5000);
  expect(crossLate.length).toBeGreaterThan(50);
  expect(history.missing).toEqual([]);
  expect(duplicated.map((r) => r.cid)).toEqual([]);
  expect(unreached.map((r) => r.cid)).toEqual([]);
  // Both instances lost their subscription: each resynced every connection it held.
  expect(metric("site_chat_resyncs_total")).toBeGreaterThanOrEqual(PAIRS * 2);
  expect(unacked.map((r) => r.cid)).toEqual([]);
  expect(refused.map((r) => `${r.cid}: ${r.refused}`)).toEqual([]);
  // Both instances answer HTTP again.
  for (const instance of [one, two]) {
    expect((await fetch(`${instance.base}/healthz`)).status).toBeLessThan(500);
  }
}, 180_000);
