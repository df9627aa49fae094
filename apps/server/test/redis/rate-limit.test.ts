/** The Redis-backed parts against a real Redis (REDIS_URL): counts shared by every instance. */
import { Calls, LOGIN_LIMIT } from "@site/contracts";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisLimiter } from "../../src/lib/rate-limit.ts";
import { signUp, type TestApp, testApp } from "../helper.ts";

const url = process.env.REDIS_URL;
if (!url)
  throw new Error("the server-redis suite needs REDIS_URL (a real Redis); scripts/test.ts sets it up");

let a: Redis;
let b: Redis;
const prefix = `test:${process.pid}:${Date.now()}:`;
beforeAll(() => {
  a = new Redis(url);
  b = new Redis(url);
});
afterAll(async () => {
  const keys = await a.keys(`${prefix}*`);
  if (keys.length) await a.del(...keys);
  a.disconnect();
  b.disconnect();
});

describe("the Redis limiter", () => {
  it("counts attempts from two connections (two instances) in one window", async () => {
    const one = redisLimiter(a, prefix);
    const two = redisLimiter(b, prefix);
    expect((await one.hit("k", 60)).count).toBe(1);
    expect((await two.hit("k", 60)).count).toBe(2);
    const seen = await one.peek("k");
    expect(seen.count).toBe(2);
    expect(seen.resetIn).toBeGreaterThan(55);
    await two.reset("k");
    expect((await one.peek("k")).count).toBe(0);
  });

  it("lets the window run out", async () => {
    const limiter = redisLimiter(a, prefix);
    await limiter.hit("short", 1);
    await new Promise((r) => setTimeout(r, 1200));
    expect((await limiter.peek("short")).count).toBe(0);
  });
});

describe("two server instances on one Redis", () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await testApp({ REDIS_URL: url });
    two = await testApp({ REDIS_URL: url });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it("count one address's attempts at an account spread over both", async () => {
    const m = await signUp(one);
    const ip = "10.20.0.1";
    // The second instance has its own database here; the pair key must match, so reuse the id's key.
    const key = `login:pair:user:${m.id}:${ip}`;
    await one.ctx.limiter.reset(key);
    for (let i = 0; i < LOGIN_LIMIT.perPair; i++) {
      const target = i % 2 === 0 ? one : two;
      await target.ctx.limiter.hit(key, LOGIN_LIMIT.windowSeconds);
    }
    const answer = await one.call(Calls.login, { account: m.username, password: m.password }, { ip });
    expect(answer.msg).toMatch(/Too many attempts/);
    await one.ctx.limiter.reset(key);
    expect((await one.call(Calls.login, { account: m.username, password: m.password }, { ip })).status).toBe(
      200,
    );
  });

  it("let 100 guesses sent at once verify no more than the limit, the right one refused", async () => {
    const m = await signUp(one);
    const ip = "10.22.0.1";
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 60 ? m.password : `guess-${i}`));
    const answers = await Promise.all(
      guesses.map((password) => one.call(Calls.login, { account: m.username, password }, { ip })),
    );
    const limited = (a: { msg?: string }) => /^Too many attempts/.test(a.msg ?? "");
    expect(answers.filter((a) => !limited(a)).length).toBeLessThanOrEqual(LOGIN_LIMIT.perPair);
    expect(answers.filter(limited).length).toBeGreaterThanOrEqual(100 - LOGIN_LIMIT.perPair);
    expect(answers[60]?.status).not.toBe(200);
  });

  it("let exactly one caller through a gate, whichever instance asks", async () => {
    const gate = `gate:${Date.now()}`;
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).ctx.limiter.acquire(gate, 5)),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
  });
});
