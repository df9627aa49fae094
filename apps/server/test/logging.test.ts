import { Writable } from "node:stream";
import { Calls } from "@site/contracts";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../src/lib/logging.ts";
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

  it("censor secrets three levels deep, in lists and errors, and leave the logged object as it was", () => {
    const written: string[] = [];
    const log = pino(
      loggerOptions("info"),
      new Writable({
        write(chunk, _encoding, done) {
          written.push(String(chunk));
          done();
        },
      }),
    ).child({ reqId: "r-1" });
    const payload = {
      password: "TopLevelPw1",
      body: { newpassword: "SecondLevelPw1", nested: { token: "ThirdLevelToken1", keep: "visible-1" } },
      items: [{ card_number: "4111111111111111", amount: 10 }],
    };
    const failure = Object.assign(new Error("the gateway said no", { cause: new Error("card declined") }), {
      cvv: "987",
      order: 42,
    });
    log.info(payload, "a line with secrets");
    log.error({ err: failure }, "a failure with a secret on it");
    type Line = Record<string, unknown> & { err?: { stack?: string } };
    const [line, errorLine] = written.map((text) => JSON.parse(text) as Line);
    expect(line).toMatchObject({
      reqId: "r-1",
      password: "[redacted]",
      body: { newpassword: "[redacted]", nested: { token: "[redacted]", keep: "visible-1" } },
      items: [{ card_number: "[redacted]", amount: 10 }],
    });
    expect(errorLine?.err).toMatchObject({
      message: "the gateway said no: card declined",
      cvv: "[redacted]",
      order: 42,
    });
    expect(errorLine?.err?.stack).toContain("the gateway said no");
    expect(errorLine?.err?.stack).toContain("card declined");
    const all = written.join("");
    for (const secret of ["TopLevelPw1", "SecondLevelPw1", "ThirdLevelToken1", "4111111111111111", "987"])
      expect(all).not.toContain(secret);
    // The caller's objects are not touched: they may still be on their way to the database.
    expect(payload.body.nested.token).toBe("ThirdLevelToken1");
    expect(payload.items[0]?.card_number).toBe("4111111111111111");
    expect(failure.cvv).toBe("987");
  });
});
