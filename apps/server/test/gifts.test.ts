/**
 * Gifts (issue 13; spec §7 Gifts, §8 Gift): the catalog, a send priced from the catalog and paid
 * through the ledger, the recipient's notice and received list, and every refusal leaving nothing
 * behind. The spec client's own view of these calls is in conformance.test.ts.
 */
import {
  Calls,
  ChatCalls,
  GiftCalls,
  type GiftCategory,
  type GiftSent,
  GiftStatus,
  MemberCalls,
  type NoticeCount,
  type Profile,
  type ReceivedGift,
  WALLET_PAGE_SIZE,
  WalletCalls,
  type WalletPage,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftSends, gifts, notices } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { walletHistory, walletSum } from "../src/services/ledger.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

type Member = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
let store: GiftCategory[];
beforeAll(async () => {
  t = await testApp();
  const m = await signUp(t);
  store = (await t.call<GiftCategory[]>(GiftCalls.store, {}, { token: m.token })).data ?? [];
});
afterAll(() => t.close());

const giftPriced = (credits: number) => {
  const gift = store.flatMap((c) => c.gifts).find((g) => g.money === credits);
  if (!gift) throw new Error(`no gift of ${credits} credits in the store`);
  return gift;
};

async function credits(m: Member, amount: number) {
  expect((await runAdminCommand(t.ctx, "credits", [m.username, String(amount), "test"])).ok).toBe(true);
}
const amount = async (m: Member) =>
  (await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.amount ?? Number.NaN;
const give = (from: Member, to: string, giftid: number, message = "") =>
  t.call<GiftSent>(GiftCalls.give, { username: to, message, number: 1, giftid }, { token: from.token });
const noticeCount = async (m: Member) =>
  (await t.call<NoticeCount>(ChatCalls.noticeCount, {}, { token: m.token })).data?.newnoticecount;
const received = async (m: Member) =>
  (await t.call<ReceivedGift[]>(GiftCalls.received, {}, { token: m.token })).data ?? [];

describe("the gift store", () => {
  it("holds 30 gifts in 5 categories, named in three languages, each picture served", async () => {
    expect(store.map((c) => c.classifye)).toEqual(["Flowers", "Sweets", "Love", "Drinks", "Treasures"]);
    expect(store.map((c) => c.classifyf)).toEqual(["鮮花", "甜點", "愛心", "飲品", "珍寶"]);
    const all = store.flatMap((c) => c.gifts);
    expect(all).toHaveLength(30);
    for (const gift of all) {
      expect(gift.titlee && gift.titlec && gift.titlef, JSON.stringify(gift)).toBeTruthy();
      expect(gift.money).toBeGreaterThan(0);
      const picture = await t.app.inject({ method: "GET", url: gift.path });
      expect(picture.statusCode, gift.path).toBe(200);
      expect(picture.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    }
  });

  it("leaves out a gift taken off sale, and refuses to send it (send failed)", async () => {
    const [giver, taker] = [await signUp(t), await signUp(t)];
    await credits(giver, 100);
    const gift = giftPriced(3);
    await t.ctx.db.update(gifts).set({ active: false }).where(eq(gifts.id, gift.id));
    try {
      const now = (await t.call<GiftCategory[]>(GiftCalls.store, {}, { token: giver.token })).data ?? [];
      expect(now.flatMap((c) => c.gifts).map((g) => g.id)).not.toContain(gift.id);
      expect(await give(giver, taker.username, gift.id)).toMatchObject({ status: GiftStatus.failed });
      expect(await amount(giver)).toBe(100);
    } finally {
      await t.ctx.db.update(gifts).set({ active: true }).where(eq(gifts.id, gift.id));
    }
  });
});

describe("sending a gift", () => {
  it("takes the catalog's price through the ledger and tells the recipient", async () => {
    const [giver, taker] = [await signUp(t), await signUp(t)];
    await credits(giver, 12.5);
    const rose = giftPriced(2);
    // A tampered price or quantity changes nothing: the catalog prices it, and one is one.
    const sent = await t.call<GiftSent>(
      GiftCalls.give,
      { username: taker.username, message: "  Coffee soon?  ", number: 1, giftid: rose.id, money: 0 },
      { token: giver.token, outsideContract: true },
    );
    expect(sent).toMatchObject({ status: 200, msg: "Gift sent", data: { amount: 10.5 } });
    expect(await amount(giver)).toBe(10.5);
    const [entry] = await walletHistory(t.ctx.db, giver.id, { limit: 1 });
    expect(entry).toMatchObject({ kind: "gift", amountCents: -200, balanceAfterCents: 1050 });
    expect(await walletSum(t.ctx.db, giver.id)).toBe(1050);

    expect(await noticeCount(taker)).toBe(1);
    expect(await received(taker)).toEqual([
      expect.objectContaining({
        gid: rose.id,
        path: rose.path,
        givername: giver.username,
        message: "Coffee soon?",
      }),
    ]);
  });

  it("answers -2 when the credits do not cover it, and writes nothing", async () => {
    const [giver, taker] = [await signUp(t), await signUp(t)];
    await credits(giver, 1.99);
    expect(await give(giver, taker.username, giftPriced(2).id)).toMatchObject({
      status: GiftStatus.insufficientCredits,
      msg: "You do not have enough credits; please buy more first",
    });
    expect(await amount(giver)).toBe(1.99);
    expect(await t.ctx.db.select().from(giftSends).where(eq(giftSends.giverId, giver.id))).toEqual([]);
    expect(await t.ctx.db.select().from(notices).where(eq(notices.userId, taker.id))).toEqual([]);
  });

  it("sends exactly as many as the credits pay for when sends race", async () => {
    const [giver, taker] = [await signUp(t), await signUp(t)];
    await credits(giver, 6);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => give(giver, taker.username, giftPriced(2).id)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === GiftStatus.insufficientCredits)).toHaveLength(7);
    expect(await amount(giver)).toBe(0);
    expect(await received(taker)).toHaveLength(3);
    expect(await noticeCount(taker)).toBe(3);
  });

  it("answers -1 for a member who does not exist, is not approved, or is blocked either way", async () => {
    const [giver, taker, pending] = [
      await signUp(t),
      await signUp(t),
      await signUp(t, {}, { approve: false }),
    ];
    await credits(giver, 50);
    const id = giftPriced(1).id;
    expect((await give(giver, "nobody-at-all", id)).status).toBe(GiftStatus.userMissing);
    expect((await give(giver, pending.username, id)).status).toBe(GiftStatus.userMissing);
    await t.call(MemberCalls.block, { target_id: giver.id }, { token: taker.token });
    expect((await give(giver, taker.username, id)).status).toBe(GiftStatus.userMissing);
    await t.call(MemberCalls.block, { target_id: giver.id }, { token: taker.token }); // unblock
    await t.call(MemberCalls.block, { target_id: taker.id }, { token: giver.token });
    expect((await give(giver, taker.username, id)).status).toBe(GiftStatus.userMissing);
    expect(await amount(giver)).toBe(50);
  });

  it("hides gifts from a member blocked after they were sent", async () => {
    const [giver, taker] = [await signUp(t), await signUp(t)];
    await credits(giver, 5);
    expect((await give(giver, taker.username, giftPriced(1).id)).status).toBe(200);
    expect(await received(taker)).toHaveLength(1);
    await t.call(MemberCalls.block, { target_id: giver.id }, { token: taker.token });
    expect(await received(taker)).toEqual([]);
  });

  it("refuses a gift to oneself, a long message, another quantity and no gift, with the rule", async () => {
    const giver = await signUp(t);
    await credits(giver, 5);
    const id = giftPriced(1).id;
    expect(await give(giver, giver.username, id)).toMatchObject({ status: GiftStatus.failed });
    expect(await give(giver, "someone", id, "x".repeat(51))).toMatchObject({
      status: 400,
      msg: "Message may be at most 50 characters",
    });
    const three = await t.call(
      GiftCalls.give,
      { username: "someone", message: "", number: 3, giftid: id },
      {
        token: giver.token,
      },
    );
    expect(three.status).toBe(400);
    const none = await t.call(
      GiftCalls.give,
      { username: "someone", message: "", number: 1, giftid: "" },
      {
        token: giver.token,
      },
    );
    expect(none).toMatchObject({ status: 400, msg: "Please choose a gift" });
    expect(await amount(giver)).toBe(5);
  });
});

describe("the member's credit history (ours)", () => {
  it("lists grants and gifts newest first with the balance after each, the gift and its recipient named", async () => {
    const [giver, taker] = [await signUp(t), await signUp(t)];
    await credits(giver, 10);
    const cake = giftPriced(10);
    expect((await give(giver, taker.username, cake.id)).status).toBe(200);
    const page = (await t.call<WalletPage>(WalletCalls.history, {}, { token: giver.token })).data;
    expect(page?.next).toBeUndefined();
    expect(page?.entries.map(({ id: _, create_time: __, ...e }) => e)).toEqual([
      {
        kind: "gift",
        amount: -10,
        balance: 0,
        gift: { path: cake.path, titlee: "Cake", titlec: "蛋糕", titlef: "蛋糕", username: taker.username },
      },
      { kind: "grant", amount: 10, balance: 10, reason: "test" },
    ]);
    // The recipient's own history holds nothing of it: a gift moves the giver's credits only.
    expect((await t.call<WalletPage>(WalletCalls.history, {}, { token: taker.token })).data?.entries).toEqual(
      [],
    );
  });

  it("pages by entry id", async () => {
    const m = await signUp(t);
    for (let i = 0; i < WALLET_PAGE_SIZE + 2; i++) await credits(m, 1);
    const first = (await t.call<WalletPage>(WalletCalls.history, {}, { token: m.token })).data;
    expect(first?.entries).toHaveLength(WALLET_PAGE_SIZE);
    expect(first?.entries[0]?.balance).toBe(WALLET_PAGE_SIZE + 2);
    const second = (
      await t.call<WalletPage>(WalletCalls.history, { before: first?.next }, { token: m.token })
    ).data;
    expect(second?.entries.map((e) => e.balance)).toEqual([2, 1]);
    expect(second?.next).toBeUndefined();
  });
});
