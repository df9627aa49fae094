/**
 * Reads many keys with one query: a load waits while a read is in flight, and the keys that
 * gathered meanwhile are read together next. Under light load a read is one key and costs what
 * a single query did; under heavy load one query answers hundreds of callers. Nothing is cached:
 * every answer was read after the load was asked for.
 */
import { type BatchOptions, BatchSchedule } from "./batch-schedule.ts";

type Caller<V> = { settle: (value: V | undefined) => void; fail: (error: unknown) => void };

export class BatchLoader<K, V> {
  readonly #schedule: BatchSchedule<K, Caller<V>[]>;

  /**
   * `read` answers the values found for the keys (absent keys: undefined). With `gather`, a read
   * starts only once the event loop has run what is ready now; with `spacingMs`, no sooner than
   * that after the read before (see BatchSchedule).
   */
  constructor(
    read: (keys: K[]) => Promise<Map<K, V>>,
    max = 500,
    { gather = false, spacingMs = 0 }: BatchOptions = {},
  ) {
    this.#schedule = new BatchSchedule<K, Caller<V>[]>(
      async (batch) => {
        try {
          const found = await read(batch.map(([key]) => key));
          for (const [key, callers] of batch) for (const c of callers) c.settle(found.get(key));
        } catch (error) {
          for (const [, callers] of batch) for (const c of callers) c.fail(error);
        }
      },
      max,
      gather,
      spacingMs,
    );
  }

  load(key: K): Promise<V | undefined> {
    return new Promise((settle, fail) => {
      const callers = this.#schedule.waiting.get(key);
      if (callers) callers.push({ settle, fail });
      else this.#schedule.waiting.set(key, [{ settle, fail }]);
      this.#schedule.start();
    });
  }
}
