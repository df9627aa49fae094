/**
 * Fixed-window attempt counters, per key. In process by default; in Redis when REDIS_URL is set,
 * so that every instance behind the load balancer counts the same attempts.
 *
 * A limit is taken before the work it limits: `hit` adds one and answers the new count in one
 * step (INCR in Redis), so attempts sent in parallel each see a different count and only the
 * first ones pass. Checking a count first and adding to it after the work lets a burst through.
 */
import type { Redis } from "ioredis";

export interface Limiter {
  /** Count one attempt; answers the count in the window and the seconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetIn: number }>;
  /** The count in the window without adding to it. */
  peek(key: string): Promise<{ count: number; resetIn: number }>;
  reset(key: string): Promise<void>;
  /** Gives back one attempt taken by `hit` (the work turned out not to count, such as a success). */
  release(key: string): Promise<void>;
  /**
   * Takes a gate for `seconds` if nobody holds it: true for the one caller that got it. Two
   * callers at once never both get it.
   */
  acquire(key: string, seconds: number): Promise<boolean>;
}

export function memoryLimiter(now: () => number = Date.now): Limiter {
  const windows = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.until <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  // Keep the map from growing without bound under a flood of distinct keys.
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.until <= t) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowSeconds) {
      const w = live(key) ?? { count: 0, until: now() + windowSeconds * 1000 };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, resetIn: Math.ceil((w.until - now()) / 1000) };
    },
    async peek(key) {
      const w = live(key);
      return { count: w?.count ?? 0, resetIn: w ? Math.ceil((w.until - now()) / 1000) : 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async release(key) {
      const w = live(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async acquire(key, seconds) {
      if (live(key)) return false;
      windows.set(key, { count: 1, until: now() + seconds * 1000 });
      return true;
    },
  };
}

export function redisLimiter(redis: Redis, prefix = "rl:"): Limiter {
  return {
    async hit(key, windowSeconds) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).expire(k, windowSeconds, "NX").ttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { count, resetIn: ttl > 0 ? ttl : windowSeconds };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.ttl(k)]);
      return { count: Number(count ?? 0), resetIn: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async release(key) {
      // Only a live window is decremented: a DECR on a missing key would create one without expiry.
      await redis.eval(
        "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
    async acquire(key, seconds) {
      return (await redis.set(prefix + key, "1", "EX", Math.max(1, Math.ceil(seconds)), "NX")) === "OK";
    },
  };
}
