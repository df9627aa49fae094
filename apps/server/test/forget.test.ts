import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Calls, FORGET_LIMIT, RESET_LINK_MINUTES } from "@site/contracts";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "./helper.ts";
import { type SmtpInbox, smtpInbox } from "./smtp-inbox.ts";

let smtp: SmtpInbox;
const mailTo = (address: string, timeoutMs?: number) => smtp.mailTo(address, timeoutMs);

function linkCode(text: string): string {
  const match = text.match(/reset-password\?code=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}

let t: TestApp;
beforeAll(async () => {
  smtp = await smtpInbox();
  t = await testApp({ SMTP_URL: smtp.url, MAIL_FROM: "Site <no-reply@site.test>" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("forgot password", () => {
  it("answers -1 for a malformed address", async () => {
    const answer = await t.call(Calls.forget, { email: "not-an-address" });
    expect(answer.status).toBe(-1);
    expect(answer.msg).toBe("That e-mail does not look right; please check it");
  });

  it("answers the same for an address with and without an account", async () => {
    const m = await signUp(t);
    const known = await t.call(Calls.forget, { email: m.email }, { ip: "10.9.0.1" });
    const unknown = await t.call(Calls.forget, { email: "nobody-here@example.com" }, { ip: "10.9.0.2" });
    expect(known).toEqual({
      status: 200,
      msg: "If the address belongs to an account, a link to set a new password is on its way",
      key: "answers.resetSent",
    });
    expect(unknown).toEqual(known);
    await mailTo(m.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.some((mail) => mail.to.includes("nobody-here@example.com"))).toBe(false);
  });

  it("mails a link in the member's language that sets a new password once and ends every session", async () => {
    const m = await signUp(t, { email: "reset-me@example.com" });
    await t.call(Calls.forget, { email: "Reset-Me@example.com" }, { ip: "10.9.1.1" });
    const mail = await mailTo(m.email);
    expect(mail.from).toBe('"Site" <no-reply@site.test>');
    expect(mail.subject).toBe("設定新密碼"); // members start in traditional Chinese, the default language
    expect(mail.text).toContain(`${m.username}，您好`);
    expect(mail.text).toContain("http://site.test/reset-password?code=");
    const code = linkCode(mail.text);

    // A common password is refused, and the link stays good for a better one.
    for (const weak of ["password", "qwerty123"]) {
      expect(await t.call(Calls.resetPassword, { code, newpassword: weak })).toMatchObject({
        status: 400,
        msg: "This password is too common or too easy to guess; please choose another",
        key: "errors.passwordCommon",
      });
    }
    expect((await t.call(Calls.resetPassword, { code, newpassword: "123456" })).key).toBe("errors.tooShort");
    expect((await t.call(Calls.userinfo, {}, { token: m.token })).status).toBe(200);

    const done = await t.call(Calls.resetPassword, { code, newpassword: "fresh-pass1" });
    expect(done).toEqual({
      status: 200,
      msg: "Your new password is set; please sign in",
      key: "answers.passwordSet",
    });
    expect((await t.call(Calls.userinfo, {}, { token: m.token })).status).toBe(0);
    expect((await t.call(Calls.login, { account: m.username, password: "fresh-pass1" })).status).toBe(200);

    const again = await t.call(Calls.resetPassword, { code, newpassword: "another-tulip-1" });
    expect(again.status).toBe(-1);
    expect((await t.call(Calls.login, { account: m.username, password: "another-tulip-1" })).status).toBe(0);
  });

  it(`refuses a link older than ${RESET_LINK_MINUTES} minutes, and an older link once a newer one exists`, async () => {
    const m = await signUp(t, { email: "slow-reader@example.com" });
    await t.call(Calls.forget, { email: m.email }, { ip: "10.9.2.1" });
    const first = linkCode((await mailTo(m.email)).text);
    smtp.received.length = 0;
    await t.call(Calls.forget, { email: m.email }, { ip: "10.9.2.1" });
    const second = linkCode((await mailTo(m.email)).text);
    expect(second).not.toBe(first);
    expect((await t.call(Calls.resetPassword, { code: first, newpassword: "newer-pass1" })).status).toBe(-1);

    t.advance(RESET_LINK_MINUTES * 60_000 + 1000);
    const late = await t.call(Calls.resetPassword, { code: second, newpassword: "newer-pass1" });
    expect(late).toEqual({
      status: -1,
      msg: "This link has expired or was already used; ask for a new one",
      key: "answers.resetInvalid",
    });
  });

  it(`limits one address to ${FORGET_LIMIT.perIp} requests an hour, and mails one account at most ${FORGET_LIMIT.mailsPerAccount} links in a link's lifetime`, async () => {
    const ip = "10.9.3.1";
    for (let i = 0; i < FORGET_LIMIT.perIp; i++) {
      expect((await t.call(Calls.forget, { email: `flooded${i}@example.com` }, { ip })).status).toBe(200);
    }
    const over = await t.call(Calls.forget, { email: "flooded-more@example.com" }, { ip });
    expect(over.status).toBe(429);
    expect(over.msg).toMatch(/Too many attempts/);

    // Requests from many addresses: the same answer each time, and no more than the cap in mail.
    const m = await signUp(t, { email: "flooded@example.com" });
    for (let i = 0; i < FORGET_LIMIT.mailsPerAccount + 3; i++) {
      expect((await t.call(Calls.forget, { email: m.email }, { ip: `10.9.4.${i}` })).status).toBe(200);
    }
    await mailTo(m.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mailsTo(m.email)).toHaveLength(FORGET_LIMIT.mailsPerAccount);
  });
});

describe("without SMTP_URL", () => {
  it("writes the mail as an .eml file under DATA_DIR/outbox", async () => {
    const local = await testApp();
    try {
      const m = await signUp(local, { email: "outbox@example.com" });
      await local.call(Calls.forget, { email: m.email });
      const outbox = path.join(local.ctx.config.dataDir, "outbox");
      let files: string[] = [];
      for (let i = 0; i < 100 && files.length === 0; i++) {
        files = await readdir(outbox).catch(() => []);
        if (files.length === 0) await new Promise((r) => setTimeout(r, 25));
      }
      expect(files).toHaveLength(1);
      const mail = await simpleParser(await readFile(path.join(outbox, files[0] as string)));
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("outbox@example.com");
      expect(linkCode(mail.text ?? "")).toHaveLength(43);
    } finally {
      await local.close();
    }
  });
});
