/**
 * Albums, comments and the profile background (spec §7 /member/photo/*, /member/Comment/photoComment,
 * /member/backphoto/*; §6 View_photo, Comment_photo, View_video, Upload_photo): lists grouped by
 * day, vipStatus for videos, ownership on every delete, and blocks both ways.
 */
import {
  Calls,
  FeedCalls,
  type ImageUpload,
  MemberCalls,
  type MemberDetail,
  type PhotoGroup,
  type PhotoListAnswer,
} from "@site/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp, upload } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signUp>>;

async function withTier(tier: 0 | 1 | 2): Promise<Member> {
  const m = await signUp(t);
  if (tier) await runAdminCommand(t.ctx, "set-vip", [m.username, String(tier), "1"]);
  return m;
}

async function picture(m: Member, colour = "#36c"): Promise<string> {
  const data = await sharp({ create: { width: 500, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const answer = await upload<ImageUpload>(t, Calls.uploadImage, m.token, {
    field: "file",
    name: "p.png",
    type: "image/png",
    data,
  });
  return answer.data?.url ?? "";
}

const photosOf = async (viewer: Member, owner: Member, type = 1) =>
  (await t.call(
    FeedCalls.hisPhotos,
    { userid: owner.id, type },
    { token: viewer.token },
  )) as unknown as PhotoListAnswer;
const flat = (groups: PhotoGroup[]) => groups.flatMap((g) => g.list);

describe("the album", () => {
  it("releases a photo, lists it grouped by day for its owner and for others, with vipStatus", async () => {
    const owner = await withTier(0);
    const viewer = await withTier(0);
    const img = await picture(owner);
    const released = await t.call<{ pid: number }>(FeedCalls.postPhoto, { img }, { token: owner.token });
    expect(released.status).toBe(200);
    // The same file released again (a resend) stays one item.
    expect(
      (await t.call<{ pid: number }>(FeedCalls.postPhoto, { img }, { token: owner.token })).data?.pid,
    ).toBe(released.data?.pid);
    const mine = (await t.call(FeedCalls.myPhotos, {}, { token: owner.token })) as unknown as PhotoListAnswer;
    expect(mine.vipStatus).toBe(1);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]?.create_time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mine.data[0]?.list[0]).toMatchObject({
      pid: released.data?.pid,
      type: 1,
      img,
      video: "",
      username: owner.username,
      comments: [],
    });
    const theirs = await photosOf(viewer, owner);
    expect(theirs.status).toBe(200);
    expect(flat(theirs.data).map((p) => p.img)).toEqual([img]);
  });

  it("answers vipStatus 0 and no videos to a member without View_video", async () => {
    const owner = await withTier(2);
    const free = await withTier(0);
    const answer = await photosOf(free, owner, 2);
    expect(answer).toMatchObject({ status: 200, vipStatus: 0, data: [] });
    const goldViewer = await withTier(2);
    expect((await photosOf(goldViewer, owner, 2)).vipStatus).toBe(1);
  });

  it("adds only the member's own upload, and deletes only the member's own item", async () => {
    const owner = await withTier(0);
    const other = await withTier(0);
    const img = await picture(owner);
    expect(await t.call(FeedCalls.postPhoto, { img }, { token: other.token })).toMatchObject({
      status: 400,
      key: "feed.mediaInvalid",
    });
    expect(await t.call(FeedCalls.postPhoto, {}, { token: owner.token })).toMatchObject({ status: 400 });
    // A video needs Add_video (gold).
    expect(await t.call(FeedCalls.postPhoto, { video: img }, { token: owner.token })).toMatchObject({
      status: 403,
    });
    const pid = (await t.call<{ pid: number }>(FeedCalls.postPhoto, { img }, { token: owner.token })).data
      ?.pid;
    expect(await t.call(FeedCalls.deletePhoto, { id: pid }, { token: other.token })).toMatchObject({
      status: 403,
      key: "feed.notYours",
    });
    expect(flat((await photosOf(other, owner)).data)).toHaveLength(1);
    expect((await t.call(FeedCalls.deletePhoto, { id: pid }, { token: owner.token })).status).toBe(200);
    expect(flat((await photosOf(other, owner)).data)).toHaveLength(0);
    expect((await t.call(FeedCalls.deletePhoto, { id: pid }, { token: owner.token })).status).toBe(404);
  });
});

describe("comments", () => {
  it("needs Comment_photo; a comment shows with username, content and time in seconds", async () => {
    const owner = await withTier(0);
    const free = await withTier(0);
    const gold = await withTier(2);
    const img = await picture(owner);
    const pid = (await t.call<{ pid: number }>(FeedCalls.postPhoto, { img }, { token: owner.token })).data
      ?.pid;
    expect(
      await t.call(FeedCalls.commentPhoto, { id: pid, content: "nice" }, { token: free.token }),
    ).toMatchObject({ status: 403, key: "answers.noPermission" });
    expect(
      await t.call(FeedCalls.commentPhoto, { id: pid, content: "   " }, { token: gold.token }),
    ).toMatchObject({ status: 400 });
    const before = Math.floor(Date.now() / 1000);
    expect(
      await t.call(FeedCalls.commentPhoto, { id: pid, content: "Lovely light" }, { token: gold.token }),
    ).toMatchObject({ status: 200, key: "feed.commented" });
    // The owner may answer on their own photo whatever the tier.
    expect(
      (await t.call(FeedCalls.commentPhoto, { id: pid, content: "Thanks!" }, { token: owner.token })).status,
    ).toBe(200);
    const [item] = flat((await photosOf(free, owner)).data);
    expect(item?.comments.map((c) => [c.username, c.content])).toEqual([
      [gold.username, "Lovely light"],
      [owner.username, "Thanks!"],
    ]);
    expect(item?.comments[0]?.time).toBeGreaterThanOrEqual(before - 1);
    expect(item?.comments[0]?.time).toBeLessThan(before + 120);
    expect(
      (await t.call(FeedCalls.commentPhoto, { id: 999_999, content: "x" }, { token: gold.token })).status,
    ).toBe(404);
  });

  it("keeps blocked members apart: no album, no comment, and their comments hidden both ways", async () => {
    const owner = await withTier(2);
    const fan = await withTier(2);
    const img = await picture(owner);
    const pid = (await t.call<{ pid: number }>(FeedCalls.postPhoto, { img }, { token: owner.token })).data
      ?.pid;
    await t.call(FeedCalls.commentPhoto, { id: pid, content: "hello" }, { token: fan.token });
    await t.call(MemberCalls.block, { target_id: fan.id }, { token: owner.token });
    expect((await photosOf(fan, owner)).status).toBe(404);
    expect(
      (await t.call(FeedCalls.commentPhoto, { id: pid, content: "again" }, { token: fan.token })).status,
    ).toBe(404);
    const mine = (await t.call(FeedCalls.myPhotos, {}, { token: owner.token })) as unknown as PhotoListAnswer;
    expect(flat(mine.data)[0]?.comments).toEqual([]);
  });
});

describe("the profile background", () => {
  it("adds an own image, shows it in userdetail's backphotos, and deletes only the owner's", async () => {
    const owner = await withTier(0);
    // Another member's detail needs View_profiles (silver).
    const other = await withTier(1);
    const img = await picture(owner, "#9c3");
    const added = await t.call<{ id: number; img: string }>(
      FeedCalls.postBackPhoto,
      { img },
      { token: owner.token },
    );
    expect(added).toMatchObject({ status: 200, data: { img } });
    const detail = await t.call<MemberDetail>(MemberCalls.detail, { id: owner.id }, { token: other.token });
    expect(detail.data?.backphotos).toEqual([{ id: added.data?.id, img }]);
    expect(await t.call(FeedCalls.postBackPhoto, { img }, { token: other.token })).toMatchObject({
      status: 400,
    });
    expect(await t.call(FeedCalls.postBackPhoto, { img: "null" }, { token: owner.token })).toMatchObject({
      status: 400,
    });
    expect(
      await t.call(FeedCalls.deleteBackPhoto, { id: added.data?.id }, { token: other.token }),
    ).toMatchObject({ status: 403 });
    expect(
      (await t.call(FeedCalls.deleteBackPhoto, { id: added.data?.id }, { token: owner.token })).status,
    ).toBe(200);
    const after = await t.call<MemberDetail>(MemberCalls.detail, { id: owner.id }, { token: other.token });
    expect(after.data?.backphotos).toEqual([]);
    // Nothing was uploaded twice for it.
    const rows = await t.ctx.db.select().from(uploads);
    expect(rows.filter((r) => `/${r.path}` === img)).toHaveLength(1);
  });
});
