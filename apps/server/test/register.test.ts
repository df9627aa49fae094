import { Calls, SESSION_INVALID_MSG } from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema.ts";
import { birthdayYearsAgo, member, signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe("register", () => {
  it("creates an account under review that is signed in but sees only the review notice", async () => {
    const payload = member();
    const answer = await t.call<{ status: number; token: string; username: string }>(Calls.register, payload);
    expect(answer.status).toBe(200);
    expect(answer.data?.status).toBe(2);
    expect(answer.data?.username).toBe(payload.username);
    const token = answer.data?.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await t.call<{ status: number }>(Calls.userinfo, {}, { token });
    expect(info.status).toBe(200);
    expect(info.data?.status).toBe(2);
    const blocked = await t.call(Calls.readOnlineStatus, {}, { token });
    expect(blocked.status).toBe(-3);
    expect(blocked.msg).toMatch(/under review/);
  });

  it("answers -1 for a username already used, whatever its case", async () => {
    const first = await signUp(t, { username: "Caseful" });
    const again = await t.call(Calls.register, member({ username: "CASEFUL" }));
    expect(first.id).toBeGreaterThan(0);
    expect(again.status).toBe(-1);
    expect(again.msg).toBe("This username is taken; please choose another");
  });

  it("answers -2 for an e-mail already used, whatever its case", async () => {
    await signUp(t, { email: "Taken@Example.com" });
    const again = await t.call(Calls.register, member({ email: "taken@example.COM" }));
    expect(again.status).toBe(-2);
  });

  it("records the inviter of a registration with an invitation code, which replaces interest and source", async () => {
    const inviter = await signUp(t);
    const info = await t.call<{ invitation_code: string }>(Calls.userinfo, {}, { token: inviter.token });
    const code = info.data?.invitation_code as string;
    const { interest: _i, source: _s, ...rest } = member();
    const answer = await t.call<{ id: number; interest: string }>(Calls.register, { ...rest, code });
    expect(answer.status).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.id, answer.data?.id as number));
    expect(row?.invitedBy).toBe(inviter.id);
    expect(row?.source).toBe("Invitation");
    expect(answer.data?.interest).toBe("");
  });

  it("still registers a visitor whose invitation code matches nobody", async () => {
    const { interest: _i, source: _s, ...rest } = member();
    const answer = await t.call<{ id: number }>(Calls.register, { ...rest, code: "NOSUCHCODE" });
    expect(answer.status).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.id, answer.data?.id as number));
    expect(row?.invitedBy).toBeNull();
  });

  it.each([
    ["a 2-character username", { username: "ab" }, 200],
    ["a 16-character username", { username: "p".repeat(16) }, 200],
    ["a 17-character username", { username: "r".repeat(17) }, 400],
    ["a Chinese username", { username: "陳雅婷" }, 200],
    ["someone turning 18 today", { birthday: birthdayYearsAgo(18) }, 200],
    ["someone turning 18 tomorrow", { birthday: birthdayYearsAgo(18, 1) }, 400],
    ["gender 2", { sex: 2 }, 400],
    ["interest code e", { interest: "a,e" }, 400],
    ["no country", { country: "" }, 400],
    ["no birthday", { birthday: "" }, 400],
    ["an address with a 4-letter ending", { email: "x@example.info" }, 400],
  ])("answers %s with %i", async (_name, change, status) => {
    const answer = await t.call(Calls.register, member(change));
    expect(answer.status).toBe(status);
    if (status !== 200) expect(answer.msg).toBeTruthy();
  });

  // The form no longer offers a default birthday (CONTRIBUTING, "Spec defaults we changed on
  // purpose"): a client that sends none, or an age under the limit, is refused here too, saying why.
  it("refuses a registration without a birthday, naming the field", async () => {
    const { birthday: _b, ...rest } = member();
    const answer = await t.call(Calls.register, rest);
    expect(answer).toMatchObject({
      status: 400,
      msg: "Please enter your birthday",
      data: { field: "birthday", key: "errors.required" },
    });
  });

  it("refuses a registration under 18, naming the age limit", async () => {
    const answer = await t.call(Calls.register, member({ birthday: birthdayYearsAgo(17) }));
    expect(answer).toMatchObject({
      status: 400,
      msg: "You must be at least 18 years old",
      data: { field: "birthday", key: "errors.underAge" },
    });
  });

  it("names the broken field and rule in an invalid answer", async () => {
    const answer = await t.call(Calls.register, member({ username: "bad name" }));
    expect(answer).toEqual({
      status: 400,
      msg: "That username does not look right; please check it",
      key: "errors.format",
      values: { field: "username" },
      data: { field: "username", key: "errors.format" },
    });
  });

  it("accepts JSON as well as form-encoded payloads", async () => {
    const answer = await t.call(Calls.register, member(), { json: true });
    expect(answer.status).toBe(200);
  });

  it("skips the review with AUTO_APPROVE", async () => {
    const auto = await testApp({ AUTO_APPROVE: "1" });
    try {
      const answer = await auto.call<{ status: number; token: string }>(Calls.register, member());
      expect(answer.data?.status).toBe(1);
      const status = await auto.call(Calls.readOnlineStatus, {}, { token: answer.data?.token as string });
      expect(status).toEqual({ status: 200, data: { onlinestatus: 0 } });
    } finally {
      await auto.close();
    }
  });

  it("stores the password as argon2id, never in the clear", async () => {
    const m = await signUp(t);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(m.password);
  });

  describe("a new password: 8 to 64 characters, neither common nor easy to guess", () => {
    const short = {
      status: 400,
      msg: "Password must be at least 8 characters",
      key: "errors.tooShort",
      values: { field: "password", min: 8 },
      data: { field: "password", key: "errors.tooShort" },
    };
    const common = {
      status: 400,
      msg: "This password is too common or too easy to guess; please choose another",
      key: "errors.passwordCommon",
      data: { field: "password", key: "errors.passwordCommon" },
    };

    it.each([
      ["123456", short],
      ["password", common],
      ["qwerty123", common],
    ])("refuses %s, saying why, and creates no account", async (password, refusal) => {
      const payload = member({ password });
      expect(await t.call(Calls.register, payload)).toEqual(refusal);
      const [row] = await t.ctx.db
        .select()
        .from(users)
        .where(eq(users.username, String(payload.username)));
      expect(row).toBeUndefined();
    });

    it("refuses a password built on the member's own username", async () => {
      const answer = await t.call(Calls.register, member({ username: "Xanthrel", password: "Xanthrel2024" }));
      expect(answer).toEqual(common);
    });

    it("takes a strong one of 8 and of 64 characters, which then sign in, and refuses 65", async () => {
      const strong = (length: number) => "Vq7#mZ2!kR9$tL4^wX8&pN3*".repeat(3).slice(0, length);
      for (const password of [strong(8), strong(64)]) {
        const m = await signUp(t, { password });
        expect((await t.call(Calls.login, { account: m.username, password })).status).toBe(200);
      }
      expect(await t.call(Calls.register, member({ password: strong(65) }))).toMatchObject({
        status: 400,
        msg: "Password may be at most 64 characters",
        key: "errors.tooLong",
      });
    });
  });

  it("answers a call without a session with the session-invalid msg", async () => {
    expect(await t.call(Calls.userinfo)).toEqual({ status: 0, msg: SESSION_INVALID_MSG });
  });
});
