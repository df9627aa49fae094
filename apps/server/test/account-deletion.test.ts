/**
 * Deleting one's account (issue 15): confirmed with the password, kept by signing in or Cancel
 * during DELETION_GRACE_DAYS, then erased once (however many instances run the job) with nothing
 * personal left in any table or in storage, and the books kept without a name.
 */
import { access } from "node:fs/promises";
import path from "node:path";
import {
  Calls,
  ChatCalls,
  DELETION_GRACE_DAYS,
  DeleteAccountStatus,
  ERASED_USERNAME_PREFIX,
  PrivacyCalls,
  type PrivacyStatus,
} from "@site/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, ledgerEntries, mails, users } from "../src/db/schema.ts";
import { eraseDueAccounts } from "../src/services/account-deletion.ts";
import { listenForNotificationMails } from "../src/services/notify-mail.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";
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
