/**
 * The console's first section (issue 14): the review queue of new accounts. Every call checks the
 * role on the server (a visitor, a member and, on an administrator's call, a moderator are
 * refused, and never see data); each decision is seen from the member's side (an approved member
 * signs in and is listed, a refused one cannot sign in and gets the reason by mail in their
 * language, over real SMTP); each action writes exactly one audit row with the values before and
 * after, and `npm run admin -- approve` writes its own through the same rule.
 */
import {
  AccountStatus,
  AdminCalls,
  AdminStatus,
  type AuditPage,
  Calls,
  ChatCalls,
  MemberCalls,
  type MemberPage,
  type Notice,
  type Profile,
  type ReportCase,
  type ReviewCandidate,
  SESSION_INVALID_MSG,
  type StaffMe,
  type StaffMemberDetail,
} from "@site/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, chatMessages, mails, reports, users } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { passSecondFactor, signUp, type TestApp, testApp } from "./helper.ts";
import { type SmtpInbox, smtpInbox } from "./smtp-inbox.ts";

type Member = Awaited<ReturnType<typeof signUp>>;
type Answer<T> = { status: number; msg?: string; data?: T };

let t: TestApp;
let smtp: SmtpInbox;
let admin: Member;
let moderator: Member;
beforeAll(async () => {
  smtp = await smtpInbox();
  t = await testApp({ SMTP_URL: smtp.url, MAIL_FROM: "Amora <no-reply@site.test>" });
  admin = await signUp(t);
  moderator = await signUp(t);
  await t.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
  // The way an operator makes a moderator: the command line, audited.
  expect((await runAdminCommand(t.ctx, "set-role", [moderator.username, "moderator"])).ok).toBe(true);
  // Both open the console with their second factor (issue 51).
  await passSecondFactor(t, admin.token);
  await passSecondFactor(t, moderator.token);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = <T>(
  path: string,
  who: Member | undefined,
  payload: Record<string, unknown> = {},
  loose = false,
) =>
  t.call<T>(path, payload, {
    json: true,
    outsideContract: loose,
    ...(who ? { token: who.token } : {}),
  }) as Promise<Answer<T>>;
const auditOf = (targetId: number) => t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const signIn = (m: Member) => t.call(Calls.login, { account: m.username, password: m.password });
/** A staff member signs in again, second factor and all: the new session's token. */
async function signInAgain(m: Member): Promise<string> {
  const token = ((await signIn(m)).data as { token: string }).token;
  await passSecondFactor(t, token);
  return token;
}

describe("who may use the console", () => {
  it("refuses a visitor and a member on every call, without data", async () => {
    const member = await signUp(t);
    const pending = await signUp(t, {}, { approve: false });
    for (const path of Object.values(AdminCalls)) {
      // Refused before the payload is even read: a member learns nothing of the call.
      const payload = path === AdminCalls.reject ? { id: pending.id, reason: "x" } : {};
      expect(await call(path, undefined, payload, true), path).toEqual({
        status: 0,
        msg: SESSION_INVALID_MSG,
      });
      const refused = await call(path, member, payload, true);
      expect(refused, path).toMatchObject({
        status: AdminStatus.forbidden,
        msg: "Your role may not do this",
      });
      expect(refused.data, path).toBeUndefined();
    }
    // Nothing happened to the account under review.
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, pending.id));
    expect(row?.status).toBe(AccountStatus.underReview);
    expect(await auditOf(pending.id)).toEqual([]);
  });

  it("refuses a moderator every call an administrator's power guards, read from the registered routes", async () => {
    const guarded = t.app.registeredRoutes.filter(
      (r) =>
        r.method === "POST" &&
        r.url.startsWith("/admin/api/") &&
        r.config.staff &&
        r.config.staff !== "queues",
    );
    // Money, catalogs and articles: more than a handful, and none forgotten when one is added.
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    for (const route of guarded) {
      const refused = await call(route.url, moderator, {}, true);
      expect(refused, route.url).toMatchObject({ status: AdminStatus.forbidden });
      expect(refused.data, route.url).toBeUndefined();
    }
    // And every console route says which power it needs.
    const unguarded = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith("/admin/api/") && !r.config.staff,
    );
    expect(unguarded.map((r) => r.url)).toEqual([]);
  });

  it("tells staff who they are, and keeps the audit trail for administrators", async () => {
    expect((await call<StaffMe>(AdminCalls.me, moderator)).data).toMatchObject({
      id: moderator.id,
      role: "moderator",
    });
    expect((await call<StaffMe>(AdminCalls.me, admin)).data?.role).toBe("admin");
    expect(await call(AdminCalls.audit, moderator)).toMatchObject({ status: AdminStatus.forbidden });
    expect((await call<AuditPage>(AdminCalls.audit, admin)).status).toBe(200);
  });
});

describe("the review queue", () => {
  it("lists accounts under review, oldest first, and not the approved ones", async () => {
    const first = await signUp(t, {}, { approve: false });
    t.advance(1000);
    const second = await signUp(t, {}, { approve: false });
    const approved = await signUp(t);
    const queue = (await call<ReviewCandidate[]>(AdminCalls.reviewQueue, moderator)).data ?? [];
    const ids = queue.map((c) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(approved.id);
    expect(queue.find((c) => c.id === first.id)).toMatchObject({
      username: first.username,
      email: first.email,
      photos: [],
    });
  });

  it("approves: the member is in, the decision is audited once, and a second approval is refused", async () => {
    const pending = await signUp(t, {}, { approve: false });
    expect((await signIn(pending)).status).toBe(-3); // §8 login: under review
    expect(await call(AdminCalls.approve, moderator, { id: pending.id })).toMatchObject({ status: 200 });
    expect((await signIn(pending)).status).toBe(200);
    const queue = (await call<ReviewCandidate[]>(AdminCalls.reviewQueue, moderator)).data ?? [];
    expect(queue.map((c) => c.id)).not.toContain(pending.id);

    expect(await call(AdminCalls.approve, admin, { id: pending.id })).toMatchObject({
      status: AdminStatus.done,
      msg: "This was decided already",
    });
    const rows = await auditOf(pending.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: moderator.id,
      actorName: moderator.username,
      action: "review.approve",
      targetType: "member",
      before: { status: AccountStatus.underReview },
      after: { status: AccountStatus.approved },
    });
  });

  it("refuses with a reason: the member cannot sign in and is told why, in their language", async () => {
    // A new member reads traditional Chinese until they choose (the site's default).
    const pending = await signUp(t, {}, { approve: false });
    const reason = "頭像不是本人照片，請上傳清楚的本人正面照。";
    expect(
      await call(AdminCalls.reject, moderator, { id: pending.id, reason: `  ${reason} ` }),
    ).toMatchObject({
      status: 200,
    });
    expect((await signIn(pending)).status).not.toBe(200);
    // Its session ended: the token it had is refused.
    expect((await t.call(Calls.userinfo, {}, { token: pending.token })).msg).toBe(SESSION_INVALID_MSG);
    const mail = await smtp.mailTo(pending.email);
    expect(mail.subject).toBe("您的 Amora 帳號未通過審核");
    expect(mail.text).toContain(reason);
    const [row] = await auditOf(pending.id);
    expect(row).toMatchObject({ action: "review.reject", reason, after: { status: AccountStatus.disabled } });
    // A refused account is not refused twice.
    expect((await call(AdminCalls.reject, moderator, { id: pending.id, reason: "again" })).status).toBe(
      AdminStatus.done,
    );
  });

  it("asks for a reason, names a missing member, and leaves staff accounts out of review", async () => {
    const pending = await signUp(t, {}, { approve: false });
    expect((await call(AdminCalls.reject, moderator, { id: pending.id, reason: "   " })).status).toBe(400);
    expect(await call(AdminCalls.approve, moderator, { id: 999_999 })).toMatchObject({
      status: AdminStatus.missing,
      msg: "This member does not exist",
    });
    expect((await call(AdminCalls.approve, moderator, { id: admin.id })).status).toBe(AdminStatus.missing);
    expect(await auditOf(pending.id)).toEqual([]);
  });
});

describe("the audit trail", () => {
  it("records the command line's approvals too, and finds entries by action, actor or member", async () => {
    const pending = await signUp(t, {}, { approve: false });
    expect((await runAdminCommand(t.ctx, "approve", [pending.username])).ok).toBe(true);
    const byMember = (await call<AuditPage>(AdminCalls.audit, admin, { target_id: pending.id })).data;
    expect(byMember?.entries).toHaveLength(1);
    expect(byMember?.entries[0]).toMatchObject({ actor: "npm run admin", action: "review.approve" });
    const roles = (await call<AuditPage>(AdminCalls.audit, admin, { target_id: moderator.id })).data?.entries;
    expect(roles?.find((e) => e.action === "staff.role")).toMatchObject({
      before: { role: "member" },
      after: { role: "moderator" },
    });
    const rejections = (await call<AuditPage>(AdminCalls.audit, admin, { q: "review.reject" })).data;
    expect(rejections?.entries.length).toBeGreaterThan(0);
    expect(rejections?.entries.every((e) => e.action === "review.reject")).toBe(true);
    // Newest first.
    const all = (await call<AuditPage>(AdminCalls.audit, admin)).data?.entries ?? [];
    expect([...all].sort((a, b) => b.id - a.id).map((e) => e.id)).toEqual(all.map((e) => e.id));
  });
});

describe("the report queue", () => {
  /** A report of `about` by `by`, with two messages between them as evidence. */
  async function reported(by: Member, about: Member) {
    expect(
      (await t.call(MemberCalls.report, { userid: about.id, type: 2 }, { token: by.token })).status,
    ).toBe(200);
    const at = new Date(t.ctx.now().getTime() - 60_000);
    await t.ctx.db.insert(chatMessages).values([
      {
        senderId: about.id,
        receiverId: by.id,
        type: "txt",
        content: "Send me 500 USD in gift cards",
        createdAt: at,
      },
      { senderId: by.id, receiverId: about.id, type: "txt", content: "No, I will not.", createdAt: at },
    ]);
    const [row] = await t.ctx.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, by.id), eq(reports.targetId, about.id)));
    return row?.id as number;
  }
  const queue = async () => (await call<ReportCase[]>(AdminCalls.reportQueue, moderator)).data ?? [];
  const act = (id: number, action: string) => call(AdminCalls.resolveReport, moderator, { id, action });

  it("lists open reports oldest first with the evidence, and marks those past the 24-hour clock", async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    const id = await reported(a, b);
    const found = (await queue()).find((c) => c.id === id);
    expect(found).toMatchObject({
      type: 2,
      overdue: false,
      reporter: { id: a.id, username: a.username },
      reported: { id: b.id, username: b.username, chat_state: 0 },
    });
    expect(found?.messages.map((m) => [m.from, m.content])).toEqual([
      [b.username, "Send me 500 USD in gift cards"],
      [a.username, "No, I will not."],
    ]);
    t.advance(25 * 3_600_000);
    // A day idle ends staff sessions (issue 51, four hours): the staff sign in again.
    for (const staff of [admin, moderator]) staff.token = await signInAgain(staff);
    expect((await queue()).find((c) => c.id === id)?.overdue).toBe(true);
    expect((await act(id, "dismiss")).status).toBe(200);
    expect((await queue()).map((c) => c.id)).not.toContain(id);
    // The reporter is told; a second decision is refused.
    const notices = await t.call<Notice[]>(ChatCalls.noticeList, {}, { token: a.token });
    expect(notices.data?.some((n) => n.content.includes("no rule was broken"))).toBe(true);
    expect((await act(id, "ban-chat")).status).toBe(AdminStatus.done);
  });

  it("bans from chat, disables, or warns in the member's language, each audited once", async () => {
    const [a, b, c, d] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    const ban = await reported(a, b);
    expect((await act(ban, "ban-chat")).status).toBe(200);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: b.token })).data?.chat_state).toBe(1);

    const off = await reported(a, c);
    expect((await act(off, "disable")).status).toBe(200);
    expect((await t.call(Calls.userinfo, {}, { token: c.token })).msg).toBe(SESSION_INVALID_MSG);
    expect((await signIn(c)).status).not.toBe(200);

    const warn = await reported(a, d);
    expect((await act(warn, "warn")).status).toBe(200);
    // A mail from customer service (its words stay locked in the list for a free member, as any mail).
    const box = await t.call<{ data: { sendername: string }[] }>(
      ChatCalls.mailList,
      { page: 1 },
      { token: d.token },
    );
    expect(box.data?.data.map((m) => m.sendername)).toEqual(["CustomerService"]);
    const [warning] = await t.ctx.db.select().from(mails).where(eq(mails.receiverId, d.id));
    expect(warning?.content).toContain("違反了我們的規則");

    for (const [id, action] of [
      [ban, "report.ban-chat"],
      [off, "report.disable"],
      [warn, "report.warn"],
    ] as const) {
      const rows = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(rows.filter((r) => r.targetType === "report").map((r) => r.action)).toEqual([action]);
    }
    expect((await act(999_999, "dismiss")).status).toBe(AdminStatus.missing);
  });
});

describe("the members section", () => {
  it("finds members by the beginning of a name or an address, newest first, never staff", async () => {
    const m = await signUp(t);
    const page = (
      await call<MemberPage>(AdminCalls.members, moderator, { q: m.username.slice(0, 5).toUpperCase() })
    ).data;
    expect(page?.members.map((r) => r.username)).toContain(m.username);
    expect(
      page?.members.every(
        (r) =>
          r.username.toLowerCase().startsWith(m.username.slice(0, 5)) ||
          r.email.startsWith(m.username.slice(0, 5)),
      ),
    ).toBe(true);
    const all = (await call<MemberPage>(AdminCalls.members, moderator)).data?.members ?? [];
    expect(all.map((r) => r.id)).not.toContain(admin.id);
    expect(all.map((r) => r.id)).not.toContain(moderator.id);
  });

  it("filters by account state, tier and chat ban, and refuses a filter it does not know", async () => {
    const gold = await signUp(t);
    const banned = await signUp(t);
    await t.ctx.db.update(users).set({ vip: 2 }).where(eq(users.id, gold.id));
    await call(AdminCalls.memberAction, moderator, { id: banned.id, action: "ban-chat" });
    await call(AdminCalls.memberAction, moderator, { id: banned.id, action: "disable" });
    const ids = async (filters: Record<string, unknown>) =>
      ((await call<MemberPage>(AdminCalls.members, moderator, filters)).data?.members ?? []).map((m) => m.id);
    const goldOnes = await ids({ vip: 2 });
    expect(goldOnes).toContain(gold.id);
    expect(goldOnes).not.toContain(banned.id);
    expect(await ids({ chat_banned: 1, status: 3 })).toEqual(expect.arrayContaining([banned.id]));
    expect(await ids({ chat_banned: 1, status: 1 })).not.toContain(banned.id);
    expect(await ids({ status: 3, vip: 2 })).not.toContain(gold.id);
    // A form's empty select is "any".
    expect(await ids({ status: "", vip: "" })).toContain(gold.id);
    expect((await call(AdminCalls.members, moderator, { status: 7 })).status).toBe(400);
  });

  it("opens a member's file: reports both ways, blocks, sign-ins; refuses a staff account", async () => {
    const m = await signUp(t);
    const other = await signUp(t);
    await t.call(MemberCalls.report, { userid: other.id, type: 2 }, { token: m.token });
    await t.call(MemberCalls.report, { userid: m.id, type: 1 }, { token: other.token });
    await t.call(MemberCalls.block, { target_id: other.id }, { token: m.token });
    await signIn(m);
    const file = (await call<StaffMemberDetail>(AdminCalls.member, moderator, { id: m.id })).data;
    expect(file).toMatchObject({
      id: m.id,
      username: m.username,
      reports_made: [{ username: other.username, type: 2, state: "open" }],
      reports_about: [{ username: other.username, type: 1 }],
      blocks: [{ username: other.username }],
      blocked_by: 0,
    });
    // Money (balance, orders) is the administrator's: a moderator's file has none of it.
    expect(file).not.toHaveProperty("orders");
    expect(file).not.toHaveProperty("amount");
    expect(file?.sessions.length).toBeGreaterThanOrEqual(2);
    expect(file?.sessions[0]).toMatchObject({ ended: false });
    expect((await call(AdminCalls.member, moderator, { id: admin.id })).status).toBe(AdminStatus.missing);
  });

  it("sets a tier until a day (administrators only): the member has it at once, and back to free", async () => {
    const m = await signUp(t);
    const day = new Date(t.ctx.now().getTime() + 40 * 86_400_000).toISOString().slice(0, 10);
    const tier = (who: Member, payload: Record<string, unknown>) =>
      call(AdminCalls.memberTier, who, { id: m.id, ...payload });
    expect((await tier(moderator, { vip: 2, deadline: day })).status).toBe(AdminStatus.forbidden);
    expect((await tier(admin, { vip: 2, deadline: day })).status).toBe(200);
    const profile = async () => (await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data;
    expect((await profile())?.vip).toBe(2);
    const file = (await call<StaffMemberDetail>(AdminCalls.member, admin, { id: m.id })).data;
    expect(new Date((file?.gold_deadline ?? 0) * 1000).toISOString()).toBe(`${day}T23:59:59.000Z`);
    expect((await tier(admin, { vip: 1, deadline: "2001-01-01" })).status).toBe(400);
    expect((await tier(admin, { vip: 1 })).status).toBe(400);
    expect((await tier(admin, { vip: 0 })).status).toBe(200);
    expect((await profile())?.vip).toBe(0);
    const rows = (await auditOf(m.id)).filter((r) => r.action === "member.tier");
    expect(rows.map((r) => r.after)).toEqual([
      { vip: 2, silver_deadline: null, gold_deadline: day },
      { vip: 0, silver_deadline: null, gold_deadline: null },
    ]);
  });

  it("bans and unbans chat, disables and enables, each seen by the member and audited", async () => {
    const m = await signUp(t);
    const act = (action: string) => call(AdminCalls.memberAction, moderator, { id: m.id, action });
    expect((await act("ban-chat")).status).toBe(200);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.chat_state).toBe(1);
    expect((await act("unban-chat")).status).toBe(200);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.chat_state).toBe(0);
    expect((await act("disable")).status).toBe(200);
    expect((await signIn(m)).status).not.toBe(200);
    expect((await act("enable")).status).toBe(200);
    expect((await signIn(m)).status).toBe(200);
    const actions = (await auditOf(m.id)).filter((r) => r.action.startsWith("member.")).map((r) => r.action);
    expect(actions).toEqual(["member.ban-chat", "member.unban-chat", "member.disable", "member.enable"]);
    // Staff accounts are managed by role, not by these actions.
    expect((await call(AdminCalls.memberAction, moderator, { id: admin.id, action: "disable" })).status).toBe(
      AdminStatus.missing,
    );
  });

  it("lets administrators, not moderators, grant or deduct credits with a reason, never below zero", async () => {
    const m = await signUp(t);
    const grant = (who: Member, amount: string) =>
      call<{ amount: number }>(AdminCalls.memberCredits, who, {
        id: m.id,
        amount,
        reason: "Sorry for the outage",
      });
    expect((await grant(moderator, "10")).status).toBe(AdminStatus.forbidden);
    expect(await grant(admin, "12.5")).toMatchObject({ status: 200, data: { amount: 12.5 } });
    expect((await grant(admin, "-20")).status).toBe(AdminStatus.done);
    expect((await grant(admin, "1.234")).status).toBe(400);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.amount).toBe(12.5);
    const [row] = (await auditOf(m.id)).filter((r) => r.action === "member.credits");
    expect(row).toMatchObject({
      actorId: admin.id,
      reason: "Sorry for the outage",
      before: { balance_cents: 0 },
      after: { balance_cents: 1250 },
    });
  });
});
