/**
 * Payments and memberships (issue 13; spec §7 Payment, §8 Payment, §9 prices): the packages, a
 * pay priced by the server whatever the client sends, credits paying directly, the sandbox card
 * gateway and wallet over real HTTP (hosted page, signed callback), an order fulfilled exactly
 * once, forged and replayed callbacks refused, one order per payment session, card numbers never
 * kept or logged, and tiers that add months and end on time.
 */
import { Writable } from "node:stream";
import {
  Calls,
  ChatCalls,
  discountPercent,
  type InitData,
  monthlyPrice,
  type OrderView,
  PAY_FRAME_STATUS,
  PayCalls,
  type PayData,
  type PayFlag,
  PayStatus,
  PayType,
  type Profile,
  type RechargePackage,
  type UpgradePackages,
  WalletCalls,
  type WalletPage,
} from "@site/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mails, orders, paymentEvents, sandboxPayments, users } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { forgetMember } from "../src/services/member-cache.ts";
import { tellTiersEnding } from "../src/services/payments/member-mails.ts";
import { signPayload } from "../src/services/payments/providers.ts";
import { expireMemberships } from "../src/services/users.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

type Member = Awaited<ReturnType<typeof signUp>>;
type PayAnswer = { status: number; msg?: string; url?: string; data?: PayData };

const logs: string[] = [];
let t: TestApp;
let base: string;
let upgrade: UpgradePackages;
let recharge: RechargePackage[];
beforeAll(async () => {
  t = await testApp(
    {},
    {
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      }),
    },
  );
  // The sandbox is spoken to over HTTP, as a provider is: the app listens, and is told where.
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  t.ctx.config.payments.gatewayUrl = `${base}/sandbox-pay`;
  t.ctx.config.payments.callbackBase = base;
  const m = await signUp(t);
  upgrade = (await t.call<UpgradePackages>(PayCalls.upgradePackages, {}, { token: m.token }))
    .data as UpgradePackages;
  recharge = (await t.call<RechargePackage[]>(PayCalls.rechargePackages, {}, { token: m.token })).data ?? [];
});
afterAll(() => t.close());

const CARD = {
  card_fullName: "Lin Mei",
  card_fullPhone: "+886 912 345 678",
  card_grEmail: "lin@example.com",
  card_number: "4242 4242 4242 4242",
  exp_year: "2031",
  exp_month: "04",
  cvv: "123",
  card_country: "TW",
};

function pay(m: Member, fields: Record<string, unknown>): Promise<PayAnswer> {
  return t.call(PayCalls.pay, fields, { token: m.token, json: true });
}
/**
 * A recharge by the sandbox card service (type 3) with the card form filled in: the server takes
 * the name, phone and e-mail, and the card is typed on the provider's page (`decide`).
 */
const cardPay = (m: Member, packageId: number | undefined, change: Record<string, unknown> = {}) =>
  pay(m, { pay_type: PayType.cardService, order_type: 1, packege_id: packageId, ...CARD, ...change });
/** Runs `fn` with one more pay list flag on, as the operator would switch it. */
async function withMethod(flag: PayFlag, fn: () => Promise<void>) {
  t.ctx.config.payments.enabled.push(flag);
  await t.ctx.settings.refresh();
  try {
    await fn();
  } finally {
    t.ctx.config.payments.enabled.pop();
    await t.ctx.settings.refresh();
  }
}
const profile = async (m: Member) =>
  (await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data as Profile;
const order = async (m: Member, id: number) =>
  (await t.call<OrderView>(PayCalls.order, { id }, { token: m.token })).data as OrderView;
async function credits(m: Member, amount: number) {
  expect((await runAdminCommand(t.ctx, "credits", [m.username, String(amount), "test"])).ok).toBe(true);
}

/** The card the tester types on the hosted page when it asks for one. */
const PAGE_CARD = { card_number: "4242 4242 4242 4242", exp_month: "04", exp_year: "2031", cvc: "123" };

/** The tester on the sandbox's hosted page: approve or decline (typing the card if it asks). */
async function decide(url: string, decision: "approve" | "decline", card: Partial<typeof PAGE_CARD> = {}) {
  const path = new URL(url).pathname;
  const page = await fetch(`${base}${path}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Approve payment");
  const typed = html.includes('name="card_number"') ? { ...PAGE_CARD, ...card } : {};
  const answer = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ decision, ...typed }).toString(),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  return answer.headers.get("location") ?? "";
}

describe("the packages", () => {
  it("lists recharge packages in USD and tiers with their packages, base price and pay list", () => {
    expect(recharge.map((p) => p.amounts)).toEqual([200, 10, 20, 50, 100]);
    expect(upgrade.vip1.price).toBe(29.99);
    expect(upgrade.vip2.price).toBe(49.99);
    expect(upgrade.vip2.packages.map((p) => p.duration)).toEqual([1, 3, 6, 12]);
    // Spec §9: longer packages cost less a month, and the discount says by how much.
    const [one, , , twelve] = upgrade.vip2.packages;
    expect(monthlyPrice(one as never)).toBe(49.99);
    expect(monthlyPrice(twelve as never)).toBe(35);
    expect(discountPercent(twelve as never, upgrade.vip2.price)).toBe(29); // (49.99 - 35) / 49.99 = 29.98%
    expect(upgrade.paylist).toEqual({
      baiwanpay: 0,
      baiwantwopay: 0,
      wintopay: 0,
      cropay: 1,
      lcropayocalpay: 0,
      showzeropay: 0,
      showthreepay: 1,
      showipasspay: 0,
      showipasspaytwo: 0,
      showmembertypename: 1,
    });
  });
});

describe("the tier names (spec §6 showmembertypename)", () => {
  it("switches in the pay list and in initdata together when the operator turns them off", async () => {
    const plain = await testApp({ PAY_SHOW_TIER_NAMES: "0" });
    try {
      const m = await signUp(plain);
      const packages = await plain.call<UpgradePackages>(PayCalls.upgradePackages, {}, { token: m.token });
      expect(packages.data?.paylist.showmembertypename).toBe(0);
      const init = await plain.call<InitData>(Calls.initdata, {}, { token: m.token });
      expect(init.data?.showmembertypename).toBe(0);
    } finally {
      await plain.close();
    }
  });
});

describe("paying with credits", () => {
  it("upgrades to gold: the price leaves the wallet, the tier and its authorities arrive, months add up", async () => {
    const m = await signUp(t);
    await credits(m, 200);
    const gold1 = upgrade.vip2.packages[0];
    const answer = await pay(m, {
      pay_type: PayType.credits,
      order_type: 2,
      payopttype: 1,
      packege_id: gold1?.id,
    });
    expect(answer).toMatchObject({
      status: 200,
      msg: "Your membership is upgraded",
      data: { amount: 150.01 },
    });
    const after = await profile(m);
    expect(after.vip).toBe(2);
    expect(after.amount).toBe(150.01);
    expect(after.authority).toContain("Auth_message");
    const firstDeadline = after.gold_deadline as number;
    expect(firstDeadline - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect((await order(m, answer.data?.order_id as number)).state).toBe("paid");

    // A second month starts where the first ends: nothing is lost by buying early.
    await pay(m, { pay_type: PayType.credits, order_type: 2, packege_id: gold1?.id });
    const extended = (await profile(m)).gold_deadline as number;
    expect(extended - firstDeadline).toBeGreaterThan(27 * 86_400_000);
  });

  it("answers -2 when the credits do not cover it, and nothing moves", async () => {
    const m = await signUp(t);
    await credits(m, 10);
    const answer = await pay(m, {
      pay_type: PayType.credits,
      order_type: 2,
      packege_id: upgrade.vip1.packages[0]?.id,
    });
    expect(answer).toMatchObject({
      status: PayStatus.creditsLow,
      msg: "There are not enough credits for this",
    });
    const after = await profile(m);
    expect([after.vip, after.amount]).toEqual([0, 10]);
  });

  it("recharges another member from one's credits, and refuses to buy credits for oneself with credits", async () => {
    const [payer, gainer] = [await signUp(t), await signUp(t)];
    await credits(payer, 30);
    expect(
      (await pay(payer, { pay_type: PayType.credits, order_type: 1, packege_id: 0, income: "20" })).msg,
    ).toBe("Credits cannot buy credits for yourself; choose another method");
    const answer = await pay(payer, {
      pay_type: PayType.credits,
      order_type: 1,
      packege_id: 0,
      income: "12.5",
      gainer_id: gainer.id,
      user_id: gainer.id, // the spec's client sends its own id; a forged one changes nothing
    });
    expect(answer).toMatchObject({ status: 200, msg: "Credits added" });
    expect((await profile(payer)).amount).toBe(17.5);
    expect((await profile(gainer)).amount).toBe(12.5);
    // The gainer is told by customer service, in their language (traditional Chinese, the default).
    const told = await t.ctx.db.select().from(mails).where(eq(mails.receiverId, gainer.id));
    expect(told.map((m) => m.content)).toEqual([`${payer.username} 為您購買了 12.5 點，祝您使用愉快！`]);
    const box = await t.call<{ unread: number }>(ChatCalls.mailList, { page: 1 }, { token: gainer.token });
    expect(box.data?.unread).toBe(1);
  });

  it("names in each member's credit history what an order bought, and for or from whom", async () => {
    const [payer, gainer] = [await signUp(t), await signUp(t)];
    await credits(payer, 100);
    await pay(payer, {
      pay_type: PayType.credits,
      order_type: 1,
      packege_id: 0,
      income: "12",
      gainer_id: gainer.id,
    });
    const silver = upgrade.vip1.packages[0];
    await pay(payer, {
      pay_type: PayType.credits,
      order_type: 2,
      packege_id: silver?.id,
      gainer_id: gainer.id,
    });
    await pay(payer, { pay_type: PayType.credits, order_type: 2, packege_id: silver?.id });
    const history = async (m: Member) =>
      ((await t.call<WalletPage>(WalletCalls.history, {}, { token: m.token })).data?.entries ?? []).map(
        ({ kind, amount, order, reason }) => ({ kind, amount, order, reason }),
      );
    const price = silver?.amounts as number;
    expect(await history(payer)).toEqual([
      { kind: "upgrade", amount: -price, order: { tier: 1, months: 1 }, reason: undefined },
      {
        kind: "upgrade",
        amount: -price,
        order: { tier: 1, months: 1, for: gainer.username },
        reason: undefined,
      },
      { kind: "recharge", amount: -12, order: { for: gainer.username }, reason: undefined },
      { kind: "grant", amount: 100, order: undefined, reason: "test" },
    ]);
    // The gainer's wallet moved for the credits only: the membership went to their tier.
    expect(await history(gainer)).toEqual([
      { kind: "recharge", amount: 12, order: { from: payer.username }, reason: undefined },
    ]);
  });

  it("makes one order and one charge of 100 pays sent at once with one uuid", async () => {
    const m = await signUp(t);
    await credits(m, 100);
    const uuid = "9a5c1f2e-0000-4000-8000-000000000001";
    const silver1 = upgrade.vip1.packages[0]?.id;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        pay(m, { pay_type: PayType.credits, order_type: 2, packege_id: silver1, uuid }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await profile(m)).amount).toBe(70.01);
    const rows = await t.ctx.db.select().from(orders).where(eq(orders.userId, m.id));
    expect(rows).toHaveLength(1);
  });
});

describe("pricing", () => {
  it("prices from the server's package, whatever amount the client adds, and checks a typed amount", async () => {
    const m = await signUp(t);
    const ten = recharge.find((p) => p.amounts === 10);
    const answer = await cardPay(m, ten?.id, { income: "0.01" });
    expect(answer.status).toBe(200);
    expect((await order(m, answer.data?.order_id as number)).amount).toBe(10);
    for (const income of ["0", "-5", "12.345", "1e3", "abc", "10000.01"]) {
      const refused = await cardPay(m, 0, { income });
      expect(refused.status, income).not.toBe(200);
    }
    expect((await pay(m, { pay_type: PayType.cardService, order_type: 2, ...CARD })).msg).toBe(
      "Please choose a package",
    );
    expect((await cardPay(m, 99999)).msg).toBe("Please choose a package");
  });

  it("refuses a method that is not offered, and a card that cannot be one", async () => {
    const m = await signUp(t);
    expect(
      (await pay(m, { pay_type: PayType.baiwan, order_type: 1, packege_id: recharge[0]?.id, ...CARD }))
        .status,
    ).toBe(PayStatus.methodOff);
    // The card service (3) takes the card on its page, and needs who pays.
    expect((await cardPay(m, recharge[0]?.id, { card_fullName: " " })).msg).toBe(
      "Please enter your name on card",
    );
    expect((await cardPay(m, recharge[0]?.id, { card_grEmail: "lin@" })).status).toBe(PayStatus.failed);
    // A type whose card our form takes (0, the local card service) checks it before any provider.
    await withMethod("lcropayocalpay", async () => {
      const local = { pay_type: PayType.localCard, order_type: 1, packege_id: recharge[0]?.id, ...CARD };
      expect((await pay(m, { ...local, card_number: "12" })).msg).toBe("Please check the card details");
    });
  });
});

describe("the sandbox card gateway and wallet", () => {
  it("approves on the hosted page: the callback credits the wallet once and the order is paid", async () => {
    const m = await signUp(t);
    const twenty = recharge.find((p) => p.amounts === 20);
    const answer = await cardPay(m, twenty?.id);
    expect(answer.status).toBe(200);
    expect(answer.data?.payment_urll).toMatch(/\/sandbox-pay\/checkout\/pay_/);
    expect(answer.data?.iframe).toBe(answer.data?.payment_urll);
    const id = answer.data?.order_id as number;
    expect((await order(m, id)).state).toBe("pending");
    const back = await decide(answer.data?.payment_urll as string, "approve");
    expect(back).toBe(`http://site.test/payresult?order=${id}&result=approved`);
    expect((await order(m, id)).state).toBe("paid");
    expect((await profile(m)).amount).toBe(20);

    // The same pay again (same uuid) is the same, paid order: no second charge.
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
  });

  it("leaves a declined payment failed and the wallet as it was, at the hosted page or at once", async () => {
    const m = await signUp(t);
    const ten = recharge.find((p) => p.amounts === 10)?.id;
    const answer = await cardPay(m, ten);
    await decide(answer.data?.payment_urll as string, "decline");
    expect((await order(m, answer.data?.order_id as number)).state).toBe("failed");
    // The declined test card typed on the card service's page.
    const typedDeclined = await cardPay(m, ten);
    const back = await decide(typedDeclined.data?.payment_urll as string, "approve", {
      card_number: "4000 0000 0000 0002",
    });
    expect(back).toMatch(/result=declined$/);
    expect((await order(m, typedDeclined.data?.order_id as number)).state).toBe("failed");
    // Given with the pay (a type whose card our form takes): declined at once.
    await withMethod("lcropayocalpay", async () => {
      const declined = await pay(m, {
        pay_type: PayType.localCard,
        order_type: 1,
        packege_id: ten,
        ...CARD,
        card_number: "4000 0000 0000 0002",
      });
      expect(declined).toMatchObject({ status: PayStatus.failed, msg: "The payment did not go through" });
      expect((await order(m, declined.data?.order_id as number)).state).toBe("failed");
    });
    expect((await profile(m)).amount).toBe(0);
  });

  it("sends the wallet type (1) to the wallet's page with a url to follow", async () => {
    const m = await signUp(t);
    const answer = await pay(m, { pay_type: PayType.redirect, order_type: 1, packege_id: recharge[1]?.id });
    expect(answer.status).toBe(200);
    expect(answer.url).toMatch(/\/sandbox-pay\/checkout\/pay_/);
    await decide(answer.url as string, "approve");
    expect((await profile(m)).amount).toBe(recharge[1]?.amounts);
  });

  it("answers 10011 with a url for the framed providers (4, 5, 6) when they are on", async () => {
    const m = await signUp(t);
    t.ctx.config.payments.enabled.push("baiwanpay");
    await t.ctx.settings.refresh();
    try {
      const answer = await pay(m, {
        pay_type: PayType.baiwan,
        order_type: 1,
        packege_id: recharge[1]?.id,
        ...CARD,
      });
      expect(answer.status).toBe(PAY_FRAME_STATUS);
      expect(answer.url).toMatch(/\/sandbox-pay\/checkout\/pay_/);
    } finally {
      t.ctx.config.payments.enabled.pop();
      await t.ctx.settings.refresh();
    }
  });

  it("refuses a forged, a stale and a replayed callback, and fulfils an order once", async () => {
    const m = await signUp(t);
    const answer = await cardPay(m, recharge[1]?.id);
    const id = answer.data?.order_id as number;
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    const event = (eventId: string) =>
      JSON.stringify({
        id: eventId,
        type: "payment.succeeded",
        data: { payment_id: row?.providerRef, reference: String(id), amount: 1000, currency: "USD" },
      });
    const send = (body: string, signature: string) =>
      fetch(`${base}/payments/notify/sandbox`, {
        method: "POST",
        headers: { "content-type": "application/json", "sandbox-signature": signature },
        body,
      });
    const now = Math.floor(Date.now() / 1000);
    const secret = t.ctx.config.payments.secret;
    expect(
      (await send(event("evt_forged"), signPayload("not-the-secret", event("evt_forged"), now))).status,
    ).toBe(400);
    expect((await send(event("evt_stale"), signPayload(secret, event("evt_stale"), now - 3600))).status).toBe(
      400,
    );
    expect((await send(event("evt_1"), signPayload(secret, event("evt_1"), now))).status).toBe(200);
    expect((await send(event("evt_1"), signPayload(secret, event("evt_1"), now))).status).toBe(409);
    // Another event for the same payment (a provider retrying with a new id) finds it paid.
    expect((await send(event("evt_2"), signPayload(secret, event("evt_2"), now))).status).toBe(200);
    expect((await profile(m)).amount).toBe(10);
    expect(await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id))).toHaveLength(2);
  });

  it("keeps no card number or security code anywhere, nor in the logs", async () => {
    const m = await signUp(t);
    const answer = await pay(m, {
      pay_type: PayType.cardService,
      order_type: 1,
      packege_id: recharge[1]?.id,
      ...CARD,
      card_number: "4242424242424242",
      cvv: "987",
    });
    await decide(answer.data?.payment_urll as string, "approve", {
      card_number: "4242424242424242",
      cvc: "987",
    });
    // Every text the two tables hold (dates aside, whose milliseconds could hold any digits).
    const stored = [
      ...(await t.ctx.db.select().from(orders)),
      ...(await t.ctx.db.select().from(sandboxPayments)),
    ]
      .flatMap((row) => Object.values(row))
      .filter((v): v is string => typeof v === "string");
    // The security code as a value of its own (random ids are hex: "987" may sit inside one).
    const cvv = /(^|[^0-9a-f])987([^0-9a-f]|$)/i;
    expect(stored.filter((v) => v.includes("4242424242424242") || cvv.test(v))).toEqual([]);
    expect(stored).toContain("4242"); // the last four digits are kept
    const logged = logs.join("");
    expect(logged).not.toContain("4242424242424242");
    expect(logged).not.toMatch(/"cvv"/);
  });
});

describe("tiers end on time", () => {
  it("an expired tier loses its authorities at the next answer, and nothing renews", async () => {
    const m = await signUp(t);
    await credits(m, 60);
    await pay(m, { pay_type: PayType.credits, order_type: 2, packege_id: upgrade.vip2.packages[0]?.id });
    expect((await profile(m)).vip).toBe(2);
    await t.ctx.db
      .update(users)
      .set({ goldDeadline: sql`now() - interval '1 minute'` })
      .where(eq(users.id, m.id));
    forgetMember(m.id);
    expect(await expireMemberships(t.ctx.db, new Date())).toBeGreaterThanOrEqual(1);
    const after = await profile(m);
    expect(after.vip).toBe(0);
    expect(after.authority).not.toContain("Auth_message");
    expect(after.amount).toBe(10.01);
  });
});

describe("refunds (npm run admin -- refund)", () => {
  it("reverses a paid recharge once, and refuses when its credits were spent", async () => {
    const m = await signUp(t);
    const answer = await cardPay(m, recharge[1]?.id);
    await decide(answer.data?.payment_urll as string, "approve");
    const id = String(answer.data?.order_id);
    expect((await profile(m)).amount).toBe(10);
    expect(await runAdminCommand(t.ctx, "refund", [id])).toEqual({
      ok: true,
      message: `order ${id} is refunded`,
    });
    expect((await profile(m)).amount).toBe(0);
    expect((await order(m, Number(id))).state).toBe("refunded");
    expect((await runAdminCommand(t.ctx, "refund", [id])).message).toBe(
      `order ${id} is not paid (or was refunded already)`,
    );

    const spent = await signUp(t);
    const again = await cardPay(spent, recharge[1]?.id);
    await decide(again.data?.payment_urll as string, "approve");
    await runAdminCommand(t.ctx, "credits", [spent.username, "-5", "spent elsewhere"]);
    const refused = await runAdminCommand(t.ctx, "refund", [String(again.data?.order_id)]);
    expect(refused).toEqual({
      ok: false,
      message: `order ${again.data?.order_id}: its credits were spent; nothing was refunded`,
    });
    expect((await profile(spent)).amount).toBe(5);
  });

  it("gives back the credits of an upgrade and takes its months back", async () => {
    const m = await signUp(t);
    await credits(m, 50);
    const answer = await pay(m, {
      pay_type: PayType.credits,
      order_type: 2,
      packege_id: upgrade.vip2.packages[0]?.id,
    });
    expect((await profile(m)).vip).toBe(2);
    expect((await runAdminCommand(t.ctx, "refund", [String(answer.data?.order_id)])).ok).toBe(true);
    const after = await profile(m);
    expect([after.vip, after.amount]).toEqual([0, 50]);
  });
});

describe("a tier that ends soon", () => {
  it("is told once per deadline, in the member's language, a few days before", async () => {
    const m = await signUp(t);
    await credits(m, 30);
    await pay(m, { pay_type: PayType.credits, order_type: 2, packege_id: upgrade.vip1.packages[0]?.id });
    const inbox = () => t.ctx.db.select().from(mails).where(eq(mails.receiverId, m.id));
    expect(await tellTiersEnding(t.ctx.db, new Date())).toBe(0); // a month away: not yet
    const soon = new Date(Date.now() + 28.5 * 86_400_000);
    expect(await tellTiersEnding(t.ctx.db, soon)).toBeGreaterThanOrEqual(1);
    expect(await tellTiersEnding(t.ctx.db, soon)).toBe(0); // once
    const [told] = await inbox();
    expect(told?.content).toMatch(/^您的白銀會員將於 \d{4}-\d{2}-\d{2} 到期。會員不會自動續期/);
    // A renewal moves the deadline: the next one is told again when it comes near.
    await credits(m, 30);
    await pay(m, { pay_type: PayType.credits, order_type: 2, packege_id: upgrade.vip1.packages[0]?.id });
    expect(await tellTiersEnding(t.ctx.db, soon)).toBe(0);
    expect(await tellTiersEnding(t.ctx.db, new Date(Date.now() + 59.5 * 86_400_000))).toBeGreaterThanOrEqual(
      1,
    );
    expect(await inbox()).toHaveLength(2);
  });
});
