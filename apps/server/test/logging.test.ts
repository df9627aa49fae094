import { Writable } from "node:stream";
import { Calls } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "./helper.ts";

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await testApp({}, { logStream: sink });
});
afterAll(() => t.close());

describe("logs", () => {
  it("never hold a password, a token or a reset code, wherever they travelled", async () => {
    const m = await signUp(t, { password: "Sup3rSecretPw" });
    await t.call(Calls.login, { account: m.username, password: "Sup3rSecretPw" });
    await t.call(Calls.login, { account: m.username, password: "WrongSecretPw" });
    await t.call(Calls.userinfo, {}, { token: m.token });
    await t.call(Calls.userinfo, {}, { headers: { authorization: `Bearer ${m.token}` } });
    await t.app.inject({ method: "POST", url: `${Calls.userinfo}?token=${m.token}` });
    await t.app.inject({ method: "GET", url: "/reset-password?code=SecretResetCode123" });
    await t.call(
      Calls.changePassword,
      { oldpassword: "Sup3rSecretPw", newpassword: "N3wSecretPw" },
      { token: m.token },
    );
    t.ctx.log.info({ body: { password: "LoggedByMistake1", nested: { token: m.token } } }, "a careless line");

    const all = lines.join("");
    expect(all).toContain("/member/index/userinfo?token=[redacted]");
    expect(all).toContain("a careless line");
    for (const secret of [
      "Sup3rSecretPw",
      "WrongSecretPw",
      "N3wSecretPw",
      "LoggedByMistake1",
      "SecretResetCode123",
      m.token,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
