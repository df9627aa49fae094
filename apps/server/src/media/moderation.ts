/**
 * The moderation state of stored media: a file staff took down is served nowhere (its URL
 * answers 404) and drops out of every list (the list queries read `uploads.taken_down_at`).
 * The file server asks here per request; answers are cached briefly, and the instance that
 * takes a file down forgets its cached answer at once.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "../db/index.ts";
import { uploads } from "../db/schema.ts";
import { TtlCache } from "../lib/ttl-cache.ts";
import { forgetFeed } from "../services/feed.ts";

const takenDown = new TtlCache<string, boolean>(30_000, 50_000);

/** Whether the file at this served path (with or without its leading slash) was taken down. */
export async function isTakenDown(db: Tx, path: string): Promise<boolean> {
  const key = path.replace(/^\/+/, "");
  const cached = takenDown.get(key);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.path, key), isNotNull(uploads.takenDownAt)))
    .limit(1);
  takenDown.set(key, row !== undefined);
  return row !== undefined;
}

/** Takes a file down (the admin console's action); answers whether it was stored here. */
export async function takeDown(db: Tx, path: string, at: Date): Promise<boolean> {
  const key = path.replace(/^\/+/, "");
  const rows = await db
    .update(uploads)
    .set({ takenDownAt: at })
    .where(eq(uploads.path, key))
    .returning({ id: uploads.id, poster: uploads.poster });
  takenDown.set(key, rows.length > 0);
  for (const row of rows) {
    if (row.poster) {
      await db.update(uploads).set({ takenDownAt: at }).where(eq(uploads.path, row.poster));
      takenDown.set(row.poster, true);
    }
  }
  // The feed's cut pages carry the media's state: none is reused.
  if (rows.length > 0) forgetFeed();
  return rows.length > 0;
}
