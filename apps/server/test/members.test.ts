import {
  FREE_MEMBER_PAGES,
  type LikeAnswer,
  MEMBER_PAGE_SIZE,
  MemberCalls,
  type MemberDetail,
  type MemberListEntry,
  type PagedList,
} from "@site/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reports, users } from "../src/db/schema.ts";
import { hashPassword } from "../src/lib/passwords.ts";
import { newShortCode } from "../src/lib/tokens.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
let hash: string;
beforeAll(async () => {
  t = await testApp();
  hash = await hashPassword("secret-tulip-42");
});
afterAll(() => t.close());

const SNAPSHOT_MS = 31_000;
let serial = 0;

/** Inserts approved members straight into the table (many at once, fast). */
async function members(n: number, over: Partial<typeof users.$inferInsert> = {}) {
  const now = t.ctx.now().getTime();
  const rows = Array.from({ length: n }, (_, i) => {
    serial += 1;
    return {
      username: `mem${serial}x${Math.random().toString(36).slice(2, 6)}`,
      email: `mem${serial}.${Math.random().toString(36).slice(2, 6)}@example.com`,
      passwordHash: hash,
      gender: 0,
      birthday: "1992-03-04",
      country: "TW",
      status: 1,
      invitationCode: newShortCode(10),
      lastLoginAt: new Date(now - (i + 1) * 60_000),
      createdAt: new Date(now - (i + 1) * 60_000),
      ...over,
    };
  });
  return t.ctx.db.insert(users).values(rows).returning();
}

const list = (path: string, token: string, page = 1, snapshot?: string) =>
  t.call<PagedList<MemberListEntry>>(path, { page, ...(snapshot ? { snapshot } : {}) }, { token });

describe("member lists", () => {
  it("show the opposite sex only, online first then by last login, without the viewer or unapproved accounts", async () => {
    const viewer = await signUp(t, { sex: 1 });
    await runAdminCommand(t.ctx, "set-vip", [viewer.username, "2", "1"]);
    const now = t.ctx.now().getTime();
    const [offlineRecent] = await members(1, { lastLoginAt: new Date(now - 1000) });
    const [onlineOld] = await members(1, { isOnline: true, lastLoginAt: new Date(now - 9_000_000) });
    const [hiddenOnline] = await members(1, {
      isOnline: true,
      onlineStatus: 1,
      lastLoginAt: new Date(now - 500),
    });
    const [pending] = await members(1, { status: 2, lastLoginAt: new Date(now) });
    const [man] = await members(1, { gender: 1, lastLoginAt: new Date(now) });
    t.advance(SNAPSHOT_MS);
    const answer = await list(MemberCalls.onlineList, viewer.token);
    expect(answer.status).toBe(200);
    const ids = answer.data?.data.map((m) => m.id) ?? [];
    expect(ids[0]).toBe(onlineOld?.id);
    // A hidden member is not placed by a last login nobody may see: after those whose last login shows.
    expect(ids.indexOf(hiddenOnline?.id as number)).toBeGreaterThan(ids.indexOf(offlineRecent?.id as number));
    expect(ids).not.toContain(pending?.id);
    expect(ids).not.toContain(man?.id);
    expect(ids).not.toContain(viewer.id);
    const hidden = answer.data?.data.find((m) => m.id === hiddenOnline?.id);
    expect(hidden?.is_online).toBe(0); // hidden members do not show as online
    expect(answer.data?.data.every((m) => m.sex === 0)).toBe(true);
    expect(answer.data?.data[0]).toMatchObject({
      is_online: 1,
      is_like: 0,
      age: expect.any(Number),
      country: "TW",
    });
  });

  it("page through a snapshot with no duplicates and no gaps while members sign in", async () => {
    const viewer = await signUp(t, { sex: 1 });
    await runAdminCommand(t.ctx, "set-vip", [viewer.username, "2", "1"]);
    await members(3 * MEMBER_PAGE_SIZE + 7);
    t.advance(SNAPSHOT_MS);
    const women = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.gender, 0), eq(users.status, 1), eq(users.role, "member")));
    const first = await list(MemberCalls.onlineList, viewer.token, 1);
    const snapshot = first.data?.snapshot as string;
    const seen: number[] = first.data?.data.map((m) => m.id) ?? [];
    // While the viewer reads, members from later pages sign in and would jump to the top.
    const all = await t.ctx.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.gender, 0));
    for (let page = 2; page <= (first.data?.last_page as number); page++) {
      const movers = all.filter((u) => !seen.includes(u.id)).slice(0, 3);
      await t.ctx.db
        .update(users)
        .set({ lastLoginAt: t.ctx.now(), isOnline: true })
        .where(
          inArray(
            users.id,
            movers.map((m) => m.id),
          ),
        );
      t.advance(SNAPSHOT_MS); // a new snapshot is cut meanwhile; ours is still kept
      const next = await list(MemberCalls.onlineList, viewer.token, page, snapshot);
      expect(next.data?.snapshot).toBe(snapshot);
      seen.push(...(next.data?.data.map((m) => m.id) ?? []));
    }
    // Every approved woman exactly once: no duplicates, no gaps.
    expect(seen.length).toBe(women.length);
    expect(new Set(seen)).toEqual(new Set(women.map((w) => w.id)));
  });

  it(`give a free member ${FREE_MEMBER_PAGES} pages and vipMoreStatus 0, a paid member all and 1`, async () => {
    await members((FREE_MEMBER_PAGES + 2) * MEMBER_PAGE_SIZE);
    t.advance(SNAPSHOT_MS);
    const free = await signUp(t, { sex: 1 });
    const freeList = await list(MemberCalls.newOppositeSex, free.token);
    expect(freeList.data?.vipMoreStatus).toBe(0);
    expect(freeList.data?.last_page).toBe(FREE_MEMBER_PAGES);
    const beyond = await list(MemberCalls.newOppositeSex, free.token, FREE_MEMBER_PAGES + 1);
    expect(beyond.data?.data).toEqual([]);
    const paid = await signUp(t, { sex: 1 });
    await runAdminCommand(t.ctx, "set-vip", [paid.username, "1", "1"]);
    const paidList = await list(MemberCalls.newOppositeSex, paid.token);
    expect(paidList.data?.vipMoreStatus).toBe(1);
    expect(paidList.data?.last_page).toBeGreaterThan(FREE_MEMBER_PAGES + 1);
    const deep = await list(MemberCalls.newOppositeSex, paid.token, FREE_MEMBER_PAGES + 1);
    expect(deep.data?.data).toHaveLength(MEMBER_PAGE_SIZE);
  });

  it("list the newest members first", async () => {
    const viewer = await signUp(t, { sex: 0 });
    const [newest] = await members(1, { gender: 1, createdAt: new Date(t.ctx.now().getTime() + 5000) });
    t.advance(SNAPSHOT_MS);
    const answer = await list(MemberCalls.newOppositeSex, viewer.token);
    expect(answer.data?.data[0]?.id).toBe(newest?.id);
  });

  it("refuse a malformed page or snapshot cleanly", async () => {
    const viewer = await signUp(t);
    expect((await t.call(MemberCalls.onlineList, { page: "two" }, { token: viewer.token })).status).toBe(400);
    expect((await t.call(MemberCalls.onlineList, { page: 0 }, { token: viewer.token })).status).toBe(400);
    const odd = await list(MemberCalls.onlineList, viewer.token, 1, "latest.9.x");
    expect(odd.status).toBe(200);
  });
});

describe("follow", () => {
  it("toggles, counts, and shows in my likes, their liked-me and mutual likes", async () => {
    const a = await signUp(t, { sex: 1 });
    const b = await signUp(t, { sex: 0 });
    const on = await t.call<LikeAnswer>(MemberCalls.like, { target_id: b.id }, { token: a.token });
    expect(on).toMatchObject({ status: 200, msg: "Followed", data: { is_like: 1, likecount: 1 } });
    expect((await list(MemberCalls.iLike, a.token)).data?.data.map((m) => m.id)).toEqual([b.id]);
    expect((await list(MemberCalls.loveMe, b.token)).data?.data.map((m) => m.id)).toEqual([a.id]);
    expect((await list(MemberCalls.mutualLike, a.token)).data?.data).toEqual([]);
    // a's follow met nobody's: not mutual. b's meets a's: mutual.
    expect(on.data?.mutual).toBe(0);
    const back = await t.call<LikeAnswer>(MemberCalls.like, { target_id: a.id }, { token: b.token });
    expect(back).toMatchObject({ status: 200, data: { is_like: 1, likecount: 1, mutual: 1 } });
    expect((await list(MemberCalls.mutualLike, a.token)).data?.data.map((m) => m.id)).toEqual([b.id]);
    expect((await list(MemberCalls.mutualLike, b.token)).data?.data.map((m) => m.id)).toEqual([a.id]);
    const init = await t.call<{ like_ids: number[] }>("/member/index/initdata", {}, { token: a.token });
    expect(init.data?.like_ids).toEqual([b.id]);
    const off = await t.call<LikeAnswer>(MemberCalls.like, { target_id: b.id }, { token: a.token });
    expect(off).toMatchObject({ status: 200, msg: "Unfollowed", data: { is_like: 0, likecount: 0 } });
    expect(off.data?.mutual).toBe(0);
    expect((await list(MemberCalls.iLike, a.token)).data?.data).toEqual([]);
    // Following again while b still follows a: mutual once more.
    const again = await t.call<LikeAnswer>(MemberCalls.like, { target_id: b.id }, { token: a.token });
    expect(again.data).toMatchObject({ is_like: 1, mutual: 1 });
  });

  it("refuses oneself, a missing member and an account under review", async () => {
    const a = await signUp(t);
    const pending = await signUp(t, { sex: 0 }, { approve: false });
    expect((await t.call(MemberCalls.like, { target_id: a.id }, { token: a.token })).status).toBe(400);
    expect((await t.call(MemberCalls.like, { target_id: 9_999_999 }, { token: a.token })).status).toBe(-1);
    expect((await t.call(MemberCalls.like, { target_id: pending.id }, { token: a.token })).status).toBe(-1);
  });
});

describe("block", () => {
  it("hides both members from each other's lists, search and detail, and stops follows; unblocking restores", async () => {
    const a = await signUp(t, { sex: 1, username: `blocka${serial}` });
    const b = await signUp(t, { sex: 0, username: `blockb${serial}` });
    for (const m of [a, b]) await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
    await t.call(MemberCalls.like, { target_id: b.id }, { token: a.token });
    t.advance(SNAPSHOT_MS);
    expect((await list(MemberCalls.onlineList, a.token)).data?.data.some((m) => m.id === b.id)).toBe(true);

    const blocked = await t.call(MemberCalls.block, { target_id: b.id }, { token: a.token });
    expect(blocked).toMatchObject({ status: 200, data: { is_block: 1 } });
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const path of [
        MemberCalls.onlineList,
        MemberCalls.newOppositeSex,
        MemberCalls.iLike,
        MemberCalls.loveMe,
      ]) {
        expect(
          (await list(path, viewer.token)).data?.data.some((m) => m.id === other.id),
          `${path}`,
        ).toBe(false);
      }
      const search = await t.call<MemberListEntry[]>(
        MemberCalls.search,
        { username: other.username },
        { token: viewer.token },
      );
      expect(search.data).toEqual([]);
      expect((await t.call(MemberCalls.detail, { id: other.id }, { token: viewer.token })).status).toBe(-1);
      expect((await t.call(MemberCalls.like, { target_id: other.id }, { token: viewer.token })).status).toBe(
        -1,
      );
    }
    const listed = await t.call<MemberListEntry[]>(MemberCalls.blockList, {}, { token: a.token });
    expect(listed.data?.map((m) => m.id)).toEqual([b.id]);
    expect((await t.call<MemberListEntry[]>(MemberCalls.blockList, {}, { token: b.token })).data).toEqual([]);

    await t.call(MemberCalls.block, { target_id: b.id }, { token: a.token });
    expect((await t.call(MemberCalls.detail, { id: b.id }, { token: a.token })).status).toBe(200);
    expect((await list(MemberCalls.iLike, a.token)).data?.data.map((m) => m.id)).toEqual([b.id]);
  });
});

describe("search and detail permissions", () => {
  it("search needs Search_users: a free member is refused, a silver member finds by prefix", async () => {
    const target = await signUp(t, { sex: 0, username: `Findme${serial}` });
    const free = await signUp(t, { sex: 1 });
    expect((await t.call(MemberCalls.search, { username: "Findme" }, { token: free.token })).status).toBe(
      403,
    );
    await runAdminCommand(t.ctx, "set-vip", [free.username, "1", "1"]);
    const found = await t.call<MemberListEntry[]>(
      MemberCalls.search,
      { username: `findme${serial}` },
      { token: free.token },
    );
    expect(found.data?.[0]?.id).toBe(target.id);
    expect((await t.call(MemberCalls.search, { username: "   " }, { token: free.token })).status).toBe(-1);
    const none = await t.call<MemberListEntry[]>(
      MemberCalls.search,
      { username: "zz_%" },
      { token: free.token },
    );
    expect(none.data).toEqual([]);
  });

  it("detail of someone else needs View_profiles; one's own does not", async () => {
    const target = await signUp(t, { sex: 0, interest: "b,d" });
    const viewer = await signUp(t, { sex: 1 });
    expect((await t.call(MemberCalls.detail, { id: target.id }, { token: viewer.token })).status).toBe(403);
    expect((await t.call(MemberCalls.detail, { id: viewer.id }, { token: viewer.token })).status).toBe(200);
    await runAdminCommand(t.ctx, "set-vip", [viewer.username, "1", "1"]);
    const detail = await t.call<MemberDetail>(MemberCalls.detail, { id: target.id }, { token: viewer.token });
    expect(detail.data).toMatchObject({
      id: target.id,
      interest: "b,d",
      likecount: 0,
      is_like: 0,
      backphotos: [],
    });
    // Someone else's birthday comes as its year alone (1 July): the age, never the day.
    expect(detail.data?.birthday).toBe(Date.UTC(1990, 6, 1));
    expect((await t.call(MemberCalls.detail, { id: 9_999_999 }, { token: viewer.token })).status).toBe(-1);
  });
});

describe("reports", () => {
  it("land in the moderation queue with type and reporter, once a day per member", async () => {
    const reporter = await signUp(t);
    const target = await signUp(t, { sex: 0 });
    const first = await t.call(MemberCalls.report, { userid: target.id, type: 2 }, { token: reporter.token });
    expect(first).toMatchObject({ status: 200, key: "answers.reported" });
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.targetId, target.id));
    expect(row).toMatchObject({ reporterId: reporter.id, type: 2, state: "open" });
    const again = await t.call(MemberCalls.report, { userid: target.id, type: 1 }, { token: reporter.token });
    expect(again).toMatchObject({ status: -2, msg: "You already reported this member today" });
    t.advance(86_400_000 + 1000);
    const relogin = await t.call<{ token: string }>("/member/index/login", {
      account: reporter.username,
      password: reporter.password,
    });
    const nextDay = await t.call(
      MemberCalls.report,
      { userid: target.id, type: 1 },
      { token: relogin.data?.token as string },
    );
    expect(nextDay.status).toBe(200);
  });

  it("refuse a report type outside 1-3, oneself and a missing member", async () => {
    const reporter = await signUp(t);
    const target = await signUp(t, { sex: 0 });
    expect(
      (await t.call(MemberCalls.report, { userid: target.id, type: 4 }, { token: reporter.token })).status,
    ).toBe(400);
    expect(
      (await t.call(MemberCalls.report, { userid: reporter.id, type: 1 }, { token: reporter.token })).status,
    ).toBe(400);
    expect(
      (await t.call(MemberCalls.report, { userid: 9_999_999, type: 1 }, { token: reporter.token })).status,
    ).toBe(-1);
  });
});

describe("settings and invite", () => {
  it("store the general and notification settings and the language, and return them on load", async () => {
    const m = await signUp(t);
    const defaults = await t.call<{ notification: { form11: string } }>(
      MemberCalls.settings,
      {},
      { token: m.token },
    );
    expect(defaults.data).toMatchObject({
      general: { form1: true },
      notification: { form1: true, form11: "Automatically" },
      lang: "zhtw",
    });
    const notification = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, i % 2 === 0]),
    );
    const saved = await t.call(
      MemberCalls.saveSettings,
      { general: { form1: false }, notification: { ...notification, form11: "never" } },
      { token: m.token, json: true },
    );
    expect(saved.status).toBe(200);
    await t.call(MemberCalls.saveLanguage, { lang: "en" }, { token: m.token });
    const loaded = await t.call(MemberCalls.settings, {}, { token: m.token });
    expect(loaded.data).toEqual({
      general: { form1: false },
      notification: { ...notification, form11: "never" },
      lang: "en",
    });
    const bad = await t.call(
      MemberCalls.saveSettings,
      { general: { form1: "maybe" } },
      { token: m.token, json: true },
    );
    expect(bad.status).toBe(400);
    expect((await t.call(MemberCalls.saveLanguage, { lang: "fr" }, { token: m.token })).status).toBe(400);
  });

  it("honour 'show me in member lists and search' (general form1)", async () => {
    const shy = await signUp(t, { sex: 0, username: `Shy${serial}` });
    const viewer = await signUp(t, { sex: 1 });
    await runAdminCommand(t.ctx, "set-vip", [viewer.username, "2", "1"]);
    const off = {
      general: { form1: false },
      notification: (await t.call<{ notification: object }>(MemberCalls.settings, {}, { token: shy.token }))
        .data?.notification,
    };
    await t.call(MemberCalls.saveSettings, off, { token: shy.token, json: true });
    t.advance(SNAPSHOT_MS);
    const ids = async () =>
      (await list(MemberCalls.newOppositeSex, viewer.token)).data?.data.map((m) => m.id);
    expect(await ids()).not.toContain(shy.id);
    const found = await t.call<MemberListEntry[]>(
      MemberCalls.search,
      { username: shy.username },
      { token: viewer.token },
    );
    expect(found.data).toEqual([]);
    await t.call(
      MemberCalls.saveSettings,
      { ...off, general: { form1: true } },
      { token: shy.token, json: true },
    );
    t.advance(SNAPSHOT_MS);
    expect(await ids()).toContain(shy.id);
  });

  it("answer the invitation code and link, and who joined with it", async () => {
    const inviter = await signUp(t);
    const invite = await t.call<{ invitation_code: string; link: string; invitees: { id: number }[] }>(
      MemberCalls.invite,
      {},
      { token: inviter.token },
    );
    const code = invite.data?.invitation_code as string;
    expect(invite.data?.link).toBe(`http://site.test/#/invitation/${code}`);
    expect(invite.data?.invitees).toEqual([]);
    const joined = await signUp(t, { code, interest: undefined, source: undefined });
    const after = await t.call<{ invitees: { id: number }[] }>(
      MemberCalls.invite,
      {},
      { token: inviter.token },
    );
    expect(after.data?.invitees.map((i) => i.id)).toEqual([joined.id]);
  });
});

describe("acting on another member's data with one's own token", () => {
  it("changes only one's own follows, blocks and settings, whatever ids the payload carries", async () => {
    const me = await signUp(t, { sex: 1 });
    const victim = await signUp(t, { sex: 1 });
    const woman = await signUp(t, { sex: 0 });
    await t.call(MemberCalls.like, { target_id: woman.id }, { token: victim.token });
    // Extra fields naming the victim are ignored: the acting member is the token's.
    await t.call(
      MemberCalls.like,
      { target_id: woman.id, user_id: victim.id, userid: victim.id },
      { token: me.token, outsideContract: true },
    );
    await t.call(
      MemberCalls.saveLanguage,
      { lang: "en", id: victim.id, user_id: victim.id },
      { token: me.token, outsideContract: true },
    );
    await t.call(
      MemberCalls.block,
      { target_id: woman.id, user_id: victim.id },
      { token: me.token, outsideContract: true },
    );
    expect((await list(MemberCalls.iLike, victim.token)).data?.data.map((m) => m.id)).toEqual([woman.id]);
    expect(
      (await t.call<{ lang: string }>(MemberCalls.settings, {}, { token: victim.token })).data?.lang,
    ).toBe("zhtw");
    expect(
      (await t.call<MemberListEntry[]>(MemberCalls.blockList, {}, { token: victim.token })).data,
    ).toEqual([]);
    expect((await list(MemberCalls.loveMe, woman.token)).data?.data.map((m) => m.id)).toEqual([victim.id]);
  });
});

describe("the wall", () => {
  it("shows online members of the opposite sex", async () => {
    const viewer = await signUp(t, { sex: 1 });
    await members(3, { isOnline: true, lastLoginAt: t.ctx.now() });
    t.advance(SNAPSHOT_MS);
    const wall = await t.call<MemberListEntry[]>(MemberCalls.wall, {}, { token: viewer.token });
    expect(wall.data?.length).toBeGreaterThan(0);
    expect(wall.data?.length).toBeLessThanOrEqual(12);
    expect(wall.data?.every((m) => m.sex === 0)).toBe(true);
    expect(wall.data?.[0]?.is_online).toBe(1);
  });
});
