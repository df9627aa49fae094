/** The batch loader: loads asked for together are read together, and every answer is fresh. */
import { describe, expect, it } from "vitest";
import { BatchLoader } from "../src/lib/batch-loader.ts";

describe("the batch loader", () => {
  it("reads the keys that gathered during a read in one go, each key once", async () => {
    const reads: number[][] = [];
    const loader = new BatchLoader<number, string>(async (keys) => {
      reads.push(keys);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return new Map(keys.filter((k) => k !== 404).map((k) => [k, `row ${k}`]));
    });
    const answers = await Promise.all([1, 2, 3, 2, 404, 5].map((k) => loader.load(k)));
    expect(answers).toEqual(["row 1", "row 2", "row 3", "row 2", undefined, "row 5"]);
    // The first load goes alone; the rest waited for it and went together.
    expect(reads).toEqual([[1], [2, 3, 404, 5]]);
  });

  it("reads again for a later load (nothing is kept), and a failed read fails only its callers", async () => {
    let version = 0;
    let broken = false;
    const loader = new BatchLoader<number, number>(async (keys) => {
      if (broken) throw new Error("database gone");
      version += 1;
      return new Map(keys.map((k) => [k, version]));
    });
    expect(await loader.load(7)).toBe(1);
    expect(await loader.load(7)).toBe(2);
    broken = true;
    await expect(loader.load(7)).rejects.toThrow("database gone");
    broken = false;
    expect(await loader.load(7)).toBe(3);
  });

  it("reads at most `max` keys at a time, in the order first asked for", async () => {
    const reads: number[][] = [];
    const loader = new BatchLoader<number, number>(
      async (keys) => {
        reads.push(keys);
        return new Map(keys.map((k) => [k, -k]));
      },
      2,
      { gather: true },
    );
    const answers = await Promise.all([5, 4, 3, 2, 1].map((k) => loader.load(k)));
    expect(answers).toEqual([-5, -4, -3, -2, -1]);
    expect(reads).toEqual([[5, 4], [3, 2], [1]]);
  });

  it("with gather, waits for the rest of the turn, so the first load goes with the others", async () => {
    const reads: number[][] = [];
    const loader = new BatchLoader<number, number>(
      async (keys) => {
        reads.push(keys);
        return new Map(keys.map((k) => [k, k * 10]));
      },
      500,
      { gather: true },
    );
    // Asked for from separate callbacks of one turn, the way sockets arrive together.
    const answers = await new Promise<(number | undefined)[]>((resolve) => {
      const pending: Promise<number | undefined>[] = [];
      for (const k of [1, 2, 3]) queueMicrotask(() => pending.push(loader.load(k)));
      setImmediate(() => void Promise.all(pending).then(resolve));
    });
    expect(answers).toEqual([10, 20, 30]);
    expect(reads).toEqual([[1, 2, 3]]);
  });

  it("with spacingMs, goes at once when rested and starts batches no closer than that", async () => {
    const SPACING = 200;
    const reads: { keys: number[]; at: number }[] = [];
    const loader = new BatchLoader<number, number>(
      async (keys) => {
        reads.push({ keys, at: performance.now() });
        return new Map(keys.map((k) => [k, k]));
      },
      500,
      { gather: true, spacingMs: SPACING },
    );
    const t0 = performance.now();
    expect(await loader.load(1)).toBe(1);
    // Rested: the first load did not wait for the spacing.
    expect(performance.now() - t0).toBeLessThan(SPACING * 0.75);
    // Right behind it: these wait for the spacing, and go together.
    expect(await Promise.all([loader.load(2), loader.load(3)])).toEqual([2, 3]);
    expect(reads.map((r) => r.keys)).toEqual([[1], [2, 3]]);
    expect((reads[1]?.at ?? 0) - (reads[0]?.at ?? 0)).toBeGreaterThanOrEqual(SPACING - 5);
    // Rested again: at once.
    await new Promise((resolve) => setTimeout(resolve, SPACING + 20));
    const t1 = performance.now();
    expect(await loader.load(4)).toBe(4);
    expect(performance.now() - t1).toBeLessThan(SPACING * 0.75);
  });
});
