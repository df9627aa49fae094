/**
 * Staff accounts (issue 51): the console opens only once a staff session has passed a second
 * factor (TOTP, RFC 6238, or a single-use recovery code); staff sessions end after hours idle and
 * days at most; the API document shows the console's calls to staff only; and behind a proxy
 * (TRUST_PROXY) a forwarded request is not taken for this machine's own.
 */
import {
  AdminCalls,
  AdminStatus,
  Calls,
  SESSION_INVALID_MSG,
  type SecondFactorEnrolment,
  type StaffMe,
  Status,
} from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode, totpStep } from "../src/lib/totp.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { makeStaff, passSecondFactor, signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signUp>>;
const call = <T>(path: string, token: string, payload: Record<string, unknown> = {}) =>
  t.call<T>(path, payload, { token, json: true });
const signIn = (m: Member) =>
  t.call<{ token: string; second_factor?: string }>(Calls.login, {
    account: m.username,
    password: m.password,
  });

async function newStaff(role: "admin" | "moderator" = "admin") {
  const m = await signUp(t);
  expect((await runAdminCommand(t.ctx, "set-role", [m.username, role])).ok).toBe(true);
  const login = await signIn(m);
  return { ...m, token: login.data?.token as string, login };
}

describe("the second factor", () => {
  it("keeps the console shut to a staff session until it has enrolled, and opens it after", async () => {
    const mod = await newStaff("moderator");
    expect(mod.login.status).toBe(200);
    expect(mod.login.data?.second_factor).toBe("enrol");
    for (const path of [AdminCalls.me, AdminCalls.reviewQueue, AdminCalls.members]) {
      expect(await call(path, mod.token), path).toMatchObject({
        status: AdminStatus.secondFactor,
        msg: "Confirm your sign-in with your authenticator's code to open the console",
        data: { due: "enrol" },
      });
    }
    const enrolment = await call<SecondFactorEnrolment>(AdminCalls.secondFactorEnrol, mod.token);
    expect(enrolment.status).toBe(200);
    const { secret, uri } = enrolment.data as SecondFactorEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Amora:${mod.username}?secret=${secret}&issuer=Amora&algorithm=SHA1&digits=6&period=30`,
    );
    const confirmed = await call<{ recovery_codes: string[] }>(AdminCalls.secondFactorConfirm, mod.token, {
      code: totpCode(secret, totpStep(t.ctx.now())),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data?.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.data?.recovery_codes).size).toBe(10);
    expect((await call<StaffMe>(AdminCalls.me, mod.token)).data).toMatchObject({ role: "moderator" });
    // Enrolled once, the secret is not handed out again, to this session or any other.
    expect((await call(AdminCalls.secondFactorEnrol, mod.token)).status).toBe(AdminStatus.done);
  });

  it("asks a later sign-in for a code, refusing a wrong one and one used before", async () => {
    const admin = await makeStaff(t, await signUp(t), "admin");
    const again = await signIn(admin);
    expect(again.data?.second_factor).toBe("verify");
    const token = again.data?.token as string;
    expect(await call(AdminCalls.me, token)).toMatchObject({
      status: AdminStatus.secondFactor,
      data: { due: "verify" },
    });
    // The secret cannot be replaced from a session that has not passed.
    expect((await call(AdminCalls.secondFactorEnrol, token)).status).toBe(AdminStatus.done);
    const wrong = await call(AdminCalls.secondFactorVerify, token, { code: "000000" });
    expect(wrong).toMatchObject({
      status: AdminStatus.codeRefused,
      msg: "This code is wrong or was used already; wait for the next one and try again",
    });
    // The code the first session took (makeStaff) is refused: the step was used.
    const [{ secret } = { secret: "" }] = await t.ctx.db
      .execute<{ secret: string }>(`select secret from staff_second_factors where user_id = ${admin.id}`)
      .then((r) => (r as unknown as { rows: { secret: string }[] }).rows);
    const now = totpStep(t.ctx.now());
    const used = totpCode(secret, now);
    expect((await call(AdminCalls.secondFactorVerify, token, { code: used })).status).toBe(
      AdminStatus.codeRefused,
    );
    expect((await call(AdminCalls.me, token)).status).toBe(AdminStatus.secondFactor);
    // The next step's code (within the window of one step) opens it; given again, it is refused.
    const next = totpCode(secret, now + 1);
    expect((await call(AdminCalls.secondFactorVerify, token, { code: next })).status).toBe(200);
    expect((await call(AdminCalls.me, token)).status).toBe(200);
    const third = (await signIn(admin)).data?.token as string;
    expect((await call(AdminCalls.secondFactorVerify, third, { code: next })).status).toBe(
      AdminStatus.codeRefused,
    );
    // A code two steps away is outside the window.
    expect(
      (await call(AdminCalls.secondFactorVerify, third, { code: totpCode(secret, now + 3) })).status,
    ).toBe(AdminStatus.codeRefused);
  });

  it("takes each recovery code once, in whatever case and grouping it is typed", async () => {
    const m = await newStaff();
    const codes = await passSecondFactor(t, m.token);
    const [first, second] = codes as [string, string];
    const a = (await signIn(m)).data?.token as string;
    expect((await call(AdminCalls.secondFactorVerify, a, { code: ` ${first.toLowerCase()} ` })).status).toBe(
      200,
    );
    expect((await call(AdminCalls.me, a)).status).toBe(200);
    const b = (await signIn(m)).data?.token as string;
    expect((await call(AdminCalls.secondFactorVerify, b, { code: first })).status).toBe(
      AdminStatus.codeRefused,
    );
    expect((await call(AdminCalls.secondFactorVerify, b, { code: second.replace("-", "") })).status).toBe(
      200,
    );
  });

  it("stops guessing after a few wrong codes", async () => {
    const m = await newStaff();
    await passSecondFactor(t, m.token);
    const token = (await signIn(m)).data?.token as string;
    for (let i = 0; i < 10; i++) await call(AdminCalls.secondFactorVerify, token, { code: "123456" });
    expect(await call(AdminCalls.secondFactorVerify, token, { code: "654321" })).toMatchObject({
      status: AdminStatus.codeRefused,
      msg: "Too many wrong codes; try again in 15 minutes",
    });
  });

  it("leaves members' sign-in as it was, and refuses them the second factor's calls", async () => {
    const m = await signUp(t);
    const login = await signIn(m);
    expect(login.status).toBe(200);
    expect(login.data).not.toHaveProperty("second_factor");
    expect((await call(AdminCalls.secondFactorEnrol, login.data?.token as string)).status).toBe(
      AdminStatus.forbidden,
    );
  });

  it("is reset by `npm run admin -- reset-2fa`: the sessions end and the next sign-in enrols", async () => {
    const m = await newStaff();
    await passSecondFactor(t, m.token);
    const result = await runAdminCommand(t.ctx, "reset-2fa", [m.username]);
    expect(result.ok).toBe(true);
    expect(await call(AdminCalls.me, m.token)).toMatchObject({
      status: Status.failed,
      msg: SESSION_INVALID_MSG,
    });
    expect((await signIn(m)).data?.second_factor).toBe("enrol");
    expect((await runAdminCommand(t.ctx, "reset-2fa", [(await signUp(t)).username])).ok).toBe(false);
  });
});

describe("staff sessions", () => {
  it("end after four hours idle, where a member's goes on", async () => {
    const admin = await makeStaff(t, await signUp(t), "admin");
    const m = await signUp(t);
    t.advance(3 * 3_600_000);
    expect((await call(AdminCalls.me, admin.token)).status).toBe(200);
    t.advance(4 * 3_600_000 + 60_000);
    expect((await call(AdminCalls.me, admin.token)).msg).toBe(SESSION_INVALID_MSG);
    expect((await t.call(Calls.initdata, {}, { token: m.token })).status).toBe(200);
  });

  it("end three days after sign-in however much they are used", async () => {
    const admin = await makeStaff(t, await signUp(t), "admin");
    const m = await signUp(t);
    for (let hour = 0; hour < 69; hour += 3) {
      t.advance(3 * 3_600_000);
      expect((await call(AdminCalls.me, admin.token)).status, `hour ${hour + 3}`).toBe(200);
      await t.call(Calls.initdata, {}, { token: m.token });
    }
    t.advance(3 * 3_600_000 + 60_000);
    expect((await call(AdminCalls.me, admin.token)).msg).toBe(SESSION_INVALID_MSG);
    expect((await t.call(Calls.initdata, {}, { token: m.token })).status).toBe(200);
  });
});

describe("the API document", () => {
  const staffPaths = (doc: { paths: Record<string, unknown> }) =>
    Object.keys(doc.paths).filter((p) => p.startsWith("/admin/api/"));
  const docs = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/api/docs/json", headers }).then((r) => r.json());

  it("shows the console's calls to staff past the second factor only", async () => {
    const m = await signUp(t);
    const admin = await makeStaff(t, await signUp(t), "admin");
    const pending = await newStaff();
    expect(staffPaths(await docs())).toEqual([]);
    expect(staffPaths(await docs({ authorization: `Bearer ${m.token}` }))).toEqual([]);
    expect(staffPaths(await docs({ authorization: `Bearer ${pending.token}` }))).toEqual([]);
    const full = await docs({ authorization: `Bearer ${admin.token}` });
    expect(staffPaths(full)).toContain(AdminCalls.me);
    expect(staffPaths(full)).toContain(AdminCalls.secondFactorVerify);
    // The members' API is the same document either way.
    expect(Object.keys((await docs()).paths).length).toBe(
      Object.keys(full.paths).length - staffPaths(full).length,
    );
  });
});

describe("operations behind a proxy", () => {
  it("refuses /metrics and /readyz details to a forwarded request over loopback when TRUST_PROXY is set", async () => {
    const proxied = await testApp({ TRUST_PROXY: "127.0.0.1" });
    try {
      const get = (url: string, headers: Record<string, string> = {}) =>
        proxied.app.inject({ method: "GET", url, headers, remoteAddress: "127.0.0.1" });
      expect((await get("/metrics")).statusCode).toBe(200);
      expect((await get("/metrics", { "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(403);
      expect((await get("/metrics", { forwarded: "for=203.0.113.9" })).statusCode).toBe(403);
      expect((await get("/readyz")).json()).toEqual({ status: "ready", checks: { database: "up" } });
      expect((await get("/readyz", { "x-forwarded-for": "203.0.113.9" })).json()).toEqual({
        status: "ready",
      });
    } finally {
      await proxied.close();
    }
  });
});
