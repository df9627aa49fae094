/**
 * Image uploads in a burst (issue 12): the pipeline decodes at most one image per core at a time,
 * and uploads beyond that wait their turn in arrival order instead of failing. The slots are held
 * busy while twenty uploads arrive, so that every one of them is seen waiting whatever the number
 * of cores; then all twenty are processed, never more at once than there are slots.
 */
import { Calls, type ImageUpload } from "@site/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageSlots, Slots } from "../src/media/images.ts";
import { signUp, type TestApp, testApp, upload } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** A noisy photo (so that it decodes like one), different for each `seed`. */
function photo(seed: number) {
  return sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 71) % 256, b: (seed * 113) % 256 },
      noise: { type: "gaussian", mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function until(test: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("twenty image uploads at once", () => {
  it("all succeed; those beyond the slots wait, and no more than the slots are processed at once", async () => {
    const members = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => photo(i)));

    // Hold every slot, as other uploads being processed would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: imageSlots.size }, () => imageSlots.run(() => held));
    await until(() => imageSlots.active === imageSlots.size);
    imageSlots.resetPeak();

    const answers = Promise.all(
      photos.map((data, i) =>
        upload<ImageUpload>(t, Calls.uploadImage, members[i % members.length]?.token ?? "", {
          field: "file",
          name: `p${i}.jpg`,
          type: "image/jpeg",
          data,
        }),
      ),
    );
    // Every upload reaches the pipeline and waits there: none is refused for want of a slot.
    await until(() => imageSlots.waiting === 20);
    expect(imageSlots.active).toBe(imageSlots.size);

    release();
    await Promise.all(holders);
    const done = await answers;
    expect(done.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(done.every((a) => a.data?.width === 1200 && a.data.height === 900)).toBe(true);
    expect(new Set(done.map((a) => a.data?.url)).size).toBe(20);
    expect(imageSlots.peak).toBe(imageSlots.size);
    expect(imageSlots.active).toBe(0);
    expect(imageSlots.waiting).toBe(0);
  });
});

describe("Slots", () => {
  it("runs `size` at a time, the rest in arrival order, and frees a slot when work fails", async () => {
    const slots = new Slots(2);
    const order: number[] = [];
    const gates: (() => void)[] = [];
    const work = (n: number, fail = false) =>
      slots.run(async () => {
        order.push(n);
        await new Promise<void>((resolve) => gates.push(resolve));
        if (fail) throw new Error(`work ${n} failed`);
        return n;
      });
    const runs = [work(1, true), work(2), work(3), work(4), work(5)];
    await until(() => gates.length === 2);
    expect(order).toEqual([1, 2]);
    expect([slots.active, slots.waiting]).toEqual([2, 3]);

    gates[0]?.();
    await expect(runs[0]).rejects.toThrow("work 1 failed");
    await until(() => gates.length === 3);
    expect(order).toEqual([1, 2, 3]);
    for (let i = 1; i < 5; i++) {
      await until(() => gates.length > i);
      gates[i]?.();
    }
    expect(await Promise.all(runs.slice(1))).toEqual([2, 3, 4, 5]);
    expect([slots.active, slots.waiting, slots.peak]).toEqual([0, 0, 2]);
  });
});
