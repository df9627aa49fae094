/**
 * The gifts aggregate (spec §3 gift category and received gift, §7 Gifts, §8 Gift): the store's
 * catalog, sending a gift (one database transaction: the send, its price moved from the giver's
 * wallet to the gift revenue account through the ledger, and the recipient's gift notice; too few
 * credits leaves nothing behind), and the gifts a member received. Blocks hide both ways: a
 * blocked pair cannot send each other gifts, and gifts from someone now blocked drop out.
 */
import {
  centsToCredits,
  type Gift,
  type GiftCategory,
  NOTICE_LIST_MAX,
  type ReceivedGift,
  WALLET_PAGE_SIZE,
  type WalletEntry,
  type WalletPage,
} from "@site/contracts";
import { and, asc, desc, eq, inArray, notExists, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/index.ts";
import { blocks, giftCategories, giftSends, gifts, orders, users } from "../db/schema.ts";
import { forgetWallets, InsufficientCredits, post, SiteAccount, walletHistory } from "./ledger.ts";
import { createNotice } from "./notices.ts";

type GiftRow = typeof gifts.$inferSelect;

const toGift = (g: GiftRow): Gift => ({
  id: g.id,
  path: g.path,
  money: centsToCredits(g.priceCents),
  titlee: g.titleEn,
  titlec: g.titleZhcn,
  titlef: g.titleZhtw,
});

/** The store: every category in order with its gifts on sale (empty categories left out). */
export async function giftStore(db: Tx): Promise<GiftCategory[]> {
  const [categories, onSale] = await Promise.all([
    db.select().from(giftCategories).orderBy(asc(giftCategories.sort), asc(giftCategories.id)),
    db.select().from(gifts).where(eq(gifts.active, true)).orderBy(asc(gifts.sort), asc(gifts.id)),
  ]);
  return categories
    .map((c) => ({
      id: c.id,
      classifye: c.nameEn,
      classifyc: c.nameZhcn,
      classifyf: c.nameZhtw,
      gifts: onSale.filter((g) => g.categoryId === c.id).map(toGift),
    }))
    .filter((c) => c.gifts.length > 0);
}

export type GiftSendResult =
  | { sent: true; balanceCents: number; giftSendId: number }
  | { sent: false; reason: "notFound" | "insufficientCredits" };

/**
 * Sends one gift from `giverId` to `receiverId` (the caller has checked that the recipient may be
 * reached). The price is the catalog's, never the client's.
 */
export async function sendGift(
  db: Db,
  giverId: number,
  receiverId: number,
  giftId: number,
  message: string,
  at: Date,
): Promise<GiftSendResult> {
  const [gift] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, giftId), eq(gifts.active, true)))
    .limit(1);
  if (!gift) return { sent: false, reason: "notFound" };
  try {
    const result = await db.transaction(async (tx) => {
      const [send] = await tx
        .insert(giftSends)
        .values({ giverId, receiverId, giftId, message, priceCents: gift.priceCents, createdAt: at })
        .returning({ id: giftSends.id });
      if (!send) throw new Error("gift send insert returned no row");
      const posted = await post(
        tx,
        {
          key: `gift:${send.id}`,
          kind: "gift",
          refId: send.id,
          memo: gift.titleEn,
          postings: [
            { account: "wallet", userId: giverId, amountCents: -gift.priceCents },
            { account: SiteAccount.giftRevenue, amountCents: gift.priceCents },
          ],
        },
        at,
      );
      await createNotice(tx, {
        userId: receiverId,
        type: "gift",
        content: message,
        giftSendId: send.id,
        createdAt: at,
      });
      return { posted, giftSendId: send.id };
    });
    // The cache may have read the wallet between the ledger's write and the commit.
    forgetWallets(result.posted);
    return {
      sent: true,
      balanceCents: result.posted.balances.get(giverId) ?? 0,
      giftSendId: result.giftSendId,
    };
  } catch (error) {
    if (error instanceof InsufficientCredits) return { sent: false, reason: "insufficientCredits" };
    throw error;
  }
}

/** The gifts a member received, newest first (at most NOTICE_LIST_MAX), without blocked givers. */
export async function receivedGifts(db: Tx, me: number): Promise<ReceivedGift[]> {
  const rows = await db
    .select({
      cid: gifts.categoryId,
      gid: gifts.id,
      path: gifts.path,
      givername: users.username,
      createdAt: giftSends.createdAt,
      message: giftSends.message,
      titlee: gifts.titleEn,
      titlec: gifts.titleZhcn,
      titlef: gifts.titleZhtw,
    })
    .from(giftSends)
    .innerJoin(gifts, eq(gifts.id, giftSends.giftId))
    .innerJoin(users, eq(users.id, giftSends.giverId))
    .where(
      and(
        eq(giftSends.receiverId, me),
        notExists(
          db
            .select({ one: sql`1` })
            .from(blocks)
            .where(
              or(
                and(eq(blocks.userId, me), eq(blocks.targetId, giftSends.giverId)),
                and(eq(blocks.userId, giftSends.giverId), eq(blocks.targetId, me)),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(giftSends.createdAt), desc(giftSends.id))
    .limit(NOTICE_LIST_MAX);
  return rows.map(({ createdAt, ...r }) => ({ ...r, create_time: Math.floor(createdAt.getTime() / 1000) }));
}

/** What the orders behind a history page bought, and who else was part of each. */
async function ordersOf(
  db: Tx,
  me: number,
  page: { orderId: number | null }[],
): Promise<Map<number, NonNullable<WalletEntry["order"]>>> {
  const ids = [...new Set(page.flatMap((r) => (r.orderId === null ? [] : [r.orderId])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      gainerId: orders.gainerId,
      tier: orders.tier,
      months: orders.months,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
  const others = [...new Set(rows.flatMap((o) => [o.userId, o.gainerId]).filter((id) => id !== me))];
  const names = new Map(
    others.length
      ? (
          await db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(inArray(users.id, others))
        ).map((u) => [u.id, u.username])
      : [],
  );
  return new Map(
    rows.map((o) => [
      o.id,
      {
        ...(o.tier === 1 || o.tier === 2 ? { tier: o.tier, months: o.months ?? 0 } : {}),
        ...(o.userId === me && o.gainerId !== me ? { for: names.get(o.gainerId) } : {}),
        ...(o.gainerId === me && o.userId !== me ? { from: names.get(o.userId) } : {}),
      },
    ]),
  );
}

/**
 * The member's credit history page (ours): each gift sent names the gift and its recipient, each
 * order what it bought and for or from whom, a translation its language, an adjustment its reason.
 */
export async function walletPage(db: Tx, me: number, before: number | undefined): Promise<WalletPage> {
  const rows = await walletHistory(db, me, { limit: WALLET_PAGE_SIZE + 1, before });
  const page = rows.slice(0, WALLET_PAGE_SIZE);
  const sendIds = page.filter((r) => r.kind === "gift" && r.refId !== null).map((r) => r.refId as number);
  const sends = sendIds.length
    ? await db
        .select({
          id: giftSends.id,
          path: gifts.path,
          titlee: gifts.titleEn,
          titlec: gifts.titleZhcn,
          titlef: gifts.titleZhtw,
          username: users.username,
        })
        .from(giftSends)
        .innerJoin(gifts, eq(gifts.id, giftSends.giftId))
        .innerJoin(users, eq(users.id, giftSends.receiverId))
        .where(inArray(giftSends.id, sendIds))
    : [];
  const byId = new Map(sends.map(({ id, ...gift }) => [id, gift]));
  const orderDetail = await ordersOf(db, me, page);
  const entries = page.map((r): WalletEntry => {
    const gift = r.kind === "gift" && r.refId !== null ? byId.get(r.refId) : undefined;
    const order = r.orderId !== null ? orderDetail.get(r.orderId) : undefined;
    return {
      id: r.id,
      kind: r.kind,
      amount: centsToCredits(r.amountCents),
      balance: centsToCredits(r.balanceAfterCents),
      create_time: Math.floor(r.createdAt.getTime() / 1000),
      ...(gift ? { gift } : {}),
      ...(order ? { order } : {}),
      ...(r.kind === "translate" && r.memo ? { to: r.memo } : {}),
      ...(r.kind === "grant" && r.memo ? { reason: r.memo } : {}),
    };
  });
  const last = entries.at(-1);
  return rows.length > WALLET_PAGE_SIZE && last ? { entries, next: last.id } : { entries };
}
