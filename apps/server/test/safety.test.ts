/**
 * Member safety (issue 15): a report may name the chat message or mail it is about (kept as evidence,
 * only when the reporter received it from the reported member), and a new account may start only
 * FIRST_CONTACT_LIMIT.conversations new conversations, by chat or mail, in its first hours.
 */
import { ChatSocket } from "@site/api-client";
import {
  AdminCalls,
  ChatCalls,
  FIRST_CONTACT_LIMIT,
  MailSendStatus,
  MemberCalls,
  OPT_REFUSED,
  Opt,
  type ReportCase,
  ReportStatus,
  type ServerMessage,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { chatMessages, mails, reports, users } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { makeStaff, signUp, type TestApp, testApp } from "./helper.ts";
import { connect, type TestSocket, wsBase } from "./socket-client.ts";

type Member = Awaited<ReturnType<typeof signUp>>;
type SendAnswer = Extract<ServerMessage, { opt: typeof Opt.send }> | Extract<ServerMessage, { opt: -1 }>;

const HOUR = 3_600_000;
let t: TestApp;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await testApp();
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await t.close();
});

/** A gold member (chat and mail without limits of tier), approved now on the test clock. */
async function gold(): Promise<Member> {
  const m = await signUp(t);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}

/** An account that has been on the site for a week: the first-contact limit is behind it. */
async function settled(): Promise<Member> {
  const m = await gold();
  const weekAgo = new Date(t.ctx.now().getTime() - 7 * 24 * HOUR);
  await t.ctx.db.update(users).set({ approvedAt: weekAgo, createdAt: weekAgo }).where(eq(users.id, m.id));
  return m;
}

async function socketOf(m: Member) {
  const s = await connect(t.app, m.token);
  open.push(s);
  return s;
}

let seq = 0;
/** Sends one chat message and answers the server's answer to it: the stored copy or a refusal. */
async function chat(from: TestSocket, to: Member, txt: string): Promise<SendAnswer> {
  const cid = `s${++seq}`;
  from.send({ opt: Opt.send, uid: to.id, type: "txt", txt, cid });
  return from.next<SendAnswer>(
    (m) => (m.opt === Opt.send && m.data.cid === cid) || (m.opt === OPT_REFUSED && m.cid === cid),
    10_000,
  );
}

const mail = (from: Member, to: Member, content: string) =>
  t.call(ChatCalls.mailSend, { email: to.username, content }, { token: from.token });

const report = (by: Member, payload: Record<string, unknown>) =>
  t.call(MemberCalls.report, payload, { token: by.token });

const reportsOf = (reporter: Member) =>
  t.ctx.db.select().from(reports).where(eq(reports.reporterId, reporter.id));

describe("a report names the message it is about", () => {
  it("keeps a received chat message as evidence, and the queue shows it", async () => {
    const [me, scammer] = [await settled(), await settled()];
    const text = "Add me on WhatsApp +886 912 345 678, I have an investment for you";
    const sent = await chat(await socketOf(scammer), me, text);
    if (sent.opt !== Opt.send) throw new Error(`not sent: ${JSON.stringify(sent)}`);

    const answer = await report(me, { userid: scammer.id, type: 1, message_id: sent.data.id });
    expect(answer).toMatchObject({ status: 200, key: "answers.reported" });
    const [row] = await reportsOf(me);
    expect(row).toMatchObject({
      targetId: scammer.id,
      type: 1,
      evidenceKind: "chat",
      evidenceId: sent.data.id,
      evidenceText: text,
      evidenceImg: "",
    });

    // The copy stays when the message itself is gone.
    await t.ctx.db.delete(chatMessages).where(eq(chatMessages.id, sent.data.id));
    const moderator = await makeStaff(t, await signUp(t), "moderator");
    const queue = await t.call<ReportCase[]>(
      AdminCalls.reportQueue,
      {},
      { token: moderator.token, json: true },
    );
    const mine = queue.data?.find((c) => c.id === row?.id);
    expect(mine?.evidence).toEqual({
      kind: "chat",
      content: text,
      img: "",
      create_time: sent.data.create_time,
    });
  });

  it("keeps a received picture's path as evidence", async () => {
    const [me, scammer] = [await settled(), await settled()];
    const [picture] = await t.ctx.db
      .insert(chatMessages)
      .values({ senderId: scammer.id, receiverId: me.id, type: "img", img: "/uploads/chat/qr-code.jpg" })
      .returning();
    const answer = await report(me, { userid: scammer.id, type: 1, message_id: picture?.id });
    expect(answer.status).toBe(200);
    expect((await reportsOf(me))[0]).toMatchObject({
      evidenceKind: "chat",
      evidenceText: "",
      evidenceImg: "/uploads/chat/qr-code.jpg",
    });
  });

  it("keeps a received mail as evidence", async () => {
    const [me, scammer] = [await settled(), await settled()];
    expect((await mail(scammer, me, "Please buy me a gift card")).status).toBe(200);
    const [received] = await t.ctx.db.select().from(mails).where(eq(mails.receiverId, me.id));
    const answer = await report(me, { userid: scammer.id, type: 3, eid: received?.id });
    expect(answer.status).toBe(200);
    expect((await reportsOf(me))[0]).toMatchObject({
      evidenceKind: "mail",
      evidenceId: received?.id,
      evidenceText: "Please buy me a gift card",
    });
  });

  it("refuses a message the reporter did not receive from that member, and writes nothing", async () => {
    const [me, other, stranger, third] = [await settled(), await settled(), await settled(), await settled()];
    // Between two other members.
    const theirs = await chat(await socketOf(stranger), third, "hello there");
    if (theirs.opt !== Opt.send) throw new Error("not sent");
    // One's own message to the member.
    const own = await chat(await socketOf(me), other, "hi");
    if (own.opt !== Opt.send) throw new Error("not sent");
    // A message from someone else than the member reported.
    const fromThird = await chat(await socketOf(third), me, "hey");
    if (fromThird.opt !== Opt.send) throw new Error("not sent");
    await mail(stranger, third, "a mail between others");
    const [othersMail] = await t.ctx.db.select().from(mails).where(eq(mails.receiverId, third.id));

    for (const [userid, named] of [
      [stranger.id, { message_id: theirs.data.id }],
      [other.id, { message_id: own.data.id }],
      [other.id, { message_id: fromThird.data.id }],
      [stranger.id, { eid: othersMail?.id }],
      [other.id, { message_id: 9_000_000 }],
    ] as const) {
      const answer = await report(me, { userid, type: 2, ...named });
      expect(answer, JSON.stringify(named)).toMatchObject({
        status: ReportStatus.notYours,
        key: "answers.reportNotYours",
      });
    }
    expect(await reportsOf(me)).toEqual([]);
  });

  it("takes the spec's payload (userid and type only) exactly as before", async () => {
    const [me, them] = [await settled(), await settled()];
    const answer = await report(me, { userid: them.id, type: 2 });
    expect(answer).toEqual({
      status: 200,
      key: "answers.reported",
      msg: "Report submitted; an administrator will let you know the outcome",
    });
    expect((await reportsOf(me))[0]).toMatchObject({ type: 2, evidenceKind: null, evidenceText: null });
    expect(await report(me, { userid: them.id, type: 1 })).toMatchObject({
      status: ReportStatus.alreadyToday,
    });
  });

  it("refuses naming a chat message and a mail at once", async () => {
    const [me, them] = [await settled(), await settled()];
    const answer = await report(me, { userid: them.id, type: 2, message_id: 1, eid: 1 });
    expect(answer.status).not.toBe(200);
    expect(await reportsOf(me)).toEqual([]);
  });
});

describe("the first-contact limit of new accounts", () => {
  const LIMIT = FIRST_CONTACT_LIMIT.conversations;

  it("lets a new account open the limit's conversations by chat and mail, then refuses a new one", async () => {
    const newcomer = await gold();
    const peers = await Promise.all(Array.from({ length: LIMIT + 2 }, () => settled()));
    const s = await socketOf(newcomer);
    // Half by chat, half by mail: both count.
    for (const [i, peer] of peers.slice(0, LIMIT).entries()) {
      if (i % 2 === 0) expect((await chat(s, peer, "Hi, nice profile")).opt).toBe(Opt.send);
      else expect((await mail(newcomer, peer, "Hi, nice profile")).status).toBe(200);
    }
    const refused = await chat(s, peers[LIMIT] as Member, "Hi, nice profile");
    expect(refused).toMatchObject({
      opt: OPT_REFUSED,
      uid: peers[LIMIT]?.id,
      key: "answers.firstContactLimit",
      values: { max: LIMIT, hours: FIRST_CONTACT_LIMIT.hours },
      msg: `New accounts may start ${LIMIT} new conversations in their first ${FIRST_CONTACT_LIMIT.hours} hours; you can still answer anyone who writes to you`,
    });
    const byMail = await mail(newcomer, peers[LIMIT + 1] as Member, "Hi");
    expect(byMail).toMatchObject({
      status: MailSendStatus.firstContactLimit,
      key: "answers.firstContactLimit",
      values: { max: LIMIT, hours: FIRST_CONTACT_LIMIT.hours },
    });
    // Nothing stored for either.
    const toLast = await t.ctx.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.receiverId, peers[LIMIT]?.id as number));
    expect(toLast).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(mails)
        .where(eq(mails.receiverId, peers[LIMIT + 1]?.id as number)),
    ).toEqual([]);
    // Conversations already open go on, by chat or by mail.
    expect((await chat(s, peers[1] as Member, "Shall we meet?")).opt).toBe(Opt.send);
    expect((await mail(newcomer, peers[0] as Member, "Shall we meet?")).status).toBe(200);
  });

  it("never counts answers to members who wrote first", async () => {
    const newcomer = await gold();
    const admirers = await Promise.all(Array.from({ length: LIMIT + 3 }, () => settled()));
    for (const [i, admirer] of admirers.entries()) {
      if (i % 2 === 0) expect((await chat(await socketOf(admirer), newcomer, "Hello!")).opt).toBe(Opt.send);
      else expect((await mail(admirer, newcomer, "Hello!")).status).toBe(200);
    }
    const s = await socketOf(newcomer);
    for (const [i, admirer] of admirers.entries()) {
      if (i % 3 === 0) expect((await mail(newcomer, admirer, "Thank you")).status).toBe(200);
      else expect((await chat(s, admirer, "Thank you")).opt).toBe(Opt.send);
    }
    // Having answered more members than the limit, it may still open conversations of its own.
    const fresh = await settled();
    expect((await chat(s, fresh, "Hi")).opt).toBe(Opt.send);
  });

  it("ends 24 hours after the approval", async () => {
    const newcomer = await gold();
    const s = await socketOf(newcomer);
    for (let i = 0; i < LIMIT; i++) expect((await chat(s, await settled(), "Hi")).opt).toBe(Opt.send);
    const later = await settled();
    expect((await chat(s, later, "Hi")).opt).toBe(OPT_REFUSED);
    t.advance(FIRST_CONTACT_LIMIT.hours * HOUR - 60_000);
    expect((await mail(newcomer, later, "Hi")).status).toBe(MailSendStatus.firstContactLimit);
    t.advance(60_000);
    try {
      expect((await chat(s, later, "Hi")).opt).toBe(Opt.send);
      expect((await mail(newcomer, await settled(), "Hi")).status).toBe(200);
    } finally {
      t.advance(-FIRST_CONTACT_LIMIT.hours * HOUR);
    }
  });

  it("does not apply to an account that has been here longer, nor to one with no approval time (seeded)", async () => {
    const veteran = await settled();
    const s = await socketOf(veteran);
    for (let i = 0; i < LIMIT + 2; i++) expect((await chat(s, await settled(), "Hi")).opt).toBe(Opt.send);
    const seeded = await gold();
    await t.ctx.db.update(users).set({ approvedAt: null }).where(eq(users.id, seeded.id));
    const s2 = await socketOf(seeded);
    for (let i = 0; i < LIMIT + 1; i++) expect((await chat(s2, await settled(), "Hi")).opt).toBe(Opt.send);
    expect((await mail(seeded, await settled(), "Hi")).status).toBe(200);
  });

  it("reaches the member's client as a refusal it can translate, with the message marked not sent", async () => {
    const newcomer = await gold();
    const s = await socketOf(newcomer);
    for (let i = 0; i < LIMIT; i++) expect((await chat(s, await settled(), "Hi")).opt).toBe(Opt.send);
    const later = await settled();
    const base = await wsBase(t.app);
    const client = new ChatSocket({
      url: () => `${base}/ws?token=${newcomer.token}`,
      WebSocket: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { origin: "http://site.test" } });
        }
      } as unknown as typeof globalThis.WebSocket,
    });
    client.start();
    try {
      await vi.waitFor(() => expect(client.getSnapshot().status).toBe("open"), { timeout: 10_000 });
      await vi.waitFor(() => expect(client.getSnapshot().ready).toBe(true), { timeout: 10_000 });
      client.send(later.id, { type: "txt", txt: "Hi" });
      await vi.waitFor(
        () =>
          expect(client.getSnapshot().alert).toMatchObject({
            kind: "refused",
            key: "answers.firstContactLimit",
            values: { max: LIMIT, hours: FIRST_CONTACT_LIMIT.hours },
            uid: later.id,
          }),
        { timeout: 10_000 },
      );
      const list = client.getSnapshot().contacts.find((c) => c.uid === later.id)?.list ?? [];
      expect(list.map((m) => [m.content, m.failed])).toEqual([
        ["Hi", { key: "answers.firstContactLimit", msg: expect.stringContaining("New accounts") }],
      ]);
    } finally {
      client.stop(true);
    }
  });
});
