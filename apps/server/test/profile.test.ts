import { Calls, type InitData, type Profile } from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { likes, uploads, users } from "../src/db/schema.ts";
import { hashPassword } from "../src/lib/passwords.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe("userinfo and initdata", () => {
  it("answers the member's own profile, with age-relevant birthday as epoch ms", async () => {
    const m = await signUp(t, { birthday: Date.UTC(1991, 6, 4), country: "SG", sex: 0 });
    const info = await t.call<Profile>(Calls.userinfo, {}, { token: m.token });
    expect(info.status).toBe(200);
    expect(info.data).toMatchObject({
      id: m.id,
      username: m.username,
      email: m.email,
      gender: 0,
      birthday: Date.UTC(1991, 6, 4),
      country: "SG",
      vip: 0,
      amount: 0,
      status: 1,
      chat_state: 0,
      onlinestatus: 0,
      isLogin: true,
    });
    expect(info.data?.invitation_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(JSON.stringify(info.data)).not.toMatch(/password|hash/i);
  });

  it("answers the tier authority lists, the service account and the ids the member likes", async () => {
    const m = await signUp(t);
    const other = await signUp(t, { sex: 0 });
    await t.ctx.db.insert(likes).values({ userId: m.id, targetId: other.id });
    const answer = await t.call<InitData>(Calls.initdata, {}, { token: m.token });
    expect(answer.status).toBe(200);
    const data = answer.data as InitData;
    expect(data.authority.vip1).toMatchObject({
      Search_users: 1,
      View_profiles: 1,
      Allows_newsfeed_to_be_sent: 1,
    });
    expect(data.authority.vip2).toMatchObject({ Auth_message: 1, Dynamic_unrestricted: 1, Read_mails: 1 });
    expect(data.authority.vip0.Search_users).toBeUndefined();
    expect(data.service.username).toBe("CustomerService");
    expect(data.serviceavatar).toBe(data.service.avatar);
    expect(data.like_ids).toEqual([other.id]);
  });

  it("reflects a membership set by the administrator in vip, deadlines and flags", async () => {
    const m = await signUp(t);
    await runAdminCommand(t.ctx, "set-vip", [m.username, "1", "3"]);
    const info = await t.call<Profile>(Calls.userinfo, {}, { token: m.token });
    expect(info.data?.vip).toBe(1);
    expect(info.data?.silver_deadline).toBeGreaterThan(Date.now() + 80 * 86_400_000);
    expect(info.data?.overduedate_1).toBe(info.data?.silver_deadline);
    expect(info.data?.authority).toContain("Search_users");
  });
});

describe("online status", () => {
  it("reads 0 (visible) by default, and stores the hidden state", async () => {
    const m = await signUp(t);
    expect(await t.call(Calls.readOnlineStatus, {}, { token: m.token })).toEqual({
      status: 200,
      data: { onlinestatus: 0 },
    });
    expect(await t.call(Calls.changeOnlineStatus, { onlinestatus: 1 }, { token: m.token })).toEqual({
      status: 200,
      data: { onlinestatus: 1 },
    });
    expect(await t.call(Calls.readOnlineStatus, {}, { token: m.token })).toEqual({
      status: 200,
      data: { onlinestatus: 1 },
    });
  });

  it("refuses a value other than 0 or 1", async () => {
    const m = await signUp(t);
    expect((await t.call(Calls.changeOnlineStatus, { onlinestatus: 2 }, { token: m.token })).status).toBe(
      400,
    );
    expect((await t.call(Calls.changeOnlineStatus, {}, { token: m.token })).status).toBe(400);
  });
});

describe("profile, signature and password", () => {
  it("saves gender, birthday and an avatar the member uploaded", async () => {
    const m = await signUp(t);
    await t.ctx.db
      .insert(uploads)
      .values({ userId: m.id, path: "uploads/avatars/x.png", kind: "avatar", mime: "image/png", bytes: 10 });
    const answer = await t.call<Profile>(
      Calls.profile,
      { email: m.email, sex: 0, birthday: Date.UTC(1985, 11, 31), avatar: "uploads/avatars/x.png" },
      { token: m.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.msg).toBe("Saved");
    const info = await t.call<Profile>(Calls.userinfo, {}, { token: m.token });
    expect(info.data).toMatchObject({
      email: m.email,
      gender: 0,
      birthday: Date.UTC(1985, 11, 31),
      avatar: "/uploads/avatars/x.png",
    });
  });

  it("answers -1 for an address another member uses, and keeps its own address", async () => {
    const m = await signUp(t);
    const other = await signUp(t);
    const base = { sex: 1, birthday: Date.UTC(1990, 0, 1) };
    expect((await t.call(Calls.profile, { ...base, email: other.email }, { token: m.token })).status).toBe(
      -1,
    );
    expect((await t.call(Calls.profile, { ...base, email: m.email }, { token: m.token })).status).toBe(200);
  });

  it("refuses an under-age birthday and an avatar outside our uploads", async () => {
    const m = await signUp(t);
    const base = { email: m.email, sex: 1, birthday: Date.UTC(1990, 0, 1) };
    const young = await t.call(
      Calls.profile,
      { ...base, birthday: Date.now() - 10 * 365 * 86_400_000 },
      { token: m.token },
    );
    expect(young.status).toBe(400);
    expect(young.msg).toBe("You must be at least 18 years old");
    for (const avatar of ["https://evil.example/x.png", "/uploads/../../etc/passwd", "javascript:alert(1)"]) {
      expect((await t.call(Calls.profile, { ...base, avatar }, { token: m.token })).status).toBe(400);
    }
  });

  it("saves a signature of 30 characters and refuses 31", async () => {
    const m = await signUp(t);
    const ok = await t.call(Calls.changeSignature, { signature: "喜".repeat(30) }, { token: m.token });
    expect(ok.status).toBe(200);
    const long = await t.call(Calls.changeSignature, { signature: "喜".repeat(31) }, { token: m.token });
    expect(long.status).toBe(400);
    const info = await t.call<Profile>(Calls.userinfo, {}, { token: m.token });
    expect(info.data?.signature).toBe("喜".repeat(30));
  });

  it("answers 0 for a wrong old password and changes nothing", async () => {
    const m = await signUp(t);
    const answer = await t.call(
      Calls.changePassword,
      { oldpassword: "nope123", newpassword: "another-tulip-1" },
      { token: m.token },
    );
    expect(answer).toEqual({
      status: 0,
      msg: "Your current password is not right; please try again",
      key: "answers.oldPasswordWrong",
    });
    expect((await t.call(Calls.login, { account: m.username, password: m.password })).status).toBe(200);
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const m = await signUp(t);
    const other = await t.call<{ token: string }>(Calls.login, { account: m.username, password: m.password });
    const answer = await t.call(
      Calls.changePassword,
      { oldpassword: m.password, newpassword: "brand-new-tulip-1" },
      { token: m.token },
    );
    expect(answer.status).toBe(200);
    expect((await t.call(Calls.userinfo, {}, { token: m.token })).status).toBe(200);
    expect((await t.call(Calls.userinfo, {}, { token: other.data?.token as string })).status).toBe(0);
    expect((await t.call(Calls.login, { account: m.username, password: m.password })).status).toBe(0);
    expect((await t.call(Calls.login, { account: m.username, password: "brand-new-tulip-1" })).status).toBe(
      200,
    );
  });

  it("refuses a new password over the 64-character limit", async () => {
    const m = await signUp(t);
    const answer = await t.call(
      Calls.changePassword,
      { oldpassword: m.password, newpassword: "Vq7#mZ2!kR9$tL4^".repeat(5).slice(0, 65) },
      { token: m.token },
    );
    expect(answer).toMatchObject({ status: 400, key: "errors.tooLong", values: { max: 64 } });
  });

  it.each([
    ["123456", "errors.tooShort"],
    ["password", "errors.passwordCommon"],
    ["qwerty123", "errors.passwordCommon"],
  ])("refuses %s as a new password (%s) and keeps the old one", async (newpassword, key) => {
    const m = await signUp(t);
    const answer = await t.call(
      Calls.changePassword,
      { oldpassword: m.password, newpassword },
      { token: m.token },
    );
    expect(answer).toMatchObject({ status: 400, key, data: { field: "newpassword", key } });
    expect((await t.call(Calls.login, { account: m.username, password: m.password })).status).toBe(200);
  });

  it("moves a member with a 6-character password of before to a strong one", async () => {
    const m = await signUp(t);
    await t.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword("abc123") })
      .where(eq(users.id, m.id));
    const answer = await t.call(
      Calls.changePassword,
      { oldpassword: "abc123", newpassword: "amber-Kite-71" },
      { token: m.token },
    );
    expect(answer.status).toBe(200);
    expect((await t.call(Calls.login, { account: m.username, password: "amber-Kite-71" })).status).toBe(200);
  });
});
