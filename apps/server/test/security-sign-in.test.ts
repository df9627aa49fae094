/**
 * Sign-in limits as an attacker meets them (OWASP ASVS 5.0 §6.3, LOGIN_LIMIT): a limit is taken
 * before the password is checked, forwarded addresses are believed only from a configured proxy,
 * guessing at someone's account cannot lock its owner out, and the owner hears of a burst;
 * neither can requests for someone's password recovery keep them from it.
 */
import { Calls, ChangePasswordStatus, FORGET_LIMIT, LOGIN_LIMIT } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";
import { type SmtpInbox, smtpInbox } from "./smtp-inbox.ts";

const WRONG = "The username or password is incorrect; please try again";
const TOO_MANY = /^Too many attempts; please try again in \d+ minutes?$/;

let t: TestApp;
let smtp: SmtpInbox;
beforeAll(async () => {
  smtp = await smtpInbox();
  t = await testApp({ SMTP_URL: smtp.url, MAIL_FROM: "Site <no-reply@site.test>" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = (
  app: TestApp,
  account: string,
  password: string,
  ip: string,
  headers?: Record<string, string>,
) => app.call<{ token: string }>(Calls.login, { account, password }, { ip, ...(headers ? { headers } : {}) });

describe("guesses sent in parallel", () => {
  it("verify no more than the limit, and the right password among them is refused", async () => {
    const m = await signUp(t);
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 60 ? m.password : `guess-${i}`));
    const answers = await Promise.all(guesses.map((password) => login(t, m.username, password, "10.50.0.1")));
    const verified = answers.filter((a) => a.msg === WRONG || a.status === 200);
    expect(verified.length).toBeLessThanOrEqual(LOGIN_LIMIT.perPair);
    expect(answers[60]?.status).not.toBe(200);
    expect(answers.filter((a) => TOO_MANY.test(a.msg ?? "")).length).toBeGreaterThanOrEqual(
      100 - LOGIN_LIMIT.perPair,
    );
  });
});

describe("forwarded addresses", () => {
  it("are ignored without TRUST_PROXY: a new X-Forwarded-For does not reset the limit", async () => {
    const m = await signUp(t);
    for (let i = 0; i < LOGIN_LIMIT.perPair; i++) {
      const a = await login(t, m.username, "wrong", "10.51.0.1", { "x-forwarded-for": `203.0.113.${i}` });
      expect(a.msg).toBe(WRONG);
    }
    const spoofed = await login(t, m.username, "wrong", "10.51.0.1", { "x-forwarded-for": "198.51.100.7" });
    expect(spoofed.msg).toMatch(TOO_MANY);
  });

  it("are believed from a configured proxy, so members behind it are counted apart", async () => {
    const behind = await testApp({ TRUST_PROXY: "10.52.0.1" });
    try {
      const m = await signUp(behind);
      for (let i = 0; i < LOGIN_LIMIT.perPair; i++)
        await login(behind, m.username, "wrong", "10.52.0.1", { "x-forwarded-for": "203.0.113.9" });
      expect(
        (await login(behind, m.username, "wrong", "10.52.0.1", { "x-forwarded-for": "203.0.113.9" })).msg,
      ).toMatch(TOO_MANY);
      // Another member's address behind the same proxy is not the attacker's.
      const owner = await login(behind, m.username, m.password, "10.52.0.1", {
        "x-forwarded-for": "198.51.100.20",
      });
      expect(owner.status).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

describe("an attack on one account", () => {
  it("cannot lock its owner out: the right password from an address that was not failing gets in", async () => {
    const m = await signUp(t);
    for (let a = 0; a < 6; a++)
      for (let i = 0; i < LOGIN_LIMIT.perPair; i++) await login(t, m.username, `x${i}`, `10.53.${a}.1`);
    const owner = await login(t, m.username, m.password, "10.53.99.1");
    expect(owner.status).toBe(200);
    // However the account is spelled.
    expect((await login(t, m.email.toUpperCase(), m.password, "10.53.99.2")).status).toBe(200);
  });

  it("slows a failing address down more with each failure past the threshold", async () => {
    const m = await signUp(t);
    let failures = 0;
    for (let a = 0; failures < LOGIN_LIMIT.slowAfter; a++)
      for (let i = 0; i < LOGIN_LIMIT.perPair && failures < LOGIN_LIMIT.slowAfter; i++, failures++)
        await login(t, m.username, "wrong", `10.54.${a}.1`);
    const ip = "10.54.200.1";
    // Its first try is not held (it had not been failing); the second takes the gate, the third waits.
    expect((await login(t, m.username, "wrong", ip)).msg).toBe(WRONG);
    expect((await login(t, m.username, "wrong", ip)).msg).toBe(WRONG);
    expect((await login(t, m.username, m.password, ip)).msg).toMatch(TOO_MANY);
    // The delay has doubled with the failures: 2 s after the twelfth it is still closed at 1 s.
    t.advance(1_000);
    expect((await login(t, m.username, m.password, ip)).msg).toMatch(TOO_MANY);
    t.advance(4_000);
    expect((await login(t, m.username, m.password, ip)).status).toBe(200);
  });

  it("mails the member once when the failures reach the alert threshold", async () => {
    const m = await signUp(t);
    for (let i = 0; i < LOGIN_LIMIT.alertAt + 3; i++) await login(t, m.username, "wrong", `10.55.${i}.1`);
    const mail = await smtp.mailTo(m.email);
    // In the member's language (traditional Chinese, the site's default).
    expect(mail.subject).toBe("您的帳號有多次登入失敗");
    expect(mail.text).toContain(`${LOGIN_LIMIT.alertAt} 次錯誤密碼`);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mailsTo(m.email)).toHaveLength(1);
  });
});

describe("a disabled account", () => {
  it("answers like a wrong password for a wrong one, and says 'disabled' only within the limit", async () => {
    const m = await signUp(t);
    await runAdminCommand(t.ctx, "disable", [m.username]);
    expect((await login(t, m.username, "wrong", "10.56.0.1")).msg).toBe(WRONG);
    expect((await login(t, m.username, m.password, "10.56.0.2")).msg).toBe(
      "This account is disabled; please contact customer service if you have questions",
    );
    for (let i = 0; i < LOGIN_LIMIT.perPair; i++) await login(t, m.username, "wrong", "10.56.0.3");
    expect((await login(t, m.username, m.password, "10.56.0.3")).msg).toMatch(TOO_MANY);
  });
});

describe("changing the password", () => {
  it("limits guesses of the old password like a sign-in, and the right one changes nothing then", async () => {
    const m = await signUp(t);
    const change = (oldpassword: string) =>
      t.call(
        Calls.changePassword,
        { oldpassword, newpassword: "another-tulip-9" },
        { token: m.token, ip: "10.57.0.1" },
      );
    for (let i = 0; i < LOGIN_LIMIT.perPair; i++)
      expect((await change(`guess${i}`)).status).toBe(ChangePasswordStatus.oldPasswordWrong);
    const limited = await change(m.password);
    expect(limited.msg).toMatch(TOO_MANY);
    expect((await login(t, m.username, m.password, "10.57.0.2")).status).toBe(200);
  });
});

describe("password recovery", () => {
  const forget = (email: string, ip: string) => t.call(Calls.forget, { email }, { ip });
  const codeOf = (text: string) => text.match(/reset-password\?code=([A-Za-z0-9_-]+)/)?.[1] ?? "";

  it("cannot be aimed at a member: requests from elsewhere neither refuse the owner nor flood the inbox", async () => {
    const m = await signUp(t);
    for (let a = 0; a < 8; a++) expect((await forget(m.email, `10.58.${a}.1`)).status).toBe(200);
    const owner = await forget(m.email.toUpperCase(), "10.58.99.1");
    expect(owner).toMatchObject({ status: 200, key: "answers.resetSent" });
    await smtp.mailTo(m.email);
    await new Promise((r) => setTimeout(r, 300));
    const mailed = smtp.mailsTo(m.email);
    expect(mailed).toHaveLength(FORGET_LIMIT.mailsPerAccount);
    // The newest link in the inbox works: the owner sets a new password with it.
    const answers = [];
    for (const mail of mailed)
      answers.push(
        (await t.call(Calls.resetPassword, { code: codeOf(mail.text), newpassword: "mine-again1" })).status,
      );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect((await login(t, m.username, "mine-again1", "10.58.99.2")).status).toBe(200);
  });

  it("mails a fresh link once the window of the last ones has passed", async () => {
    const m = await signUp(t);
    for (let a = 0; a < FORGET_LIMIT.mailsPerAccount + 2; a++) await forget(m.email, `10.59.${a}.1`);
    await smtp.mailTo(m.email);
    t.advance(FORGET_LIMIT.mailWindowSeconds * 1000 + 1000);
    await new Promise((r) => setTimeout(r, 300));
    const before = smtp.mailsTo(m.email).length;
    expect((await forget(m.email, "10.59.99.1")).status).toBe(200);
    await expect.poll(() => smtp.mailsTo(m.email).length).toBe(before + 1);
  });

  it(`refuses one address past ${FORGET_LIMIT.perPair} requests for one e-mail address, whoever it belongs to`, async () => {
    const m = await signUp(t);
    for (const email of [m.email, `nobody-${m.email}`]) {
      for (let i = 0; i < FORGET_LIMIT.perPair; i++)
        expect((await forget(email, "10.63.0.1")).status).toBe(200);
    }
    const known = await forget(m.email, "10.63.0.1");
    expect(known.msg).toMatch(TOO_MANY);
    expect(await forget(`nobody-${m.email}`, "10.63.0.1")).toEqual(known);
  });
});
