/**
 * A durable job queue in the database (PostgreSQL or the embedded one alike): a job is a row,
 * claimed with FOR UPDATE SKIP LOCKED so that each runs on one instance at a time, retried with
 * a growing delay, and failed for good after MAX_ATTEMPTS with its last error kept. A job whose
 * instance died while running it is claimed again once its lock is stale.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/index.ts";
import { mediaJobs } from "../db/schema.ts";

export const MAX_ATTEMPTS = 3;
const STALE_LOCK_MS = 15 * 60_000;

export type Job = typeof mediaJobs.$inferSelect;

export async function enqueue(db: Tx, kind: string, payload: unknown, at: Date): Promise<number> {
  const [row] = await db.insert(mediaJobs).values({ kind, payload, runAfter: at, createdAt: at }).returning({
    id: mediaJobs.id,
  });
  return row?.id ?? 0;
}

/** Claims the oldest job that is due (or whose runner went away), or undefined. */
export async function claim(db: Tx, at: Date): Promise<Job | undefined> {
  const now = at.toISOString();
  const stale = new Date(at.getTime() - STALE_LOCK_MS).toISOString();
  const result = await db.execute(sql`
    update ${mediaJobs} set state = 1, locked_at = ${now}::timestamptz, attempts = attempts + 1
    where id = (
      select id from ${mediaJobs}
      where (state = 0 and run_after <= ${now}::timestamptz) or (state = 1 and locked_at < ${stale}::timestamptz)
      order by id limit 1
      for update skip locked
    )
    returning id`);
  const id = (result as unknown as { rows: { id: number | string }[] }).rows[0]?.id;
  if (id === undefined) return undefined;
  const [job] = await db
    .select()
    .from(mediaJobs)
    .where(eq(mediaJobs.id, Number(id)));
  return job;
}

export async function complete(db: Tx, job: Job, at: Date): Promise<void> {
  await db
    .update(mediaJobs)
    .set({ state: 2, finishedAt: at, lockedAt: null })
    .where(and(eq(mediaJobs.id, job.id), eq(mediaJobs.state, 1)));
}

/** Schedules another attempt, or fails the job for good; answers whether it is final. */
export async function failed(db: Tx, job: Job, error: string, at: Date): Promise<boolean> {
  const final = job.attempts >= MAX_ATTEMPTS;
  await db
    .update(mediaJobs)
    .set(
      final
        ? { state: 3, lastError: error.slice(0, 2000), finishedAt: at, lockedAt: null }
        : {
            state: 0,
            lastError: error.slice(0, 2000),
            lockedAt: null,
            runAfter: new Date(at.getTime() + 30_000 * job.attempts),
          },
    )
    .where(eq(mediaJobs.id, job.id));
  return final;
}
