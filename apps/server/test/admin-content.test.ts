/**
 * The console's content grid (issue 14): staff see the newest public uploads and text posts and
 * take one down with a reason. What is taken down disappears everywhere, seen from the members'
 * side: a photo leaves his_photo and its URL answers 404, an avatar goes back to none, a post
 * leaves the feed. Members are refused; each take-down is audited once and cannot be repeated.
 */
import {
  AdminCalls,
  AdminStatus,
  Calls,
  type ContentPage,
  FeedCalls,
  type ImageUpload,
  MemberCalls,
  type PhotoGroup,
  type Profile,
  type ReportCase,
  type Trend,
} from "@site/contracts";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { passSecondFactor, signUp, type TestApp, testApp, upload } from "./helper.ts";

type Member = Awaited<ReturnType<typeof signUp>>;
type Answer<T> = { status: number; msg?: string; data?: T };

let t: TestApp;
let moderator: Member;
beforeAll(async () => {
  t = await testApp();
  moderator = await signUp(t);
  await t.ctx.db.update(users).set({ role: "moderator" }).where(eq(users.id, moderator.id));
  await passSecondFactor(t, moderator.token);
});
afterAll(() => t.close());

const call = <T>(path: string, who: Member, payload: Record<string, unknown> = {}) =>
  t.call<T>(path, payload, { json: true, token: who.token }) as Promise<Answer<T>>;
const grid = async (payload: Record<string, unknown> = {}) =>
  (await call<ContentPage>(AdminCalls.content, moderator, payload)).data as ContentPage;
const png = (colour: string, size = 400) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function gold() {
  const m = await signUp(t);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}
async function picture(m: Member, colour: string) {
  const answer = await upload<ImageUpload>(t, Calls.uploadImage, m.token, {
    field: "file",
    name: "p.png",
    type: "image/png",
    data: await png(colour),
  });
  return answer.data?.url ?? "";
}
const served = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;
const auditRows = (targetType: string, id: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "content.takedown"),
        eq(auditLog.targetType, targetType),
        eq(auditLog.targetId, id),
      ),
    );

describe("the content grid", () => {
  it("refuses members; lists the newest uploads and text posts, newest first, filtered by kind", async () => {
    const member = await gold();
    expect((await call(AdminCalls.content, member)).status).toBe(AdminStatus.forbidden);
    const img = await picture(member, "#2a6");
    await t.call(FeedCalls.postTrend, { content: "Hello from Taipei" }, { token: member.token });
    const page = await grid();
    const [first, second] = page.items;
    expect(first).toMatchObject({
      source: "trend",
      kind: "trend",
      text: "Hello from Taipei",
      member: { id: member.id },
    });
    expect(second).toMatchObject({
      source: "upload",
      kind: "image",
      img,
      member: { username: member.username },
    });
    expect((await grid({ kind: "trend" })).items.every((i) => i.kind === "trend")).toBe(true);
    expect((await grid({ kind: "image" })).items.every((i) => i.kind === "image")).toBe(true);
    expect((await call(AdminCalls.content, moderator, { kind: "chat" })).status).toBe(400);
  });

  it("takes a photo down: gone from his_photo, 404 at its URL, audited once, not twice", async () => {
    const owner = await gold();
    const viewer = await gold();
    const img = await picture(owner, "#c36");
    expect((await t.call(FeedCalls.postPhoto, { img }, { token: owner.token })).status).toBe(200);
    const album = async () =>
      (
        (await t.call(
          FeedCalls.hisPhotos,
          { userid: owner.id, type: 1 },
          { token: viewer.token },
        )) as unknown as {
          data: PhotoGroup[];
        }
      ).data.flatMap((g) => g.list);
    expect((await album()).map((p) => p.img)).toContain(img);
    expect(await served(img)).toBe(200);
    const item = (await grid({ kind: "image" })).items.find((i) => i.img === img);
    if (!item) throw new Error("the photo is not in the grid");
    const down = await call(AdminCalls.takeDown, moderator, {
      source: "upload",
      id: item.id,
      reason: "Not a photo of a person",
    });
    expect(down.status).toBe(200);
    expect((await album()).map((p) => p.img)).not.toContain(img);
    expect(await served(img)).toBe(404);
    expect((await grid({ kind: "image" })).items.map((i) => i.id)).not.toContain(item.id);
    expect(await auditRows("upload", item.id)).toMatchObject([
      {
        actorId: moderator.id,
        reason: "Not a photo of a person",
        before: { member_id: owner.id, path: img },
      },
    ]);
    expect(
      (await call(AdminCalls.takeDown, moderator, { source: "upload", id: item.id, reason: "again" })).status,
    ).toBe(AdminStatus.missing);
    expect(await auditRows("upload", item.id)).toHaveLength(1);
  });

  it("takes an avatar down: the member has none again, everywhere", async () => {
    const m = await gold();
    const avatar = await upload<string>(t, Calls.uploadAvatar, m.token, {
      field: "img",
      name: "me.png",
      type: "image/png",
      data: await png("#e9a"),
    });
    expect(avatar.status).toBe(200);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.avatar).toContain(
      String(avatar.data),
    );
    const item = (await grid({ kind: "avatar" })).items.find((i) => i.member.id === m.id);
    if (!item) throw new Error("the avatar is not in the grid");
    expect(
      (await call(AdminCalls.takeDown, moderator, { source: "upload", id: item.id, reason: "Not your face" }))
        .status,
    ).toBe(200);
    expect((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.avatar).toBe("");
    expect(await served(item.img)).toBe(404);
  });

  it("takes a text post down: gone from the feed and from the author's own list", async () => {
    const m = await gold();
    const posted = await t.call<{ id: number }>(
      FeedCalls.postTrend,
      { content: "Send me money on WhatsApp" },
      { token: m.token },
    );
    const id = posted.data?.id as number;
    const mine = async () =>
      ((await t.call<Trend[]>(FeedCalls.myTrends, {}, { token: m.token })).data ?? []).map((x) => x.id);
    expect(await mine()).toContain(id);
    expect((await call(AdminCalls.takeDown, moderator, { source: "trend", id, reason: "Scam" })).status).toBe(
      200,
    );
    expect(await mine()).not.toContain(id);
    const feed = (await t.call<Trend[]>(FeedCalls.feed, { page: 1 }, { token: moderator.token })).data ?? [];
    expect(feed.map((x) => x.id)).not.toContain(id);
    expect(await auditRows("trend", id)).toHaveLength(1);
    expect((await call(AdminCalls.takeDown, moderator, { source: "trend", id, reason: "" })).status).toBe(
      400,
    );
  });

  it("brings the reported member's newest pictures and posts into the report case, ready to take down", async () => {
    const reported = await gold();
    const reporter = await gold();
    const img = await picture(reported, "#639");
    const posted = await t.call<{ id: number }>(
      FeedCalls.postTrend,
      { content: "Crypto tips, message me" },
      { token: reported.token },
    );
    await t.call(MemberCalls.report, { userid: reported.id, type: 1 }, { token: reporter.token });
    const cases = (await call<ReportCase[]>(AdminCalls.reportQueue, moderator)).data ?? [];
    const found = cases.find((c) => c.reported.id === reported.id);
    expect(found?.content.map((i) => [i.source, i.kind])).toEqual([
      ["trend", "trend"],
      ["upload", "image"],
    ]);
    expect(found?.content[1]?.img).toBe(img);
    const post = found?.content[0];
    expect(post?.id).toBe(posted.data?.id);
    expect(
      (await call(AdminCalls.takeDown, moderator, { source: "trend", id: post?.id, reason: "Scam" })).status,
    ).toBe(200);
    const after = ((await call<ReportCase[]>(AdminCalls.reportQueue, moderator)).data ?? []).find(
      (c) => c.reported.id === reported.id,
    );
    expect(after?.content.map((i) => i.source)).toEqual(["upload"]);
  });
});
