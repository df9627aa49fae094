/**
 * The scheduling BatchLoader and BatchWriter share: entries wait under their key while a batch is
 * in flight, and those that gathered meanwhile go together next, at most `max` at a time, oldest
 * first. With `gather`, a batch starts only once the event loop has run what is ready now
 * (setImmediate), so that entries asked for by many sockets handled in the same turn go together
 * even when the database answers faster than they arrive.
 */
export class BatchSchedule<K, E> {
  /** The entries not yet in a batch, in the order first asked for; the owner adds to it, then calls start. */
  readonly waiting = new Map<K, E>();
  readonly #run: (batch: [K, E][]) => Promise<void>;
  readonly #max: number;
  readonly #gather: boolean;
  #scheduled = false;
  #busy = false;

  /** `run` handles one batch and settles its entries' callers itself: it must not reject. */
  constructor(run: (batch: [K, E][]) => Promise<void>, max: number, gather: boolean) {
    this.#run = run;
    this.#max = max;
    this.#gather = gather;
  }

  /** Makes sure a batch will run for what waits now. */
  start(): void {
    if (this.#busy || this.#scheduled) return;
    if (!this.#gather) {
      void this.#drain();
      return;
    }
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      if (!this.#busy) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#busy = true;
    try {
      while (this.waiting.size > 0) {
        const batch: [K, E][] = [];
        for (const entry of this.waiting) {
          batch.push(entry);
          if (batch.length >= this.#max) break;
        }
        for (const [key] of batch) this.waiting.delete(key);
        await this.#run(batch);
      }
    } finally {
      this.#busy = false;
    }
  }
}
