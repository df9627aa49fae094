/** The batch writer: writes asked for together go together, and each key's values land in order. */
import { describe, expect, it } from "vitest";
import { BatchWriter } from "../src/lib/batch-writer.ts";

describe("the batch writer", () => {
  it("writes the keys that gathered during a write in one go, a key's latest value once", async () => {
    const writes: [string, number][][] = [];
    const stored = new Map<string, number>();
    const writer = new BatchWriter<string, number>(async (values) => {
      writes.push([...values]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      for (const [key, value] of values) stored.set(key, value);
    });
    await Promise.all([
      writer.write("a", 1),
      writer.write("b", 1),
      writer.write("a", 2),
      writer.write("c", 1),
      writer.write("b", 2),
    ]);
    // The first write goes alone; the rest waited for it and went together, each key's last value.
    expect(writes).toEqual([
      [["a", 1]],
      [
        ["b", 2],
        ["a", 2],
        ["c", 1],
      ],
    ]);
    expect(stored).toEqual(
      new Map([
        ["a", 2],
        ["b", 2],
        ["c", 1],
      ]),
    );
  });

  it("never lets an earlier value of a key land after a later one, and a failed write fails only its callers", async () => {
    const order: number[] = [];
    let broken = false;
    const writer = new BatchWriter<string, number>(async (values) => {
      if (broken) throw new Error("database gone");
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(values.get("k") as number);
    });
    const first = writer.write("k", 1);
    const second = writer.write("k", 2); // asked for while 1 is being written: waits for the next
    await Promise.all([first, second]);
    expect(order).toEqual([1, 2]);
    broken = true;
    await expect(writer.write("k", 3)).rejects.toThrow("database gone");
    broken = false;
    await writer.write("k", 4);
    expect(order).toEqual([1, 2, 4]);
  });

  it("with spacingMs, starts its writes no closer than that", async () => {
    const SPACING = 150;
    const writes: { keys: string[]; at: number }[] = [];
    const writer = new BatchWriter<string, number>(
      async (values) => {
        writes.push({ keys: [...values.keys()], at: performance.now() });
      },
      500,
      { gather: true, spacingMs: SPACING },
    );
    await writer.write("a", 1);
    await Promise.all([writer.write("b", 2), writer.write("c", 3)]);
    expect(writes.map((w) => w.keys)).toEqual([["a"], ["b", "c"]]);
    expect((writes[1]?.at ?? 0) - (writes[0]?.at ?? 0)).toBeGreaterThanOrEqual(SPACING - 5);
  });
});
