/**
 * Work that must wait until a transaction has committed: forgetting a cached row. A write inside
 * a transaction forgets its rows at once, yet until the commit every other connection still reads
 * the old row, and a read made in between may cache it again for the cache's few seconds (a role
 * taken away, a ban, an approval counting only later). `afterCommit` runs its work again once the
 * transaction of `db` has committed; on the database itself (no transaction) the write has
 * committed already and nothing is kept. A transaction that rolls back runs none of it; a
 * savepoint rolled back inside one that commits still runs its work, so only work that is
 * harmless when it was not needed belongs here (forgetting a cache entry is).
 */

type Begin = (fn: (tx: object) => Promise<unknown>, ...rest: unknown[]) => Promise<unknown>;
/** drizzle's database and transactions, as far as this file needs them. */
type Transactional = { transaction: Begin };

const pending = new WeakMap<object, (() => void)[]>();

/** Runs `work` when the transaction `db` belongs to commits (not at all if `db` is no transaction). */
export function afterCommit(db: object, work: () => void): void {
  pending.get(db)?.push(work);
}

/**
 * Makes `db.transaction` keep what `afterCommit` asks for, and run it once the outermost
 * transaction has committed; savepoints (a transaction inside one) share their outer list.
 */
export function trackCommits(db: object): void {
  const outer = db as Transactional;
  const begin = outer.transaction.bind(outer);
  outer.transaction = async (fn, ...rest) => {
    const work: (() => void)[] = [];
    const result = await begin(
      (tx) => {
        share(tx, work);
        return fn(tx);
      },
      ...rest,
    );
    for (const run of work) run();
    return result;
  };
}

/** A transaction and the savepoints opened in it note their work on one list. */
function share(tx: object, work: (() => void)[]): void {
  pending.set(tx, work);
  const savepoint = tx as Transactional;
  const begin = savepoint.transaction.bind(savepoint);
  savepoint.transaction = (fn, ...rest) =>
    begin(
      (inner) => {
        share(inner, work);
        return fn(inner);
      },
      ...rest,
    );
}
