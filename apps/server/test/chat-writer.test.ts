/**
 * The chat's group commit: messages that arrive together are stored together, each once, with
 * the conversation rows and unread counts they would have had one by one.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessageWriter } from "../src/chat/writer.ts";
import { chatContacts, chatMessages } from "../src/db/schema.ts";
import { signUp, type TestApp, testApp, watchStatements } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const text = (sender: number, receiver: number, cid: string) => ({
  sender,
  receiver,
  type: "txt" as const,
  content: `hello ${cid}`,
  img: "",
  cid,
});

describe("the chat message writer", () => {
  it("stores a burst in few statements, each message once, with the counts of one-by-one writes", async () => {
    const [a, b, c] = await Promise.all([
      signUp(t, { sex: 1 }),
      signUp(t, { sex: 0 }),
      signUp(t, { sex: 1 }),
    ]);
    const writer = new MessageWriter(t.ctx.db);
    const statements = watchStatements(t.ctx.db);
    const now = t.ctx.now();
    // A first write goes alone; the burst queues behind it and goes as one batch.
    const opening = writer.write(text(c.id, a.id, "opening"), now);
    const burst = [
      ...Array.from({ length: 10 }, (_, i) => text(a.id, b.id, `ab${i}`)),
      ...Array.from({ length: 7 }, (_, i) => text(b.id, a.id, `ba${i}`)),
      ...Array.from({ length: 5 }, (_, i) => text(c.id, b.id, `cb${i}`)),
      // A resend queued beside its original.
      text(a.id, b.id, "ab0"),
    ];
    const results = await Promise.all(burst.map((m) => writer.write(m, now)));
    await opening;
    expect(statements.texts()).toHaveLength(2);
    statements.stop();

    const stored = results.filter((r) => r.status === "stored");
    expect(stored).toHaveLength(22);
    expect(new Set(stored.map((r) => (r.status === "stored" ? r.message.id : 0))).size).toBe(22);
    const resend = results.at(-1);
    expect(resend?.status).toBe("duplicate");
    expect(resend?.status !== "allowanceUsed" && resend?.message.id).toBe(
      results[0]?.status === "stored" && results[0].message.id,
    );

    // A resend of an earlier batch is answered with the stored message, and nothing is added.
    const again = await writer.write(text(b.id, a.id, "ba3"), now);
    expect(again).toMatchObject({ status: "duplicate", message: { cid: "ba3", sender_id: b.id } });

    const rows = await t.ctx.db
      .select()
      .from(chatMessages)
      .where(inArray(chatMessages.senderId, [a.id, b.id, c.id]));
    expect(rows).toHaveLength(23);
    const contact = async (user: number, peer: number) =>
      (
        await t.ctx.db
          .select()
          .from(chatContacts)
          .where(and(eq(chatContacts.userId, user), eq(chatContacts.peerId, peer)))
      )[0];
    const newest = (from: number, to: number) =>
      Math.max(
        ...rows
          .filter(
            (r) =>
              (r.senderId === from && r.receiverId === to) || (r.senderId === to && r.receiverId === from),
          )
          .map((r) => r.id),
      );
    expect(await contact(b.id, a.id)).toMatchObject({
      unread: 10,
      lastMessageId: newest(a.id, b.id),
      hidden: false,
    });
    expect(await contact(a.id, b.id)).toMatchObject({ unread: 7, lastMessageId: newest(a.id, b.id) });
    expect(await contact(b.id, c.id)).toMatchObject({ unread: 5, lastMessageId: newest(b.id, c.id) });
    expect(await contact(c.id, b.id)).toMatchObject({ unread: 0 });
  });

  it("batches messages without a cid (spec §4 sends none), each its own message, ids in order", async () => {
    const [a, b] = await Promise.all([signUp(t, { sex: 1 }), signUp(t, { sex: 0 })]);
    const writer = new MessageWriter(t.ctx.db);
    const now = t.ctx.now();
    const opening = writer.write({ ...text(a.id, b.id, "x"), cid: null, content: "opening" }, now);
    const statements = watchStatements(t.ctx.db);
    // The same text twice without a cid is two messages; one with a cid rides beside them.
    const burst = [
      { ...text(a.id, b.id, "x"), cid: null, content: "same" },
      { ...text(b.id, a.id, "x"), cid: null, content: "reply" },
      { ...text(a.id, b.id, "x"), cid: null, content: "same" },
      text(a.id, b.id, "keyed"),
      { ...text(a.id, b.id, "x"), cid: null, content: "NULL" },
    ];
    const results = await Promise.all(burst.map((m) => writer.write(m, now)));
    await opening;
    expect(statements.texts()).toHaveLength(1);
    statements.stop();

    const messages = results.map((r) => (r.status === "stored" ? r.message : undefined));
    expect(messages.map((m) => m?.content)).toEqual(["same", "reply", "same", "hello keyed", "NULL"]);
    expect(messages.map((m) => m && "cid" in m)).toEqual([false, false, false, true, false]);
    expect(messages.map((m) => m?.sender_id)).toEqual([a.id, b.id, a.id, a.id, a.id]);
    const ids = messages.map((m) => m?.id ?? 0);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);

    // Each answer names the row that holds its own text.
    const rows = await t.ctx.db
      .select()
      .from(chatMessages)
      .where(inArray(chatMessages.senderId, [a.id, b.id]));
    expect(rows).toHaveLength(6);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const m of messages) {
      expect(byId.get(m?.id ?? 0)).toMatchObject({ content: m?.content, senderId: m?.sender_id });
    }
    expect(rows.filter((r) => r.clientId === null)).toHaveLength(5);
    const [contact] = await t.ctx.db
      .select()
      .from(chatContacts)
      .where(and(eq(chatContacts.userId, b.id), eq(chatContacts.peerId, a.id)));
    expect(contact).toMatchObject({ unread: 5, lastMessageId: Math.max(...ids) });
  });

  it("stores every character as sent, quotes, backslashes and braces included", async () => {
    const [a, b] = await Promise.all([signUp(t, { sex: 1 }), signUp(t, { sex: 0 })]);
    const writer = new MessageWriter(t.ctx.db);
    const contents = ['He said "hi", {x} NULL', 'back\\slash \\" end\\', "你好 😀 [微笑]", " , "];
    const opening = writer.write(text(a.id, b.id, "plain"), t.ctx.now());
    const results = await Promise.all(
      contents.map((content, i) => writer.write({ ...text(a.id, b.id, `odd${i}`), content }, t.ctx.now())),
    );
    await opening;
    expect(results.map((r) => r.status)).toEqual(contents.map(() => "stored"));
    const rows = await t.ctx.db
      .select({ content: chatMessages.content, cid: chatMessages.clientId, img: chatMessages.img })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.senderId, a.id),
          inArray(
            chatMessages.clientId,
            contents.map((_, i) => `odd${i}`),
          ),
        ),
      );
    expect(new Map(rows.map((r) => [r.cid, r.content]))).toEqual(
      new Map(contents.map((content, i) => [`odd${i}`, content])),
    );
    expect(rows.every((r) => r.img === "")).toBe(true);
  });

  it("adds to the counts a conversation already has", async () => {
    const [a, b] = await Promise.all([signUp(t, { sex: 1 }), signUp(t, { sex: 0 })]);
    const writer = new MessageWriter(t.ctx.db);
    await writer.write(text(a.id, b.id, "one"), t.ctx.now());
    await Promise.all([
      writer.write(text(a.id, b.id, "two"), t.ctx.now()),
      writer.write(text(a.id, b.id, "three"), t.ctx.now()),
    ]);
    const [row] = await t.ctx.db
      .select({ unread: chatContacts.unread })
      .from(chatContacts)
      .where(and(eq(chatContacts.userId, b.id), eq(chatContacts.peerId, a.id)));
    expect(row?.unread).toBe(3);
  });

  it("fails only the message the database refuses, not the others of its batch", async () => {
    const [a, b] = await Promise.all([signUp(t, { sex: 1 }), signUp(t, { sex: 0 })]);
    const writer = new MessageWriter(t.ctx.db);
    // The first write goes alone; the next two wait for it and go together.
    const first = writer.write(text(a.id, b.id, "first"), t.ctx.now());
    // No such member: the foreign key of its conversation row refuses this one.
    const broken = writer.write(text(a.id, 987_654_321, "lost"), t.ctx.now());
    const beside = writer.write(text(a.id, b.id, "beside"), t.ctx.now());
    broken.catch(() => undefined); // settled below; not an unhandled rejection meanwhile
    await expect(first).resolves.toMatchObject({ status: "stored" });
    await expect(broken).rejects.toThrow();
    await expect(beside).resolves.toMatchObject({ status: "stored", message: { cid: "beside" } });
    await expect(writer.write(text(a.id, b.id, "after"), t.ctx.now())).resolves.toMatchObject({
      status: "stored",
    });
  });

  it("finds the refused message of a big batch in a few statements, not one per message", async () => {
    const [a, b] = await Promise.all([signUp(t, { sex: 1 }), signUp(t, { sex: 0 })]);
    const writer = new MessageWriter(t.ctx.db);
    const opening = writer.write(text(a.id, b.id, "opening"), t.ctx.now());
    await Promise.resolve();
    const statements = watchStatements(t.ctx.db);
    const burst = Array.from({ length: 64 }, (_, i) =>
      writer.write(text(a.id, i === 41 ? 987_654_321 : b.id, `big${i}`), t.ctx.now()),
    );
    for (const p of burst) p.catch(() => undefined);
    await opening;
    const results = await Promise.allSettled(burst);
    const sent = statements.texts().length;
    statements.stop();
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect(results[41]?.status).toBe("rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(63);
    // One failed batch, then halves down to the bad message: about 2 x log2(64), not 64.
    expect(sent).toBeGreaterThan(1);
    expect(sent).toBeLessThanOrEqual(14);
  });
  it("leaves room in the conversation rows' pages for their next versions (updates stay HOT)", async () => {
    // Each message updates two of these rows; in full pages each update was written elsewhere
    // with an entry in both indexes (migration 0020 has the figures).
    const result = await t.ctx.db.execute(
      sql`select reloptions from pg_class where relname = 'chat_contacts' and relkind = 'r'`,
    );
    const [row] = (result as unknown as { rows: { reloptions: string[] | string | null }[] }).rows;
    expect(String(row?.reloptions)).toContain("fillfactor=50");
  });
});
