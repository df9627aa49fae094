/** The typed client against the real server on a real port: the contract both sides share. */
import { accountCalls, createClient } from "@site/api-client";
import { SESSION_INVALID_MSG } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await testApp({ AUTO_APPROVE: "1" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

describe("api-client over HTTP", () => {
  it("registers, reads, edits, changes the password and signs out", async () => {
    let token: string | null = null;
    const invalid: unknown[] = [];
    const calls = accountCalls(
      createClient({ baseUrl: base, getToken: () => token, onSessionInvalid: (a) => invalid.push(a) }),
    );
    const payload = member() as Parameters<typeof calls.register>[0];
    const registered = await calls.register(payload);
    expect(registered.status).toBe(200);
    token = registered.data?.token ?? null;

    expect((await calls.userinfo()).data?.username).toBe(payload.username);
    expect((await calls.initdata()).data?.service.username).toBe("CustomerService");
    expect((await calls.changeOnlineStatus(1)).data?.onlinestatus).toBe(1);
    expect((await calls.readOnlineStatus()).data?.onlinestatus).toBe(1);
    expect((await calls.changeSignature({ signature: "你好" })).status).toBe(200);
    expect(
      (await calls.profile({ email: payload.email, sex: 0, birthday: payload.birthday })).data?.gender,
    ).toBe(0);
    expect(
      (await calls.changePassword({ oldpassword: payload.password, newpassword: "another-tulip-9" })).status,
    ).toBe(200);
    expect((await calls.logout()).status).toBe(200);
    const after = await calls.userinfo();
    expect(after.msg).toBe(SESSION_INVALID_MSG);
    expect(invalid).toHaveLength(1);

    token = null;
    const again = await calls.login({ account: payload.username, password: "another-tulip-9" });
    expect(again.status).toBe(200);
    expect((await calls.forget({ email: payload.email })).status).toBe(200);
    expect(
      (await calls.resetPassword({ code: "x".repeat(43), newpassword: "another-tulip-10" })).status,
    ).toBe(-1);
  });
});
