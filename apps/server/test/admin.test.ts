import { Calls, ChatCalls, MemberCalls, type NoticeCount, type Profile } from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, reports, users } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

const SECRET = "test-secret-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await testApp({}, { adminSecret: SECRET });
});
afterAll(() => t.close());

const viaServer = (
  body: unknown,
  headers: Record<string, string> = { "x-admin-secret": SECRET },
  remoteAddress = "127.0.0.1",
) =>
  t.app.inject({ method: "POST", url: "/internal/admin", headers, remoteAddress, payload: body as object });

describe("the administrator's commands", () => {
  it("approve ends the review: the member signs in with 200", async () => {
    const m = await signUp(t, {}, { approve: false });
    expect((await t.call(Calls.login, { account: m.username, password: m.password })).status).toBe(-3);
    expect(await runAdminCommand(t.ctx, "approve", [m.username])).toEqual({
      ok: true,
      message: `${m.username} is approved`,
    });
    expect((await t.call(Calls.login, { account: m.username, password: m.password })).status).toBe(200);
  });

  it("ban-chat and unban-chat set chat_state", async () => {
    const m = await signUp(t);
    await runAdminCommand(t.ctx, "ban-chat", [m.username]);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.chat_state).toBe(1);
    await runAdminCommand(t.ctx, "unban-chat", [m.username]);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.chat_state).toBe(0);
  });

  it("set-vip grants a tier for whole months and set-vip 0 takes it away", async () => {
    const m = await signUp(t);
    const result = await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "12"]);
    expect(result.ok).toBe(true);
    const gold = await t.call<Profile>(Calls.userinfo, {}, { token: m.token });
    expect(gold.data?.vip).toBe(2);
    expect(gold.data?.gold_deadline).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    await runAdminCommand(t.ctx, "set-vip", [m.username, "0"]);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.vip).toBe(0);
  });

  it("says what is wrong with a bad command", async () => {
    expect((await runAdminCommand(t.ctx, "promote", ["x"])).message).toMatch(/^unknown command 'promote'/);
    expect((await runAdminCommand(t.ctx, "approve", [])).message).toBe("approve needs a username");
    expect((await runAdminCommand(t.ctx, "approve", ["ghost99"])).message).toBe("no member named 'ghost99'");
    const m = await signUp(t);
    expect((await runAdminCommand(t.ctx, "set-vip", [m.username, "3", "1"])).ok).toBe(false);
    expect((await runAdminCommand(t.ctx, "set-vip", [m.username, "1", "0"])).ok).toBe(false);
  });
});

describe("resolve-report", () => {
  /** A report filed through the call; answers its id and the reporter. */
  async function filed() {
    const reporter = await signUp(t);
    const target = await signUp(t);
    await t.call(MemberCalls.report, { type: 1, userid: target.id }, { token: reporter.token });
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.reporterId, reporter.id));
    return { id: String(row?.id), reporter, target };
  }
  const notices = async (token: string) =>
    (await t.call<NoticeCount>(ChatCalls.noticeCount, {}, { token })).data?.newnoticecount;

  it("closes a report and gives the reporter one notice; a second run changes nothing", async () => {
    const { id, reporter, target } = await filed();
    expect(await runAdminCommand(t.ctx, "resolve-report", [id, "upheld"])).toEqual({
      ok: true,
      message: `report ${id} about ${target.username} is upheld; the reporter has a notice`,
    });
    expect(await notices(reporter.token)).toBe(1);
    expect(await runAdminCommand(t.ctx, "resolve-report", [id, "upheld"])).toEqual({
      ok: true,
      message: `report ${id} was already upheld`,
    });
    const other = await runAdminCommand(t.ctx, "resolve-report", [id, "dismissed"]);
    expect(other).toEqual({ ok: false, message: `report ${id} was already resolved as upheld` });
    expect(await notices(reporter.token)).toBe(1);
    const [row] = await t.ctx.db
      .select()
      .from(reports)
      .where(eq(reports.id, Number(id)));
    expect(row).toMatchObject({ state: "actioned", outcome: "upheld" });
    // One audit row, from the command line.
    const trail = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, Number(id)));
    expect(trail.filter((r) => r.targetType === "report").map((r) => [r.actorName, r.action])).toEqual([
      ["npm run admin", "report.upheld"],
    ]);
  });

  it("takes the console's outcomes too: ban-chat closes the report and bans the member", async () => {
    const { id, target } = await filed();
    expect((await runAdminCommand(t.ctx, "resolve-report", [id, "ban-chat"])).ok).toBe(true);
    const [member] = await t.ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(member?.chatState).toBe(1);
    expect(await runAdminCommand(t.ctx, "resolve-report", [id, "warn"])).toEqual({
      ok: false,
      message: `report ${id} was already resolved`,
    });
  });

  it("says what is wrong with its arguments", async () => {
    const usage = "resolve-report <reportId> <upheld|dismissed|warn|ban-chat|disable>";
    expect(await runAdminCommand(t.ctx, "resolve-report", [])).toEqual({
      ok: false,
      message: `${usage}: the report id must be a positive whole number`,
    });
    expect((await runAdminCommand(t.ctx, "resolve-report", ["1.5", "upheld"])).ok).toBe(false);
    expect((await runAdminCommand(t.ctx, "resolve-report", ["-3", "upheld"])).ok).toBe(false);
    expect(await runAdminCommand(t.ctx, "resolve-report", ["1", "maybe"])).toEqual({
      ok: false,
      message: `${usage}: the outcome must be upheld, dismissed, warn, ban-chat or disable`,
    });
    expect(await runAdminCommand(t.ctx, "resolve-report", ["999999", "dismissed"])).toEqual({
      ok: false,
      message: "no report 999999",
    });
  });

  it("runs through the local endpoint too", async () => {
    const { id, reporter, target } = await filed();
    const res = await viaServer({ command: "resolve-report", args: [id, "dismissed"] });
    expect(res.json()).toEqual({
      ok: true,
      message: `report ${id} about ${target.username} is dismissed; the reporter has a notice`,
    });
    expect(await notices(reporter.token)).toBe(1);
  });
});

describe("the local endpoint the command uses while the server holds the data", () => {
  it("runs a command for a caller on loopback with the secret", async () => {
    const m = await signUp(t, {}, { approve: false });
    const res = await viaServer({ command: "approve", args: [m.username] });
    expect(res.json()).toEqual({ ok: true, message: `${m.username} is approved` });
  });

  it("refuses a wrong or missing secret, and any caller not on loopback", async () => {
    expect(
      (await viaServer({ command: "approve", args: ["x"] }, { "x-admin-secret": "wrong" })).statusCode,
    ).toBe(403);
    expect((await viaServer({ command: "approve", args: ["x"] }, {})).statusCode).toBe(403);
    const remote = await viaServer(
      { command: "approve", args: ["x"] },
      { "x-admin-secret": SECRET },
      "203.0.113.9",
    );
    expect(remote.statusCode).toBe(403);
  });
});
