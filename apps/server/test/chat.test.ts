/**
 * The chat socket (spec §4): every opt code, the rules on the server (bans, blocks, the free
 * allowance, paid-only images), persistence before the acknowledgement, idempotent resends,
 * unread counts, deleting a conversation, history, presence and customer service.
 */
import {
  CHAT_HISTORY_PAGE,
  CHAT_SEND_HOLD_MS,
  CHAT_SEND_LIMIT,
  CHAT_TEXT_MAX,
  type ChatContact,
  type ChatMessage,
  FREE_CHATS_PER_DAY,
  OPT_REFUSED,
  Opt,
  type ServerMessage,
  SocketClose,
} from "@site/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessageWriter } from "../src/chat/writer.ts";
import { chatMessages, uploads } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { serviceAccount } from "../src/services/system-accounts.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";
import { connect, type TestSocket, wsBase } from "./socket-client.ts";

type Member = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
const open: TestSocket[] = [];
async function socket(token: string, options: Parameters<typeof connect>[2] = {}) {
  const s = await connect(t.app, token, options);
  open.push(s);
  return s;
}
async function gold(overrides: Record<string, unknown> = {}) {
  const m = await signUp(t, overrides);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}
async function free(overrides: Record<string, unknown> = {}) {
  return signUp(t, overrides);
}

let seq = 0;
const cid = () => `c${++seq}-${Math.random().toString(36).slice(2, 8)}`;
const isMessage = (m: ServerMessage, id: string) => m.opt === Opt.send && m.data.cid === id;
const refusal = (m: ServerMessage, id: string) => m.opt === OPT_REFUSED && m.cid === id;

async function stored(sender: number, clientId: string) {
  return t.ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, sender), eq(chatMessages.clientId, clientId)));
}

/** Sends `count` messages at once; answers their ids and, in the same order, each one's answer. */
async function burst(from: TestSocket, to: number, count: number, txt: string) {
  const ids = Array.from({ length: count }, () => cid());
  for (const id of ids) from.send({ opt: Opt.send, uid: to, type: "txt", txt, cid: id });
  const answers = await Promise.all(
    ids.map((id) => from.next((m) => isMessage(m, id) || refusal(m, id), 10_000)),
  );
  return { ids, answers };
}

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

describe("the handshake", () => {
  it("answers both inits with the member's id, and sends the contact list once", async () => {
    const a = await gold();
    const s = await socket(a.token, { init: false });
    s.send({ opt: Opt.init, uid: a.id, hasInit: false });
    s.send({ opt: Opt.init, uid: a.id, hasInit: true });
    await s.next((m) => m.opt === Opt.init && m.uid === a.id);
    await s.next((m) => m.opt === Opt.init && m.uid === a.id);
    const list = await s.next<Extract<ServerMessage, { opt: 0 }>>((m) => m.opt === Opt.open);
    expect(list.full).toBe(true);
    expect(list.data).toEqual([]);
    s.send({ opt: Opt.heartbeat });
    await s.next((m) => m.opt === Opt.heartbeat);
    expect(s.received.filter((m) => m.opt === Opt.open)).toHaveLength(1);
  });

  it("refuses a missing or unknown token and a foreign origin", async () => {
    const a = await gold();
    const base = await wsBase(t.app);
    expect(await (await connect(base, "nope", { init: false })).closed).toBe(SocketClose.sessionInvalid);
    expect(await (await connect(base, "", { init: false })).closed).toBe(SocketClose.sessionInvalid);
    const foreign = await connect(base, a.token, { init: false, origin: "https://evil.example" });
    expect(await foreign.closed).toBe(SocketClose.originRefused);
  });

  it("refuses a member still under review", async () => {
    const pending = await signUp(t, {}, { approve: false });
    const s = await connect(t.app, pending.token, { init: false });
    expect(await s.closed).toBe(SocketClose.sessionInvalid);
  });

  it("answers heartbeats with the chat state, and closes on opt 6", async () => {
    const a = await gold();
    const s = await socket(a.token);
    s.send({ opt: Opt.heartbeat });
    expect(await s.next((m) => m.opt === Opt.heartbeat)).toEqual({ opt: Opt.heartbeat, chat_state: 0 });
    s.send({ opt: Opt.logout });
    expect(await s.closed).toBe(SocketClose.loggedOut);
  });

  it("keeps a connection open after garbage and unknown operations", async () => {
    const a = await gold();
    const s = await socket(a.token);
    s.send("{not json");
    expect((await s.next((m) => m.opt === OPT_REFUSED)) as { key: string }).toMatchObject({
      key: "chat.notJson",
    });
    s.send({ opt: 4242 });
    expect((await s.next((m) => m.opt === OPT_REFUSED)) as { key: string }).toMatchObject({
      key: "chat.unknownOpt",
    });
    s.send("[1,2]");
    await s.next((m) => m.opt === OPT_REFUSED);
    s.send({ opt: Opt.heartbeat });
    await s.next((m) => m.opt === Opt.heartbeat);
  });
});

describe("sending", () => {
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    a = await gold({ sex: 1 });
    b = await gold({ sex: 0 });
  });

  it("stores a message before acknowledging it, and delivers it to every connection of both", async () => {
    const sa = await socket(a.token);
    const sa2 = await socket(a.token);
    const sb = await socket(b.token);
    const sb2 = await socket(b.token);
    const id = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "你好 [smile]", cid: id });
    const ack = await sa.next<Extract<ServerMessage, { opt: 1 }>>((m) => isMessage(m, id));
    // The acknowledgement arrives only once the row exists.
    expect(await stored(a.id, id)).toHaveLength(1);
    expect(ack.data).toMatchObject({
      sender_id: a.id,
      reciver_id: b.id,
      content: "你好 [smile]",
      type: "txt",
    });
    for (const other of [sa2, sb, sb2]) {
      expect((await other.next<Extract<ServerMessage, { opt: 1 }>>((m) => isMessage(m, id))).data.id).toBe(
        ack.data.id,
      );
    }
  });

  it("stores a resent message once and acknowledges it with the same id, also after a reconnect", async () => {
    const sa = await socket(a.token);
    const id = cid();
    const message = { opt: Opt.send, uid: b.id, type: "txt", txt: "only once", cid: id };
    sa.send(message);
    sa.send(message);
    const first = await sa.next<Extract<ServerMessage, { opt: 1 }>>((m) => isMessage(m, id));
    const second = await sa.next<Extract<ServerMessage, { opt: 1 }>>((m) => isMessage(m, id));
    expect(second.data.id).toBe(first.data.id);
    sa.close();
    const again = await socket(a.token);
    again.send(message);
    expect((await again.next<Extract<ServerMessage, { opt: 1 }>>((m) => isMessage(m, id))).data.id).toBe(
      first.data.id,
    );
    expect(await stored(a.id, id)).toHaveLength(1);
  });

  it("delivers a resent message found already stored to its receiver too, not only to the sender", async () => {
    // An instance stored the message and died before acknowledging or delivering it: the row is
    // there, nobody was told. The sender's client resends it (same cid) to an instance left.
    const sb = await socket(b.token);
    const id = cid();
    const writer = new MessageWriter(t.ctx.db);
    const first = await writer.write(
      {
        sender: a.id,
        receiver: b.id,
        type: "txt",
        content: "stored, then the instance died",
        img: "",
        cid: id,
      },
      t.ctx.now(),
    );
    expect(first.status).toBe("stored");
    const sa = await socket(a.token);
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "stored, then the instance died", cid: id });
    const ack = await sa.next<Extract<ServerMessage, { opt: 1 }>>((m) => isMessage(m, id));
    const got = await sb.next<Extract<ServerMessage, { opt: 1 }>>((m) => isMessage(m, id));
    expect(got.data.id).toBe(ack.data.id);
    expect(got.from?.uid).toBe(a.id);
    expect(await stored(a.id, id)).toHaveLength(1);
  });

  it("keeps a message sent just before the connection died, once", async () => {
    const sa = await socket(a.token);
    const id = cid();
    const message = { opt: Opt.send, uid: b.id, type: "txt", txt: "sent while the tunnel came", cid: id };
    sa.send(message);
    sa.ws.terminate();
    // The client never saw the ack; it resends on its next connection.
    const again = await socket(a.token);
    again.send(message);
    await again.next((m) => isMessage(m, id));
    await expect.poll(async () => (await stored(a.id, id)).length).toBe(1);
  });

  it("stores messages crossing in opposite directions at once, every one (no deadlock)", async () => {
    // Members of their own: thirty messages would use up the shared pair's send limit.
    const a = await gold({ sex: 1 });
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    const sb = await socket(b.token);
    const ids: [TestSocket, string][] = [];
    for (let i = 0; i < 15; i++) {
      for (const [from, to] of [
        [sa, b],
        [sb, a],
      ] as const) {
        const id = cid();
        ids.push([from, id]);
        from.send({ opt: Opt.send, uid: to.id, type: "txt", txt: `crossing ${i}`, cid: id });
      }
    }
    for (const [from, id] of ids) await from.next((m) => isMessage(m, id), 10_000);
    expect(sa.received.filter((m) => m.opt === OPT_REFUSED)).toHaveLength(0);
    expect(sb.received.filter((m) => m.opt === OPT_REFUSED)).toHaveLength(0);
  });

  it("refuses a flood beyond the send limit before any work, and stores what it let through", async () => {
    // Members of their own: the limit is the member's, across their connections.
    const a = await gold({ sex: 1 });
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    const other = await socket(a.token);
    const flood = burst(sa, b.id, CHAT_SEND_LIMIT.burst + 10, "flood");
    // Another connection of the same member shares the limit: asked as soon as the flood has
    // emptied the bucket (its first refusal), before the stored ones are acknowledged, since the
    // bucket refills meanwhile.
    await expect
      .poll(() => sa.received.some((m) => m.opt === OPT_REFUSED), { timeout: 10_000, interval: 2 })
      .toBe(true);
    // Fifteen: the bucket refills 10 a second, and a busy machine may take a while to carry them.
    const more = Array.from({ length: 15 }, () => cid());
    for (const id of more) other.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "again", cid: id });
    const second = await Promise.all(more.map((id) => other.next((m) => isMessage(m, id) || refusal(m, id))));
    expect(second.some((m) => m.opt === OPT_REFUSED && m.key === "chat.tooFast")).toBe(true);
    const { answers } = await flood;
    const refused = answers.filter((m) => m.opt === OPT_REFUSED);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused.every((m) => m.opt === OPT_REFUSED && m.key === "chat.tooFast")).toBe(true);
    const acked = answers.filter((m) => m.opt === Opt.send);
    expect(acked.length).toBeGreaterThanOrEqual(CHAT_SEND_LIMIT.burst);
    for (const m of acked)
      if (m.opt === Opt.send) expect(await stored(a.id, m.data.cid ?? "")).toHaveLength(1);
    for (const m of refused)
      if (m.opt === OPT_REFUSED) expect(await stored(a.id, m.cid ?? "")).toHaveLength(0);
    // Time refills the bucket; the first refused message goes first, then the rest may follow.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const first = refused[0]?.opt === OPT_REFUSED ? (refused[0].cid ?? "") : "";
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "flood", cid: first });
    await sa.next((m) => isMessage(m, first));
    const later = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "calmer now", cid: later });
    await sa.next((m) => isMessage(m, later));
  });

  it("keeps a burst in order: what follows a refused message waits until it comes again", async () => {
    const a = await gold({ sex: 1 });
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    const { ids, answers } = await burst(sa, b.id, CHAT_SEND_LIMIT.burst + 5, "burst");
    // Once one is refused, every later one of the burst is refused as well.
    const firstRefused = answers.findIndex((m) => m.opt === OPT_REFUSED);
    expect(firstRefused).toBeGreaterThanOrEqual(CHAT_SEND_LIMIT.burst);
    expect(answers.slice(firstRefused).every((m) => m.opt === OPT_REFUSED)).toBe(true);
    const k = ids[firstRefused] ?? "";
    // A token has come back by now, but the next message would overtake the refused one.
    await new Promise((resolve) => setTimeout(resolve, 2 * (1000 / CHAT_SEND_LIMIT.perSecond)));
    const next = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "after", cid: next });
    const early = await sa.next((m) => isMessage(m, next) || refusal(m, next));
    expect(early.opt === OPT_REFUSED && early.key).toBe("chat.tooFast");
    expect(await stored(a.id, next)).toHaveLength(0);
    // The refused one comes again and is taken; then the one behind it.
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "burst", cid: k });
    await sa.next((m) => isMessage(m, k));
    await new Promise((resolve) => setTimeout(resolve, 1000 / CHAT_SEND_LIMIT.perSecond + 20));
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "after", cid: next });
    await sa.next((m) => isMessage(m, next));
    const [kRow] = await stored(a.id, k);
    const [nextRow] = await stored(a.id, next);
    expect(Number(nextRow?.id)).toBeGreaterThan(Number(kRow?.id));
  });

  it("stops holding a connection's sends when the refused message never comes again", async () => {
    const a = await gold({ sex: 1 });
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    // Ten over the burst: on a busy machine a token may come back while the burst is being read,
    // but once one is refused, the rest are held behind it.
    const { answers } = await burst(sa, b.id, CHAT_SEND_LIMIT.burst + 10, "burst");
    expect(answers.at(-1)?.opt).toBe(OPT_REFUSED);
    await new Promise((resolve) => setTimeout(resolve, CHAT_SEND_HOLD_MS + 100));
    const later = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "gave up on that one", cid: later });
    await sa.next((m) => isMessage(m, later));
  });

  it("refuses empty, too long and malformed messages with a reason, storing nothing", async () => {
    // A sender of its own: these many sends must not use up the shared sender's send limit.
    const a = await gold({ sex: 1 });
    const sa = await socket(a.token);
    const cases: [object, string][] = [
      [{ type: "txt", txt: "   " }, "chat.contentEmpty"],
      [{ type: "txt", txt: "x".repeat(CHAT_TEXT_MAX + 1) }, "errors.tooLong"],
      [{ type: "video", txt: "hi" }, "errors.invalid"],
      // PostgreSQL text cannot hold NUL: refused up front, never a failed write.
      [{ type: "txt", txt: "nul\u0000here" }, "errors.invalid"],
      // Half a surrogate pair would be stored as U+FFFD while the live copy kept it.
      [{ type: "txt", txt: "half \ud83d pair" }, "errors.invalid"],
      [{ type: "img", img: "" }, "chat.contentEmpty"],
      [{ type: "img", img: "/uploads/chat/not-mine.webp" }, "chat.imageInvalid"],
      [{ type: "img", img: "https://evil.example/x.png" }, "chat.imageInvalid"],
    ];
    for (const [fields, key] of cases) {
      const id = cid();
      sa.send({ opt: Opt.send, uid: b.id, cid: id, ...fields });
      expect(await sa.next((m) => refusal(m, id))).toMatchObject({ key });
      expect(await stored(a.id, id)).toHaveLength(0);
    }
    // A client id with half a surrogate pair could never be matched with its stored copy.
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "odd id", cid: "half\ud83d" });
    expect(await sa.next((m) => m.opt === OPT_REFUSED && m.cid === undefined)).toMatchObject({
      key: "errors.invalid",
    });
    expect(await stored(a.id, "half\ud83d")).toHaveLength(0);
  });

  it("refuses a recipient id beyond any member's without failing the messages read beside it", async () => {
    const a = await gold({ sex: 1 });
    const sa = await socket(a.token);
    const [far, near] = [cid(), cid()];
    // Read in the same batch: an id PostgreSQL's int cannot hold must not fail the batch's read.
    sa.send({ opt: Opt.send, uid: 2 ** 40, type: "txt", txt: "nobody", cid: far });
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "somebody", cid: near });
    expect(await sa.next((m) => refusal(m, far))).toMatchObject({ key: "chat.blocked" });
    await sa.next((m) => isMessage(m, near));
    expect(await stored(a.id, near)).toHaveLength(1);
  });

  it("sends an image the member uploaded, and not one another member uploaded", async () => {
    await t.ctx.db.insert(uploads).values([
      { userId: a.id, path: "uploads/chat/a-1.webp", kind: "chat", mime: "image/webp", bytes: 10 },
      { userId: b.id, path: "uploads/chat/b-1.webp", kind: "chat", mime: "image/webp", bytes: 10 },
    ]);
    const sa = await socket(a.token);
    const mine = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "img", img: "/uploads/chat/a-1.webp", cid: mine });
    expect((await sa.next<Extract<ServerMessage, { opt: 1 }>>((m) => isMessage(m, mine))).data).toMatchObject(
      {
        type: "img",
        img: "/uploads/chat/a-1.webp",
      },
    );
    const theirs = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "img", img: "/uploads/chat/b-1.webp", cid: theirs });
    expect(await sa.next((m) => refusal(m, theirs))).toMatchObject({ key: "chat.imageInvalid" });
  });

  it("refuses oneself, unknown members and members under review as recipients", async () => {
    const sa = await socket(a.token);
    const pending = await signUp(t, {}, { approve: false });
    for (const uid of [a.id, 987654, pending.id, -1, "x"]) {
      const id = cid();
      sa.send({ opt: Opt.send, uid, type: "txt", txt: "hello", cid: id });
      expect(await sa.next((m) => refusal(m, id))).toMatchObject({ key: "chat.blocked" });
    }
  });
});

describe("the rules", () => {
  it("refuses a member banned from chat, and tells their connection", async () => {
    const a = await gold();
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    await runAdminCommand(t.ctx, "ban-chat", [a.username]);
    const id = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "let me in", cid: id });
    expect(await sa.next((m) => refusal(m, id))).toMatchObject({ key: "chat.banned" });
    expect(await sa.next((m) => m.opt === Opt.heartbeat)).toEqual({ opt: Opt.heartbeat, chat_state: 1 });
    expect(await stored(a.id, id)).toHaveLength(0);
    await runAdminCommand(t.ctx, "unban-chat", [a.username]);
    const after = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "thanks", cid: after });
    await sa.next((m) => isMessage(m, after));
  });

  it("refuses a blocked pair in both directions", async () => {
    const a = await gold();
    const b = await gold({ sex: 0 });
    expect((await t.call("/member/block/block", { target_id: b.id }, { token: a.token })).status).toBe(200);
    const sa = await socket(a.token);
    const sb = await socket(b.token);
    for (const [from, to] of [
      [sa, b],
      [sb, a],
    ] as const) {
      const id = cid();
      from.send({ opt: Opt.send, uid: to.id, type: "txt", txt: "hello?", cid: id });
      expect(await from.next((m) => refusal(m, id))).toMatchObject({ key: "chat.blocked" });
    }
    sa.send({ opt: Opt.open, uid: b.id });
    expect(await sa.next((m) => m.opt === OPT_REFUSED)).toMatchObject({ key: "answers.memberNotFound" });
  });

  it("counts a ban, a block and a suspension made while messages flow for the very next message", async () => {
    // The members and the pair are read (and kept for a few seconds) by the first messages; each
    // change must still count at once.
    const a = await gold();
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    const sb = await socket(b.token);
    const say = async (from: TestSocket, to: Member, txt: string) => {
      const id = cid();
      from.send({ opt: Opt.send, uid: to.id, type: "txt", txt, cid: id });
      return from.next((m) => isMessage(m, id) || refusal(m, id));
    };
    expect((await say(sa, b, "hello")).opt).toBe(Opt.send);
    expect((await say(sb, a, "hi")).opt).toBe(Opt.send);

    await runAdminCommand(t.ctx, "ban-chat", [a.username]);
    expect(await say(sa, b, "banned now")).toMatchObject({ key: "chat.banned" });
    await runAdminCommand(t.ctx, "unban-chat", [a.username]);
    expect((await say(sa, b, "back")).opt).toBe(Opt.send);

    expect((await t.call("/member/block/block", { target_id: a.id }, { token: b.token })).status).toBe(200);
    expect(await say(sa, b, "blocked now")).toMatchObject({ key: "chat.blocked" });
    expect(await say(sb, a, "and this way")).toMatchObject({ key: "chat.blocked" });
    expect((await t.call("/member/block/block", { target_id: a.id }, { token: b.token })).status).toBe(200);
    expect((await say(sa, b, "unblocked")).opt).toBe(Opt.send);

    // The recipient's account disabled: no longer reachable, and nothing stored for them.
    await runAdminCommand(t.ctx, "disable", [b.username]);
    expect(await say(sa, b, "gone?")).toMatchObject({ key: "chat.blocked" });
    const [last] = sa.received.filter((m) => m.opt === OPT_REFUSED).slice(-1);
    expect(await stored(a.id, (last as { cid: string }).cid)).toHaveLength(0);
  });
  it("refuses exactly the blocked pairs among messages read in one batch, and delivers the rest", async () => {
    // Members and blocks are one batched read: the answers must not cross between messages.
    const [a, b, c, d] = await Promise.all([gold(), gold({ sex: 0 }), gold(), gold({ sex: 0 })]);
    expect((await t.call("/member/block/block", { target_id: a.id }, { token: b.token })).status).toBe(200);
    const [sa, sb, sc, sd] = await Promise.all([
      socket(a.token),
      socket(b.token),
      socket(c.token),
      socket(d.token),
    ]);
    const sends = [
      { from: sa, to: b, id: cid(), blocked: true },
      { from: sc, to: d, id: cid(), blocked: false },
      { from: sb, to: a, id: cid(), blocked: true },
      { from: sd, to: c, id: cid(), blocked: false },
      { from: sa, to: d, id: cid(), blocked: false },
      { from: sc, to: b, id: cid(), blocked: false },
    ];
    // All at once: their reads gather into the same batch.
    for (const { from, to, id } of sends)
      from.send({ opt: Opt.send, uid: to.id, type: "txt", txt: "hi", cid: id });
    for (const { from, to, id, blocked } of sends) {
      const answer = await from.next((m) => isMessage(m, id) || refusal(m, id));
      if (blocked) expect(answer).toMatchObject({ opt: OPT_REFUSED, key: "chat.blocked", uid: to.id });
      else expect(answer).toMatchObject({ opt: Opt.send, data: { reciver_id: to.id, cid: id } });
    }
  });

  it(`gives a free member ${FREE_CHATS_PER_DAY} messages a day, then opt 7; images need a paid tier (opt 8)`, async () => {
    const a = await free();
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    for (let i = 0; i < FREE_CHATS_PER_DAY; i++) {
      const id = cid();
      sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: `message ${i}`, cid: id });
      await sa.next((m) => isMessage(m, id));
    }
    const over = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "one more", cid: over });
    expect(await sa.next((m) => m.opt === Opt.noFreeChat)).toMatchObject({
      uid: b.id,
      cid: over,
      key: "chat.noFreeChat",
    });
    expect(await stored(a.id, over)).toHaveLength(0);

    await t.ctx.db.insert(uploads).values({
      userId: a.id,
      path: `uploads/chat/free-${a.id}.webp`,
      kind: "chat",
      mime: "image/webp",
      bytes: 1,
    });
    const img = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "img", img: `/uploads/chat/free-${a.id}.webp`, cid: img });
    expect(await sa.next((m) => m.opt === Opt.needsUpgrade)).toMatchObject({
      cid: img,
      key: "chat.needUpgrade",
    });

    // The allowance is per day.
    t.advance(86_400_000);
    const tomorrow = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "a new day", cid: tomorrow });
    await sa.next((m) => isMessage(m, tomorrow));
    t.advance(-86_400_000);
  });

  it("never meters a paid member with free chat, nor anyone talking to customer service", async () => {
    const a = await free();
    const service = await serviceAccount(t.ctx.db);
    const sa = await socket(a.token);
    for (let i = 0; i < FREE_CHATS_PER_DAY + 2; i++) {
      const id = cid();
      sa.send({ opt: Opt.send, uid: service.id, type: "txt", txt: `help ${i}`, cid: id });
      await sa.next((m) => isMessage(m, id));
    }
  });
});

describe("conversations", () => {
  it("counts unread messages, and opening the conversation resets them", async () => {
    const a = await gold();
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    for (let i = 0; i < 3; i++) {
      const id = cid();
      sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: `unread ${i}`, cid: id });
      await sa.next((m) => isMessage(m, id));
    }
    const sb = await socket(b.token);
    const list = sb.received.find((m) => m.opt === Opt.open) as { data: ChatContact[] };
    const contact = list.data.find((c) => c.uid === a.id);
    expect(contact).toMatchObject({ count: 3, content: "unread 2", username: a.username });
    expect(contact?.list.map((m) => m.content)).toEqual(["unread 0", "unread 1", "unread 2"]);
    sb.send({ opt: Opt.open, uid: a.id });
    const opened = await sb.next<Extract<ServerMessage, { opt: 0 }>>((m) => m.opt === Opt.open && !m.full);
    expect(opened.data[0]).toMatchObject({ uid: a.id, count: 0 });
    const later = await socket(b.token);
    const again = later.received.find((m) => m.opt === Opt.open) as { data: ChatContact[] };
    expect(again.data.find((c) => c.uid === a.id)?.count).toBe(0);
    // The sender's own list shows the conversation without unread messages.
    const mine = (await socket(a.token)).received.find((m) => m.opt === Opt.open) as { data: ChatContact[] };
    expect(mine.data.find((c) => c.uid === b.id)).toMatchObject({ count: 0, content: "unread 2" });
  });

  it("opening a conversation with someone new adds them to the list", async () => {
    const a = await gold();
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    sa.send({ opt: Opt.open, uid: b.id, address: "/w/home/chat" });
    const opened = await sa.next<Extract<ServerMessage, { opt: 0 }>>((m) => m.opt === Opt.open && !m.full);
    expect(opened.data[0]).toMatchObject({ uid: b.id, username: b.username, count: 0, list: [] });
  });

  it("deletes a conversation for one member only; a new message brings it back without the old ones", async () => {
    const a = await gold();
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    const sa2 = await socket(a.token);
    const first = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "before", cid: first });
    await sa.next((m) => isMessage(m, first));
    sa.send({ opt: Opt.remove, uid: b.id });
    // Both of a's devices drop it (opt 6 incoming: remove contact).
    await sa.next((m) => m.opt === Opt.logout && m.uid === b.id);
    await sa2.next((m) => m.opt === Opt.logout && m.uid === b.id);
    const listA = (await socket(a.token)).received.find((m) => m.opt === Opt.open) as { data: ChatContact[] };
    expect(listA.data.some((c) => c.uid === b.id)).toBe(false);
    const listB = (await socket(b.token)).received.find((m) => m.opt === Opt.open) as { data: ChatContact[] };
    expect(listB.data.find((c) => c.uid === a.id)?.list.map((m) => m.content)).toEqual(["before"]);
    sa.send({ opt: Opt.history, uid: b.id, create_time: Math.floor(Date.now() / 1000) + 10 });
    expect(await sa.next((m) => m.opt === Opt.history)).toMatchObject({ data: [], more: false });

    const sb = await socket(b.token);
    const reply = cid();
    sb.send({ opt: Opt.send, uid: a.id, type: "txt", txt: "after", cid: reply });
    await sb.next((m) => isMessage(m, reply));
    const back = (await socket(a.token)).received.find((m) => m.opt === Opt.open) as { data: ChatContact[] };
    expect(back.data.find((c) => c.uid === b.id)?.list.map((m) => m.content)).toEqual(["after"]);
  });

  it("pages history backwards from the oldest message shown", async () => {
    const a = await gold();
    const b = await gold({ sex: 0 });
    const sa = await socket(a.token);
    const total = CHAT_HISTORY_PAGE + 25;
    // More than the send limit lets through at once: stored as the socket stores them.
    const writer = new MessageWriter(t.ctx.db);
    for (let i = 0; i < total; i++) {
      await writer.write(
        { sender: a.id, receiver: b.id, type: "txt", content: `n${i}`, img: "", cid: cid() },
        t.ctx.now(),
      );
    }
    const list = (await socket(a.token)).received.find((m) => m.opt === Opt.open) as { data: ChatContact[] };
    const shown = list.data.find((c) => c.uid === b.id)?.list as ChatMessage[];
    const oldest = shown[0] as ChatMessage;
    sa.send({ opt: Opt.history, uid: b.id, create_time: oldest.create_time, before_id: oldest.id });
    const page = await sa.next<Extract<ServerMessage, { opt: 3 }>>((m) => m.opt === Opt.history);
    expect(page.data).toHaveLength(CHAT_HISTORY_PAGE);
    expect(page.more).toBe(true);
    expect(page.data.at(-1)?.content).toBe(`n${total - shown.length - 1}`);
    const next = page.data[0] as ChatMessage;
    sa.send({ opt: Opt.history, uid: b.id, create_time: next.create_time, before_id: next.id });
    const last = await sa.next<Extract<ServerMessage, { opt: 3 }>>((m) => m.opt === Opt.history);
    expect(last.more).toBe(false);
    expect(last.data[0]?.content).toBe("n0");
  });
});

describe("presence", () => {
  it("tells the members who list someone when they come and go, and hides a hidden member", async () => {
    const a = await gold({ sex: 1 });
    const b = await gold({ sex: 0 });
    const sb = await socket(b.token);
    sb.send({ opt: Opt.open, uid: a.id });
    await sb.next((m) => m.opt === Opt.open && !m.full);
    const sa = await socket(a.token);
    expect(await sb.next((m) => m.opt === Opt.presence && m.uid === a.id)).toMatchObject({ is_online: 1 });
    const second = await socket(a.token);
    second.close();
    await second.closed;
    // Still one connection open: no change announced.
    sa.send({ opt: Opt.heartbeat });
    await sa.next((m) => m.opt === Opt.heartbeat);
    expect(sb.received.filter((m) => m.opt === Opt.presence)).toHaveLength(1);

    expect(
      (await t.call("/member/index/changeonlinestatus", { onlinestatus: 1 }, { token: a.token })).status,
    ).toBe(200);
    sa.send({ opt: Opt.statusHidden, uid: a.id });
    expect(await sb.next((m) => m.opt === Opt.presence && m.uid === a.id)).toMatchObject({ is_online: 0 });
    await t.call("/member/index/changeonlinestatus", { onlinestatus: 0 }, { token: a.token });
    sa.send({ opt: Opt.statusVisible, uid: a.id });
    expect(await sb.next((m) => m.opt === Opt.presence && m.uid === a.id)).toMatchObject({ is_online: 1 });
    sa.close();
    expect(await sb.next((m) => m.opt === Opt.presence && m.uid === a.id)).toMatchObject({ is_online: 0 });
  });

  it("drops a connection silent for three heartbeats", async () => {
    const quick = await testApp({}, { heartbeatMs: 100 });
    try {
      const a = await signUp(quick);
      const s = await connect(quick.app, a.token);
      const started = Date.now();
      expect(await s.closed).toBe(1006);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      const alive = await connect(quick.app, a.token);
      const beat = setInterval(() => alive.send({ opt: Opt.heartbeat }), 50);
      await new Promise((r) => setTimeout(r, 600));
      clearInterval(beat);
      expect(alive.ws.readyState).toBe(alive.ws.OPEN);
      alive.close();
    } finally {
      await quick.close();
    }
  });
});

describe("customer service", () => {
  it("lets staff answer members as the service account, through the same protocol", async () => {
    const member = await free();
    const service = await serviceAccount(t.ctx.db);
    const init = await t.call<{ service: { id: number } }>(
      "/member/index/initdata",
      {},
      { token: member.token },
    );
    expect(init.data?.service.id).toBe(service.id);
    const admin = await signUp(t);
    await t.ctx.db.execute(`update users set role = 'admin' where id = ${admin.id}`);
    const staff = await socket(admin.token, { as: "service" });
    expect(staff.received.find((m) => m.opt === Opt.init)).toMatchObject({ uid: service.id });

    const sm = await socket(member.token);
    const ask = cid();
    sm.send({ opt: Opt.send, uid: service.id, type: "txt", txt: "How do I upgrade?", cid: ask });
    const question = await staff.next<Extract<ServerMessage, { opt: 1 }>>((m) => isMessage(m, ask));
    expect(question.data.sender_id).toBe(member.id);
    const answer = cid();
    staff.send({ opt: Opt.send, uid: member.id, type: "txt", txt: "From the upgrade page.", cid: answer });
    expect(
      (await sm.next<Extract<ServerMessage, { opt: 1 }>>((m) => isMessage(m, answer))).data,
    ).toMatchObject({
      sender_id: service.id,
      content: "From the upgrade page.",
    });
    const list = (await socket(member.token)).received.find((m) => m.opt === Opt.open) as {
      data: ChatContact[];
    };
    expect(list.data.find((c) => c.uid === service.id)).toMatchObject({ service: 1, os_online: 1 });
  });

  it("does not let a member speak as the service account", async () => {
    const member = await free();
    const s = await socket(member.token, { as: "service" });
    expect(s.received.find((m) => m.opt === Opt.init)).toMatchObject({ uid: member.id });
  });
});

describe("chat images", () => {
  function multipartBody(name: string, type: string, content: Buffer) {
    const boundary = `----test${Math.random().toString(16).slice(2)}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      boundary,
      body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    };
  }
  async function upload(token: string, name: string, type: string, content: Buffer) {
    const { boundary, body } = multipartBody(name, type, content);
    const res = await t.app.inject({
      method: "POST",
      url: "/member/chat/upload",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBeLessThan(500);
    return res.json() as {
      status: number;
      key?: string;
      data?: { path: string; width: number; height: number };
    };
  }

  it("re-encodes an upload without its metadata, and the path can be sent", async () => {
    const sharp = (await import("sharp")).default;
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#c05" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret place" } } })
      .toBuffer();
    const a = await gold();
    const b = await gold({ sex: 0 });
    const answer = await upload(a.token, "holiday.jpg", "image/jpeg", photo);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ width: 1600, height: 800 });
    const served = await t.app.inject({ method: "GET", url: answer.data?.path ?? "" });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();

    const sa = await socket(a.token);
    const id = cid();
    sa.send({ opt: Opt.send, uid: b.id, type: "img", img: answer.data?.path, cid: id });
    await sa.next((m) => isMessage(m, id));
  });

  it("refuses what is not an image whatever its name, and callers without a session", async () => {
    const a = await gold();
    const fake = await upload(
      a.token,
      "cat.png",
      "image/png",
      Buffer.from("#!/bin/sh\necho not a picture\n"),
    );
    expect(fake).toMatchObject({ status: 415, key: "upload.notImage" });
    const anonymous = await upload("nope", "cat.png", "image/png", Buffer.from("x"));
    expect(anonymous.status).toBe(0);
  });
});
