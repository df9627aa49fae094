/**
 * Writes many keys with one statement, the way BatchLoader reads them: a write waits while one is
 * in flight, and the keys that gathered meanwhile go together next. Under light load a write is
 * one key and costs what a single statement did; in a reconnect storm one statement answers
 * hundreds of callers.
 *
 * Writes of one key land in the order asked for: a later value for a key still waiting replaces
 * the earlier one (both callers settle once it is written), and a value asked for while the key's
 * earlier one is being written waits for the next statement.
 */
import { type BatchOptions, BatchSchedule } from "./batch-schedule.ts";

type Entry<V> = { value: V; callers: { settle: () => void; fail: (error: unknown) => void }[] };

export class BatchWriter<K, V> {
  readonly #schedule: BatchSchedule<K, Entry<V>>;

  /** `write` stores every value given (one key, one value); `gather` and `spacingMs` as for BatchLoader. */
  constructor(
    write: (values: Map<K, V>) => Promise<void>,
    max = 500,
    { gather = false, spacingMs = 0 }: BatchOptions = {},
  ) {
    this.#schedule = new BatchSchedule<K, Entry<V>>(
      async (batch) => {
        try {
          await write(new Map(batch.map(([key, { value }]) => [key, value])));
          for (const [, { callers }] of batch) for (const c of callers) c.settle();
        } catch (error) {
          for (const [, { callers }] of batch) for (const c of callers) c.fail(error);
        }
      },
      max,
      gather,
      spacingMs,
    );
  }

  write(key: K, value: V): Promise<void> {
    return new Promise((settle, fail) => {
      const entry = this.#schedule.waiting.get(key);
      if (entry) {
        entry.value = value;
        entry.callers.push({ settle, fail });
      } else {
        this.#schedule.waiting.set(key, { value, callers: [{ settle, fail }] });
      }
      this.#schedule.start();
    });
  }
}
