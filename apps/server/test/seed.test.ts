import { existsSync } from "node:fs";
import path from "node:path";
import { Calls, type Profile } from "@site/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, trends, users } from "../src/db/schema.ts";
import { avatarSvg } from "../src/seed/avatars.ts";
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_MEMBER_COUNT, seedDemo } from "../src/seed/demo.ts";
import { type TestApp, testApp } from "./helper.ts";

let t: TestApp;
let first: string;
beforeAll(async () => {
  t = await testApp();
  first = await seedDemo(t.ctx);
});
afterAll(() => t.close());

describe("the demo dataset", () => {
  it("adds about 200 members of both sexes with tiers, online states and drawn avatars", async () => {
    expect(first).toBe(`demo data: ${DEMO_MEMBER_COUNT + 3} members added, 0 already there, 40 moments`);
    const [stats] = await t.ctx.db
      .select({
        women: sql<number>`count(*) filter (where ${users.gender} = 0)::int`,
        men: sql<number>`count(*) filter (where ${users.gender} = 1)::int`,
        gold: sql<number>`count(*) filter (where ${users.vip} = 2)::int`,
        silver: sql<number>`count(*) filter (where ${users.vip} = 1)::int`,
        online: sql<number>`count(*) filter (where ${users.isOnline})::int`,
        review: sql<number>`count(*) filter (where ${users.status} = 2)::int`,
        countries: sql<number>`count(distinct ${users.country})::int`,
        youngest: sql<number>`min(extract(year from age(${users.birthday})))::int`,
      })
      .from(users)
      .where(sql`${users.role} = 'member'`);
    expect(stats?.women).toBeGreaterThan(90);
    expect(stats?.men).toBeGreaterThan(90);
    expect(stats?.gold).toBeGreaterThan(5);
    expect(stats?.silver).toBeGreaterThan(20);
    expect(stats?.online).toBeGreaterThan(20);
    expect(stats?.review).toBeGreaterThan(0);
    expect(stats?.countries).toBeGreaterThan(5);
    expect(stats?.youngest).toBeGreaterThanOrEqual(18);
    const rows = await t.ctx.db.select({ avatar: users.avatar }).from(users).limit(5);
    for (const row of rows) {
      if (row.avatar.startsWith("/uploads/"))
        expect(existsSync(path.join(t.ctx.config.dataDir, row.avatar))).toBe(true);
    }
  });

  it("is idempotent", async () => {
    expect(await seedDemo(t.ctx)).toBe(
      `demo data: 0 members added, ${DEMO_MEMBER_COUNT + 3} already there, 0 moments`,
    );
  });

  it("fills the feed with moments, some with pictures that are real uploads in the album too", async () => {
    const posts = await t.ctx.db.select().from(trends);
    expect(posts.length).toBe(40);
    const withPictures = posts.filter((p) => p.img);
    expect(withPictures.length).toBeGreaterThan(5);
    for (const post of withPictures) {
      expect(existsSync(path.join(t.ctx.config.dataDir, post.img))).toBe(true);
    }
    const album = await t.ctx.db.select().from(photos);
    expect(album.map((p) => p.img).sort()).toEqual(withPictures.map((p) => p.img).sort());
    expect(posts.some((p) => p.type === 0)).toBe(true);
  });

  it("signs in the demo member as a gold member and the administrator with the admin role", async () => {
    const demo = await t.call<Profile>(Calls.login, {
      account: DEMO_MEMBER.username,
      password: DEMO_MEMBER.password,
    });
    expect(demo.status).toBe(200);
    expect(demo.data?.vip).toBe(2);
    const admin = await t.call<Profile>(Calls.login, {
      account: DEMO_ADMIN.username,
      password: DEMO_ADMIN.password,
    });
    expect(admin.data?.role).toBe("admin");
  });

  it("serves a demo avatar as a PNG", async () => {
    const demo = await t.call<Profile>(Calls.login, {
      account: DEMO_MEMBER.username,
      password: DEMO_MEMBER.password,
    });
    const res = await t.app.inject({ method: "GET", url: demo.data?.avatar as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("draws a dozen members as a dozen different faces, the same on every run", () => {
    const parts = (svg: string) => ({
      // The face outline, the hair and skin colours: what makes a face read as someone else.
      face: svg.match(/<path id="face" d="([^"]+)"/)?.[1],
      colours: [...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]).join(),
    });
    const dozen = Array.from({ length: 12 }, (_, i) => avatarSvg((i + 1) * 7919, i % 2 === 0));
    expect(new Set(dozen).size).toBe(12);
    expect(new Set(dozen.map((svg) => parts(svg).colours)).size).toBe(12);
    // More than two face shapes among them, not one face recoloured.
    expect(new Set(dozen.map((svg) => parts(svg).face)).size).toBeGreaterThan(2);
    expect(avatarSvg(7919, true)).toBe(dozen[0]);
  });
});
