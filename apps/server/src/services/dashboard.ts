/**
 * The console's dashboard (issue 14): what needs doing now (accounts waiting, reports open and
 * past the 24-hour clock), who is online, and the last DASHBOARD_DAYS days of sign-ups and, for
 * administrators, revenue (orders paid with money and not refunded; credits spent are not revenue).
 */
import { DASHBOARD_DAYS, type Dashboard, PayType, REPORT_SLA_HOURS } from "@site/contracts";
import { and, count, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { orders, reports, users } from "../db/schema.ts";

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export async function dashboard(ctx: AppContext, { revenue }: { revenue: boolean }): Promise<Dashboard> {
  const now = ctx.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (DASHBOARD_DAYS - 1) * DAY_MS);
  const overdueBefore = new Date(now.getTime() - REPORT_SLA_HOURS * 3_600_000);
  const member = eq(users.role, "member");
  const signupDay = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const paidDay = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [[waiting], [online], [open], [overdue], signups, paid] = await Promise.all([
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
  };
}
