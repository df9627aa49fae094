/**
 * Deleting one's account (issue 15): confirmed with the password, kept by signing in or Cancel
 * during DELETION_GRACE_DAYS, then erased once (however many instances run the job) with nothing
 * personal left in any table or in storage, and the books kept without a name.
 */
import { access } from "node:fs/promises";
import path from "node:path";
import {
  AdminCalls,
  Calls,
  ChatCalls,
  type Dashboard,
  DELETION_GRACE_DAYS,
  DeleteAccountStatus,
  ERASED_USERNAME_PREFIX,
  MemberCalls,
  PrivacyCalls,
  type PrivacyStatus,
} from "@site/contracts";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  auditLog,
  chatMessages,
  erasureFailures,
  ledgerEntries,
  mails,
  reports,
  users,
} from "../src/db/schema.ts";
import { eraseDueAccounts, erasureRetryDelayMs } from "../src/services/account-deletion.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { audit, COMMAND_LINE } from "../src/services/audit.ts";
import { setTier } from "../src/services/member-file.ts";
import { listenForNotificationMails } from "../src/services/notify-mail.ts";
import { makeStaff, signUp, type TestApp, testApp } from "./helper.ts";
import { richMember } from "./privacy-fixture.ts";

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // Notification mails wait with the words of the mail that caused them: the erasure reaches them too.
  listenForNotificationMails(t.ctx);
});
afterAll(() => t.close());

const status = async (token: string) =>
  (await t.call<PrivacyStatus>(PrivacyCalls.status, {}, { token })).data as PrivacyStatus;
const signIn = (m: { username: string; password: string }, ip = "10.80.0.1") =>
  t.call<{ token: string }>(Calls.login, { account: m.username, password: m.password }, { ip });

/** Every row of every table of the schema, as text: what an erasure must leave no trace in. */
async function everyRow(): Promise<string> {
  const tables = await t.ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  expect(names).toContain("users");
  const parts: string[] = [];
  for (const name of names) {
    const rows = await t.ctx.db.execute(sql.raw(`select t::text as row from "${name}" t`));
    for (const r of (rows as unknown as { rows: { row: string }[] }).rows) parts.push(`${name}: ${r.row}`);
  }
  return parts.join("\n");
}

describe("asking to delete the account", () => {
  it("takes the right password, and schedules the erasure DELETION_GRACE_DAYS ahead", async () => {
    const m = await signUp(t);
    const wrong = await t.call(PrivacyCalls.deleteAccount, { password: "not-it" }, { token: m.token });
    expect(wrong.status).toBe(DeleteAccountStatus.passwordWrong);
    expect((await status(m.token)).deletion_at).toBeNull();

    const before = Date.now();
    const asked = await t.call<PrivacyStatus>(
      PrivacyCalls.deleteAccount,
      { password: m.password },
      { token: m.token },
    );
    expect(asked.status).toBe(200);
    const at = asked.data?.deletion_at ?? 0;
    expect(at).toBeGreaterThanOrEqual(before + DELETION_GRACE_DAYS * DAY);
    expect(at).toBeLessThan(Date.now() + DELETION_GRACE_DAYS * DAY + 1000);
    expect((await status(m.token)).deletion_at).toBe(at);
  });

  it("is cancelled by Cancel in the settings", async () => {
    const m = await signUp(t);
    await t.call(PrivacyCalls.deleteAccount, { password: m.password }, { token: m.token });
    const cancelled = await t.call<PrivacyStatus>(PrivacyCalls.cancelDeletion, {}, { token: m.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data?.deletion_at).toBeNull();
    t.advance((DELETION_GRACE_DAYS + 1) * DAY);
    try {
      await eraseDueAccounts(t.ctx);
    } finally {
      t.advance(-(DELETION_GRACE_DAYS + 1) * DAY);
    }
    expect((await t.call(Calls.userinfo, {}, { token: m.token })).status).toBe(200);
  });

  it("is cancelled by signing in during the grace period, and the sign-in says so", async () => {
    const m = await signUp(t);
    await t.call(PrivacyCalls.deleteAccount, { password: m.password }, { token: m.token });
    t.advance((DELETION_GRACE_DAYS - 1) * DAY);
    try {
      const login = await signIn(m);
      expect(login.status).toBe(200);
      expect(login.key).toBe("privacy.signInCancelledDeletion");
      expect(login.msg).toMatch(/cancelled the deletion/);
      expect((await status(login.data?.token as string)).deletion_at).toBeNull();
      // A later sign-in is an ordinary one.
      expect((await signIn(m, "10.80.0.2")).key).toBe("answers.loginOk");
      t.advance(2 * DAY);
      expect(await eraseDueAccounts(t.ctx)).toBe(0);
    } finally {
      t.advance(-(DELETION_GRACE_DAYS + 1) * DAY);
    }
    expect((await signIn(m, "10.80.0.3")).status).toBe(200);
  });
});

describe("the erasure", () => {
  it("leaves nothing personal in any table or in storage, once, and keeps the books without a name", async () => {
    const peer = await signUp(t);
    const third = await signUp(t);
    const m = await richMember(t, peer, third);
    const all = await everyRow();
    // The fixture really put the member everywhere the erasure must reach.
    for (const text of [m.username, m.email, ...m.texts]) expect(all).toContain(text);
    const files = m.files.map((f) => path.join(t.ctx.config.dataDir, f));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files) await access(f);
    const [ledgerBefore] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, m.id));
    expect(ledgerBefore?.n).toBeGreaterThan(0);

    expect(
      (await t.call(PrivacyCalls.deleteAccount, { password: m.password }, { token: m.token })).status,
    ).toBe(200);
    // Not before its day.
    t.advance((DELETION_GRACE_DAYS - 1) * DAY);
    expect(await eraseDueAccounts(t.ctx)).toBe(0);
    t.advance(2 * DAY);
    try {
      // Several instances at once erase it once.
      const runs = await Promise.all([
        eraseDueAccounts(t.ctx),
        eraseDueAccounts(t.ctx),
        eraseDueAccounts(t.ctx),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      t.advance(-(DELETION_GRACE_DAYS + 1) * DAY);
    }

    const after = await everyRow();
    for (const text of [m.username, m.email, ...m.texts]) expect(after).not.toContain(text);
    for (const f of files) await expect(access(f)).rejects.toThrow();
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({
      username: `${ERASED_USERNAME_PREFIX}${m.id}`,
      signature: "",
      avatar: "",
      interest: "",
      birthday: "1900-01-01",
      settings: {},
    });
    expect(row?.erasedAt).not.toBeNull();
    // The books keep every movement, without a name.
    const [ledgerAfter] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, m.id));
    expect(ledgerAfter?.n).toBe(ledgerBefore?.n);
    // Signed out everywhere, and the old password opens nothing.
    expect((await t.call(Calls.userinfo, {}, { token: m.token })).status).toBe(0);
    expect((await signIn(m, "10.81.0.1")).status).not.toBe(200);
    // The other member's own words stay theirs: their sent mail is still there, the erased words are not.
    const peerSent = await t.ctx.db.select().from(mails).where(eq(mails.senderId, peer.id));
    expect(peerSent.some((mail) => mail.content.startsWith("reply"))).toBe(true);
    const peerInbox = await t.call<{ data: { msg: string }[] }>(
      ChatCalls.mailList,
      {},
      { token: peer.token },
    );
    expect(peerInbox.status).toBe(200);
    expect(JSON.stringify(peerInbox.data)).not.toContain(m.texts[3]);
    const fromMember = await t.ctx.db.select().from(chatMessages).where(eq(chatMessages.senderId, m.id));
    expect(fromMember.every((msg) => msg.content === "" && msg.img === "")).toBe(true);
    // The name is free again for someone new.
    expect((await signUp(t, { username: m.username, email: m.email })).username).toBe(m.username);
  });
});

describe("erasures that fail", () => {
  type Member = Awaited<ReturnType<typeof signUp>>;
  const placeholder = (m: { id: number }) => `${ERASED_USERNAME_PREFIX}${m.id}`;
  const askToDelete = async (m: Member) =>
    expect(
      (await t.call(PrivacyCalls.deleteAccount, { password: m.password }, { token: m.token })).status,
    ).toBe(200);
  const erasedAt = async (m: { id: number }) =>
    (await t.ctx.db.select({ at: users.erasedAt }).from(users).where(eq(users.id, m.id)))[0]?.at ?? null;
  /** Runs the job as it would run `days` from now (the clock is put back afterwards). */
  const eraseAfter = async (ms: number) => {
    t.advance(ms);
    try {
      return await eraseDueAccounts(t.ctx);
    } finally {
      t.advance(-ms);
    }
  };
  const auditAbout = async (m: Member, reportIds: number[]) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.targetType, "member"), eq(auditLog.targetId, m.id)),
          reportIds.length > 0
            ? and(eq(auditLog.targetType, "report"), inArray(auditLog.targetId, reportIds))
            : undefined,
        ),
      )
      .orderBy(auditLog.id);
  let admin: Member;
  let moderator: Member;
  beforeAll(async () => {
    admin = await makeStaff(t, await signUp(t), "admin");
    moderator = await makeStaff(t, await signUp(t), "moderator");
  });
  const board = async (who: Member) =>
    (await t.call<Dashboard>(AdminCalls.dashboard, {}, { json: true, token: who.token })).data as Dashboard;

  it("erases members named ul, 00 and status, whose names are inside JSON, and the member due after them", async () => {
    const peer = await signUp(t);
    const named: Member[] = [];
    const reportIds = new Map<number, number[]>();
    for (const username of ["ul", "00", "status"]) {
      const m = await signUp(t, { username });
      named.push(m);
      // What staff do leaves rows about them: credits (balance_cents 10000), a tier (null deadlines),
      // a report upheld "about <name>", and a snapshot that holds the name and address as values.
      expect(
        (await runAdminCommand(t.ctx, "credits", [username, "100", `welcome ${username}, in full`])).ok,
      ).toBe(true);
      expect(
        (await setTier(t.ctx, COMMAND_LINE, m.id, 1, new Date(t.ctx.now().getTime() + 30 * DAY))).ok,
      ).toBe(true);
      expect(
        (await t.call(MemberCalls.report, { userid: m.id, type: 1 }, { token: peer.token })).status,
      ).toBe(200);
      const ids = (
        await t.ctx.db.select({ id: reports.id }).from(reports).where(eq(reports.targetId, m.id))
      ).map((r) => r.id);
      expect(ids).toHaveLength(1);
      reportIds.set(m.id, ids);
      expect((await runAdminCommand(t.ctx, "resolve-report", [String(ids[0]), "warn"])).ok).toBe(true);
      await audit(
        t.ctx.db,
        COMMAND_LINE,
        {
          action: "member.snapshot",
          targetType: "member",
          targetId: m.id,
          before: {
            username,
            email: m.email.toUpperCase(),
            status: 1,
            note: null,
            deep: { names: [username, `${username}x`, "null"], [username]: "kept key", count: 100 },
          },
          after: null,
          reason: username,
        },
        t.ctx.now(),
      );
      const rows = JSON.stringify(await auditAbout(m, ids));
      expect(rows).toContain(`"${username}"`);
      expect(rows).toContain(`about ${username}`);
      await askToDelete(m);
      t.advance(1000);
    }
    // Due after them.
    const later = await signUp(t);
    await askToDelete(later);
    t.advance(-3000);

    expect(await eraseAfter((DELETION_GRACE_DAYS + 1) * DAY)).toBe(4);
    for (const m of [...named, later]) expect(await erasedAt(m)).not.toBeNull();
    for (const m of named) {
      const rows = await auditAbout(m, reportIds.get(m.id) ?? []);
      expect(rows.length).toBe(5);
      const text = JSON.stringify(rows.map((r) => [r.before, r.after, r.reason]));
      // Valid JSON still, the name and address gone as values; keys, numbers, nulls and other words kept.
      for (const r of rows) {
        expect(JSON.parse(JSON.stringify(r.before))).toEqual(r.before);
        expect(r.reason).not.toMatch(new RegExp(`(^|[^A-Za-z0-9])${m.username}($|[^A-Za-z0-9])`));
      }
      expect(text.toLowerCase()).not.toContain(m.email.toLowerCase());
      const snapshot = rows.find((r) => r.action === "member.snapshot");
      expect(snapshot?.before).toEqual({
        username: placeholder(m),
        email: placeholder(m),
        status: 1,
        note: null,
        deep: { names: [placeholder(m), `${m.username}x`, "null"], [m.username]: "kept key", count: 100 },
      });
      expect(snapshot?.reason).toBe(placeholder(m));
      const credits = rows.find((r) => r.action === "member.credits");
      expect(credits?.after).toEqual({ balance_cents: 10000 });
      expect(credits?.reason).toBe(`welcome ${placeholder(m)}, in full`);
      const tier = rows.find((r) => r.action === "member.tier");
      expect(tier?.before).toEqual({ vip: 0, silver_deadline: null, gold_deadline: null });
      expect(rows.find((r) => r.targetType === "report")?.reason).toBe(`about ${placeholder(m)}`);
    }
  });

  it("records a failing erasure, erases those due after it, retries it later and shows it on the dashboard", async () => {
    const failing = await signUp(t);
    await askToDelete(failing);
    t.advance(1000);
    const next = await signUp(t);
    await askToDelete(next);
    t.advance(-1000);
    expect((await board(admin)).erasures_failing).toBe(0);

    // Something in the database refuses this one account's erasure.
    await t.ctx.db.execute(
      sql.raw(`create function refuse_erasure() returns trigger language plpgsql as $$
        begin raise exception 'erasure refused for the test'; end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(`create trigger refuse_erasure before update of erased_at on users for each row
        when (new.id = ${failing.id} and new.erased_at is not null) execute function refuse_erasure()`),
    );
    const errors = vi.spyOn(t.ctx.log, "error");
    const grace = (DELETION_GRACE_DAYS + 1) * DAY;
    try {
      expect(await eraseAfter(grace)).toBe(1);
      expect(await erasedAt(next)).not.toBeNull();
      expect(await erasedAt(failing)).toBeNull();
      // Logged with the account, never its name or address.
      const logged = errors.mock.calls.find(([fields]) =>
        JSON.stringify(fields).includes(String(failing.id)),
      );
      expect(logged?.[0]).toMatchObject({ userId: failing.id, attempts: 1 });
      expect(JSON.stringify(logged)).not.toContain(failing.username);
      expect(JSON.stringify(logged)).not.toContain(failing.email);
      const [first] = await t.ctx.db
        .select()
        .from(erasureFailures)
        .where(eq(erasureFailures.userId, failing.id));
      expect(first).toMatchObject({ attempts: 1 });
      expect(first?.lastError).toContain("erasure refused for the test");
      const waited = (f: typeof first) => (f?.retryAt.getTime() ?? 0) - (f?.lastFailedAt.getTime() ?? 0);
      expect(waited(first)).toBe(erasureRetryDelayMs(1));

      // Shown on the console's dashboard, to both roles.
      for (const who of [admin, moderator]) {
        const seen = await board(who);
        expect(seen.erasures_failing).toBe(1);
        expect(seen.erasure_failures).toEqual([
          {
            id: failing.id,
            attempts: 1,
            error: expect.stringContaining("erasure refused for the test"),
            first_failed_time: Math.floor((first?.firstFailedAt.getTime() ?? 0) / 1000),
            failed_time: Math.floor((first?.lastFailedAt.getTime() ?? 0) / 1000),
            retry_time: Math.floor((first?.retryAt.getTime() ?? 0) / 1000),
          },
        ]);
      }

      // Not tried again before its time; tried again after it, and waiting longer each time.
      expect(await eraseAfter(grace + erasureRetryDelayMs(1) - 60_000)).toBe(0);
      expect((await t.ctx.db.select().from(erasureFailures))[0]?.attempts).toBe(1);
      expect(await eraseAfter(grace + erasureRetryDelayMs(1) + 1000)).toBe(0);
      const [second] = await t.ctx.db
        .select()
        .from(erasureFailures)
        .where(eq(erasureFailures.userId, failing.id));
      expect(second?.attempts).toBe(2);
      expect(erasureRetryDelayMs(2)).toBeGreaterThan(erasureRetryDelayMs(1));
      expect(waited(second)).toBe(erasureRetryDelayMs(2));
      expect(second?.firstFailedAt).toEqual(first?.firstFailedAt);
      expect((await board(admin)).erasure_failures[0]?.attempts).toBe(2);
    } finally {
      errors.mockRestore();
      await t.ctx.db.execute(sql.raw("drop trigger refuse_erasure on users"));
      await t.ctx.db.execute(sql.raw("drop function refuse_erasure"));
    }

    // Once the cause is gone, the next try erases it and the dashboard is clear again.
    expect(await eraseAfter(grace + erasureRetryDelayMs(1) + erasureRetryDelayMs(2) + 2000)).toBe(1);
    expect(await erasedAt(failing)).not.toBeNull();
    expect(await t.ctx.db.select().from(erasureFailures)).toEqual([]);
    expect((await board(admin)).erasures_failing).toBe(0);
    expect((await board(admin)).erasure_failures).toEqual([]);
  });
});
