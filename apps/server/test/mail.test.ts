import {
  ChatCalls,
  FIRST_CONTACT_LIMIT,
  MAIL_PAGE_SIZE,
  type Mail,
  type MailList,
  MailSendStatus,
  MemberCalls,
  type SentMailList,
} from "@site/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorities, mails, users } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { updateUser } from "../src/services/users.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signUp>>;

const join = (options: { approve?: boolean } = {}): Promise<Member> => signUp(t, {}, options);

/** An approved member at a tier: 0 free, 1 silver, 2 gold. */
async function at(tier: 0 | 1 | 2): Promise<Member> {
  const m = await join();
  if (tier !== 0) await runAdminCommand(t.ctx, "set-vip", [m.username, String(tier), "1"]);
  return m;
}

const send = (from: Member, email: string, content = "hello there") =>
  t.call(ChatCalls.mailSend, { email, content }, { token: from.token });
const inbox = (m: Member, page?: number) =>
  t.call<MailList>(ChatCalls.mailList, page ? { page } : {}, { token: m.token });
const open = (m: Member, eid: number) =>
  t.call<{ mail: Mail; unread: number }>(ChatCalls.mailRead, { id: eid }, { token: m.token });

describe("sending a mail (/member/email/released)", () => {
  it("reaches the recipient by username in any case, stored unread", async () => {
    const a = await at(2);
    const b = await at(2);
    const byName = await send(a, b.username.toUpperCase(), "first");
    expect(byName).toEqual({ status: 200, msg: "Sent", key: "mail.sent" });
    expect((await send(a, b.username.toLowerCase(), "second")).status).toBe(200);
    const list = await inbox(b);
    expect(list.status).toBe(200);
    expect(list.data?.unread).toBe(2);
    expect(list.data?.data.map((m) => m.msg)).toEqual(["second", "first"]);
    expect(list.data?.data[0]).toMatchObject({
      type: 0,
      sendername: a.username,
      senderid: a.id,
      avatar: expect.any(String),
      locked: false,
    });
    const seconds = list.data?.data[0]?.create_time as number;
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(60);
    // Nothing lands with the sender.
    expect((await inbox(a)).data).toMatchObject({ data: [], unread: 0, last_page: 1 });
  });

  it("answers -1 for an unknown username", async () => {
    const a = await at(2);
    expect(await send(a, "nobody12345")).toMatchObject({ status: -1, key: "mail.userMissing" });
  });

  it("answers the same -1 for accounts under review, disabled, and non-member roles", async () => {
    const a = await at(2);
    const pending = await join({ approve: false });
    const disabled = await at(0);
    await runAdminCommand(t.ctx, "disable", [disabled.username]);
    const service = await at(0);
    await t.ctx.db.update(users).set({ role: "service" }).where(eq(users.id, service.id));
    const admin = await at(0);
    await t.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    for (const target of [pending, disabled, service, admin]) {
      expect((await send(a, target.username)).status).toBe(-1);
    }
    const stored = await t.ctx.db.select().from(mails).where(eq(mails.senderId, a.id));
    expect(stored).toEqual([]);
  });

  it("refuses mailing oneself", async () => {
    const a = await at(2);
    expect(await send(a, a.username)).toMatchObject({ status: 400, key: "answers.notYourself" });
    // One's own address is one's own: nothing is told that the sender does not know.
    expect(await send(a, a.email.toUpperCase())).toMatchObject({ status: 400, key: "answers.notYourself" });
  });

  it("takes at most 50 characters and refuses empty content", async () => {
    const a = await at(2);
    const b = await at(0);
    const long = await send(a, b.username, "x".repeat(51));
    expect(long).toMatchObject({ status: 400, key: "errors.tooLong", data: { field: "content" } });
    expect((await send(a, b.username, "y".repeat(50))).status).toBe(200);
    expect(await send(a, b.username, "")).toMatchObject({ status: 400, key: "chat.contentEmpty" });
    expect(await send(a, b.username, "   ")).toMatchObject({ status: 400, key: "chat.contentEmpty" });
    expect((await inbox(b)).data?.unread).toBe(1);
  });

  it("needs Start_mail_dialog: free and silver members are refused and nothing is stored", async () => {
    const b = await at(2);
    for (const tier of [0, 1] as const) {
      const sender = await at(tier);
      expect(await send(sender, b.username)).toEqual({
        status: 403,
        msg: "You don't have permission",
        key: "answers.noPermission",
      });
    }
    // Refused before the recipient is looked up: no hint whether a name exists.
    expect((await send(await at(0), "nobody12345")).status).toBe(403);
    expect((await inbox(b)).data?.unread).toBe(0);
  });

  it("lets a member holding only Continue_mail_dialog answer someone who mailed them first", async () => {
    // No default tier holds Continue_mail_dialog without Start_mail_dialog: grant it to free members.
    await t.ctx.db.insert(authorities).values({ tier: 0, flag: "Continue_mail_dialog" });
    await t.ctx.authorities.refresh();
    try {
      const free = await at(0);
      const gold = await at(2);
      const stranger = await at(2);
      expect((await send(free, gold.username, "may I?")).status).toBe(403);
      expect((await send(gold, free.username, "hi from gold")).status).toBe(200);
      expect(await send(free, gold.username, "hi back")).toMatchObject({ status: 200, key: "mail.sent" });
      expect((await send(free, stranger.username)).status).toBe(403);
      expect((await inbox(gold)).data?.data.map((m) => m.msg)).toEqual(["hi back"]);
      expect((await inbox(stranger)).data?.unread).toBe(0);
    } finally {
      await t.ctx.db
        .delete(authorities)
        .where(and(eq(authorities.tier, 0), eq(authorities.flag, "Continue_mail_dialog")));
      await t.ctx.authorities.refresh();
    }
  });

  it("does not pass a block in either direction and hides earlier mails; unblocking restores", async () => {
    const a = await at(2);
    const b = await at(2);
    expect((await send(a, b.username, "before")).status).toBe(200);
    expect((await send(b, a.username, "before too")).status).toBe(200);
    expect((await t.call(MemberCalls.block, { target_id: b.id }, { token: a.token })).status).toBe(200);
    // Both ways, answered like a missing member so that the block does not show.
    expect((await send(a, b.username)).status).toBe(-1);
    expect((await send(b, a.username)).status).toBe(-1);
    for (const m of [a, b]) expect((await inbox(m)).data).toMatchObject({ data: [], unread: 0 });
    const [hidden] = await t.ctx.db.select().from(mails).where(eq(mails.receiverId, a.id));
    expect((await open(a, hidden?.id as number)).status).toBe(404);
    await t.call(MemberCalls.block, { target_id: b.id }, { token: a.token });
    expect((await inbox(a)).data?.data.map((m) => m.msg)).toEqual(["before too"]);
    expect((await send(b, a.username, "after")).status).toBe(200);
  });
});

describe("sending a mail to an address (spec §7 released: `email` is the recipient's address)", () => {
  const sent = (m: Member) => t.call<SentMailList>(ChatCalls.mailSent, {}, { token: m.token });
  /** A member past a new account's first hours (FIRST_CONTACT_LIMIT). */
  async function established(tier: 0 | 1 | 2): Promise<Member> {
    const m = await at(tier);
    const approvedAt = new Date(t.ctx.now().getTime() - (FIRST_CONTACT_LIMIT.hours + 1) * 3_600_000);
    await updateUser(t.ctx.db, m.id, { approvedAt });
    return m;
  }

  it("reaches the member whose address it is, in any case; the sender's sent box shows the address", async () => {
    const a = await established(2);
    const b = await at(2);
    const answer = await send(a, b.email.toUpperCase(), "by address");
    expect(answer).toEqual({ status: 200, msg: "Sent", key: "mail.sent" });
    expect((await inbox(b)).data?.data).toEqual([
      expect.objectContaining({ sendername: a.username, senderid: a.id, msg: "by address", type: 0 }),
    ]);
    // The typed address, never the member it reached: an address nobody uses shows the same way.
    expect((await sent(a)).data?.data).toEqual([
      expect.objectContaining({
        receivername: b.email.toUpperCase(),
        receiverid: 0,
        avatar: "",
        msg: "by address",
      }),
    ]);
  });

  it("answers an address that reaches no member exactly alike, and delivers nothing", async () => {
    const a = await established(2);
    const reached = await at(0);
    const pending = await join({ approve: false });
    const disabled = await at(0);
    await runAdminCommand(t.ctx, "disable", [disabled.username]);
    const admin = await at(0);
    await t.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const blocker = await at(2);
    await t.call(MemberCalls.block, { target_id: a.id }, { token: blocker.token });
    const blocked = await at(2);
    await t.call(MemberCalls.block, { target_id: blocked.id }, { token: a.token });

    const delivered = await send(a, reached.email, "same words");
    expect(delivered.status).toBe(200);
    const targets = [pending, disabled, admin, blocker, blocked];
    for (const address of ["nobody12345@example.com", ...targets.map((m) => m.email)]) {
      expect(await send(a, address, "same words")).toEqual(delivered);
    }
    // The sent box lists each address alike, the one that reached a member included.
    const box = (await sent(a)).data?.data ?? [];
    expect(box).toHaveLength(targets.length + 2);
    for (const row of box) expect(row).toMatchObject({ receiverid: 0, avatar: "", msg: "same words" });
    // Only the member it reached has it.
    for (const m of targets) {
      const rows = await t.ctx.db.select().from(mails).where(eq(mails.receiverId, m.id));
      expect(rows).toEqual([]);
    }
    expect((await inbox(reached)).data?.unread).toBe(1);
  });

  it("is refused before the lookup without Start_mail_dialog and in a new account's first hours", async () => {
    const b = await at(0);
    const free = await established(0);
    for (const address of [b.email, "nobody12345@example.com"]) {
      expect((await send(free, address)).status).toBe(403);
    }
    const fresh = await at(2);
    const known = await send(fresh, b.email);
    expect(known).toMatchObject({ status: MailSendStatus.firstContactLimit, key: "mail.byAddressLater" });
    expect(await send(fresh, "nobody12345@example.com")).toEqual(known);
    // By username it writes as before.
    expect((await send(fresh, b.username)).status).toBe(200);
    expect((await inbox(b)).data?.unread).toBe(1);
  });
});

describe("the mail list (/member/email/emaillist)", () => {
  it("pages newest first with the unread count of all received mails", async () => {
    const sender = await at(2);
    const reader = await at(2);
    const total = 2 * MAIL_PAGE_SIZE + 5;
    const base = t.ctx.now().getTime() - total * 1000;
    await t.ctx.db.insert(mails).values(
      Array.from({ length: total }, (_, i) => ({
        senderId: sender.id,
        receiverId: reader.id,
        content: `mail ${i}`,
        type: i < 3 ? 1 : 0,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = await inbox(reader);
    expect(first.data).toMatchObject({ current_page: 1, last_page: 3, unread: total - 3 });
    expect(first.data?.data).toHaveLength(MAIL_PAGE_SIZE);
    expect(first.data?.data[0]?.msg).toBe(`mail ${total - 1}`);
    const third = await inbox(reader, 3);
    expect(third.data?.current_page).toBe(3);
    expect(third.data?.data.map((m) => m.msg)).toEqual(["mail 4", "mail 3", "mail 2", "mail 1", "mail 0"]);
    expect(third.data?.data.map((m) => m.type)).toEqual([0, 0, 1, 1, 1]);
    expect((await inbox(reader, 4)).data).toMatchObject({ data: [], unread: total - 3, last_page: 3 });
    expect((await t.call(ChatCalls.mailList, { page: 0 }, { token: reader.token })).status).toBe(400);
  });

  it("withholds the text from a member without Read_mails", async () => {
    const gold = await at(2);
    const free = await at(0);
    await send(gold, free.username, "a secret text");
    const list = await inbox(free);
    expect(list.status).toBe(200);
    expect(list.data?.unread).toBe(1);
    expect(list.data?.data[0]).toMatchObject({ msg: "", locked: true, type: 0, sendername: gold.username });
    expect(JSON.stringify(list)).not.toContain("a secret text");
  });
});

describe("the sent mails (/member/email/sentlist, ours)", () => {
  const sent = (m: Member, page?: number) =>
    t.call<SentMailList>(ChatCalls.mailSent, page ? { page } : {}, { token: m.token });

  it("pages what the member sent, newest first, with the recipient, and only theirs", async () => {
    const a = await at(2);
    const b = await at(2);
    const c = await at(2);
    for (let i = 0; i < MAIL_PAGE_SIZE; i++)
      expect((await send(a, b.username, `to b ${i}`)).status).toBe(200);
    expect((await send(a, c.username, "to c")).status).toBe(200);
    expect((await send(b, a.username, "from b")).status).toBe(200);
    const first = await sent(a);
    expect(first.status).toBe(200);
    expect(first.data?.current_page).toBe(1);
    expect(first.data?.last_page).toBe(2);
    expect(first.data?.data).toHaveLength(MAIL_PAGE_SIZE);
    expect(first.data?.data[0]).toMatchObject({ receivername: c.username, receiverid: c.id, msg: "to c" });
    expect(first.data?.data[0]?.create_time).toBeGreaterThan(0);
    const second = await sent(a, 2);
    expect(second.data?.data.map((m) => m.msg)).toEqual(["to b 0"]);
    // Nothing b sent shows in a's list, nor a's in c's.
    expect(first.data?.data.some((m) => m.msg === "from b")).toBe(false);
    expect((await sent(c)).data?.data).toEqual([]);
  });

  it("asks for a session", async () => {
    expect((await t.call(ChatCalls.mailSent, {})).status).toBe(0);
  });
});

describe("opening a mail (/member/email/updatestatus)", () => {
  it("marks it read for the recipient, answers the text and lowers the unread count", async () => {
    const a = await at(2);
    const b = await at(2);
    await send(a, b.username, "one");
    await send(a, b.username, "two");
    const [latest] = (await inbox(b)).data?.data ?? [];
    const opened = await open(b, latest?.eid as number);
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({ mail: { eid: latest?.eid, type: 1, msg: "two" }, unread: 1 });
    expect((await inbox(b)).data?.unread).toBe(1);
    // Opening it again changes nothing.
    expect((await open(b, latest?.eid as number)).data?.unread).toBe(1);
  });

  it("refuses another member's mail and leaves it unread", async () => {
    const a = await at(2);
    const b = await at(2);
    const intruder = await at(2);
    await send(a, b.username, "for b only");
    const [mail] = (await inbox(b)).data?.data ?? [];
    const answer = await open(intruder, mail?.eid as number);
    expect(answer).toMatchObject({ status: 404, key: "mail.notYours" });
    expect(JSON.stringify(answer)).not.toContain("for b only");
    // The sender cannot mark it either.
    expect((await open(a, mail?.eid as number)).status).toBe(404);
    expect((await inbox(b)).data).toMatchObject({ unread: 1, data: [{ type: 0 }] });
    expect((await open(b, 2_000_000_000)).status).toBe(404);
    expect((await t.call(ChatCalls.mailRead, { id: "x" }, { token: b.token })).status).toBe(400);
  });

  it("needs Read_mails: a free member is refused and the mail stays unread", async () => {
    const gold = await at(2);
    const free = await at(0);
    await send(gold, free.username, "locked");
    const [mail] = (await inbox(free)).data?.data ?? [];
    expect(await open(free, mail?.eid as number)).toMatchObject({ status: 403, key: "answers.noPermission" });
    expect((await inbox(free)).data?.unread).toBe(1);
  });
});
