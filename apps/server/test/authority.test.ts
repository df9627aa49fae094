import { Calls, emptyPayloadSchema, type Profile } from "@site/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorities, users } from "../src/db/schema.ts";
import { memberCall, ok } from "../src/lib/wire.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { expireMemberships } from "../src/services/users.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

const GUARDED = "/member/test/search-only";
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // A call that needs Search_users (silver and up), guarded the way every flag-needing call is.
  memberCall(t.app, GUARDED, { schema: emptyPayloadSchema, flag: "Search_users" }, async ({ member }) =>
    ok({ id: member.id }),
  );
  await t.app.ready();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe("the permission guard", () => {
  it("refuses a free member with 'You don't have permission' and lets a silver member through", async () => {
    const m = await signUp(t);
    expect(await t.call(GUARDED, {}, { token: m.token })).toEqual({
      status: 403,
      msg: "You don't have permission",
      key: "answers.noPermission",
    });
    await runAdminCommand(t.ctx, "set-vip", [m.username, "1", "1"]);
    expect(await t.call(GUARDED, {}, { token: m.token })).toEqual({ status: 200, data: { id: m.id } });
  });

  it("drops a member back to free when the paid time ends, on the next call", async () => {
    const m = await signUp(t);
    await runAdminCommand(t.ctx, "set-vip", [m.username, "1", "1"]);
    expect((await t.call(GUARDED, {}, { token: m.token })).status).toBe(200);
    // Two steps, so that the session itself never idles past its 30 days.
    t.advance(16 * DAY);
    expect((await t.call(GUARDED, {}, { token: m.token })).status).toBe(200);
    t.advance(16 * DAY);
    expect((await t.call(GUARDED, {}, { token: m.token })).status).toBe(403);
    const info = await t.call<Profile>(Calls.userinfo, {}, { token: m.token });
    expect(info.data?.vip).toBe(0);
    expect(info.data?.authority).not.toContain("Search_users");
  });

  it("keeps silver when gold ends before silver does", async () => {
    const m = await signUp(t);
    await runAdminCommand(t.ctx, "set-vip", [m.username, "1", "6"]);
    await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.vip).toBe(2);
    t.advance(20 * DAY);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.vip).toBe(2);
    t.advance(20 * DAY);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.vip).toBe(1);
  });

  it("sweeps expired memberships in the background job's query", async () => {
    const m = await signUp(t);
    await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
    expect(await expireMemberships(t.ctx.db, new Date(Date.now() + 400 * DAY))).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, m.id));
    expect(row?.vip).toBe(0);
  });

  it("follows the stored lists: a flag granted to free members in the table opens the call", async () => {
    const m = await signUp(t);
    expect((await t.call(GUARDED, {}, { token: m.token })).status).toBe(403);
    await t.ctx.db.insert(authorities).values({ tier: 0, flag: "Search_users" });
    await t.ctx.authorities.refresh();
    try {
      expect((await t.call(GUARDED, {}, { token: m.token })).status).toBe(200);
    } finally {
      await t.ctx.db
        .delete(authorities)
        .where(and(eq(authorities.tier, 0), eq(authorities.flag, "Search_users")));
      await t.ctx.authorities.refresh();
    }
  });

  it("answers an account under review -3 before looking at flags", async () => {
    const m = await signUp(t, {}, { approve: false });
    expect((await t.call(GUARDED, {}, { token: m.token })).status).toBe(-3);
  });
});
