/** The in-process cache under every hot read (lib/ttl-cache.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TtlCache } from "../src/lib/ttl-cache.ts";

describe("TtlCache", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-27T12:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("answers an entry for its time to live, and nothing after", () => {
    const cache = new TtlCache<string, number>(5_000);
    cache.set("a", 1);
    vi.advanceTimersByTime(4_999);
    expect(cache.get("a")).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get("a")).toBeUndefined();
  });

  it("lets go of expired entries as new ones come, though no one reads them again", () => {
    const cache = new TtlCache<string, number>(5_000, 1_000_000);
    for (let i = 0; i < 1_000; i++) cache.set(`old${i}`, i);
    vi.advanceTimersByTime(5_000);
    cache.set("new", 1);
    expect(cache.size).toBe(1);
    expect(cache.get("new")).toBe(1);
  });

  it("keeps an entry set again for a full time to live from then, and still sweeps what expired", () => {
    const cache = new TtlCache<string, number>(5_000);
    cache.set("a", 1);
    vi.advanceTimersByTime(1_000);
    cache.set("b", 2);
    vi.advanceTimersByTime(1_000);
    cache.set("a", 3);
    // b's time is up; a, set again 4 s ago, has a second left and does not hold b in memory.
    vi.advanceTimersByTime(4_000);
    cache.set("c", 4);
    expect(cache.size).toBe(2);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([3, undefined, 4]);
  });

  it("drops the oldest tenth when full", () => {
    const cache = new TtlCache<number, number>(60_000, 100);
    for (let i = 0; i < 100; i++) cache.set(i, i);
    cache.set(100, 100);
    expect(cache.size).toBe(91);
    expect(cache.get(9)).toBeUndefined();
    expect(cache.get(10)).toBe(10);
  });
});
