/**
 * The newsfeed (spec §7 Newsfeed and media, §3 Trend, §6 permissions): who may post what, what
 * each member sees, stable pages, the day's allowance, and the trends the site posts for events.
 */
import { Calls, FeedCalls, type FeedPageInfo, type ImageUpload, type Trend } from "@site/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trends, uploads } from "../src/db/schema.ts";
import { takeDown } from "../src/media/moderation.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp, upload } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signUp>>;

async function gold(overrides: Record<string, unknown> = {}): Promise<Member> {
  const m = await signUp(t, overrides);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}

async function silver(): Promise<Member> {
  const m = await signUp(t);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "1", "1"]);
  return m;
}

async function picture(m: Member, colour = "#c36"): Promise<string> {
  const data = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const answer = await upload<ImageUpload>(t, Calls.uploadImage, m.token, {
    field: "file",
    name: "p.jpg",
    type: "image/jpeg",
    data,
  });
  expect(answer.status).toBe(200);
  return answer.data?.url ?? "";
}

const post = (m: Member, payload: Record<string, unknown>) =>
  t.call<{ id: number }>(FeedCalls.postTrend, payload, { token: m.token });

async function feed(m: Member, page = 1, snapshot?: string) {
  const answer = (await t.call<Trend[]>(
    FeedCalls.feed,
    { page, ...(snapshot ? { snapshot } : {}) },
    { token: m.token },
  )) as unknown as { status: number; msg: FeedPageInfo; data: Trend[] };
  expect(answer.status).toBe(200);
  return answer;
}

/** Every trend of the feed, all pages. */
async function wholeFeed(m: Member): Promise<Trend[]> {
  const first = await feed(m);
  const all = [...first.data];
  for (let page = 2; page <= first.msg.totalPage; page++) {
    all.push(...(await feed(m, page, first.msg.snapshot)).data);
  }
  return all;
}

describe("posting a trend", () => {
  it("posts text with an image; the feed, the author's list and another member's view all show it", async () => {
    const author = await gold();
    const reader = await gold();
    const img = await picture(author);
    const answer = await post(author, { content: "Hello from Taipei [微笑]", img });
    expect(answer).toMatchObject({ status: 200, key: "feed.sent" });
    const id = answer.data?.id;

    const seen = (await wholeFeed(reader)).find((x) => x.id === id);
    expect(seen).toMatchObject({
      mid: author.id,
      user: { id: author.id },
      username: author.username,
      type: 1,
      content: "Hello from Taipei [微笑]",
      img,
      video: "",
    });
    // Another member sees the year of birth, not the day.
    expect(new Date(seen?.birthday ?? 0).getUTCMonth()).toBe(6);

    const mine = await t.call<Trend[]>(FeedCalls.myTrends, {}, { token: author.token });
    expect(mine.data?.[0]).toMatchObject({ id, content: "Hello from Taipei [微笑]" });
    const his = await t.call<Trend[]>(FeedCalls.hisTrends, { userid: author.id }, { token: reader.token });
    expect(his.data?.map((x) => x.id)).toContain(id);
    const served = await t.app.inject({ method: "GET", url: img });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toContain("immutable");
  });

  it("needs text, an image or a video; the strings 'null' and 'undefined' count as absent", async () => {
    const m = await gold();
    expect(await post(m, {})).toMatchObject({ status: 400, key: "feed.empty" });
    expect(await post(m, { content: "   ", img: "null", video: "undefined" })).toMatchObject({
      status: 400,
      key: "feed.empty",
    });
    const img = await picture(m);
    const answer = await post(m, { content: "null", img, video: "undefined" });
    expect(answer.status).toBe(200);
    const [trend] = (await t.call<Trend[]>(FeedCalls.myTrends, {}, { token: m.token })).data ?? [];
    expect(trend).toMatchObject({ content: "", img, video: "" });
    expect(await post(m, { content: "x".repeat(501) })).toMatchObject({ status: 400, key: "errors.tooLong" });
  });

  it("posts only the member's own uploads, and one of image or video", async () => {
    const m = await gold();
    const other = await gold();
    const theirs = await picture(other);
    expect(await post(m, { content: "borrowed", img: theirs })).toMatchObject({
      status: 400,
      key: "feed.mediaInvalid",
    });
    expect(await post(m, { img: "/uploads/images/1/../../etc/passwd" })).toMatchObject({ status: 400 });
    expect(await post(m, { img: "https://evil.example/x.png" })).toMatchObject({ status: 400 });
    const mine = await picture(m);
    expect(await post(m, { img: mine, video: mine })).toMatchObject({ status: 400, key: "feed.oneMedia" });
    const count = await t.ctx.db.select().from(trends).where(eq(trends.userId, m.id));
    expect(count.filter((x) => x.type === 1)).toHaveLength(0);
  });

  it("refuses a free member (no Allows_newsfeed_to_be_sent) and an account under review", async () => {
    const free = await signUp(t);
    expect(await post(free, { content: "hi" })).toMatchObject({ status: 403, key: "answers.noPermission" });
    const pending = await signUp(t, {}, { approve: false });
    expect((await post(pending, { content: "hi" })).status).toBe(-3);
  });

  it("holds a member without Dynamic_unrestricted to the day's allowance, even when posts race", async () => {
    const m = await silver();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(m, { content: `post ${i}` })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429 && a.key === "feed.dailyLimit")).toHaveLength(3);
    // A new day brings a new allowance.
    t.advance(86_400_000);
    expect((await post(m, { content: "next day" })).status).toBe(200);
    // A gold member (Dynamic_unrestricted) posts more than three.
    const g = await gold();
    for (let i = 0; i < 5; i++) expect((await post(g, { content: `gold ${i}` })).status).toBe(200);
  });
});

describe("deleting", () => {
  it("deletes only one's own trend, and a deleted trend leaves every list", async () => {
    const author = await gold();
    const other = await gold();
    const id = (await post(author, { content: "short-lived" })).data?.id;
    expect(await t.call(FeedCalls.deleteTrend, { id }, { token: other.token })).toMatchObject({
      status: 403,
      key: "feed.notYours",
    });
    expect((await wholeFeed(other)).some((x) => x.id === id)).toBe(true);
    expect(await t.call(FeedCalls.deleteTrend, { id }, { token: author.token })).toMatchObject({
      status: 200,
    });
    expect((await wholeFeed(other)).some((x) => x.id === id)).toBe(false);
    expect(await t.call(FeedCalls.deleteTrend, { id }, { token: author.token })).toMatchObject({
      status: 404,
    });
    expect(await t.call(FeedCalls.deleteTrend, { id: "abc" }, { token: author.token })).toMatchObject({
      status: 400,
    });
  });
});

describe("blocks", () => {
  it("hides trends both ways, and his_trend answers not found across a block", async () => {
    const a = await gold();
    const b = await gold();
    const ida = (await post(a, { content: "from a" })).data?.id;
    const idb = (await post(b, { content: "from b" })).data?.id;
    await t.call("/member/block/block", { target_id: b.id }, { token: a.token });
    expect((await wholeFeed(a)).map((x) => x.id)).not.toContain(idb);
    expect((await wholeFeed(b)).map((x) => x.id)).not.toContain(ida);
    expect((await t.call(FeedCalls.hisTrends, { userid: a.id }, { token: b.token })).status).toBe(404);
    expect((await t.call(FeedCalls.hisTrends, { userid: b.id }, { token: a.token })).status).toBe(404);
  });
});

describe("pages", () => {
  it("pages newest first, and later pages keep to page 1's snapshot while members post", async () => {
    const m = await gold();
    const before = await feed(m);
    const firstIds = before.data.map((x) => x.id);
    expect([...firstIds].sort((x, y) => y - x)).toEqual(firstIds);
    const all = await wholeFeed(m);
    expect(new Set(all.map((x) => x.id)).size).toBe(all.length);

    // Someone posts after page 1 was read: page 2 of the same snapshot does not repeat page 1's last.
    const poster = await gold();
    for (let i = 0; i < 3; i++) await post(poster, { content: `later ${i}` });
    const page2 = await feed(m, 2, before.msg.snapshot);
    expect(page2.data.map((x) => x.id).some((id) => firstIds.includes(id))).toBe(false);
    expect(Math.max(...page2.data.map((x) => x.id))).toBeLessThan(Math.min(...firstIds));
    // A fresh page 1 shows the new posts first.
    expect((await feed(m)).data[0]?.content).toBe("later 2");
  });
});

describe("trends the site posts", () => {
  it("posts 'joined' on approval, 'avatar change' with the new avatar, and a profile edit once a day", async () => {
    const m = await signUp(t, { sex: 0 });
    const kinds = async () =>
      ((await t.call<Trend[]>(FeedCalls.myTrends, {}, { token: m.token })).data ?? []).map((x) => [
        x.type,
        x.img,
        x.content,
      ]);
    expect(await kinds()).toEqual([[0, "", ""]]);

    const face = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#e9a" } })
      .png()
      .toBuffer();
    const avatar = await upload<string>(t, Calls.uploadAvatar, m.token, {
      field: "img",
      name: "me.png",
      type: "image/png",
      data: face,
    });
    expect(avatar.status).toBe(200);
    await t.call(Calls.changeSignature, { signature: "Coffee first" }, { token: m.token });
    await t.call(Calls.changeSignature, { signature: "Tea, actually" }, { token: m.token });
    const list = await kinds();
    expect(list).toEqual([
      [3, "", "Coffee first"],
      [2, `/${avatar.data}`, ""],
      [0, "", ""],
    ]);
    const [trend] = (await t.call<Trend[]>(FeedCalls.myTrends, {}, { token: m.token })).data ?? [];
    expect(trend?.sex).toBe(0);
  });
});

describe("moderation", () => {
  it("a taken-down image leaves the trend that showed it and answers 404 at its URL", async () => {
    const m = await gold();
    const img = await picture(m, "#123");
    const id = (await post(m, { content: "look", img })).data?.id;
    const inFeed = async () =>
      (await t.call<Trend[]>(FeedCalls.feed, { page: 1 }, { token: m.token })).data?.find((x) => x.id === id);
    // The feed's page is cut (and kept a few seconds) while the picture still shows...
    expect((await inFeed())?.img).toBe(img);
    expect(await takeDown(t.ctx.db, img, new Date())).toBe(true);
    // ...and the next read of it no longer carries the picture.
    expect(await inFeed()).toMatchObject({ content: "look", img: "" });
    const [row] = await t.ctx.db
      .select()
      .from(uploads)
      .where(eq(uploads.path, img.slice(1)));
    expect(row?.takenDownAt).not.toBeNull();
    const trend = (await t.call<Trend[]>(FeedCalls.myTrends, {}, { token: m.token })).data?.find(
      (x) => x.id === id,
    );
    expect(trend).toMatchObject({ content: "look", img: "" });
    expect((await t.app.inject({ method: "GET", url: img })).statusCode).toBe(404);
    // Nor can it be posted again.
    expect((await post(m, { img })).status).toBe(400);
  });
});
