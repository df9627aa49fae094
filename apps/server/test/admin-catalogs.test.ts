/**
 * The console's catalogs (issue 14): only an administrator changes prices, packages, permissions
 * and settings (a moderator and a member are refused and learn nothing), every change is audited
 * with its before and after, and each one is seen at once, without a restart, from the member's
 * side: the store's price and what a gift costs, the recharge and upgrade packages, a tier's
 * permissions, the translation price, the free chat allowance and the offered payment methods.
 * Orders: administrators find them, read one order's story, and refund a paid one (the ledger's
 * reversal, a notice to the member in their language, an audit row); a moderator cannot.
 */
import {
  AdminCalls,
  AdminStatus,
  type Article,
  type ArticleSummary,
  BlogCalls,
  Calls,
  type CatalogView,
  ChatCalls,
  type Dashboard,
  GiftCalls,
  type GiftCategory,
  type GiftSent,
  type MemberPage,
  type Notice,
  Opt,
  PayCalls,
  type Profile,
  type RechargePackage,
  type StaffArticle,
  type StaffArticleList,
  type StaffMemberDetail,
  type StaffOrderDetail,
  type StaffOrderPage,
  type TranslateAnswer,
  type UpgradePackages,
} from "@site/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { createOrder, fulfilOrder } from "../src/services/payments/orders.ts";
import { passSecondFactor, signUp, type TestApp, testApp } from "./helper.ts";
import { connect, type TestSocket } from "./socket-client.ts";

type Member = Awaited<ReturnType<typeof signUp>>;
type Answer<T> = { status: number; msg?: string; data?: T };

let t: TestApp;
let admin: Member;
let moderator: Member;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await testApp();
  admin = await signUp(t);
  moderator = await signUp(t);
  await t.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
  await t.ctx.db.update(users).set({ role: "moderator" }).where(eq(users.id, moderator.id));
  await passSecondFactor(t, admin.token);
  await passSecondFactor(t, moderator.token);
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await t.close();
});

const call = <T>(path: string, who: Member, payload: Record<string, unknown> = {}) =>
  t.call<T>(path, payload, { json: true, token: who.token }) as Promise<Answer<T>>;
const catalog = async () => (await call<CatalogView>(AdminCalls.catalog, admin)).data as CatalogView;
const auditRows = (action: string) => t.ctx.db.select().from(auditLog).where(eq(auditLog.action, action));
const credits = async (m: Member, amount: number) =>
  expect((await runAdminCommand(t.ctx, "credits", [m.username, String(amount), "test"])).ok).toBe(true);
const giftPayload = (g: CatalogView["gifts"][number], change: Record<string, unknown> = {}) => ({
  id: g.id,
  price: g.money,
  titlee: g.titlee,
  titlec: g.titlec,
  titlef: g.titlef,
  active: g.active,
  ...change,
});
const balance = async (m: Member) =>
  (await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.amount ?? Number.NaN;

describe("who may change the catalogs", () => {
  it("refuses moderators and members on every catalog call, and answers administrators", async () => {
    const member = await signUp(t);
    const view = await catalog();
    const gift = view.gifts[0];
    if (!gift) throw new Error("the seeded store has no gift");
    const changes: [string, Record<string, unknown>][] = [
      [AdminCalls.catalog, {}],
      [AdminCalls.giftSave, giftPayload(gift, { price: 1 })],
      [AdminCalls.packageSave, { kind: "recharge", id: view.recharge[0]?.id, amount: 1, active: true }],
      [AdminCalls.tierPriceSave, { tier: 1, price: 1 }],
      [AdminCalls.settingsSave, { free_chats_per_day: 1, translation_price: 0, pay_methods: [] }],
      [AdminCalls.authoritiesSave, { tier: 0, flags: [] }],
    ];
    for (const [path, payload] of changes) {
      const asModerator = await call(path, moderator, payload);
      expect(asModerator, path).toMatchObject({ status: AdminStatus.forbidden });
      expect(asModerator.data, path).toBeUndefined();
      expect((await call(path, member, payload)).status, path).toBe(AdminStatus.forbidden);
    }
    // Nothing changed: the refused calls wrote nothing.
    expect((await catalog()).gifts[0]).toEqual(gift);
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetType, "settings"))).toHaveLength(0);
  });
});

describe("gifts", () => {
  it("reprices a gift: the store shows it at once, sending costs the new price, and the change is audited", async () => {
    const giver = await signUp(t);
    const taker = await signUp(t);
    await credits(giver, 50);
    const gift = (await catalog()).gifts.find((g) => g.active);
    if (!gift) throw new Error("no gift on sale");
    const saved = await call(AdminCalls.giftSave, admin, {
      id: gift.id,
      price: 7.25,
      titlee: "Morning coffee",
      titlec: gift.titlec,
      titlef: gift.titlef,
      active: true,
    });
    expect(saved.status).toBe(200);
    const store = (await t.call<GiftCategory[]>(GiftCalls.store, {}, { token: giver.token })).data ?? [];
    expect(store.flatMap((c) => c.gifts).find((g) => g.id === gift.id)).toMatchObject({
      money: 7.25,
      titlee: "Morning coffee",
    });
    const sent = await t.call<GiftSent>(
      GiftCalls.give,
      { username: taker.username, message: "", number: 1, giftid: gift.id },
      { token: giver.token },
    );
    expect(sent.status).toBe(200);
    expect(await balance(giver)).toBe(42.75);
    const [row] = await auditRows("catalog.gift");
    expect(row).toMatchObject({
      actorId: admin.id,
      targetId: gift.id,
      before: { priceCents: Math.round(gift.money * 100), titleEn: gift.titlee },
      after: { priceCents: 725, titleEn: "Morning coffee" },
    });
  });

  it("takes a gift off sale: the store no longer lists it and a send is refused", async () => {
    const giver = await signUp(t);
    const taker = await signUp(t);
    await credits(giver, 50);
    const gift = (await catalog()).gifts.filter((g) => g.active).at(-1);
    if (!gift) throw new Error("no gift on sale");
    expect((await call(AdminCalls.giftSave, admin, giftPayload(gift, { active: 0 }))).status).toBe(200);
    const store = (await t.call<GiftCategory[]>(GiftCalls.store, {}, { token: giver.token })).data ?? [];
    expect(store.flatMap((c) => c.gifts).map((g) => g.id)).not.toContain(gift.id);
    const sent = await t.call(
      GiftCalls.give,
      { username: taker.username, message: "", number: 1, giftid: gift.id },
      { token: giver.token },
    );
    expect(sent.status).not.toBe(200);
    expect(await balance(giver)).toBe(50);
  });

  it("creates a category and a gift in it with its picture; members find it in the store and can send it", async () => {
    const giver = await signUp(t);
    const taker = await signUp(t);
    await credits(giver, 20);
    const category = await call<{ id: number }>(AdminCalls.giftCategorySave, admin, {
      classifye: "Seasons",
      classifyc: "季节",
      classifyf: "季節",
    });
    expect(category.status).toBe(200);
    const categoryId = category.data?.id as number;
    const picture = (await catalog()).gifts[0]?.path as string;
    const made = await call<{ id: number }>(AdminCalls.giftCreate, admin, {
      category_id: categoryId,
      path: picture,
      price: 3.5,
      titlee: "Snowflake",
      titlec: "雪花",
      titlef: "雪花",
      active: true,
    });
    expect(made.status).toBe(200);
    const store = (await t.call<GiftCategory[]>(GiftCalls.store, {}, { token: giver.token })).data ?? [];
    expect(store.find((c) => c.id === categoryId)).toMatchObject({
      classifye: "Seasons",
      classifyf: "季節",
      gifts: [{ id: made.data?.id, titlee: "Snowflake", money: 3.5, path: picture }],
    });
    const sent = await t.call<GiftSent>(
      GiftCalls.give,
      { username: taker.username, message: "", number: 1, giftid: made.data?.id },
      { token: giver.token },
    );
    expect(sent.status).toBe(200);
    expect(await balance(giver)).toBe(16.5);
    // Renamed at once; a picture from elsewhere, and an unknown category, are refused.
    await call(AdminCalls.giftCategorySave, admin, {
      id: categoryId,
      classifye: "Winter",
      classifyc: "冬天",
      classifyf: "冬天",
    });
    expect((await catalog()).categories.find((c) => c.id === categoryId)?.classifye).toBe("Winter");
    const base = { category_id: categoryId, price: 1, titlee: "X", titlec: "X", titlef: "X", active: true };
    expect(
      (await call(AdminCalls.giftCreate, admin, { ...base, path: "https://evil.test/x.png" })).status,
    ).toBe(400);
    expect(
      (await call(AdminCalls.giftCreate, admin, { ...base, path: picture, category_id: 999_999 })).status,
    ).toBe(AdminStatus.missing);
    expect((await call(AdminCalls.giftCreate, moderator, { ...base, path: picture })).status).toBe(
      AdminStatus.forbidden,
    );
    expect(
      (await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, "catalog.gift-new"))).map(
        (r) => r.targetId,
      ),
    ).toEqual([made.data?.id]);
  });

  it("refuses a price of nothing, a third decimal, an empty title, and an unknown gift", async () => {
    const gift = (await catalog()).gifts[0];
    if (!gift) throw new Error("no gift");
    const base = { id: gift.id, titlee: "A", titlec: "甲", titlef: "甲", active: true };
    expect((await call(AdminCalls.giftSave, admin, { ...base, price: 0 })).status).toBe(400);
    expect((await call(AdminCalls.giftSave, admin, { ...base, price: 1.234 })).status).toBe(400);
    expect((await call(AdminCalls.giftSave, admin, { ...base, price: 1, titlee: "  " })).status).toBe(400);
    expect((await call(AdminCalls.giftSave, admin, { ...base, price: 1, id: 999_999 })).status).toBe(
      AdminStatus.missing,
    );
  });
});

describe("packages and tiers", () => {
  it("changes a recharge package and withdraws another; members see the list as it now is", async () => {
    const member = await signUp(t);
    const [first, second] = (await catalog()).recharge;
    if (!first || !second) throw new Error("fewer than two recharge packages");
    expect(
      (
        await call(AdminCalls.packageSave, admin, {
          kind: "recharge",
          id: first.id,
          amount: 12.5,
          active: true,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(AdminCalls.packageSave, admin, {
          kind: "recharge",
          id: second.id,
          amount: second.amount,
          active: false,
        })
      ).status,
    ).toBe(200);
    const list =
      (await t.call<RechargePackage[]>(PayCalls.rechargePackages, {}, { token: member.token })).data ?? [];
    expect(list.find((p) => p.id === first.id)?.amounts).toBe(12.5);
    expect(list.map((p) => p.id)).not.toContain(second.id);
    expect(await auditRows("catalog.recharge")).toHaveLength(2);
  });

  it("changes an upgrade package and a tier's base price", async () => {
    const member = await signUp(t);
    const gold = (await catalog()).upgrades.find((p) => p.tier === 2);
    if (!gold) throw new Error("no gold package");
    expect(
      (await call(AdminCalls.packageSave, admin, { kind: "upgrade", id: gold.id, amount: 88, active: true }))
        .status,
    ).toBe(200);
    expect((await call(AdminCalls.tierPriceSave, admin, { tier: 2, price: 33.5 })).status).toBe(200);
    const answer = (await t.call<UpgradePackages>(PayCalls.upgradePackages, {}, { token: member.token }))
      .data;
    expect(answer?.vip2.price).toBe(33.5);
    expect(answer?.vip2.packages.find((p) => p.id === gold.id)?.amounts).toBe(88);
    expect((await call(AdminCalls.tierPriceSave, admin, { tier: 0, price: 1 })).status).toBe(400);
  });
});

describe("permissions and settings", () => {
  it("gives a tier a permission and takes it back, applied to the member's next call", async () => {
    const member = await signUp(t);
    const before = (await catalog()).authorities["0"];
    const flagsNow = async () =>
      Object.values(
        (await t.call<Profile>(Calls.userinfo, {}, { token: member.token })).data?.authority ?? {},
      );
    expect(before).not.toContain("Search_users");
    expect(
      (await call(AdminCalls.authoritiesSave, admin, { tier: 0, flags: [...before, "Search_users"] })).status,
    ).toBe(200);
    expect(await flagsNow()).toContain("Search_users");
    expect((await call(AdminCalls.authoritiesSave, admin, { tier: 0, flags: before })).status).toBe(200);
    expect(await flagsNow()).not.toContain("Search_users");
    const rows = await auditRows("catalog.authorities");
    expect(rows.at(-1)).toMatchObject({ before: { flags: expect.arrayContaining(["Search_users"]) } });
    expect((await call(AdminCalls.authoritiesSave, admin, { tier: 0, flags: ["Fly"] })).status).toBe(400);
  });

  it("prices translations, sets the free chat allowance and the offered methods, each at once", async () => {
    const member = await signUp(t);
    const gold = await signUp(t, { sex: 0 });
    await runAdminCommand(t.ctx, "set-vip", [gold.username, "2", "1"]);
    await credits(member, 10);
    const { settings } = await catalog();
    expect(settings.pay_methods_configured.length).toBeGreaterThan(0);
    const [kept, ...dropped] = settings.pay_methods_configured;
    const saved = await call(AdminCalls.settingsSave, admin, {
      free_chats_per_day: 1,
      translation_price: 2.5,
      pay_methods: [kept],
    });
    expect(saved.status).toBe(200);

    const translated = await t.call<TranslateAnswer>(
      ChatCalls.translate,
      { content: "软件", to: "cht" },
      { token: member.token },
    );
    expect(translated.status).toBe(200);
    expect(await balance(member)).toBe(7.5);

    const paylist = (await t.call<UpgradePackages>(PayCalls.upgradePackages, {}, { token: member.token }))
      .data?.paylist as unknown as Record<string, number>;
    expect(paylist[kept as string]).toBe(1);
    for (const flag of dropped) expect(paylist[flag]).toBe(0);

    // One free message a day now: the second gets opt 7.
    const s = await connect(t.app, member.token);
    sockets.push(s);
    s.send({ opt: Opt.send, uid: gold.id, type: "txt", txt: "hello", cid: "one" });
    await s.next((m) => m.opt === Opt.send && m.data.cid === "one");
    s.send({ opt: Opt.send, uid: gold.id, type: "txt", txt: "again", cid: "two" });
    expect(await s.next((m) => m.opt === Opt.noFreeChat)).toMatchObject({ cid: "two" });

    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "catalog.settings"), eq(auditLog.actorId, admin.id)));
    expect(row).toMatchObject({
      after: { freeChatsPerDay: 1, translationCostCents: 250, payMethods: [kept] },
    });
    // A method the environment does not configure cannot be offered, and is not a word we know.
    expect(
      (
        await call(AdminCalls.settingsSave, admin, {
          free_chats_per_day: 5,
          translation_price: 1,
          pay_methods: ["bitcoin"],
        })
      ).status,
    ).toBe(400);
  });
});

describe("orders and refunds", () => {
  /** A recharge of `cents` paid by card (as a provider's notice would fulfil it). */
  async function paidRecharge(m: Member, cents: number) {
    const { order } = await createOrder(
      t.ctx.db,
      {
        userId: m.id,
        gainerId: m.id,
        payType: 3,
        uuid: `u-${m.id}-${cents}`,
        priced: { orderType: 1, amountCents: cents, packageId: null, tier: null, months: null },
      },
      t.ctx.now(),
    );
    await fulfilOrder(
      t.ctx.db,
      order.id,
      { providerRef: `ref-${order.id}`, cardLast4: "4242", cardBrand: "visa" },
      t.ctx.now(),
    );
    return order.id;
  }

  it("lists orders newest first, finds one by number or payer, filters by state, and tells its story", async () => {
    const m = await signUp(t);
    const id = await paidRecharge(m, 2000);
    const list = async (payload: Record<string, unknown>) =>
      ((await call<StaffOrderPage>(AdminCalls.orders, admin, payload)).data?.orders ?? []).map((o) => o.id);
    expect((await list({}))[0]).toBe(id);
    expect(await list({ q: String(id) })).toEqual([id]);
    expect(await list({ q: m.username.slice(0, 6) })).toContain(id);
    expect(await list({ state: "paid", q: m.username })).toEqual([id]);
    expect(await list({ state: "failed", q: m.username })).toEqual([]);
    const detail = (await call<StaffOrderDetail>(AdminCalls.order, admin, { id })).data;
    expect(detail).toMatchObject({ id, username: m.username, amount: 20, state: "paid", card: "visa 4242" });
    expect(detail?.events.map((e) => e.kind)).toEqual(expect.arrayContaining(["created", "ledger", "paid"]));
    expect((await call(AdminCalls.orders, moderator)).status).toBe(AdminStatus.forbidden);
    expect((await call(AdminCalls.order, admin, { id: 999_999 })).status).toBe(AdminStatus.missing);
  });

  it("shows a member's money (balance, orders, amounts, card) to administrators only, in every call", async () => {
    const m = await signUp(t);
    const id = await paidRecharge(m, 2000);
    // A moderator works the member's file and the list, without a trace of their money: the
    // order calls refuse moderators, and the file is no side door to the same.
    const modFile = await call<StaffMemberDetail>(AdminCalls.member, moderator, { id: m.id });
    expect(modFile).toMatchObject({ status: 200, data: { id: m.id, username: m.username } });
    expect(modFile.data).not.toHaveProperty("orders");
    expect(modFile.data).not.toHaveProperty("amount");
    const modList = await call<MemberPage>(AdminCalls.members, moderator, { q: m.username });
    expect(modList.data?.members.map((r) => r.id)).toEqual([m.id]);
    expect(modList.data?.members[0]).not.toHaveProperty("amount");
    const modDashboard = await call<Dashboard>(AdminCalls.dashboard, moderator);
    expect(modDashboard.data?.days.some((d) => "revenue" in d)).toBe(false);
    for (const answer of [modFile, modList, modDashboard]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain("4242");
      expect(text).not.toMatch(/visa/i);
    }
    // The administrator sees all of it.
    const adminFile = (await call<StaffMemberDetail>(AdminCalls.member, admin, { id: m.id })).data;
    expect(adminFile).toMatchObject({ amount: 20, orders: [{ id, amount: 20, card: "visa 4242" }] });
    const adminList = (await call<MemberPage>(AdminCalls.members, admin, { q: m.username })).data;
    expect(adminList?.members[0]).toMatchObject({ id: m.id, amount: 20 });
  });

  it("refunds a paid recharge: credits taken back, the member told in a notice, audited, and only once", async () => {
    const m = await signUp(t);
    const id = await paidRecharge(m, 1500);
    expect(await balance(m)).toBe(15);
    const refund = (who: Member) => call(AdminCalls.refund, who, { id, reason: "Charged twice by the bank" });
    expect((await refund(moderator)).status).toBe(AdminStatus.forbidden);
    expect(await balance(m)).toBe(15);
    expect((await refund(admin)).status).toBe(200);
    expect(await balance(m)).toBe(0);
    const notices = (await t.call<Notice[]>(ChatCalls.noticeList, {}, { token: m.token })).data ?? [];
    expect(notices[0]).toMatchObject({
      type: "report",
      status: 0,
      refund: { order_id: id, amount: 15, order_type: 1 },
    });
    expect(notices[0]?.content).toContain(`order ${id}`);
    expect((await refund(admin)).status).toBe(AdminStatus.done);
    expect(await balance(m)).toBe(0);
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.refund"), eq(auditLog.targetId, id)));
    expect(rows).toMatchObject([
      { actorId: admin.id, reason: "Charged twice by the bank", after: { state: "refunded" } },
    ]);
    const detail = (await call<StaffOrderDetail>(AdminCalls.order, admin, { id })).data;
    expect(detail?.state).toBe("refunded");
    expect(detail?.events.filter((e) => e.kind === "staff")).toHaveLength(1);
  });

  it("refuses to refund credits already spent, leaving the order paid and nothing written", async () => {
    const m = await signUp(t);
    const id = await paidRecharge(m, 500);
    await runAdminCommand(t.ctx, "credits", [m.username, "-3", "spent on gifts"]);
    expect((await call(AdminCalls.refund, admin, { id, reason: "asked" })).status).toBe(AdminStatus.done);
    expect(await balance(m)).toBe(2);
    expect((await call<StaffOrderDetail>(AdminCalls.order, admin, { id })).data?.state).toBe("paid");
    expect(
      await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "order.refund"), eq(auditLog.targetId, id))),
    ).toHaveLength(0);
    expect((await call(AdminCalls.refund, admin, { id, reason: "" })).status).toBe(400);
  });
});

describe("the dashboard", () => {
  const board = async (who: Member) => (await call<Dashboard>(AdminCalls.dashboard, who)).data as Dashboard;
  const today = (d: Dashboard) => d.days.at(-1);

  it("counts what waits, sign-ups and revenue per day; a moderator sees no money", async () => {
    const before = await board(admin);
    expect(before.days).toHaveLength(14);
    expect(today(before)?.day).toBe(t.ctx.now().toISOString().slice(0, 10));
    await signUp(t, {}, { approve: false });
    const buyer = await signUp(t);
    const { order } = await createOrder(
      t.ctx.db,
      {
        userId: buyer.id,
        gainerId: buyer.id,
        payType: 3,
        uuid: "dash",
        priced: { orderType: 1, amountCents: 1250, packageId: null, tier: null, months: null },
      },
      t.ctx.now(),
    );
    await fulfilOrder(t.ctx.db, order.id, {}, t.ctx.now());
    const after = await board(admin);
    expect(after.waiting).toBe(before.waiting + 1);
    expect(today(after)?.signups).toBe((today(before)?.signups ?? 0) + 2);
    expect(today(after)?.revenue).toBeCloseTo((today(before)?.revenue ?? 0) + 12.5);
    const seen = await board(moderator);
    expect(seen.waiting).toBe(after.waiting);
    expect(seen.days.every((d) => d.revenue === undefined)).toBe(true);
  });
});

describe("articles", () => {
  const article = (change: Record<string, unknown> = {}) => ({
    slug: "console-first-date-ideas",
    category: "dating-tips",
    image: "",
    tenglish: "First date ideas",
    tsimple: "",
    tmultiply: "第一次約會的點子",
    english:
      '<h2>Coffee</h2><p onclick="steal()">Keep it short.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
    simple: "",
    multiply: "<p>喝杯咖啡就好。</p>",
    published: true,
    ...change,
  });
  const publicList = async () =>
    (
      (await t.app.inject({ method: "GET", url: `${BlogCalls.articleList}?type=&page=999` })).json() as {
        data: ArticleSummary[];
      }
    ).data;

  it("lets administrators, not moderators, write articles; bodies are sanitised and each save audited", async () => {
    expect((await call(AdminCalls.articles, moderator)).status).toBe(AdminStatus.forbidden);
    expect((await call(AdminCalls.articleSave, moderator, article())).status).toBe(AdminStatus.forbidden);
    const { categories } = (await call<StaffArticleList>(AdminCalls.articles, admin))
      .data as StaffArticleList;
    const category = categories[0]?.slug as string;
    const saved = await call<{ id: number }>(AdminCalls.articleSave, admin, article({ category }));
    expect(saved.status).toBe(200);
    const id = saved.data?.id as number;
    const read = (await t.call<Article[]>(BlogCalls.articleDetail, { id })).data?.[0];
    expect(read?.english).toContain("<h2>Coffee</h2>");
    expect(read?.english).not.toMatch(/script|onclick|javascript:/);
    expect(read?.multiply).toBe("<p>喝杯咖啡就好。</p>");
    expect((await publicList()).map((a) => a.id)).toContain(id);

    // Unpublished: the console still has it, visitors do not.
    expect(
      (
        await call(
          AdminCalls.articleSave,
          admin,
          article({ category, published: false, tenglish: "Ideas for a first date" }),
        )
      ).status,
    ).toBe(200);
    expect((await publicList()).map((a) => a.id)).not.toContain(id);
    const again = (await call<StaffArticle>(AdminCalls.article, admin, { id })).data;
    expect(again).toMatchObject({ id, tenglish: "Ideas for a first date", published: false, category });
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "article"), eq(auditLog.targetId, id)));
    expect(rows.map((r) => r.action)).toEqual(["article.create", "article.edit"]);
  });

  it("refuses an unknown category, a body with nothing left, and a foreign image address", async () => {
    expect(
      await call(AdminCalls.articleSave, admin, article({ category: "no-such-category" })),
    ).toMatchObject({ status: 400 });
    const { categories } = (await call<StaffArticleList>(AdminCalls.articles, admin))
      .data as StaffArticleList;
    const category = categories[0]?.slug as string;
    expect(
      (await call(AdminCalls.articleSave, admin, article({ category, english: "<script>x</script>" })))
        .status,
    ).toBe(400);
    expect(
      (await call(AdminCalls.articleSave, admin, article({ category, image: "http://evil.test/a.png" })))
        .status,
    ).toBe(400);
    expect(
      (await call(AdminCalls.articleSave, admin, article({ category, slug: "Not A Slug" }))).status,
    ).toBe(400);
  });

  it("creates and renames a category in three languages", async () => {
    const saved = await call<{ id: number }>(AdminCalls.articleCategorySave, admin, {
      slug: "travel",
      english: "Travel",
      simple: "旅行",
      multiply: "旅行",
    });
    expect(saved.status).toBe(200);
    await call(AdminCalls.articleCategorySave, admin, {
      slug: "travel",
      english: "Travel together",
      simple: "",
      multiply: "",
    });
    const { categories } = (await call<StaffArticleList>(AdminCalls.articles, admin))
      .data as StaffArticleList;
    expect(categories.find((c) => c.slug === "travel")).toMatchObject({
      id: saved.data?.id,
      english: "Travel together",
    });
  });
});
