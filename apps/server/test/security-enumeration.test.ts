/**
 * Whether a name or an e-mail address holds an account (OWASP ASVS 5.0 §6.3): mail sent to an
 * address is answered alike whether or not it reaches a member; register keeps the spec's -1/-2 but answers them a few times an
 * hour per address and per name-or-address from one address; the profile tells an address is
 * used (-1) only to a member who gave the current password, a few times an hour.
 */
import {
  Calls,
  ChatCalls,
  EMAIL_CHANGE_LIMIT,
  FIRST_CONTACT_LIMIT,
  ProfileStatus,
  REGISTER_LIMIT,
  RegisterStatus,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mails } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { updateUser } from "../src/services/users.ts";
import { member, signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const TOO_MANY = /^Too many attempts/;

describe("mail sent to an e-mail address", () => {
  it("answers exactly alike whether or not the address holds an account, from a new account too", async () => {
    const sender = await signUp(t, { sex: 1 });
    await runAdminCommand(t.ctx, "set-vip", [sender.username, "2", "1"]);
    const member = await signUp(t, { sex: 0 });
    const send = (email: string) =>
      t.call(ChatCalls.mailSend, { email, content: "hello" }, { token: sender.token });
    // A new account writes by username in its first hours, whatever the address.
    const early = await send(`nobody${Date.now()}@example.com`);
    expect(early.status).not.toBe(200);
    expect(await send(member.email)).toEqual(early);
    expect(await t.ctx.db.select().from(mails).where(eq(mails.receiverId, member.id))).toEqual([]);

    const approvedAt = new Date(t.ctx.now().getTime() - (FIRST_CONTACT_LIMIT.hours + 1) * 3_600_000);
    await updateUser(t.ctx.db, sender.id, { approvedAt });
    const unknown = await send(`nobody${Date.now()}@example.com`);
    expect(unknown).toMatchObject({ status: 200, key: "mail.sent" });
    expect(await send(member.email)).toEqual(unknown);
    expect(await send(member.email.toUpperCase())).toEqual(unknown);
    // A username nobody has is told (usernames are public).
    expect((await send(`nobody${Date.now()}`)).status).toBe(-1);
  });
});

describe("registration answers that tell a name or address is taken", () => {
  const register = (fields: Record<string, unknown>, ip: string) =>
    t.call(Calls.register, { ...member(), ...fields }, { ip });

  it(`stop after ${REGISTER_LIMIT.perIp} attempts an hour from one address, before anything is looked up`, async () => {
    // A different name or address each time, so that only the address's own limit is met.
    const members = await Promise.all(Array.from({ length: REGISTER_LIMIT.perIp / 2 }, () => signUp(t)));
    const taken = members[0] as (typeof members)[number];
    const ip = "10.70.0.1";
    for (const [i, m] of members.entries()) {
      expect((await register({ username: m.username }, ip)).status, `${i}`).toBe(RegisterStatus.usernameUsed);
      expect((await register({ email: m.email }, ip)).status, `${i}`).toBe(RegisterStatus.emailUsed);
    }
    // Past the limit the answer no longer depends on whether the name exists.
    const [known, unknown] = await Promise.all([
      t.call(Calls.register, { ...member(), username: taken.username }, { ip }),
      t.call(Calls.register, member(), { ip }),
    ]);
    expect(known.msg).toMatch(TOO_MANY);
    expect(unknown).toEqual(known);
    // Another address is not affected.
    expect((await t.call(Calls.register, member(), { ip: "10.70.0.2" })).status).toBe(200);
  });

  it(`stop after ${REGISTER_LIMIT.perPair} attempts an hour at one address or one name from one address`, async () => {
    const taken = await signUp(t);
    const ip = "10.71.0.1";
    for (let i = 0; i < REGISTER_LIMIT.perPair; i++)
      expect((await register({ email: taken.email }, ip)).status).toBe(RegisterStatus.emailUsed);
    // However it is spelled, the address is not looked up again from here, taken or not.
    const again = await register({ email: taken.email.toUpperCase() }, ip);
    expect(again.msg).toMatch(TOO_MANY);
    // The name the same way, from another address.
    const other = "10.71.0.2";
    for (let i = 0; i < REGISTER_LIMIT.perPair; i++)
      expect((await register({ username: taken.username }, other)).status).toBe(RegisterStatus.usernameUsed);
    expect((await register({ username: taken.username.toUpperCase() }, other)).msg).toMatch(TOO_MANY);
    // Both addresses still have attempts of their own for another name and address.
    expect((await register({}, ip)).status).toBe(200);
    expect((await register({}, other)).status).toBe(200);
    // And the name and address are answered as usual from an address that had not asked.
    expect((await register({ email: taken.email }, "10.71.0.3")).status).toBe(RegisterStatus.emailUsed);
  });
});

describe("an e-mail address another member uses", () => {
  const profile = (m: { token: string }, fields: Record<string, unknown>, ip = "10.72.0.1") =>
    t.call(Calls.profile, { sex: 1, birthday: Date.UTC(1990, 0, 1), ...fields }, { token: m.token, ip });

  it(`is told by the profile (-1) ${EMAIL_CHANGE_LIMIT.perAccount} times an hour per member, then answers alike for any address`, async () => {
    const m = await signUp(t);
    const other = await signUp(t);
    // The spec's client sends no password, and hears -1.
    expect(await profile(m, { email: other.email })).toMatchObject({
      status: ProfileStatus.emailUsed,
      msg: "This e-mail address is already registered; sign in or use another address",
    });
    for (let i = 1; i < EMAIL_CHANGE_LIMIT.perAccount; i++) {
      // A free address waits for the link mailed to the current one.
      const asked = await profile(m, { email: `probe${i}-${m.email}` });
      expect(asked.status).toBe(200);
    }
    // Counted before anything is looked up, with the password or without, from any address.
    const used = await profile(m, { email: other.email.toUpperCase(), password: m.password }, "10.72.0.9");
    expect(used.status).toBe(ProfileStatus.passwordNeeded);
    expect(used.msg).toMatch(TOO_MANY);
    expect(await profile(m, { email: `free-${m.email}`, password: m.password }, "10.72.0.9")).toEqual(used);
    expect(await profile(m, { email: `free-${m.email}` })).toEqual(used);
    // Saving the rest of the profile with the same address is not an e-mail change.
    expect((await profile(m, { email: m.email, sex: 0 })).status).toBe(200);
  });
});
