/**
 * Orders at the console (issue 14): find them, read one order's story, refund a paid one. A
 * refund is the ledger's reversal (payments/orders.ts refundOrder), a notice to the member who
 * paid (and to the one who received, when that is someone else), and an audit row, all in one
 * transaction. `npm run admin -- refund` goes through the same function.
 */
import {
  centsToCredits,
  ORDER_PAGE_SIZE,
  type OrderState,
  type StaffOrderDetail,
  type StaffOrderEvent,
  type StaffOrderPage,
  type StaffOrderRow,
} from "@site/contracts";
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/index.ts";
import { auditLog, ledgerEntries, ledgerTransactions, orders, paymentEvents, users } from "../db/schema.ts";
import { type Actor, audit } from "./audit.ts";
import { createNotice } from "./notices.ts";
import { type RefundResult, refundOrder } from "./payments/orders.ts";

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const gainers = alias(users, "gainer");

function orderQuery(db: Tx) {
  return db
    .select({ order: orders, username: users.username, gainer: gainers.username })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(gainers, eq(gainers.id, orders.gainerId));
}

function toRow(r: {
  order: typeof orders.$inferSelect;
  username: string | null;
  gainer: string | null;
}): StaffOrderRow {
  const o = r.order;
  return {
    id: o.id,
    username: r.username ?? "",
    gainer: r.gainer ?? "",
    order_type: o.orderType,
    pay_type: o.payType,
    amount: centsToCredits(o.amountCents),
    currency: o.currency,
    state: o.state as OrderState,
    tier: o.tier,
    months: o.months,
    card: o.cardLast4 ? `${o.cardBrand ?? "card"} ${o.cardLast4}` : "",
    create_time: seconds(o.createdAt),
    paid_time: o.paidAt ? seconds(o.paidAt) : null,
  };
}

/** Orders, newest first; `q` is an order number or the beginning of a payer's username. */
export async function orderPage(
  ctx: AppContext,
  {
    page = 1,
    q,
    state,
    userId,
  }: {
    page?: number | undefined;
    q?: string | undefined;
    state?: string | undefined;
    /** One payer's orders (a member's file). */
    userId?: number | undefined;
  },
): Promise<StaffOrderPage> {
  const like = q ? `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const byNumber = q && /^\d{1,9}$/.test(q) ? eq(orders.id, Number(q)) : undefined;
  const where: SQL | undefined = and(
    like ? or(byNumber, ilike(users.username, like)) : undefined,
    state ? eq(orders.state, state) : undefined,
    userId === undefined ? undefined : eq(orders.userId, userId),
  );
  const [total] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where);
  const rows = await orderQuery(ctx.db)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_PAGE_SIZE)
    .offset((page - 1) * ORDER_PAGE_SIZE);
  return {
    orders: rows.map(toRow),
    page,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / ORDER_PAGE_SIZE)),
  };
}

/** One order and what happened to it, in time order. */
export async function orderDetail(ctx: AppContext, id: number): Promise<StaffOrderDetail | undefined> {
  const [row] = await orderQuery(ctx.db).where(eq(orders.id, id));
  if (!row) return undefined;
  const o = row.order;
  const [notices, movements, actions] = await Promise.all([
    ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, id))
      .orderBy(asc(paymentEvents.receivedAt)),
    ctx.db
      .select({
        tx: ledgerTransactions,
        account: ledgerEntries.account,
        amountCents: ledgerEntries.amountCents,
      })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(eq(ledgerTransactions.orderId, id))
      .orderBy(asc(ledgerTransactions.id), asc(ledgerEntries.id)),
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "order"), eq(auditLog.targetId, id)))
      .orderBy(asc(auditLog.id)),
  ]);
  const events: StaffOrderEvent[] = [{ kind: "created", at: seconds(o.createdAt), detail: "" }];
  for (const n of notices)
    events.push({ kind: "notice", at: seconds(n.receivedAt), detail: `${n.provider} ${n.eventId}` });
  const byTx = new Map<number, { at: number; kind: string; parts: string[] }>();
  for (const m of movements) {
    const entry = byTx.get(m.tx.id) ?? { at: seconds(m.tx.createdAt), kind: m.tx.kind, parts: [] };
    entry.parts.push(`${m.account} ${m.amountCents > 0 ? "+" : ""}${centsToCredits(m.amountCents)}`);
    byTx.set(m.tx.id, entry);
  }
  for (const m of byTx.values())
    events.push({ kind: "ledger", at: m.at, detail: `${m.kind}: ${m.parts.join(", ")}` });
  if (o.paidAt) events.push({ kind: "paid", at: seconds(o.paidAt), detail: "" });
  if (o.failureReason) events.push({ kind: "failed", at: seconds(o.updatedAt), detail: o.failureReason });
  for (const a of actions)
    events.push({
      kind: "staff",
      at: seconds(a.createdAt),
      detail: `${a.action} by ${a.actorName}: ${a.reason}`,
    });
  events.sort((a, b) => a.at - b.at);
  return { ...toRow(row), failure: o.failureReason ?? "", events };
}

/** The English words of a refund notice (clients word it from `refund` in the member's language). */
export const refundNoticeText = (id: number, amountCents: number, currency: string) =>
  `Your order ${id} of ${centsToCredits(amountCents)} ${currency} was refunded.`;

/** A paid order refunded by staff (or the command line): reversal, notices and audit, at once. */
export async function refundByStaff(
  ctx: AppContext,
  actor: Actor,
  id: number,
  reason: string,
): Promise<RefundResult> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const done = await refundOrder(tx, id, at);
    if (!done.refunded) return done;
    const o = done.order;
    const told = o.gainerId === o.userId ? [o.userId] : [o.userId, o.gainerId];
    for (const userId of told)
      await createNotice(tx, {
        userId,
        type: "report",
        content: refundNoticeText(o.id, o.amountCents, o.currency),
        orderId: o.id,
        createdAt: at,
      });
    await audit(
      tx,
      actor,
      {
        action: "order.refund",
        targetType: "order",
        targetId: o.id,
        before: { state: "paid" },
        after: { state: "refunded", amount_cents: o.amountCents },
        reason,
      },
      at,
    );
    return done;
  });
}
