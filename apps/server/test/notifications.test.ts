/**
 * Notification mails honoured (spec §2, issue 15): the ten items and the delivery choice, through
 * the real calls and a real SMTP server. The job runs as the scheduler runs it
 * (`sendNotificationMails`); the clock is the app's, moved by the test.
 */
import {
  Calls,
  ChatCalls,
  FeedCalls,
  GiftCalls,
  type GiftCategory,
  type ImageUpload,
  MemberCalls,
  type MemberSettings,
  NOTIFY_ABSENT_DAYS,
  NOTIFY_BATCH_SECONDS,
  NotifyCalls,
  Opt,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifyOutbox } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { listenForNotificationMails, sendNotificationMails } from "../src/services/notify-mail.ts";
import { signUp, type TestApp, testApp, upload } from "./helper.ts";
import { type SmtpInbox, smtpInbox } from "./smtp-inbox.ts";
import { connect } from "./socket-client.ts";

type Member = Awaited<ReturnType<typeof signUp>>;
const DAY = 86_400_000;

let smtp: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  smtp = await smtpInbox();
});
afterAll(() => smtp.close());
// A fresh site per test: the job mails every member whose events are due, and the clock moves.
beforeEach(async () => {
  t = await testApp({ SMTP_URL: smtp.url, MAIL_FROM: "Site <no-reply@site.test>" });
  listenForNotificationMails(t.ctx);
});
afterEach(() => t.close());

async function gold(): Promise<Member> {
  const m = await signUp(t);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}

async function settle(m: Member, notification: Partial<MemberSettings["notification"]>, lang = "en") {
  const current = (await t.call<MemberSettings>(MemberCalls.settings, {}, { token: m.token })).data;
  if (!current) throw new Error("no settings");
  const saved = await t.call(
    MemberCalls.saveSettings,
    { general: current.general, notification: { ...current.notification, ...notification } },
    { token: m.token, json: true },
  );
  expect(saved.status).toBe(200);
  expect((await t.call(MemberCalls.saveLanguage, { lang }, { token: m.token })).status).toBe(200);
}

const mail = async (from: Member, to: Member, content: string) =>
  expect(
    (await t.call(ChatCalls.mailSend, { email: to.username, content }, { token: from.token })).status,
  ).toBe(200);

/** Runs the job once every announced event is stored. */
async function runJob(): Promise<number> {
  await t.ctx.events.settled();
  return sendNotificationMails(t.ctx);
}

const mailsOf = (m: Member) => smtp.mailsTo(m.email);
async function newMail(m: Member, before: number) {
  const until = Date.now() + 5000;
  while (mailsOf(m).length <= before && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  const found = mailsOf(m)[before];
  if (!found) throw new Error(`no notification mail reached ${m.email}`);
  return found;
}

describe("Immediately", () => {
  it("gathers the events of the batch window into one mail in the member's language, with text, HTML and one-click unsubscribe", async () => {
    const [a, b] = [await gold(), await gold()];
    await settle(b, { form11: "Immediately" });
    await mail(a, b, "Dinner on Friday?");
    const socket = await connect(t.app, a.token);
    socket.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "Are you there?" });
    await socket.next((m) => m.opt === Opt.send);
    socket.ws.close();
    // Still inside the window: nothing yet, so that what follows joins the same mail.
    expect(await runJob()).toBe(0);
    t.advance(NOTIFY_BATCH_SECONDS * 1000 + 1000);
    expect(await runJob()).toBe(1);
    const received = await newMail(b, 0);
    expect(received.subject).toBe("You have 2 new notifications");
    expect(received.text).toContain(`Hello ${b.username},`);
    expect(received.text).toContain(`${a.username} sent you a mail: “Dinner on Friday?”`);
    expect(received.text).toContain(`${a.username} sent you a message: “Are you there?”`);
    expect(received.html).toContain("<li>");
    expect(received.header("List-Unsubscribe")).toMatch(
      /^<http:\/\/site\.test\/member\/notify\/unsubscribe\?t=[\w-]+>$/,
    );
    expect(received.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // Mailed once: the next runs find nothing.
    t.advance(60_000);
    expect(await runJob()).toBe(0);
    expect(mailsOf(b)).toHaveLength(1);
  });

  it("covers every item the site produces: photo comments, mails, chat, credits granted and gifts, in Chinese", async () => {
    const [a, b] = [await gold(), await gold()];
    await settle(b, { form11: "Immediately" }, "zhtw");
    // A photo of b's, commented by a.
    const data = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c36" } })
      .png()
      .toBuffer();
    const img =
      (
        await upload<ImageUpload>(t, Calls.uploadImage, b.token, {
          field: "file",
          name: "p.png",
          type: "image/png",
          data,
        })
      ).data?.url ?? "";
    const pid = (await t.call<{ pid: number }>(FeedCalls.postPhoto, { img }, { token: b.token })).data?.pid;
    expect(
      (await t.call(FeedCalls.commentPhoto, { id: pid, content: "好美的照片" }, { token: a.token })).status,
    ).toBe(200);
    await mail(a, b, "週五晚餐？");
    // Credits granted to b by the site, and a gift from a.
    await runAdminCommand(t.ctx, "credits", [b.username, "20", "welcome"]);
    await runAdminCommand(t.ctx, "credits", [a.username, "100", "test"]);
    const store = (await t.call<GiftCategory[]>(GiftCalls.store, {}, { token: a.token })).data ?? [];
    const gift = store.flatMap((c) => c.gifts)[0];
    expect(
      (
        await t.call(
          GiftCalls.give,
          { username: b.username, message: "", number: 1, giftid: gift?.id },
          { token: a.token },
        )
      ).status,
    ).toBe(200);
    t.advance(NOTIFY_BATCH_SECONDS * 1000 + 1000);
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    const received = await newMail(b, 0);
    expect(received.subject).toBe("您有 4 則新通知");
    expect(received.text).toContain(`${a.username} 評論了您的照片：「好美的照片」`);
    expect(received.text).toContain(`${a.username} 寄給您一封郵件：「週五晚餐？」`);
    expect(received.text).toContain("您的帳號已加入 20 點數");
    expect(received.text).toContain(`${a.username} 送給您一份禮物`);
  });
});

describe("Automatically (the default)", () => {
  it("mails one digest only once the member has not been seen for 2 days, then at most one per 2 days", async () => {
    const [a, b] = [await gold(), await gold()];
    await mail(a, b, "first");
    t.advance(NOTIFY_BATCH_SECONDS * 1000 + 1000);
    // b was seen just now (signed up and saved nothing: the session's last use).
    expect(await runJob()).toBe(0);
    t.advance(DAY);
    expect(await runJob()).toBe(0);
    t.advance(NOTIFY_ABSENT_DAYS * DAY);
    await mail(a, b, "second");
    expect(await runJob()).toBe(1);
    const digest = await newMail(b, 0);
    expect(digest.text).toContain("「first」");
    expect(digest.text).toContain("「second」");
    // Still away: a new event waits for the next digest, 2 days after this one.
    await mail(a, b, "third");
    t.advance(DAY);
    expect(await runJob()).toBe(0);
    t.advance(NOTIFY_ABSENT_DAYS * DAY);
    expect(await runJob()).toBe(1);
    expect((await newMail(b, 1)).text).toContain("「third」");
  });

  it("does not mail a member who comes back within the 2 days", async () => {
    const [a, b] = [await gold(), await gold()];
    await mail(a, b, "hello");
    t.advance(NOTIFY_ABSENT_DAYS * DAY - 60_000);
    // b uses the site (the session's last use moves).
    expect((await t.call(Calls.userinfo, {}, { token: b.token })).status).toBe(200);
    t.advance(120_000);
    expect(await runJob()).toBe(0);
    expect(mailsOf(b)).toHaveLength(0);
  });
});

describe("what is not mailed", () => {
  it("mails nothing with 'never', and nothing of an item turned off, while the other items still go", async () => {
    const [a, b, c] = [await gold(), await gold(), await gold()];
    await settle(b, { form11: "never" });
    await settle(c, { form11: "Immediately", form7: false });
    await mail(a, b, "to b");
    await mail(a, c, "mail to c");
    const socket = await connect(t.app, a.token);
    socket.send({ opt: Opt.send, uid: c.id, type: "txt", txt: "chat to c" });
    await socket.next((m) => m.opt === Opt.send);
    socket.ws.close();
    t.advance(3 * DAY);
    await runJob();
    expect(mailsOf(b)).toHaveLength(0);
    const toC = await newMail(c, 0);
    expect(toC.text).toContain("chat to c");
    expect(toC.text).not.toContain("mail to c");
  });

  it("does not mail a chat message that reached the member's open tab; one sent after they left is mailed", async () => {
    const [a, b] = [await gold(), await gold()];
    await settle(b, { form11: "Immediately" });
    const from = await connect(t.app, a.token);
    const open = await connect(t.app, b.token);
    from.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "seen live" });
    await open.next((m) => m.opt === Opt.send);
    open.ws.close();
    await open.closed;
    await expect.poll(() => t.ctx.chat.isConnected(b.id)).toBe(false);
    from.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "while away" });
    await from.next((m) => m.opt === Opt.send && m.data.content === "while away");
    from.ws.close();
    await t.ctx.events.settled();
    t.advance(NOTIFY_BATCH_SECONDS * 1000 + 1000);
    expect(await runJob()).toBe(1);
    const received = await newMail(b, 0);
    expect(received.text).toContain("while away");
    expect(received.text).not.toContain("seen live");
  });

  it("mails nothing for a pair blocked after the event", async () => {
    const [a, b] = [await gold(), await gold()];
    await settle(b, { form11: "Immediately" });
    await mail(a, b, "hello");
    expect((await t.call(MemberCalls.block, { target_id: a.id }, { token: b.token })).status).toBe(200);
    t.advance(NOTIFY_BATCH_SECONDS * 1000 + 1000);
    expect(await runJob()).toBe(0);
    expect(mailsOf(b)).toHaveLength(0);
  });

  it("keeps the events of one turn together, each as its member's settings say, one bad event failing alone", async () => {
    const [a, b, c] = [await gold(), await gold(), await gold()];
    const pending = await signUp(t, {}, { approve: false });
    await settle(c, { form8: false }); // c turned chat mails off
    const at = t.ctx.now();
    const oddText = 'he said "hi", {NULL} \\ back\\slash, 你好 ✓';
    const event = (memberId: number, key: string, actorId: number | null = a.id) => ({
      item: "chat" as const,
      memberId,
      actorId,
      key,
      preview: key,
      at,
    });
    // In one turn, so they go as one batch: the last names an actor id past the column's range,
    // and its insert fails; the others must still be kept.
    for (const e of [
      event(b.id, "chat:b1"),
      event(c.id, "chat:c1"),
      event(pending.id, "chat:p1"),
      event(b.id, "chat:b2", null),
      event(a.id, "chat:a1", b.id),
      { ...event(b.id, "chat:odd", null), preview: oddText },
      event(b.id, "chat:bad", 3_000_000_000),
    ])
      t.ctx.events.announce(e);
    await t.ctx.events.settled();
    const rows = await t.ctx.db.select().from(notifyOutbox);
    const keys = rows.map((row) => `${row.userId} ${row.key}`);
    expect(keys.sort()).toEqual(
      [`${b.id} chat:b1`, `${b.id} chat:b2`, `${a.id} chat:a1`, `${b.id} chat:odd`].sort(),
    );
    // Stored as announced, whatever the text (the batch sends it as an array literal).
    const odd = rows.find((row) => row.key === "chat:odd");
    expect(odd).toMatchObject({ actorId: null, preview: oddText, createdAt: at });
    expect(rows.find((row) => row.key === "chat:b1")).toMatchObject({ actorId: a.id, item: "chat" });
  });

  it("mails an event once, however often it is announced and however many runs race for it", async () => {
    const [a, b] = [await gold(), await gold()];
    await settle(b, { form11: "Immediately" });
    const event = {
      item: "mail" as const,
      memberId: b.id,
      actorId: a.id,
      key: "mail:once",
      preview: "once",
      at: t.ctx.now(),
    };
    t.ctx.events.announce(event);
    t.ctx.events.announce(event);
    await t.ctx.events.settled();
    expect(await t.ctx.db.select().from(notifyOutbox).where(eq(notifyOutbox.userId, b.id))).toHaveLength(1);
    t.advance(NOTIFY_BATCH_SECONDS * 1000 + 1000);
    const runs = await Promise.all([runJob(), runJob(), runJob()]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    await newMail(b, 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsOf(b)).toHaveLength(1);
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  it("turns off the mail's items by a POST to the header's URL, once; a GET only asks", async () => {
    const [a, b] = [await gold(), await gold()];
    await settle(b, { form11: "Immediately" });
    await mail(a, b, "hello");
    t.advance(NOTIFY_BATCH_SECONDS * 1000 + 1000);
    await runJob();
    const header = (await newMail(b, 0)).header("List-Unsubscribe") ?? "";
    const url = new URL(header.slice(1, -1));
    expect(url.pathname).toBe(NotifyCalls.unsubscribe);
    const target = url.pathname + url.search;

    // A link scanner's GET changes nothing; it shows a button.
    const asked = await t.app.inject({ method: "GET", url: target });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("Stop mails about new mails?");
    expect(asked.body).toContain('method="post"');
    const before = await t.call<MemberSettings>(MemberCalls.settings, {}, { token: b.token });
    expect(before.data?.notification.form7).toBe(true);

    // What a mail client sends.
    const done = await t.app.inject({
      method: "POST",
      url: target,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You will no longer get mails about new mails.");
    const after = await t.call<MemberSettings>(MemberCalls.settings, {}, { token: b.token });
    expect(after.data?.notification).toMatchObject({ form7: false, form8: true, form11: "Immediately" });

    // The link works once; a made-up one never.
    const again = await t.app.inject({
      method: "POST",
      url: target,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(again.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `${NotifyCalls.unsubscribe}?t=forged` })).statusCode,
    ).toBe(404);

    // And the item stays off: a new mail is not mailed.
    await mail(a, b, "after");
    t.advance(NOTIFY_BATCH_SECONDS * 1000 + 1000);
    expect(await runJob()).toBe(0);
  });
});
