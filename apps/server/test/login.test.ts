import { Calls, LOGIN_LIMIT } from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema.ts";
import { hashPassword } from "../src/lib/passwords.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe("login", () => {
  it("signs in by username or by e-mail and answers the profile with a fresh token", async () => {
    const m = await signUp(t);
    const byName = await t.call<{ token: string; username: string; authority: string[] }>(Calls.login, {
      account: m.username,
      password: m.password,
    });
    expect(byName.status).toBe(200);
    expect(byName.msg).toBe("Signed in");
    expect(byName.data?.username).toBe(m.username);
    expect(byName.data?.authority).toContain("View_photo");
    const byMail = await t.call<{ token: string }>(Calls.login, {
      account: m.email.toUpperCase(),
      password: m.password,
    });
    expect(byMail.status).toBe(200);
    expect(byMail.data?.token).not.toBe(byName.data?.token);
  });

  it("answers 0 with the same message for a wrong password and for an unknown account", async () => {
    const m = await signUp(t);
    const wrong = await t.call(Calls.login, { account: m.username, password: "not-it" }, { ip: "10.0.0.2" });
    const unknown = await t.call(
      Calls.login,
      { account: "nobody00", password: "whatever" },
      { ip: "10.0.0.2" },
    );
    expect(wrong).toEqual({
      status: 0,
      msg: "The username or password is incorrect; please try again",
      key: "answers.loginFailed",
    });
    expect(unknown).toEqual(wrong);
  });

  it("still signs in with a 6-character password set before the 8-character rule", async () => {
    const m = await signUp(t);
    await t.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword("abc123") })
      .where(eq(users.id, m.id));
    const answer = await t.call(Calls.login, { account: m.username, password: "abc123" });
    expect(answer).toMatchObject({ status: 200, msg: "Signed in" });
  });

  it("answers -3 with a session for an account under review", async () => {
    const m = await signUp(t, {}, { approve: false });
    const answer = await t.call<{ token: string; status: number }>(Calls.login, {
      account: m.username,
      password: m.password,
    });
    expect(answer.status).toBe(-3);
    expect(answer.data?.status).toBe(2);
    const info = await t.call(Calls.userinfo, {}, { token: answer.data?.token as string });
    expect(info.status).toBe(200);
  });

  it("refuses a disabled account and ends its sessions", async () => {
    const m = await signUp(t);
    await runAdminCommand(t.ctx, "disable", [m.username]);
    const answer = await t.call(Calls.login, { account: m.username, password: m.password });
    expect(answer).toEqual({
      status: 0,
      msg: "This account is disabled; please contact customer service if you have questions",
      key: "answers.accountDisabled",
    });
    expect((await t.call(Calls.userinfo, {}, { token: m.token })).status).toBe(0);
  });

  it("lets an address try an account again once the window has passed, and a success clears its count", async () => {
    const m = await signUp(t);
    for (let i = 0; i < LOGIN_LIMIT.perPair; i++) {
      await t.call(Calls.login, { account: m.username, password: "wrong" }, { ip: "10.2.0.1" });
    }
    expect(
      (await t.call(Calls.login, { account: m.username, password: m.password }, { ip: "10.2.0.1" })).msg,
    ).toMatch(/Too many attempts/);
    t.advance(LOGIN_LIMIT.windowSeconds * 1000 + 1000);
    expect(
      (await t.call(Calls.login, { account: m.username, password: m.password }, { ip: "10.2.0.1" })).status,
    ).toBe(200);
    for (let i = 0; i < LOGIN_LIMIT.perPair - 1; i++) {
      await t.call(Calls.login, { account: m.username, password: "wrong" }, { ip: "10.2.0.1" });
    }
    expect(
      (await t.call(Calls.login, { account: m.username, password: m.password }, { ip: "10.2.0.1" })).status,
    ).toBe(200);
  });

  it(`stops an address after ${LOGIN_LIMIT.perIp} failures across accounts`, async () => {
    const ip = "10.3.0.1";
    for (let i = 0; i < LOGIN_LIMIT.perIp; i++) {
      await t.call(Calls.login, { account: `guess${i}`, password: "wrong" }, { ip });
    }
    const m = await signUp(t);
    const blocked = await t.call(Calls.login, { account: m.username, password: m.password }, { ip });
    expect(blocked.msg).toMatch(/Too many attempts/);
    const elsewhere = await t.call(
      Calls.login,
      { account: m.username, password: m.password },
      { ip: "10.3.0.2" },
    );
    expect(elsewhere.status).toBe(200);
  });
});
