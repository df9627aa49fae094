/**
 * The two reads the chat makes for every message, many messages at a time: which pairs are
 * blocked (either way round) and what it needs of each member. Both take their keys as one array,
 * so a batch of hundreds is one short query; these tests pin that the answers are exactly those
 * of the one-at-a-time rule.
 */
import { AccountStatus, ChatState, Vip } from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openConversation, removeConversation, watchersOf } from "../src/chat/store.ts";
import { intArray } from "../src/db/params.ts";
import { users } from "../src/db/schema.ts";
import { blockedBetween, blockedPairs, pairKey, toggleBlock } from "../src/services/blocks.ts";
import { effectiveVip, findChatMembers, findUserById, findUsersByIds } from "../src/services/users.ts";
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
});
