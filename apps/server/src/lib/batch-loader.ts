/**
 * Reads many keys with one query: a load waits while a read is in flight, and the keys that
 * gathered meanwhile are read together next. Under light load a read is one key and costs what
 * a single query did; under heavy load one query answers hundreds of callers. Nothing is cached:
 * every answer was read after the load was asked for.
 */
export class BatchLoader<K, V> {
  readonly #read: (keys: K[]) => Promise<Map<K, V>>;
  readonly #max: number;
  readonly #gather: boolean;
  #scheduled = false;
  #waiting = new Map<K, { settle: (value: V | undefined) => void; fail: (error: unknown) => void }[]>();
  #reading = false;

  /**
   * `read` answers the values found for the keys (absent keys: undefined). With `gather`, a read
   * starts only once the event loop has run what is ready now (setImmediate), so that loads asked
   * for by many sockets handled in the same turn go together even when the database answers faster
   * than they arrive.
   */
  constructor(read: (keys: K[]) => Promise<Map<K, V>>, max = 500, { gather = false } = {}) {
    this.#read = read;
    this.#max = max;
    this.#gather = gather;
  }

  load(key: K): Promise<V | undefined> {
    return new Promise((settle, fail) => {
      const callers = this.#waiting.get(key);
      if (callers) callers.push({ settle, fail });
      else this.#waiting.set(key, [{ settle, fail }]);
      this.#start();
    });
  }

  #start(): void {
    if (this.#reading || this.#scheduled) return;
    if (!this.#gather) {
      void this.#drain();
      return;
    }
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      if (!this.#reading) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#reading = true;
    try {
      while (this.#waiting.size > 0) {
        const batch = [...this.#waiting].slice(0, this.#max);
        for (const [key] of batch) this.#waiting.delete(key);
        try {
          const found = await this.#read(batch.map(([key]) => key));
          for (const [key, callers] of batch) for (const c of callers) c.settle(found.get(key));
        } catch (error) {
          for (const [, callers] of batch) for (const c of callers) c.fail(error);
        }
      }
    } finally {
      this.#reading = false;
    }
  }
}
