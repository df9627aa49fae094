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
export class BatchWriter<K, V> {
  readonly #write: (values: Map<K, V>) => Promise<void>;
  readonly #max: number;
  readonly #gather: boolean;
  #scheduled = false;
  #waiting = new Map<K, { value: V; callers: { settle: () => void; fail: (error: unknown) => void }[] }>();
  #writing = false;

  /** `write` stores every value given (one key, one value); `gather` as for BatchLoader. */
  constructor(write: (values: Map<K, V>) => Promise<void>, max = 500, { gather = false } = {}) {
    this.#write = write;
    this.#max = max;
    this.#gather = gather;
  }

  write(key: K, value: V): Promise<void> {
    return new Promise((settle, fail) => {
      const entry = this.#waiting.get(key);
      if (entry) {
        entry.value = value;
        entry.callers.push({ settle, fail });
      } else {
        this.#waiting.set(key, { value, callers: [{ settle, fail }] });
      }
      this.#start();
    });
  }

  #start(): void {
    if (this.#writing || this.#scheduled) return;
    if (!this.#gather) {
      void this.#drain();
      return;
    }
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      if (!this.#writing) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#waiting.size > 0) {
        const batch = [...this.#waiting].slice(0, this.#max);
        for (const [key] of batch) this.#waiting.delete(key);
        try {
          await this.#write(new Map(batch.map(([key, { value }]) => [key, value])));
          for (const [, { callers }] of batch) for (const c of callers) c.settle();
        } catch (error) {
          for (const [, { callers }] of batch) for (const c of callers) c.fail(error);
        }
      }
    } finally {
      this.#writing = false;
    }
  }
}
