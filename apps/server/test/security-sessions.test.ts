/**
 * Sessions that really end (OWASP ASVS 5.0 §7.3, §7.4): signing out, changing the password or an
 * administrator close the ended sessions' chat sockets at once, a session has an end however much
 * it is used, and a stolen session cannot take the account over.
 */
import {
  Calls,
  ConfirmEmailStatus,
  ProfileStatus,
  SESSION_IDLE_DAYS,
  SESSION_MAX_DAYS,
  SocketClose,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, uploads } from "../src/db/schema.ts";
import { hashSecret } from "../src/lib/tokens.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { forgetHere } from "../src/services/member-cache.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";
import { type SmtpInbox, smtpInbox } from "./smtp-inbox.ts";
import { closedWithin, connect, type TestSocket } from "./socket-client.ts";

let t: TestApp;
let smtp: SmtpInbox;
const open: TestSocket[] = [];
beforeAll(async () => {
  smtp = await smtpInbox();
  t = await testApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
  await smtp.close();
});

async function socket(token: string) {
  const s = await connect(t.app, token);
  open.push(s);
  return s;
}
const signInAgain = async (m: { username: string; password: string }, ip: string) =>
  (await t.call<{ token: string }>(Calls.login, { account: m.username, password: m.password }, { ip })).data
    ?.token as string;

describe("ending a session", () => {
  it("closes that session's sockets within a second of signing out, and only that session's", async () => {
    const m = await signUp(t);
    const other = await signInAgain(m, "10.60.0.1");
    const mine = await socket(m.token);
    const theirs = await socket(other);
    expect((await t.call(Calls.logout, {}, { token: m.token })).status).toBe(200);
    expect(await closedWithin(mine, 1000)).toBe(SocketClose.sessionInvalid);
    expect(await closedWithin(theirs, 300)).toBe("open");
  });

  it("closes every other session's sockets when the password changes, not the changer's", async () => {
    const m = await signUp(t);
    const stolen = await signInAgain(m, "10.61.0.1");
    const thief = await socket(stolen);
    const owner = await socket(m.token);
    const changed = await t.call(
      Calls.changePassword,
      { oldpassword: m.password, newpassword: "fresh-pass9" },
      { token: m.token, ip: "10.61.0.2" },
    );
    expect(changed.status).toBe(200);
    expect(await closedWithin(thief, 1000)).toBe(SocketClose.sessionInvalid);
    expect(await closedWithin(owner, 300)).toBe("open");
    // The ended session is refused on the next call too.
    expect((await t.call(Calls.userinfo, {}, { token: stolen })).status).toBe(0);
  });
});

describe("a socket opening while its session ends", () => {
  /**
   * Holds the next socket between reading its session and joining the hub (where a close can find
   * it), runs `end` meanwhile, then lets it join.
   */
  async function openingWhile(token: string, end: () => Promise<unknown>) {
    const hub = t.ctx.chat;
    const attach = hub.attach;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = () => {};
    const atHub = new Promise<void>((resolve) => {
      reached = resolve;
    });
    hub.attach = async (connection) => {
      reached();
      await held;
      return attach(connection);
    };
    try {
      const s = await connect(t.app, token, { init: false });
      open.push(s);
      await atHub;
      await end();
      release();
      return s;
    } finally {
      hub.attach = attach;
    }
  }

  it("is closed when the session was signed out meanwhile", async () => {
    const m = await signUp(t);
    const s = await openingWhile(m.token, () => t.call(Calls.logout, {}, { token: m.token }));
    expect(await closedWithin(s, 1000)).toBe(SocketClose.sessionInvalid);
  });

  it("is closed when another instance ended the session meanwhile (its forget relayed, no close)", async () => {
    const m = await signUp(t);
    const [row] = await t.ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecret(m.token)));
    const id = row?.id as number;
    const s = await openingWhile(m.token, async () => {
      // As the sign-out on another instance reaches this one: written there, forgotten here.
      await t.ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
      forgetHere({ kind: "session", id });
    });
    expect(await closedWithin(s, 1000)).toBe(SocketClose.sessionInvalid);
  });

  it("stays open when only other sessions and members ended meanwhile", async () => {
    const m = await signUp(t);
    const other = await signUp(t);
    const s = await openingWhile(m.token, () => t.call(Calls.logout, {}, { token: other.token }));
    expect(await closedWithin(s, 500)).toBe("open");
  });

  it("is closed when the password changed meanwhile on another session", async () => {
    const m = await signUp(t);
    const stolen = await signInAgain(m, "10.64.0.1");
    const s = await openingWhile(stolen, () =>
      t.call(
        Calls.changePassword,
        { oldpassword: m.password, newpassword: "fresh-pass8" },
        { token: m.token, ip: "10.64.0.2" },
      ),
    );
    expect(await closedWithin(s, 1000)).toBe(SocketClose.sessionInvalid);
    // The session that changed it opens a socket as before.
    const owner = await socket(m.token);
    expect(await closedWithin(owner, 300)).toBe("open");
  });
});

describe("what a session may change", () => {
  it("takes as avatar only a picture the member uploaded", async () => {
    const m = await signUp(t);
    const other = await signUp(t);
    await t.ctx.db.insert(uploads).values([
      { userId: other.id, path: "uploads/avatars/theirs.png", kind: "avatar", mime: "image/png", bytes: 10 },
      { userId: m.id, path: "uploads/avatars/mine.png", kind: "avatar", mime: "image/png", bytes: 10 },
    ]);
    const base = { email: m.email, sex: 1, birthday: Date.UTC(1990, 0, 1) };
    const theirs = await t.call(
      Calls.profile,
      { ...base, avatar: "/uploads/avatars/theirs.png" },
      { token: m.token },
    );
    expect(theirs.status).toBe(400);
    expect(theirs.msg).toBe("That avatar does not look right; please check it");
    const mine = await t.call(
      Calls.profile,
      { ...base, avatar: "/uploads/avatars/mine.png" },
      { token: m.token },
    );
    expect(mine.status).toBe(200);
    const info = await t.call<{ avatar: string }>(Calls.userinfo, {}, { token: m.token });
    expect(info.data?.avatar).toBe("/uploads/avatars/mine.png");
  });
});

describe("changing the e-mail address", () => {
  const profile = (m: { token: string }, fields: Record<string, unknown>) =>
    t.call<{ email: string }>(
      Calls.profile,
      { sex: 1, birthday: Date.UTC(1990, 0, 1), ...fields },
      { token: m.token, ip: "10.62.0.1" },
    );
  const emailOf = async (m: { token: string }) =>
    (await t.call<{ email: string }>(Calls.userinfo, {}, { token: m.token })).data?.email;

  it("with our password field, refuses it empty or wrong, and nothing is saved", async () => {
    const m = await signUp(t);
    const bare = await profile(m, { email: `taken-over-${m.email}`, sex: 0, password: "" });
    expect(bare.status).toBe(ProfileStatus.passwordNeeded);
    expect(bare.msg).toBe("Enter your current password to change your e-mail address");
    const wrong = await profile(m, { email: `taken-over-${m.email}`, password: "not-it" });
    expect(wrong.status).toBe(ProfileStatus.passwordNeeded);
    expect(wrong.msg).toBe("The password is not right; please try again");
    expect(await emailOf(m)).toBe(m.email);
    const info = await t.call<{ gender: number }>(Calls.userinfo, {}, { token: m.token });
    expect(info.data?.gender).toBe(1);
    expect(smtp.mailsTo(`taken-over-${m.email}`)).toHaveLength(0);
  });

  it("with a session alone (the spec's call), saves the rest and waits for the link mailed to the current address", async () => {
    const m = await signUp(t);
    const next = `taken-over-${m.email}`;
    const asked = await profile(m, { email: next, sex: 0 });
    expect(asked).toMatchObject({
      status: 200,
      msg: "Saved. To change your e-mail address, open the link we sent to your current address",
    });
    expect(asked.data?.email).toBe(m.email);
    const info = await t.call<{ gender: number }>(Calls.userinfo, {}, { token: m.token });
    expect(info.data?.gender).toBe(0);
    expect(await emailOf(m)).toBe(m.email);
    const mail = await smtp.mailTo(m.email);
    expect(mail.text).toContain(next);
    // Whoever holds only the session sees nothing at the new address: no link, no notice.
    expect(smtp.mailsTo(next)).toHaveLength(0);
    const code = mail.text.match(/confirm-email\?code=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    // A second request replaces the first link.
    const again = await profile(m, { email: next });
    expect(again.status).toBe(200);
    await expect.poll(() => smtp.mailsTo(m.email).length).toBe(2);
    expect((await t.call(Calls.confirmEmail, { code })).status).toBe(ConfirmEmailStatus.invalidLink);
    const newest = smtp.mailsTo(m.email)[1]?.text.match(/confirm-email\?code=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    expect(await t.call(Calls.confirmEmail, { code: newest })).toMatchObject({
      status: 200,
      msg: "Your e-mail address is changed",
    });
    expect(await emailOf(m)).toBe(next);
    // The new address is told, with nothing to open.
    const told = await smtp.mailTo(next);
    expect(told.text).toContain(m.username);
    expect(told.text).not.toContain("confirm-email");
  });

  it("with the password, waits for the link mailed to the new address and tells the old one", async () => {
    const m = await signUp(t);
    const next = `moved-${m.email}`;
    const asked = await profile(m, { email: next, password: m.password });
    expect(asked.status).toBe(200);
    expect(asked.msg).toBe(`Saved. Open the link we sent to ${next} to confirm your new address`);
    expect(await emailOf(m)).toBe(m.email);
    const notice = await smtp.mailTo(m.email);
    expect(notice.text).toContain(next);
    const mail = await smtp.mailTo(next);
    const code = mail.text.match(/confirm-email\?code=([A-Za-z0-9_-]+)/)?.[1] ?? "";
    expect(code).not.toBe("");
    const confirmed = await t.call(Calls.confirmEmail, { code });
    expect(confirmed).toMatchObject({ status: 200, msg: "Your e-mail address is changed" });
    expect(await emailOf(m)).toBe(next);
    expect((await t.call(Calls.confirmEmail, { code })).status).toBe(ConfirmEmailStatus.invalidLink);
  });

  it("keeps the spec's call working when the address is unchanged: no password asked", async () => {
    const m = await signUp(t);
    const same = await profile(m, { email: m.email.toUpperCase() === m.email ? m.email : m.email, sex: 0 });
    expect(same).toMatchObject({ status: 200, msg: "Saved" });
  });
});

describe("an administrator", () => {
  it("signs a member out everywhere: every session ends and its sockets close, the account stays open", async () => {
    const m = await signUp(t);
    const other = await signInAgain(m, "10.65.0.1");
    const sockets = [await socket(m.token), await socket(other)];
    const done = await runAdminCommand(t.ctx, "sign-out", [m.username]);
    expect(done.ok).toBe(true);
    for (const s of sockets) expect(await closedWithin(s, 1000)).toBe(SocketClose.sessionInvalid);
    for (const token of [m.token, other])
      expect((await t.call(Calls.userinfo, {}, { token })).status).toBe(0);
    expect(await signInAgain(m, "10.65.0.2")).toEqual(expect.any(String));
  });
});

// Last: it moves the clock months on.
describe("a session in use", () => {
  it(`ends ${SESSION_MAX_DAYS} days after its sign-in, however much it is used`, async () => {
    const m = await signUp(t);
    const step = Math.floor(SESSION_IDLE_DAYS / 2);
    let days = 0;
    for (; days + step < SESSION_MAX_DAYS; days += step) {
      t.advance(step * 86_400_000);
      expect((await t.call(Calls.userinfo, {}, { token: m.token })).status, `day ${days + step}`).toBe(200);
    }
    t.advance((SESSION_MAX_DAYS - days) * 86_400_000 + 60_000);
    expect((await t.call(Calls.userinfo, {}, { token: m.token })).status).toBe(0);
    // Its socket is refused too; signing in again starts a new one.
    const refused = await connect(t.app, m.token, { init: false });
    open.push(refused);
    expect(await refused.closed).toBe(SocketClose.sessionInvalid);
    const fresh = await signInAgain(m, "10.66.0.1");
    expect((await t.call(Calls.userinfo, {}, { token: fresh })).status).toBe(200);
  });
});
