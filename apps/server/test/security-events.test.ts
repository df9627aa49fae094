/**
 * Security events (issue 51). Every refusal answers HTTP 200 with the wire's status, so the access
 * log and the request counter cannot show someone probing: failed sign-ins, refused console calls
 * and staff reads of a member's file are each one structured log line (`event: "security"`, kind,
 * account, address, reason; never the password), a staff read is on the audit trail, refusals are
 * counted by reason in /metrics, and a secret in a URL's query (the unsubscribe link's `t`) is
 * masked in the request log.
 */
import { Writable } from "node:stream";
import {
  AdminCalls,
  AdminStatus,
  Calls,
  LOGIN_LIMIT,
  NotifyCalls,
  SESSION_INVALID_MSG,
  SocketClose,
} from "@site/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema.ts";
import { makeStaff, signUp, type TestApp, testApp } from "./helper.ts";
import { connect } from "./socket-client.ts";

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

type Line = Record<string, unknown>;
/** The security events written since `from` (an index into `lines`). */
const eventsSince = (from: number): Line[] =>
  lines
    .slice(from)
    .map((text) => JSON.parse(text) as Line)
    .filter((line) => line.event === "security");

let t: TestApp;
beforeAll(async () => {
  t = await testApp({}, { logStream: sink });
});
afterAll(() => t.close());

/** site_refusals_total by reason, as Prometheus would read it. */
async function refusals(): Promise<Record<string, number>> {
  const res = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" });
  expect(res.statusCode).toBe(200);
  const counts: Record<string, number> = {};
  for (const match of res.body.matchAll(/^site_refusals_total\{reason="([a-z_]+)"\} (\d+)$/gm))
    counts[match[1] as string] = Number(match[2]);
  return counts;
}

const signIn = (account: string, password: string, ip: string) =>
  t.call(Calls.login, { account, password }, { ip });

describe("a failed sign-in", () => {
  it("is a security event with the account, the address and the reason, and no password", async () => {
    const m = await signUp(t, { password: "Corr3ctHorsePw" });
    const from = lines.length;
    expect((await signIn(m.username, "Wr0ngGuessPw77", "198.51.100.7")).status).toBe(0);
    expect((await signIn("nobody-by-that-name", "An0therGuessPw", "198.51.100.7")).status).toBe(0);

    const events = eventsSince(from);
    expect(events).toEqual([
      expect.objectContaining({
        kind: "sign_in",
        reason: "sign_in_failed",
        account: m.username,
        ip: "198.51.100.7",
        call: Calls.login,
      }),
      expect.objectContaining({ kind: "sign_in", reason: "sign_in_failed", account: "nobody-by-that-name" }),
    ]);
    const written = lines.slice(from).join("");
    expect(written).not.toContain("Wr0ngGuessPw77");
    expect(written).not.toContain("An0therGuessPw");
    // A good sign-in is no security event.
    const before = lines.length;
    expect((await signIn(m.username, "Corr3ctHorsePw", "198.51.100.7")).status).toBe(200);
    expect(eventsSince(before)).toEqual([]);
  });

  it("says when the address is rate limited and when the account is locked out", async () => {
    const m = await signUp(t);
    const from = lines.length;
    // Past LOGIN_LIMIT.slowAfter failures the account is held behind its growing delay (locked
    // out); past perPair attempts one address is rate limited.
    const addresses = ["192.0.2.1", "192.0.2.2", "192.0.2.3"];
    for (let i = 0; i < LOGIN_LIMIT.perPair; i++)
      for (const ip of addresses) await signIn(m.username, `Guess-${ip}-${i}`, ip);
    await signIn(m.username, "OneGuessTooMany1", "192.0.2.1");
    const reasons = eventsSince(from).map((line) => line.reason);
    expect(reasons).toContain("sign_in_failed");
    expect(reasons).toContain("locked_out");
    expect(reasons.at(-1)).toBe("rate_limited");
    expect(lines.slice(from).join("")).not.toContain("Guess-");
  });
});

describe("the console", () => {
  let admin: Awaited<ReturnType<typeof signUp>>;
  let moderator: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    admin = await makeStaff(t, await signUp(t), "admin");
    moderator = await makeStaff(t, await signUp(t), "moderator");
  });

  it("logs a moderator refused an administrator's call, and a member or a visitor refused any", async () => {
    const member = await signUp(t);
    const from = lines.length;
    const asModerator = await t.call(AdminCalls.orders, {}, { token: moderator.token, ip: "203.0.113.5" });
    expect(asModerator.status).toBe(AdminStatus.forbidden);
    expect((await t.call(AdminCalls.me, {}, { token: member.token })).status).toBe(AdminStatus.forbidden);
    expect(await t.call(AdminCalls.me, {}, { token: "forged-token" })).toEqual({
      status: 0,
      msg: SESSION_INVALID_MSG,
    });
    expect(eventsSince(from)).toEqual([
      expect.objectContaining({
        kind: "staff_call",
        reason: "forbidden",
        account: moderator.username,
        userId: moderator.id,
        ip: "203.0.113.5",
        call: AdminCalls.orders,
      }),
      expect.objectContaining({ kind: "staff_call", reason: "forbidden", account: member.username }),
      expect.objectContaining({ kind: "staff_call", reason: "session_invalid", call: AdminCalls.me }),
    ]);
    expect(lines.slice(from).join("")).not.toContain("forged-token");
  });

  it("logs and audits a staff read of a member's file", async () => {
    const m = await signUp(t);
    const from = lines.length;
    expect(
      (await t.call(AdminCalls.member, { id: m.id }, { token: moderator.token, ip: "203.0.113.6" })).status,
    ).toBe(200);
    expect((await t.call(AdminCalls.member, { id: m.id }, { token: admin.token })).status).toBe(200);
    expect(eventsSince(from)).toEqual([
      expect.objectContaining({
        kind: "member_file_read",
        account: moderator.username,
        userId: moderator.id,
        targetId: m.id,
        ip: "203.0.113.6",
      }),
      expect.objectContaining({ kind: "member_file_read", account: admin.username, targetId: m.id }),
    ]);
    const trail = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, m.id), eq(auditLog.action, "member.view")));
    expect(trail.map((row) => [row.actorId, row.actorName, row.targetType])).toEqual([
      [moderator.id, moderator.username, "member"],
      [admin.id, admin.username, "member"],
    ]);
    // A file that is not there was not read: no row.
    await t.call(AdminCalls.member, { id: 987_654 }, { token: admin.token });
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, 987_654))).toEqual([]);
  });

  it("logs a staff session short of its second factor, and every code it gets wrong", async () => {
    const before = await refusals();
    const login = await t.call<{ token: string }>(
      Calls.login,
      { account: admin.username, password: admin.password },
      { ip: "203.0.113.7" },
    );
    const token = login.data?.token as string;
    const from = lines.length;
    expect((await t.call(AdminCalls.me, {}, { token, ip: "203.0.113.7" })).status).toBe(
      AdminStatus.secondFactor,
    );
    const wrong = await t.call(
      AdminCalls.secondFactorVerify,
      { code: "314159" },
      { token, ip: "203.0.113.7", json: true },
    );
    expect(wrong.status).toBe(AdminStatus.codeRefused);
    expect(eventsSince(from)).toEqual([
      expect.objectContaining({
        kind: "staff_call",
        reason: "second_factor_due",
        account: admin.username,
        ip: "203.0.113.7",
      }),
      expect.objectContaining({
        kind: "second_factor",
        reason: "second_factor_failed",
        account: admin.username,
        userId: admin.id,
        ip: "203.0.113.7",
      }),
    ]);
    // The code itself is never written down.
    expect(lines.slice(from).join("")).not.toContain("314159");
    const after = await refusals();
    expect((after.second_factor_due ?? 0) - (before.second_factor_due ?? 0)).toBe(1);
    expect((after.second_factor_failed ?? 0) - (before.second_factor_failed ?? 0)).toBe(1);
  });
});

describe("/metrics", () => {
  it("counts refusals by reason", async () => {
    const before = await refusals();
    for (const reason of ["session_invalid", "forbidden", "sign_in_failed", "rate_limited", "validation"])
      expect(before[reason], reason).toBeTypeOf("number");

    const m = await signUp(t);
    // Two calls and a chat socket without a valid session, one console call by a member, one failed sign-in, one
    // payload its contract refuses.
    await t.call(Calls.userinfo, {}, { token: "no-such-session" });
    await t.call(Calls.userinfo, {});
    const socket = await connect(t.app, "no-such-session", { init: false });
    expect(await socket.closed).toBe(SocketClose.sessionInvalid);
    await t.call(AdminCalls.me, {}, { token: m.token });
    await signIn(m.username, "NotThePassword1", "198.51.100.20");
    await t.call(Calls.login, { account: "", password: "" }, { ip: "198.51.100.21" });
    // An address past its attempts.
    for (let i = 0; i <= LOGIN_LIMIT.perPair; i++)
      await signIn("ghost-account", `Guess${i}xx`, "198.51.100.22");

    const after = await refusals();
    const grew = (reason: string) => (after[reason] ?? 0) - (before[reason] ?? 0);
    expect(grew("session_invalid")).toBe(3);
    expect(grew("forbidden")).toBe(1);
    expect(grew("sign_in_failed")).toBe(1 + LOGIN_LIMIT.perPair);
    expect(grew("rate_limited")).toBe(1);
    expect(grew("validation")).toBe(1);
  });
});

describe("the request log", () => {
  it("masks the unsubscribe link's t and every other secret query parameter", async () => {
    const from = lines.length;
    await t.app.inject({ method: "GET", url: `${NotifyCalls.unsubscribe}?t=UnsubSecretTok3n` });
    await t.app.inject({ method: "POST", url: `${NotifyCalls.unsubscribe}?t=UnsubSecretTok3n&lang=en` });
    await t.app.inject({
      method: "GET",
      url: "/sandbox-pay/x?signature=S1gnatureValue&key=ApiKeyValue9&page=2",
    });
    const written = lines.slice(from).join("");
    expect(written).toContain(`${NotifyCalls.unsubscribe}?t=[redacted]`);
    expect(written).toContain(`${NotifyCalls.unsubscribe}?t=[redacted]&lang=en`);
    expect(written).toContain("?signature=[redacted]&key=[redacted]&page=2");
    for (const secret of ["UnsubSecretTok3n", "S1gnatureValue", "ApiKeyValue9"])
      expect(written).not.toContain(secret);
  });
});
