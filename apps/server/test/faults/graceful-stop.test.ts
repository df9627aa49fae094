/**
 * A deploy: an instance stopped in order (SIGTERM) under load behind nginx, then started again.
 * The stopping instance counts its connections out before it closes Redis (no presence failure in
 * its log) and takes itself out at once (the survivor never finds it silent: no warning in the
 * survivor's log); its clients reconnect through nginx and every acknowledged message reaches its
 * receiver. Once it is back, the survivor, holding every socket, asks a few at a time to reconnect
 * until both hold their share: within 20% of even within a minute.
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
  startNginx,
  startPostgres,
  startRedis,
  waitFor,
} from "./harness.ts";

const CLIENTS = 400;
const RATE = 100;
const PORTS = { nginx: 9140, one: 9141, two: 9142, redis: 6394, pg: 5444 };
const stack = new Stack();
afterAll(() => stack.cleanup());

/** The lines of a pino log at warn or above (the instances log at warn). */
const warnings = (output: string, since: number) =>
  output.split("\n").filter((line) => {
    const at = Number(/"time":(\d+)/.exec(line)?.[1] ?? Number.NaN);
    return /"level":(40|50|60)/.test(line) && at >= since;
  });

/** The chat sockets an instance holds, from its /metrics (over loopback). */
async function sockets(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
  return Number(/^site_chat_open_sockets (\S+)$/m.exec(text)?.[1] ?? Number.NaN);
}

it("stops an instance without a warning anywhere, and evens the sockets out once it is back", async () => {
  const db = await startPostgres(stack, PORTS.pg);
  const redis = await startRedis(stack, PORTS.redis);
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    PUBLIC_URL: `http://127.0.0.1:${PORTS.nginx}`,
    TRUST_PROXY: "127.0.0.1",
    // Three silent beats (3 s) would make the survivor take the stopped instance for dead.
    INSTANCE_HEARTBEAT_MS: "1000",
  };
  const one = await startInstance(stack, PORTS.one, env);
  let two = await startInstance(stack, PORTS.two, env);
  const nginx = await startNginx(stack, PORTS.nginx, [PORTS.one, PORTS.two]);
  const pairs = await seedPairs(db.url, CLIENTS, "g");
  const load = await startLoad(
    stack,
    pairs.map((m) => ({ ...m, url: nginx.ws, sends: true })),
    nginx.base,
  );
  expect(load.connected.ready).toBe(CLIENTS);
  load.rate(RATE);
  await sleep(3000);

  const stoppedAt = Date.now();
  await two.kill("SIGTERM");
  const stopMs = Date.now() - stoppedAt;
  const exitedAs = two.exited();
  const stopping = warnings(two.output(), stoppedAt);
  // More than three beats: the survivor would have found it silent by now.
  await sleep(6000);
  const survivor = warnings(one.output(), stoppedAt);
  const backAfterStop = (await load.report()).ready;

  two = await startInstance(stack, PORTS.two, env);
  const restartedAt = Date.now();
  let held = [0, 0];
  // Members' calls go through nginx too (nginx takes an upstream that failed back only once a
  // request to it has ended, which a socket does not for hours): a few a second, as a site has.
  const calls = setInterval(() => {
    fetch(`${nginx.base}/readyz`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
  }, 200);
  const evenMs = await waitFor(
    "the sockets within 20% of even",
    async () => {
      held = await Promise.all([one.base, two.base].map(sockets));
      const even = CLIENTS / 2;
      return held.every((n) => Math.abs(n - even) <= 0.2 * even);
    },
    60_000,
  ).catch(() => Number.NaN);
  clearInterval(calls);
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
    20_000,
  ).catch(() => undefined);
  const history = await missingFromHistory(db.url, end);
  const acked = end.records.filter((r) => r.ackAt !== undefined);
  const unreached = acked.filter((r) => r.deliveries === 0 && r.listedAt === undefined);
  const unacked = end.records.filter((r) => r.ackAt === undefined && r.refused === undefined);
  const survivorLater = warnings(one.output(), stoppedAt);
  console.log(
    [
      `[stop] SIGTERM with ${CLIENTS} clients through nginx at ${RATE} msg/s: exited (${exitedAs}) in ${fmt(stopMs / 1000, 2)} s; ${backAfterStop}/${CLIENTS} connected 6 s later`,
      `[stop] warnings: ${stopping.length} in the stopping instance's log, ${survivor.length} in the survivor's${survivor[0] ? ` (${survivor[0].slice(0, 200)})` : ""}`,
      `[stop] restarted: sockets ${held.join(" and ")} ${Number.isNaN(evenMs) ? "not within 20% of even in 60 s" : `within 20% of even ${fmt((Date.now() - restartedAt) / 1000, 1)} s after the restart`}`,
      `[stop] messages: ${end.records.length} sent, ${acked.length} acknowledged, ${unacked.length} never; lost ${history.missing.length}, stored twice ${history.storedTwice}; not reaching the receiver ${unreached.length}; refusals ${JSON.stringify(end.refusals)}`,
    ].join("\n"),
  );
  expect(exitedAs).toBe("code 0");
  expect(stopping).toEqual([]);
  expect(survivor).toEqual([]);
  expect(survivorLater).toEqual([]);
  expect(backAfterStop).toBe(CLIENTS);
  expect(evenMs).toBeLessThanOrEqual(60_000);
  expect(history.missing).toEqual([]);
  expect(history.storedTwice).toBe(0);
  expect(unacked.map((r) => r.cid)).toEqual([]);
  expect(unreached.map((r) => r.cid)).toEqual([]);
  expect(end.refusals).toEqual({});
}, 180_000);
