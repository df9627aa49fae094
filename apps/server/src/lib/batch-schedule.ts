/**
 * The scheduling BatchLoader and BatchWriter share: entries wait under their key while a batch is
 * in flight, and those that gathered meanwhile go together next, at most `max` at a time, oldest
 * first. With `gather`, a batch starts only once the event loop has run what is ready now
 * (setImmediate), so that entries asked for by many sockets handled in the same turn go together
 * even when the database answers faster than they arrive. With `spacingMs`, a batch starts no
 * sooner than that after the one before: an entry that finds the schedule rested goes at once (a
 * lone connection waits for nothing), while a storm of them goes in few, big batches instead of a
 * stream of small ones whose every statement costs the server and the database a round trip.
 */
/** How a BatchLoader or BatchWriter starts its batches (see BatchSchedule). */
export interface BatchOptions {
  /** Start a batch only once the event loop has run what is ready now. */
  gather?: boolean;
  /** Start a batch no sooner than this after the one before. */
  spacingMs?: number;
}

export class BatchSchedule<K, E> {
  /** The entries not yet in a batch, in the order first asked for; the owner adds to it, then calls start. */
  readonly waiting = new Map<K, E>();
  readonly #run: (batch: [K, E][]) => Promise<void>;
  readonly #max: number;
  readonly #gather: boolean;
  readonly #spacingMs: number;
  /** When the last batch started (performance.now()). */
  #startedAt = Number.NEGATIVE_INFINITY;
  #scheduled = false;
  #busy = false;

  /** `run` handles one batch and settles its entries' callers itself: it must not reject. */
  constructor(run: (batch: [K, E][]) => Promise<void>, max: number, gather: boolean, spacingMs = 0) {
    this.#run = run;
    this.#max = max;
    this.#gather = gather;
    this.#spacingMs = spacingMs;
  }

  /** Makes sure a batch will run for what waits now. */
  start(): void {
    if (this.#busy || this.#scheduled) return;
    const rest = this.#rest();
    if (!this.#gather && rest <= 0) {
      void this.#drain();
      return;
    }
    this.#scheduled = true;
    const go = () => {
      this.#scheduled = false;
      if (!this.#busy) void this.#drain();
    };
    if (rest > 0) setTimeout(go, rest);
    else setImmediate(go);
  }

  /** How long until the next batch may start (spacingMs after the last one; no clock read without). */
  #rest(): number {
    return this.#spacingMs > 0 ? this.#startedAt + this.#spacingMs - performance.now() : 0;
  }

  async #drain(): Promise<void> {
    this.#busy = true;
    try {
      while (this.waiting.size > 0) {
        const rest = this.#rest();
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
        this.#startedAt = performance.now();
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
