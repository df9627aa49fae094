/**
 * The console's dashboard (issue 14): what needs doing now (accounts waiting, reports open and
 * past the 24-hour clock), who is online, and the last DASHBOARD_DAYS days of sign-ups and, for
 * administrators, revenue (orders paid with money and not refunded; credits spent are not revenue).
 * Erasures that failed and wait for another try (issue 51) are counted and the longest failing listed.
 */
import {
  DASHBOARD_DAYS,
  DASHBOARD_ERASURE_FAILURES,
  type Dashboard,
  PayType,
  REPORT_SLA_HOURS,
} from "@site/contracts";
import { and, asc, count, eq, gte, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { erasureFailures, orders, reports, users } from "../db/schema.ts";

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export async function dashboard(ctx: AppContext, { revenue }: { revenue: boolean }): Promise<Dashboard> {
  const now = ctx.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (DASHBOARD_DAYS - 1) * DAY_MS);
  const overdueBefore = new Date(now.getTime() - REPORT_SLA_HOURS * 3_600_000);
  const member = eq(users.role, "member");
  const signupDay = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const paidDay = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  // A failure counts while the account is still due: a cancelled or done erasure drops its row.
  const stillDue = and(
    eq(erasureFailures.userId, users.id),
    isNotNull(users.deleteAfter),
    isNull(users.erasedAt),
  );
  const [[waiting], [online], [open], [overdue], signups, paid, [failing], failures] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(member, eq(users.status, 2))),
    ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(member, eq(users.isOnline, true))),
    ctx.db.select({ n: count() }).from(reports).where(eq(reports.state, "open")),
    ctx.db
      .select({ n: count() })
      .from(reports)
      .where(and(eq(reports.state, "open"), lt(reports.createdAt, overdueBefore))),
    ctx.db
      .select({ day: signupDay, n: count() })
      .from(users)
      .where(and(member, gte(users.createdAt, since)))
      .groupBy(signupDay),
    revenue
      ? ctx.db
          .select({ day: paidDay, cents: sql<string>`sum(${orders.amountCents})` })
          .from(orders)
          .where(
            and(eq(orders.state, "paid"), ne(orders.payType, PayType.credits), gte(orders.paidAt, since)),
          )
          .groupBy(paidDay)
      : Promise.resolve([]),
    ctx.db.select({ n: count() }).from(erasureFailures).innerJoin(users, stillDue),
    ctx.db
      .select({
        id: erasureFailures.userId,
        attempts: erasureFailures.attempts,
        error: erasureFailures.lastError,
        firstFailedAt: erasureFailures.firstFailedAt,
        failedAt: erasureFailures.lastFailedAt,
        retryAt: erasureFailures.retryAt,
      })
      .from(erasureFailures)
      .innerJoin(users, stillDue)
      .orderBy(asc(erasureFailures.firstFailedAt), asc(erasureFailures.userId))
      .limit(DASHBOARD_ERASURE_FAILURES),
  ]);
  const signupsBy = new Map(signups.map((r) => [r.day, r.n]));
  const revenueBy = new Map(paid.map((r) => [r.day, Number(r.cents) / 100]));
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const day = dayOf(new Date(since.getTime() + i * DAY_MS));
    return {
      day,
      signups: signupsBy.get(day) ?? 0,
      ...(revenue ? { revenue: revenueBy.get(day) ?? 0 } : {}),
    };
  });
  return {
    waiting: waiting?.n ?? 0,
    online: online?.n ?? 0,
    reports_open: open?.n ?? 0,
    reports_overdue: overdue?.n ?? 0,
    days,
    erasures_failing: failing?.n ?? 0,
    erasure_failures: failures.map((f) => ({
      id: f.id,
      attempts: f.attempts,
      error: f.error,
      first_failed_time: seconds(f.firstFailedAt),
      failed_time: seconds(f.failedAt),
      retry_time: seconds(f.retryAt),
    })),
  };
}
