/**
 * A small in-process cache with a time to live and a size cap, one per database (tests and the
 * admin command may hold several apps in one process). Hot reads on every call (the session, a
 * viewer's blocks and likes, list rows) come from here for a few seconds; writes that change them
 * forget the entry at once in this process. Other instances see a change within the TTL.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; until: number }>();
  readonly #ttlMs: number;
  readonly #max: number;

  constructor(ttlMs: number, max = 10_000) {
    this.#ttlMs = ttlMs;
    this.#max = max;
  }

  get(key: K): V | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Entries held, the expired ones not swept yet included. */
  get size(): number {
    return this.#entries.size;
  }

  set(key: K, value: V): void {
    const now = Date.now();
    // A key set again goes to the end, so the map stays in order of expiry (one TTL for all) and
    // what has expired is at its front: swept as later entries come, rather than holding its memory
    // until the cap (tens of thousands of rows no one reads any more).
    this.#entries.delete(key);
    for (const [k, entry] of this.#entries) {
      if (entry.until > now) break;
      this.#entries.delete(k);
    }
    if (this.#entries.size >= this.#max) {
      // Drop the oldest tenth: cheap, and the map keeps insertion order.
      let n = Math.ceil(this.#max / 10);
      for (const k of this.#entries.keys()) {
        this.#entries.delete(k);
        if (--n <= 0) break;
      }
    }
    this.#entries.set(key, { value, until: now + this.#ttlMs });
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  deleteWhere(test: (value: V, key: K) => boolean): void {
    for (const [k, v] of this.#entries) if (test(v.value, k)) this.#entries.delete(k);
  }
}
