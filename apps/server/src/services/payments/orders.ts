/**
 * Orders (issue 13; spec §7 Payment): priced by the server from a package or the §5 custom-amount
 * rules, never from the client's figures; one order per member and payment session (`uuid`), so
 * a pay sent twice is one order; a state machine
 *
 *   created -> pending -> paid -> refunded
 *      \          \-> failed
 *       \-> expired (no payment within ORDER_EXPIRY_MINUTES)
 *
 * and fulfilled exactly once, however often a provider's callback arrives: the move to `paid` is
 * one conditional update, and the credits or months are posted in the same transaction (the
 * ledger's key `order:<id>` would refuse a second posting anyway).
 */
import {
  creditsToCents,
  type MessageKey,
  ORDER_EXPIRY_MINUTES,
  OrderType,
  type PayPayload,
  PayType,
  RECHARGE_CUSTOM_MAX,
} from "@site/contracts";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db, Tx } from "../../db/index.ts";
import { orders, rechargePackages, upgradePackages } from "../../db/schema.ts";
import { InsufficientCredits, post, SiteAccount } from "../ledger.ts";
import { tellGainer } from "./member-mails.ts";
import { extendTier, shortenTier } from "./memberships.ts";

export type OrderRow = typeof orders.$inferSelect;

export interface PricedOrder {
  orderType: OrderType;
  amountCents: number;
  packageId: number | null;
  tier: 1 | 2 | null;
  months: number | null;
}

/** Which kind of order a pay asks for: order_type (1, 2), else payopttype (1 = upgrade). */
export function orderTypeOf(payload: Pick<PayPayload, "order_type" | "payopttype">): OrderType {
  if (payload.order_type === OrderType.recharge || payload.order_type === OrderType.upgrade)
    return payload.order_type;
  return payload.payopttype === 1 ? OrderType.upgrade : OrderType.recharge;
}

/** Prices a pay from the server's packages, or a typed recharge amount (spec §5). */
export async function priceOrder(
  db: Tx,
  payload: Pick<PayPayload, "order_type" | "payopttype" | "packege_id" | "income">,
): Promise<PricedOrder | { error: MessageKey }> {
  const orderType = orderTypeOf(payload);
  const packageId = payload.packege_id ?? 0;
  if (orderType === OrderType.upgrade) {
    if (packageId <= 0) return { error: "pay.chooseMeal" };
    const [pkg] = await db
      .select()
      .from(upgradePackages)
      .where(and(eq(upgradePackages.id, packageId), eq(upgradePackages.active, true)));
    if (!pkg) return { error: "pay.chooseMeal" };
    return {
      orderType,
      amountCents: pkg.amountCents,
      packageId: pkg.id,
      tier: pkg.tier as 1 | 2,
      months: pkg.months,
    };
  }
  if (packageId > 0) {
    const [pkg] = await db
      .select()
      .from(rechargePackages)
      .where(and(eq(rechargePackages.id, packageId), eq(rechargePackages.active, true)));
    if (!pkg) return { error: "pay.chooseMeal" };
    return { orderType, amountCents: pkg.amountCents, packageId: pkg.id, tier: null, months: null };
  }
  if (payload.income === undefined || payload.income === "") return { error: "pay.chooseMeal" };
  const cents = creditsToCents(payload.income);
  if (cents === undefined || cents <= 0 || cents > RECHARGE_CUSTOM_MAX * 100)
    return { error: "pay.chooseInputMeal" };
  return { orderType, amountCents: cents, packageId: null, tier: null, months: null };
}

/**
 * Creates the order, or answers the member's existing order of the same payment session: the
 * same uuid twice is one order (and one charge), whatever the second pay asked.
 */
export async function createOrder(
  db: Tx,
  input: { userId: number; gainerId: number; payType: number; uuid: string | undefined; priced: PricedOrder },
  at: Date,
): Promise<{ order: OrderRow; existing: boolean }> {
  const { priced } = input;
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      gainerId: input.gainerId,
      orderType: priced.orderType,
      payType: input.payType,
      packageId: priced.packageId,
      amountCents: priced.amountCents,
      tier: priced.tier,
      months: priced.months,
      uuid: input.uuid || null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (order) return { order, existing: false };
  const [found] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, input.userId), eq(orders.uuid, input.uuid ?? "")));
  if (!found) throw new Error("order conflict without an order");
  return { order: found, existing: true };
}

export async function markPending(
  db: Tx,
  orderId: number,
  providerRef: string | null,
  at: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ state: "pending", providerRef, updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.state, "created")));
}

/** A payment that did not happen; a paid order stays paid. */
export async function failOrder(db: Tx, orderId: number, reason: string, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ state: "failed", failureReason: reason.slice(0, 200), updatedAt: at })
    .where(and(eq(orders.id, orderId), inArray(orders.state, ["created", "pending"])));
}

/** Posts what a paid order buys: the gainer's credits, or the gainer's months of a tier. */
async function deliver(tx: Tx, order: OrderRow, at: Date, paidFrom: "provider" | "credits"): Promise<void> {
  const source =
    paidFrom === "credits"
      ? ({ account: "wallet", userId: order.userId, amountCents: -order.amountCents } as const)
      : ({ account: SiteAccount.providerClearing, amountCents: -order.amountCents } as const);
  if (order.orderType === OrderType.recharge) {
    await post(
      tx,
      {
        key: `order:${order.id}`,
        kind: "recharge",
        orderId: order.id,
        postings: [source, { account: "wallet", userId: order.gainerId, amountCents: order.amountCents }],
      },
      at,
    );
    await tellGainer(tx, order, at);
    return;
  }
  await post(
    tx,
    {
      key: `order:${order.id}`,
      kind: "upgrade",
      orderId: order.id,
      postings: [source, { account: SiteAccount.membershipRevenue, amountCents: order.amountCents }],
    },
    at,
  );
  await extendTier(tx, order.gainerId, order.tier as 1 | 2, order.months ?? 0, at, order.id);
  await tellGainer(tx, order, at);
}

/**
 * A provider says the order is paid: it moves to `paid` and is delivered, once. Answers the order
 * and whether this call delivered it (false: it was paid before, or is no longer payable).
 */
export async function fulfilOrder(
  db: Db,
  orderId: number,
  paid: { providerRef?: string | undefined; cardLast4?: string | undefined; cardBrand?: string | undefined },
  at: Date,
): Promise<{ delivered: boolean; order: OrderRow | undefined }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({
        state: "paid",
        paidAt: at,
        updatedAt: at,
        ...(paid.providerRef ? { providerRef: paid.providerRef } : {}),
        ...(paid.cardLast4 ? { cardLast4: paid.cardLast4 } : {}),
        ...(paid.cardBrand ? { cardBrand: paid.cardBrand } : {}),
      })
      .where(and(eq(orders.id, orderId), inArray(orders.state, ["created", "pending"])))
      .returning();
    if (!order) {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId));
      return { delivered: false, order: current };
    }
    await deliver(tx, order, at, "provider");
    return { delivered: true, order };
  });
}

/**
 * Pays an order with the payer's credits (spec §4 "credits pay directly"), in one transaction:
 * too few credits leaves the order failed and nothing else written.
 */
export async function payWithCredits(
  db: Db,
  order: OrderRow,
  at: Date,
): Promise<"paid" | "already" | "insufficient"> {
  try {
    return await db.transaction(async (tx) => {
      const [paid] = await tx
        .update(orders)
        .set({ state: "paid", paidAt: at, updatedAt: at })
        .where(and(eq(orders.id, order.id), inArray(orders.state, ["created", "pending"])))
        .returning();
      if (!paid) return "already" as const;
      await deliver(tx, paid, at, "credits");
      return "paid" as const;
    });
  } catch (error) {
    if (!(error instanceof InsufficientCredits)) throw error;
    await failOrder(db, order.id, "insufficient credits", at);
    return "insufficient";
  }
}

/** Orders nobody paid within ORDER_EXPIRY_MINUTES expire (the scheduled job; safe on every instance). */
export async function expireOrders(db: Tx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ORDER_EXPIRY_MINUTES * 60_000);
  const rows = await db
    .update(orders)
    .set({ state: "expired", updatedAt: now })
    .where(and(inArray(orders.state, ["created", "pending"]), lt(orders.createdAt, before)))
    .returning({ id: orders.id });
  return rows.length;
}

export type RefundResult =
  | { refunded: true; order: OrderRow }
  | { refunded: false; reason: "missing" | "notPaid" | "spent" };

/**
 * A paid order is refunded (staff, after the provider returned the money): its movement is
 * reversed in the ledger (key `refund:<id>`, once) and the order is `refunded`. A recharge whose
 * credits were already spent is refused: no wallet goes below zero. An upgrade's months are
 * taken back from the tier's deadline.
 */
export async function refundOrder(db: Tx, orderId: number, at: Date): Promise<RefundResult> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ state: "refunded", updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.state, "paid")))
        .returning();
      if (!order) {
        const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
        return { refunded: false as const, reason: found ? ("notPaid" as const) : ("missing" as const) };
      }
      const back =
        order.payType === PayType.credits
          ? ({ account: "wallet", userId: order.userId, amountCents: order.amountCents } as const)
          : ({ account: SiteAccount.providerClearing, amountCents: order.amountCents } as const);
      const from =
        order.orderType === OrderType.recharge
          ? ({ account: "wallet", userId: order.gainerId, amountCents: -order.amountCents } as const)
          : ({ account: SiteAccount.membershipRevenue, amountCents: -order.amountCents } as const);
      await post(
        tx,
        { key: `refund:${order.id}`, kind: "refund", orderId: order.id, postings: [from, back] },
        at,
      );
      if (order.orderType === OrderType.upgrade)
        await shortenTier(tx, order.gainerId, order.tier as 1 | 2, order.months ?? 0, at);
      return { refunded: true as const, order };
    });
  } catch (error) {
    if (error instanceof InsufficientCredits) return { refunded: false, reason: "spent" };
    throw error;
  }
}
