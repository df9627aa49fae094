/**
 * A member with something in every corner of the site (profile, avatar, photos, a background,
 * trends, comments, mail, chat, follows, a block, a gift, credits), and the texts they wrote, for
 * the privacy tests: an erasure must leave none of it, an archive must hold all of it.
 */
import {
  Calls,
  ChatCalls,
  FeedCalls,
  GiftCalls,
  type GiftCategory,
  type ImageUpload,
  MemberCalls,
  Opt,
} from "@site/contracts";
import sharp from "sharp";
import { expect } from "vitest";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, upload } from "./helper.ts";
import { connect } from "./socket-client.ts";

export type Member = Awaited<ReturnType<typeof signUp>>;

export interface RichMember extends Member {
  /** Every text the member wrote, each unique to this member. */
  texts: string[];
  /** The paths (site-relative, no leading slash) of the files they uploaded. */
  files: string[];
}

async function picture(colour: string, side = 400): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function uploadImage(t: TestApp, m: Member, colour: string): Promise<string> {
  const answer = await upload<ImageUpload>(t, Calls.uploadImage, m.token, {
    field: "file",
    name: "p.png",
    type: "image/png",
    data: await picture(colour),
  });
  expect(answer.status).toBe(200);
  return answer.data?.url ?? "";
}

/** Registers `m` and gives them a life on the site with `peer` (who gets mail, chat, a gift, a follow). */
export async function richMember(t: TestApp, peer: Member, third: Member): Promise<RichMember> {
  const tag = Math.random().toString(36).slice(2, 8);
  const m = await signUp(t, { interest: "a,c" });
  // Gold, both: mail and chat need the tier's flags.
  for (const who of [m, peer]) await runAdminCommand(t.ctx, "set-vip", [who.username, "2", "1"]);
  const texts = {
    signature: `sig${tag} hello`,
    trend: `trend${tag} a walk by the river`,
    comment: `comment${tag} lovely light`,
    mail: `mail${tag} shall we meet`,
    chat: `chat${tag} see you at eight`,
    gift: `gift${tag} for you`,
  };
  expect(
    (await t.call(Calls.changeSignature, { signature: texts.signature }, { token: m.token })).status,
  ).toBe(200);
  // The avatar.
  const avatar = await upload<string>(t, Calls.uploadAvatar, m.token, {
    field: "img",
    name: "a.png",
    type: "image/png",
    data: await picture("#c36", 320),
  });
  expect(avatar.status).toBe(200);
  // A photo in the album, a trend with a picture, a background.
  const photo = await uploadImage(t, m, "#36c");
  expect((await t.call(FeedCalls.postPhoto, { img: photo }, { token: m.token })).status).toBe(200);
  const trendImg = await uploadImage(t, m, "#3c6");
  expect(
    (await t.call(FeedCalls.postTrend, { content: texts.trend, img: trendImg }, { token: m.token })).status,
  ).toBe(200);
  const back = await uploadImage(t, m, "#c93");
  expect((await t.call(FeedCalls.postBackPhoto, { img: back }, { token: m.token })).status).toBe(200);
  // A comment on the peer's photo.
  const peerPhoto = await uploadImage(t, peer, "#999");
  const pid = (await t.call<{ pid: number }>(FeedCalls.postPhoto, { img: peerPhoto }, { token: peer.token }))
    .data?.pid;
  expect(
    (await t.call(FeedCalls.commentPhoto, { id: pid, content: texts.comment }, { token: m.token })).status,
  ).toBe(200);
  // Mail and chat with the peer, both ways.
  expect(
    (await t.call(ChatCalls.mailSend, { email: peer.username, content: texts.mail }, { token: m.token }))
      .status,
  ).toBe(200);
  expect(
    (await t.call(ChatCalls.mailSend, { email: m.username, content: `reply${tag}` }, { token: peer.token }))
      .status,
  ).toBe(200);
  const socket = await connect(t.app, m.token);
  socket.send({ opt: Opt.send, uid: peer.id, type: "txt", txt: texts.chat, cid: `c${tag}` });
  const sent = await socket.next((msg) => msg.opt === Opt.send, 5000);
  socket.close();
  // The peer reports that message: the report keeps its words as evidence.
  const messageId = sent.opt === Opt.send ? Number(sent.data.id) : 0;
  expect(
    (
      await t.call(
        MemberCalls.report,
        { userid: m.id, type: 1, message_id: messageId },
        { token: peer.token },
      )
    ).status,
  ).toBe(200);
  // Follows, a block, a gift paid with credits.
  expect((await t.call(MemberCalls.like, { target_id: peer.id }, { token: m.token })).status).toBe(200);
  expect((await t.call(MemberCalls.like, { target_id: m.id }, { token: peer.token })).status).toBe(200);
  expect((await t.call(MemberCalls.block, { target_id: third.id }, { token: m.token })).status).toBe(200);
  expect((await runAdminCommand(t.ctx, "credits", [m.username, "50", "welcome"])).ok).toBe(true);
  const store = (await t.call<GiftCategory[]>(GiftCalls.store, {}, { token: m.token })).data ?? [];
  const gift = store.flatMap((c) => c.gifts)[0];
  expect(
    (
      await t.call(
        GiftCalls.give,
        { username: peer.username, message: texts.gift, number: 1, giftid: gift?.id },
        { token: m.token },
      )
    ).status,
  ).toBe(200);
  const strip = (p: string) => p.replace(/^\//, "");
  return {
    ...m,
    texts: Object.values(texts),
    files: [avatar.data ?? "", photo, trendImg, back].map(strip).filter(Boolean),
  };
}
