import { ChatCalls, MemberCalls, NOTICE_LIST_MAX, type Notice, type NoticeCount } from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCategories, giftSends, gifts, notices, reports } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { createNotice } from "../src/services/notices.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signUp>>;

const count = async (m: Member) =>
  (await t.call<NoticeCount>(ChatCalls.noticeCount, {}, { token: m.token })).data?.newnoticecount;
const list = (m: Member) => t.call<Notice[]>(ChatCalls.noticeList, {}, { token: m.token });
const read = (m: Member, id: number) => t.call<NoticeCount>(ChatCalls.noticeRead, { id }, { token: m.token });

/** `reporter` reports `target` through the call; answers the report's id. */
async function report(reporter: Member, target: Member): Promise<number> {
  const answer = await t.call(MemberCalls.report, { type: 2, userid: target.id }, { token: reporter.token });
  expect(answer.status).toBe(200);
  const [row] = await t.ctx.db.select().from(reports).where(eq(reports.reporterId, reporter.id));
  return row?.id as number;
}

describe("notices", () => {
  it("start empty", async () => {
    const m = await signUp(t);
    expect(await t.call(ChatCalls.noticeCount, {}, { token: m.token })).toEqual({
      status: 200,
      data: { newnoticecount: 0 },
    });
    expect((await list(m)).data).toEqual([]);
  });

  it("tell the reporter the outcome once the administrator resolves the report", async () => {
    const reporter = await signUp(t);
    const target = await signUp(t);
    const id = await report(reporter, target);
    expect(await count(reporter)).toBe(0);
    const result = await runAdminCommand(t.ctx, "resolve-report", [String(id), "upheld"]);
    expect(result.ok).toBe(true);
    expect(await count(reporter)).toBe(1);
    expect(await count(target)).toBe(0);
    const [notice, ...rest] = (await list(reporter)).data ?? [];
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      type: "report",
      status: 0,
      report: { outcome: "upheld", username: target.username },
    });
    expect(notice?.content).toContain(target.username);
    expect(notice?.content).toMatch(/action was taken/);
    expect(notice?.gift).toBeUndefined();
    expect(Math.abs((notice?.create_time as number) - Date.now() / 1000)).toBeLessThan(60);
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ state: "actioned", outcome: "upheld" });
    expect(row?.handledAt).toBeInstanceOf(Date);
  });

  it("say so when a report is dismissed", async () => {
    const reporter = await signUp(t);
    const target = await signUp(t);
    const id = await report(reporter, target);
    expect((await runAdminCommand(t.ctx, "resolve-report", [String(id), "dismissed"])).ok).toBe(true);
    const [notice] = (await list(reporter)).data ?? [];
    expect(notice?.content).toMatch(/no action was taken/);
    expect(notice?.report).toEqual({ outcome: "dismissed", username: target.username });
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ state: "dismissed", outcome: "dismissed" });
  });

  it("are marked read by their owner only (upnotice)", async () => {
    const reporter = await signUp(t);
    const target = await signUp(t);
    const intruder = await signUp(t);
    const id = await report(reporter, target);
    await runAdminCommand(t.ctx, "resolve-report", [String(id), "upheld"]);
    const [notice] = (await list(reporter)).data ?? [];
    const refused = await read(intruder, notice?.id as number);
    expect(refused).toMatchObject({ status: 404, key: "notice.notYours" });
    expect(await count(reporter)).toBe(1);
    expect((await list(reporter)).data?.[0]?.status).toBe(0);
    expect(await read(reporter, notice?.id as number)).toEqual({ status: 200, data: { newnoticecount: 0 } });
    expect(await count(reporter)).toBe(0);
    expect((await list(reporter)).data?.[0]?.status).toBe(1);
    expect((await read(reporter, 2_000_000_000)).status).toBe(404);
    expect((await t.call(ChatCalls.noticeRead, { id: "x" }, { token: reporter.token })).status).toBe(400);
  });

  it("join the gift of a gift notice", async () => {
    const giver = await signUp(t);
    const receiver = await signUp(t);
    const [category] = await t.ctx.db
      .insert(giftCategories)
      .values({ nameEn: "Flowers", nameZhcn: "花", nameZhtw: "花" })
      .returning();
    const [gift] = await t.ctx.db
      .insert(gifts)
      .values({
        categoryId: category?.id as number,
        path: "/uploads/gifts/rose.png",
        priceCents: 500,
        titleEn: "Rose",
        titleZhcn: "玫瑰",
        titleZhtw: "玫瑰",
      })
      .returning();
    const [sent] = await t.ctx.db
      .insert(giftSends)
      .values({ giverId: giver.id, receiverId: receiver.id, giftId: gift?.id as number, priceCents: 500 })
      .returning();
    const now = t.ctx.now().getTime();
    await createNotice(t.ctx.db, {
      userId: receiver.id,
      type: "gift",
      content: "older, without a gift row",
      createdAt: new Date(now - 5000),
    });
    await createNotice(t.ctx.db, {
      userId: receiver.id,
      type: "gift",
      content: `${giver.username} sent you a gift`,
      giftSendId: sent?.id as number,
      createdAt: new Date(now),
    });
    const answer = await list(receiver);
    expect(answer.data?.map((n) => n.content)).toEqual([
      `${giver.username} sent you a gift`,
      "older, without a gift row",
    ]);
    expect(answer.data?.[0]).toMatchObject({
      type: "gift",
      status: 0,
      gift: { givername: giver.username, path: "/uploads/gifts/rose.png", cid: category?.id, gid: gift?.id },
    });
    expect(answer.data?.[1]?.gift).toBeUndefined();
    expect(await count(receiver)).toBe(2);
    expect(await count(giver)).toBe(0);
  });

  it(`list at most ${NOTICE_LIST_MAX}, newest first, and count every unread one`, async () => {
    const m = await signUp(t);
    const base = t.ctx.now().getTime() - 100_000;
    await t.ctx.db.insert(notices).values(
      Array.from({ length: NOTICE_LIST_MAX + 5 }, (_, i) => ({
        userId: m.id,
        type: "report",
        content: `n${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const answer = await list(m);
    expect(answer.data).toHaveLength(NOTICE_LIST_MAX);
    expect(answer.data?.[0]?.content).toBe(`n${NOTICE_LIST_MAX + 4}`);
    expect(await count(m)).toBe(NOTICE_LIST_MAX + 5);
  });
});
