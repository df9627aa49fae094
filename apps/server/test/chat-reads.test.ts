/**
 * The two reads the chat makes for every message, many messages at a time: which pairs are
 * blocked (either way round) and what it needs of each member. Both take their keys as one array,
 * so a batch of hundreds is one short query; these tests pin that the answers are exactly those
 * of the one-at-a-time rule.
 */
import {
  AccountStatus,
  CHAT_HISTORY_PAGE,
  CHAT_INITIAL_MESSAGES,
  type ChatContact,
  ChatState,
  OnlineStatus,
  Vip,
} from "@site/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactList,
  contactLists,
  contactListText,
  history,
  openConversation,
  removeConversation,
  setOnline,
  setOnlineMany,
  storeMessage,
  watchersOf,
} from "../src/chat/store.ts";
import type { Db } from "../src/db/index.ts";
import { intArray } from "../src/db/params.ts";
import { chatMessages, sessions, users } from "../src/db/schema.ts";
import { hashSecret } from "../src/lib/tokens.ts";
import { blockedBetween, blockedPairs, pairKey, toggleBlock } from "../src/services/blocks.ts";
import { findSessionMembers, sessionsInForce } from "../src/services/sessions.ts";
import { serviceAccount } from "../src/services/system-accounts.ts";
import {
  effectiveVip,
  findChatMembers,
  findChatMembersAndBlocks,
  findUserById,
  findUsersByIds,
} from "../src/services/users.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe("the chat's batched reads", () => {
  it("finds the blocked pairs among many, whichever member blocked and in whichever order asked", async () => {
    const [a, b, c, d, e] = await Promise.all([1, 0, 1, 0, 1].map((sex) => signUp(t, { sex }))).then(
      (rows) => rows.map((row) => row.id) as [number, number, number, number, number],
    );
    await toggleBlock(t.ctx.db, a, b); // a blocked b
    await toggleBlock(t.ctx.db, d, c); // d blocked c
    await toggleBlock(t.ctx.db, e, a); // a third party's block must not spill onto other pairs

    const asked: [number, number][] = [
      [a, b],
      [b, a],
      [c, d],
      [a, c],
      [b, d],
      [d, e],
      [a, e],
    ];
    const blocked = await blockedPairs(t.ctx.db, asked);
    expect([...blocked].sort()).toEqual([pairKey(a, b), pairKey(c, d), pairKey(a, e)].sort());
    // The same answer as asking pair by pair.
    for (const [x, y] of asked) expect(blocked.has(pairKey(x, y))).toBe(await blockedBetween(t.ctx.db, x, y));
    expect(await blockedPairs(t.ctx.db, [])).toEqual(new Set());

    await toggleBlock(t.ctx.db, a, b); // unblocked
    expect((await blockedPairs(t.ctx.db, asked)).has(pairKey(a, b))).toBe(false);
  });

  it("reads what the chat needs of each member as stored now, and skips unknown ids", async () => {
    const [a, b] = await Promise.all([signUp(t, { sex: 1 }), signUp(t, { sex: 0 })]);
    const gold = new Date(Date.now() + 86_400_000);
    await t.ctx.db
      .update(users)
      .set({ chatState: ChatState.banned, vip: Vip.gold, goldDeadline: gold, avatar: "/uploads/a.jpg" })
      .where(eq(users.id, a.id));

    const found = await findChatMembers(t.ctx.db, [a.id, b.id, 2_000_000_000]);
    expect(found).toHaveLength(2);
    const byId = new Map(found.map((row) => [row.id, row]));
    const full = await findUserById(t.ctx.db, a.id);
    expect(byId.get(a.id)).toEqual({
      id: a.id,
      username: a.username,
      avatar: "/uploads/a.jpg",
      role: "member",
      status: AccountStatus.approved,
      chatState: ChatState.banned,
      onlineStatus: full?.onlineStatus,
      vip: Vip.gold,
      silverDeadline: null,
      goldDeadline: full?.goldDeadline,
    });
    expect(byId.get(a.id)?.goldDeadline).toBeInstanceOf(Date);
    expect(effectiveVip(byId.get(a.id) as NonNullable<typeof full>, new Date())).toBe(Vip.gold);
    expect(byId.get(b.id)?.chatState).toBe(ChatState.allowed);
    expect(await findChatMembers(t.ctx.db, [])).toEqual([]);
  });

  it("answers members and blocked pairs in one statement exactly as the two reads do apart", async () => {
    const [a, b, c, d] = await Promise.all([1, 0, 1, 0].map((sex) => signUp(t, { sex }))).then(
      (rows) => rows.map((row) => row.id) as [number, number, number, number],
    );
    await toggleBlock(t.ctx.db, b, a); // b blocked a
    await toggleBlock(t.ctx.db, c, d); // c blocked d
    await t.ctx.db.update(users).set({ chatState: ChatState.banned }).where(eq(users.id, c));
    const ids = [a, b, c, 2_000_000_000];
    const pairs: [number, number][] = [
      [a, b],
      [d, c],
      [a, c],
      [b, d],
    ];
    const both = await findChatMembersAndBlocks(t.ctx.db, ids, pairs);
    const byId = (rows: Awaited<ReturnType<typeof findChatMembers>>) =>
      new Map(rows.map((row) => [row.id, row]));
    expect(byId(both.members)).toEqual(byId(await findChatMembers(t.ctx.db, ids)));
    expect(both.members).toHaveLength(3);
    expect(byId(both.members).get(c)?.chatState).toBe(ChatState.banned);
    expect(both.blocked).toEqual(await blockedPairs(t.ctx.db, pairs));
    expect([...both.blocked].sort()).toEqual([pairKey(a, b), pairKey(c, d)].sort());
    // Either side may be empty (a batch of presence reads asks no pairs; of blocks alone, no members).
    const membersOnly = await findChatMembersAndBlocks(t.ctx.db, [d], []);
    expect(membersOnly.members.map((row) => row.id)).toEqual([d]);
    expect(membersOnly.blocked).toEqual(new Set());
    const pairsOnly = await findChatMembersAndBlocks(t.ctx.db, [], [[a, b]]);
    expect(pairsOnly).toEqual({ members: [], blocked: new Set([pairKey(a, b)]) });
    expect(await findChatMembersAndBlocks(t.ctx.db, [], [])).toEqual({ members: [], blocked: new Set() });
  });

  it("sends a batch of ids as one array literal, and refuses what is not an integer", async () => {
    const [a] = await Promise.all([signUp(t, { sex: 1 })]);
    expect((await findUsersByIds(t.ctx.db, [a.id, a.id])).map((row) => row.id)).toEqual([a.id]);
    for (const bad of [1.5, Number.NaN, 2 ** 53]) expect(() => intArray([a.id, bad])).toThrow(TypeError);
  });

  it("finds, for many members at once, who lists each of them, leaving out hidden conversations", async () => {
    const [a, b, c, d] = await Promise.all([1, 0, 0, 1].map((sex) => signUp(t, { sex }))).then(
      (rows) => rows.map((row) => row.id) as [number, number, number, number],
    );
    const now = new Date();
    await openConversation(t.ctx.db, b, a, now); // b lists a
    await openConversation(t.ctx.db, c, a, now); // c lists a
    await openConversation(t.ctx.db, a, d, now); // a lists d
    await openConversation(t.ctx.db, c, d, now); // c lists d, then deletes the conversation
    await removeConversation(t.ctx.db, c, d);

    const watchers = await watchersOf(t.ctx.db, [a, b, d]);
    expect(watchers.get(a)?.sort()).toEqual([b, c].sort());
    expect(watchers.get(d)).toEqual([a]);
    expect(watchers.has(b)).toBe(false);
    expect(await watchersOf(t.ctx.db, [])).toEqual(new Map());
  });

  it("reads the chat lists of many members at once, each exactly as read one by one", async () => {
    const [a, b, c, d] = await Promise.all([1, 0, 0, 1].map((sex) => signUp(t, { sex }))).then(
      (rows) => rows.map((row) => row.id) as [number, number, number, number],
    );
    const service = await serviceAccount(t.ctx.db);
    let at = Date.now() - 3_600_000;
    /** A second later each time: the lists are ordered by time. */
    const later = () => {
      at += 1000;
      return new Date(at);
    };
    const send = (sender: number, receiver: number, content: string, img = "") => {
      const when = later();
      return storeMessage(
        t.ctx.db,
        { sender, receiver, type: img ? "img" : "txt", content, img, cid: `r${when.getTime()}` },
        when,
      );
    };
    // More messages than a list shows, one of them without a client id.
    for (let i = 0; i < CHAT_INITIAL_MESSAGES + 3; i++) await send(i % 2 ? a : b, i % 2 ? b : a, `ab ${i}`);
    await storeMessage(
      t.ctx.db,
      { sender: b, receiver: a, type: "txt", content: "no cid", img: "", cid: null },
      later(),
    );
    await send(a, c, "", "/uploads/x.jpg");
    await send(service.id, a, "welcome");
    await send(c, b, "c to b");
    await send(a, d, "a to d, then deleted by a");
    await removeConversation(t.ctx.db, a, d);
    await send(d, a, "d again after the delete");
    await openConversation(t.ctx.db, b, a, later());
    await setOnline(t.ctx.db, c, true, later());
    await t.ctx.db.update(users).set({ onlineStatus: OnlineStatus.hidden }).where(eq(users.id, d));

    const read = await contactLists(t.ctx.db, [a, b, c, d, 2_000_000_000]);
    /** A member's list as opt 0 carries it: the JSON PostgreSQL wrote, the service marked. */
    const listOf = (uid: number, serviceOnline?: boolean) =>
      JSON.parse(contactListText(read.get(uid), serviceOnline)) as ChatContact[];
    // Strictly: a field contactList leaves out (a message's cid) must not come as null either.
    for (const uid of [a, b, c, d]) expect(listOf(uid)).toStrictEqual(await contactList(t.ctx.db, uid));
    expect(listOf(a).map((contact) => contact.uid)).toEqual([d, service.id, c, b]);
    expect(
      listOf(a)
        .find((contact) => contact.uid === d)
        ?.list.map((m) => m.content),
    ).toEqual(["d again after the delete"]);
    expect(listOf(a).find((contact) => contact.uid === b)?.list).toHaveLength(CHAT_INITIAL_MESSAGES);
    // Only the service conversation is marked, and told whether an agent is connected.
    expect(listOf(a, true).filter((contact) => contact.service === 1)).toMatchObject([
      { uid: service.id, service: 1, os_online: 1 },
    ]);
    expect(listOf(a, false).find((contact) => contact.uid === service.id)?.os_online).toBe(0);
    expect(listOf(b, true).some((contact) => "os_online" in contact || "service" in contact)).toBe(false);
    expect(read.has(2_000_000_000)).toBe(false);
    expect(contactListText(read.get(2_000_000_000))).toBe("[]");
    expect(await contactLists(t.ctx.db, [])).toEqual(new Map());
  });

  it("reads a page of a long conversation without reading the rest of it, in both directions", async () => {
    const [a, b] = await Promise.all([1, 0].map((sex) => signUp(t, { sex }))).then(
      (rows) => rows.map((row) => row.id) as [number, number],
    );
    // 600 messages, the two directions interleaved, a second apart.
    const start = Date.now() - 3_600_000;
    const rows = Array.from({ length: 600 }, (_, i) => ({
      senderId: i % 2 ? a : b,
      receiverId: i % 2 ? b : a,
      type: "txt",
      content: `m${i}`,
      img: "",
      createdAt: new Date(start + i * 1000),
    }));
    await t.ctx.db.insert(chatMessages).values(rows);
    await openConversation(t.ctx.db, a, b, new Date());
    /**
     * What `read` answers, and how many stored messages it fetched to answer it: the table's
     * count of rows fetched before and after, in one transaction (the count may hold earlier
     * transactions' work not yet flushed, but nothing else's in between).
     */
    const fetching = async <T>(read: (db: Db) => Promise<T>) => {
      let answer: T | undefined;
      let fetched = 0;
      await t.ctx.db.transaction(async (tx) => {
        const count = async () => {
          const result = await tx.execute(
            sql`select coalesce(sum(idx_tup_fetch + seq_tup_read), 0) as n from pg_stat_xact_user_tables where relname = 'chat_messages'`,
          );
          const [row] = (result as unknown as { rows: { n: number | string }[] }).rows;
          return Number(row?.n ?? 0);
        };
        const before = await count();
        answer = await read(tx as unknown as Db);
        fetched = (await count()) - before;
      });
      return { answer: answer as T, fetched };
    };
    const newest = rows.slice(-CHAT_INITIAL_MESSAGES).map((row) => row.content);
    // Each direction reads at most a page of its own, never the whole conversation.
    const bound = 2 * (CHAT_HISTORY_PAGE + 1);

    const lists = await fetching((db) => contactLists(db, [a]));
    const [first] = JSON.parse(contactListText(lists.answer.get(a))) as ChatContact[];
    expect(first?.list.map((m) => m.content)).toEqual(newest);
    expect(lists.fetched).toBeLessThanOrEqual(bound);

    const one = await fetching((db) => contactList(db, a));
    expect(one.answer[0]?.list.map((m) => m.content)).toEqual(newest);
    expect(one.fetched).toBeLessThanOrEqual(bound);

    const oldestShown = one.answer[0]?.list[0];
    const page = await fetching((db) => history(db, a, b, oldestShown?.id, 0));
    expect(page.answer.data.map((m) => m.content)).toEqual(
      rows
        .slice(-CHAT_INITIAL_MESSAGES - CHAT_HISTORY_PAGE, -CHAT_INITIAL_MESSAGES)
        .map((row) => row.content),
    );
    expect(page.answer.more).toBe(true);
    expect(page.fetched).toBeLessThanOrEqual(bound);

    const removed = await fetching((db) => removeConversation(db, a, b));
    expect(removed.fetched).toBeLessThanOrEqual(2);
    expect(await contactList(t.ctx.db, a, [b])).toMatchObject([{ uid: b, list: [] }]);
  });

  it("marks many members online and offline in one statement, as one by one would", async () => {
    const [a, b] = await Promise.all([1, 0].map((sex) => signUp(t, { sex }))).then(
      (rows) => rows.map((row) => row.id) as [number, number],
    );
    const earlier = new Date(Date.now() - 60_000);
    await setOnline(t.ctx.db, b, true, earlier);
    const now = new Date();
    await setOnlineMany(
      t.ctx.db,
      new Map([
        [a, { online: true, at: now }],
        [b, { online: false, at: null }],
      ]),
    );
    const read = async (id: number) => {
      const row = await findUserById(t.ctx.db, id);
      return { online: row?.isOnline, last: row?.lastLoginAt?.getTime() };
    };
    expect(await read(a)).toEqual({ online: true, last: now.getTime() });
    // Going offline keeps when the member was last here.
    expect(await read(b)).toEqual({ online: false, last: earlier.getTime() });
  });

  it("writes no member row already marked as asked", async () => {
    const [a, b, c] = await Promise.all([1, 0, 1].map((sex) => signUp(t, { sex }))).then(
      (rows) => rows.map((row) => row.id) as [number, number, number],
    );
    const earlier = new Date(Date.now() - 60_000);
    await setOnline(t.ctx.db, a, true, earlier);
    await setOnline(t.ctx.db, b, false, earlier);
    /** Rows of users updated by `write`, counted before and after in one transaction. */
    const updating = async (write: (db: Db) => Promise<void>) => {
      let updated = 0;
      await t.ctx.db.transaction(async (tx) => {
        const count = async () => {
          const result = await tx.execute(
            sql`select coalesce(sum(n_tup_upd), 0) as n from pg_stat_xact_user_tables where relname = 'users'`,
          );
          const [row] = (result as unknown as { rows: { n: number | string }[] }).rows;
          return Number(row?.n ?? 0);
        };
        const before = await count();
        await write(tx as unknown as Db);
        updated = (await count()) - before;
      });
      return updated;
    };
    // a is online since then (told again without a time, or with the same one), b offline: only
    // c changes.
    const now = new Date();
    const changes = new Map([
      [a, { online: true, at: null }],
      [b, { online: false, at: null }],
      [c, { online: true, at: now }],
    ]);
    expect(await updating((db) => setOnlineMany(db, changes))).toBe(1);
    expect(await updating((db) => setOnlineMany(db, new Map([[a, { online: true, at: earlier }]])))).toBe(0);
    // A new time or a new state is written.
    expect(await updating((db) => setOnlineMany(db, new Map([[a, { online: true, at: now }]])))).toBe(1);
    expect(await updating((db) => setOnlineMany(db, changes))).toBe(0);
    const row = await findUserById(t.ctx.db, c);
    expect([row?.isOnline, row?.lastLoginAt?.getTime()]).toEqual([true, now.getTime()]);
  });

  it("reads many sessions at once, each with its own member, leaving out the revoked and unknown", async () => {
    const [a, b, c] = await Promise.all([1, 0, 1].map((sex) => signUp(t, { sex })));
    const [sa, sb, sc] = [a, b, c].map((m) => hashSecret((m as { token: string }).token)) as [
      string,
      string,
      string,
    ];
    await t.ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, sc));
    const found = await findSessionMembers(t.ctx.db, [sa, sb, sc, hashSecret("unknown")]);
    expect([...found.keys()].sort()).toEqual([sa, sb].sort());
    expect(found.get(sa)?.member.id).toBe(a?.id);
    expect(found.get(sb)?.member.id).toBe(b?.id);
    expect(found.get(sa)?.session.userId).toBe(a?.id);
    expect(await findSessionMembers(t.ctx.db, [])).toEqual(new Map());

    // Every column as drizzle's own select of the two tables reads it: times (one to the
    // microsecond), the settings object, a birthday, nulls and a balance.
    await t.ctx.db
      .update(users)
      .set({
        silverDeadline: sql`'2030-01-02 03:04:05.678901+00'`,
        goldDeadline: null,
        settings: { lang: "en", mail: { notice: false } },
        balanceCents: 123_456_789,
        invitedBy: b?.id,
        approvedAt: new Date("2026-11-30T10:00:00.123Z"),
      })
      .where(eq(users.id, a?.id as number));
    const [again, drizzleRow] = await Promise.all([
      findSessionMembers(t.ctx.db, [sa]),
      t.ctx.db
        .select({ session: sessions, member: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, sa)),
    ]);
    expect(again.get(sa)).toStrictEqual(drizzleRow[0]);
    expect(again.get(sa)?.member.silverDeadline?.toISOString()).toBe("2030-01-02T03:04:05.678Z");
    expect(found.get(sb)).toStrictEqual(
      (
        await t.ctx.db
          .select({ session: sessions, member: users })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(eq(sessions.tokenHash, sb))
      )[0],
    );

    const ids = [...found.values()].map((row) => row.session.id);
    const [revoked] = await t.ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sc));
    expect(await sessionsInForce(t.ctx.db, [...ids, revoked?.id as number])).toEqual(new Set(ids));
  });
});
