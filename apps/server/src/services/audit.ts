/**
 * The audit trail: one row per staff action, written in the action's own transaction (an action
 * that rolls back leaves no row, and no action commits without one).
 */
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage } from "@site/contracts";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Tx } from "../db/index.ts";
import { auditLog } from "../db/schema.ts";

/** Who acted: a staff member, or the command line. */
export type Actor = { id: number; name: string } | { id: null; name: "npm run admin" };
export const COMMAND_LINE: Actor = { id: null, name: "npm run admin" };

export interface Audited {
  action: string;
  targetType: string;
  targetId?: number | null | undefined;
  before?: Record<string, unknown> | null | undefined;
  after?: Record<string, unknown> | null | undefined;
  reason?: string | undefined;
}

export async function audit(db: Tx, actor: Actor, entry: Audited, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? "",
    createdAt: at,
  });
}

/** A page of the trail, newest first; `q` finds an action, an actor or a reason. */
export async function auditPage(
  db: Tx,
  {
    page = 1,
    q,
    targetId,
  }: { page?: number | undefined; q?: string | undefined; targetId?: number | undefined },
): Promise<AuditPage> {
  const filters: (SQL | undefined)[] = [];
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(ilike(auditLog.action, like), ilike(auditLog.actorName, like), ilike(auditLog.reason, like)),
    );
  }
  if (targetId) filters.push(eq(auditLog.targetId, targetId));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    entries: rows.map(
      (r): AuditEntry => ({
        id: r.id,
        actor: r.actorName,
        action: r.action,
        target_type: r.targetType,
        target_id: r.targetId,
        before: (r.before as Record<string, unknown> | null) ?? null,
        after: (r.after as Record<string, unknown> | null) ?? null,
        reason: r.reason,
        create_time: Math.floor(r.createdAt.getTime() / 1000),
      }),
    ),
    page,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / AUDIT_PAGE_SIZE)),
  };
}
