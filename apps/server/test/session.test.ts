import { Calls, SESSION_IDLE_DAYS, SESSION_INVALID_MSG } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const invalid = { status: 0, msg: SESSION_INVALID_MSG };
const DAY = 86_400_000;

describe("sessions", () => {
  it("takes the token from the payload, the query or a Bearer header", async () => {
    const m = await signUp(t);
    expect((await t.call(Calls.userinfo, {}, { token: m.token })).status).toBe(200);
    expect(
      (await t.call(Calls.userinfo, {}, { headers: { authorization: `Bearer ${m.token}` } })).status,
    ).toBe(200);
    const viaQuery = await t.app.inject({ method: "POST", url: `${Calls.userinfo}?token=${m.token}` });
    expect(viaQuery.json().status).toBe(200);
  });

  it("answers the session-invalid msg for a missing, unknown or malformed token", async () => {
    expect(await t.call(Calls.userinfo)).toEqual(invalid);
    expect(await t.call(Calls.userinfo, {}, { token: "A".repeat(43) })).toEqual(invalid);
    expect(await t.call(Calls.userinfo, { token: ["a", "b"] })).toEqual(invalid);
    expect(await t.call(Calls.userinfo, {}, { headers: { authorization: "Bearer " } })).toEqual(invalid);
  });

  it("revokes the token on logout, and only that one", async () => {
    const m = await signUp(t);
    const second = await t.call<{ token: string }>(Calls.login, {
      account: m.username,
      password: m.password,
    });
    expect(await t.call(Calls.logout, {}, { token: m.token })).toEqual({
      status: 200,
      msg: "Signed out",
      key: "answers.loggedOut",
    });
    expect(await t.call(Calls.userinfo, {}, { token: m.token })).toEqual(invalid);
    expect((await t.call(Calls.userinfo, {}, { token: second.data?.token as string })).status).toBe(200);
  });

  it(`expires a session idle for more than ${SESSION_IDLE_DAYS} days, and keeps one in use alive`, async () => {
    const idle = await signUp(t);
    const busy = await signUp(t);
    for (let day = 0; day < SESSION_IDLE_DAYS + 5; day += 10) {
      t.advance(10 * DAY);
      expect((await t.call(Calls.userinfo, {}, { token: busy.token })).status).toBe(200);
    }
    expect(await t.call(Calls.userinfo, {}, { token: idle.token })).toEqual(invalid);
  });
});
