/**
 * PostgreSQL restarts under an instance: while it is down, calls must answer at once with the
 * wire's error shape and HTTP 503 (the service is unavailable, not broken: no 500, no stack
 * trace, no hang), chat sends must be refused at once rather than left unanswered, marked
 * transient so that our client sends them again by itself, the instance must stay up, and calls
 * and chat must work again by themselves once the database is back: the messages refused while
 * it was down arrive without the member acting.
 */
import { Calls } from "@site/contracts";
import { afterAll, expect, it } from "vitest";
import { fmt, Stack, seedPairs, sleep, startInstance, startLoad, startPostgres, waitFor } from "./harness.ts";

const DOWN_MS = 7000;
/** An answer slower than this during the outage counts as a hang. */
const QUICK_MS = 2000;
const PORTS = { one: 9131, pg: 5443 };
const stack = new Stack();
afterAll(() => stack.cleanup());

interface Answered {
  at: number;
  ms: number;
  http: number;
  body: string;
}

it("answers 503 at once while PostgreSQL is down, and recovers by itself when it is back", async () => {
  const db = await startPostgres(stack, PORTS.pg);
  const one = await startInstance(stack, PORTS.one, { DATABASE_URL: db.url });
  const [a, b] = (await seedPairs(db.url, 2, "p")) as [
    Awaited<ReturnType<typeof seedPairs>>[number],
    Awaited<ReturnType<typeof seedPairs>>[number],
  ];
  const url = `ws://127.0.0.1:${PORTS.one}/ws`;
  const load = await startLoad(
    stack,
    [a, b].map((m) => ({ ...m, url, sends: false })),
    one.base,
  );
  expect(load.connected.ready).toBe(2);

  const call = async (): Promise<Answered> => {
    const at = Date.now();
    try {
      const res = await fetch(`${one.base}${Calls.userinfo}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: a.token }),
        signal: AbortSignal.timeout(10_000),
      });
      return { at, ms: Date.now() - at, http: res.status, body: await res.text() };
    } catch (error) {
      return { at, ms: Date.now() - at, http: 0, body: String(error) };
    }
  };
  const ok = (r: Answered) => r.http === 200 && (JSON.parse(r.body) as { status: number }).status === 200;
  expect(ok(await call())).toBe(true);

  db.stop("fast");
  const downAt = Date.now();
  const during: Answered[] = [];
  load.probe([a.uid]);
  while (Date.now() - downAt < DOWN_MS) {
    during.push(await call());
    await sleep(250);
  }
  load.probe([a.uid]);
  await sleep(QUICK_MS);
  const whileDown = await load.report();

  db.start();
  const upAt = Date.now();
  const httpMs = await waitFor("a call answered again", async () => ok(await call()), 20_000).catch(
    () => Number.NaN,
  );
  let chatMs = Number.NaN;
  const chatStarted = Date.now();
  while (Date.now() - chatStarted < 20_000) {
    load.probe([a.uid]);
    await sleep(300);
    const report = await load.report();
    const acked = report.records.find((r) => r.createdAt >= upAt && r.ackAt !== undefined);
    if (acked) {
      chatMs = (acked.ackAt as number) - upAt;
      break;
    }
  }

  const unavailable = during.filter((r) => r.http === 503);
  const cached = during.filter(ok);
  const other = during.filter((r) => r.http !== 503 && !ok(r));
  const slowest = Math.max(...during.map((r) => r.ms));
  const sendsDown = whileDown.records;
  const refusedQuickly = sendsDown.filter(
    (r) => r.retryAt !== undefined && r.retryAt - r.createdAt <= QUICK_MS,
  );
  // The messages refused while it was down: sent again by the client alone (backing off from 2 s
  // to 16 s), acknowledged and delivered to b once the database is back.
  const downCids = new Set(sendsDown.map((r) => r.cid));
  let afterwards = sendsDown;
  await waitFor(
    "the messages refused while down arrive",
    async () => {
      afterwards = (await load.report()).records.filter((r) => downCids.has(r.cid));
      return afterwards.every((r) => r.ackAt !== undefined && r.deliveredAt !== undefined);
    },
    45_000,
  ).catch(() => undefined);
  const arrivedMs = Math.max(...afterwards.map((r) => (r.deliveredAt ?? Number.NaN) - upAt));
  console.log(
    [
      `[postgres] down for ${fmt(DOWN_MS / 1000)} s (pg_ctl stop -m fast): ${during.length} calls, ${unavailable.length} answered 503, ${cached.length} answered 200 from the session cache, ${other.length} otherwise; slowest ${slowest} ms`,
      `[postgres] a 503 answer: ${unavailable[0]?.body ?? "-"}`,
      `[postgres] chat sends while down: ${refusedQuickly.length}/${sendsDown.length} refused within ${QUICK_MS} ms as transient (${[...new Set(sendsDown.map((r) => r.retryKey))].join(", ")}); sent again by the client alone, ${afterwards.filter((r) => r.deliveredAt !== undefined).length}/${sendsDown.length} delivered ${fmt(arrivedMs / 1000, 1)} s after the database was back (${afterwards.map((r) => r.sends).join(", ")} sends each)`,
      `[postgres] back: calls answer 200 after ${fmt(httpMs / 1000, 2)} s, chat acknowledges after ${fmt(chatMs / 1000, 2)} s; instance alive: ${one.exited() === undefined}`,
    ].join("\n"),
  );
  expect(one.exited(), one.output()).toBeUndefined();
  expect(other.map((r) => `${r.http} ${r.body}`)).toEqual([]);
  expect(unavailable.length).toBeGreaterThan(0);
  expect(slowest).toBeLessThanOrEqual(QUICK_MS);
  for (const r of unavailable) {
    const body = JSON.parse(r.body) as { status: number; msg?: unknown; key?: unknown };
    expect(body).toMatchObject({ status: 503, key: "answers.unavailable" });
    expect(typeof body.msg).toBe("string");
    expect(r.body).not.toMatch(/\bat .*\.ts:\d+|stack|ECONNREFUSED|postgres/i);
  }
  expect(sendsDown.length).toBe(2);
  expect(refusedQuickly.length).toBe(sendsDown.length);
  // Told to try again shortly, as a call is with its 503, not that something broke.
  expect(sendsDown.map((r) => r.retryKey)).toEqual(sendsDown.map(() => "answers.unavailable"));
  expect(afterwards.map((r) => r.refused)).toEqual(sendsDown.map(() => undefined));
  expect(afterwards.filter((r) => r.ackAt === undefined || r.deliveredAt === undefined)).toEqual([]);
  expect(httpMs).toBeLessThanOrEqual(10_000);
  expect(chatMs).toBeLessThanOrEqual(10_000);
}, 120_000);
