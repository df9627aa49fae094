/**
 * The chat's cache of members and pairs (member-cache's ForgettingCache): a forget counts against
 * reads that began before it, and only against reads of the same key. The forgets every write
 * makes also go to the relays the chat hub registers (to publish them to other instances).
 */
import { describe, expect, it } from "vitest";
import type { users } from "../src/db/schema.ts";
import {
  cacheGeneration,
  caches,
  chatMemberKey,
  type Forget,
  ForgettingCache,
  forgetGraph,
  forgetHere,
  forgetMember,
  forgetMembers,
  forgetPresence,
  pairKey,
  relayForgets,
  sessionEnds,
} from "../src/services/member-cache.ts";

describe("the forgetting cache", () => {
  it("does not keep what a read found when its key was forgotten while it ran", () => {
    const cache = new ForgettingCache<string>(60_000, 100);
    const since = cacheGeneration();
    forgetMember(101); // a write lands while the read is in flight
    cache.forget(chatMemberKey(101));
    cache.set(chatMemberKey(101), "old row", since);
    expect(cache.get(chatMemberKey(101))).toBeUndefined();
    // Read again after the forget: kept.
    cache.set(chatMemberKey(101), "new row", cacheGeneration());
    expect(cache.get(chatMemberKey(101))).toEqual({ value: "new row" });
  });

  it("keeps what a read found when only other keys were forgotten meanwhile", () => {
    const cache = new ForgettingCache<boolean>(60_000, 100);
    const since = cacheGeneration();
    forgetMember(202);
    cache.forget(chatMemberKey(202));
    cache.set(pairKey(7, 3), false, since);
    expect(cache.get(pairKey(3, 7))).toEqual({ value: false });
  });

  it("forgets after its time to live", async () => {
    const cache = new ForgettingCache<number>(30, 100);
    cache.set("k", 1, cacheGeneration());
    expect(cache.get("k")).toEqual({ value: 1 });
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get("k")).toBeUndefined();
  });
});

describe("relayed forgets", () => {
  it("hands every write's forget to the relays, and a relayed one is not handed on again", () => {
    const seen: Forget[] = [];
    const stop = relayForgets((forget) => seen.push(forget));
    try {
      forgetMember(5, 9);
      forgetGraph("hidden", 5, 6);
      forgetHere({ kind: "member", ids: [8] }); // what another instance relayed
    } finally {
      stop();
    }
    forgetMember(10); // after stopping
    expect(seen).toEqual([
      { kind: "member", ids: [5], keepSessionId: 9 },
      { kind: "graph", graph: "hidden", ids: [5, 6] },
    ]);
  });
});

describe("a member coming online or going", () => {
  it("forgets their row but keeps the chat's view of them, here and on the other instances", () => {
    const mine = caches({});
    const row = { id: 31, isOnline: false } as typeof users.$inferSelect;
    mine.rows.set(31, row);
    mine.chat.set(chatMemberKey(31), { id: 31, username: "kept" }, cacheGeneration());
    const seen: Forget[] = [];
    const stop = relayForgets((forget) => seen.push(forget));
    try {
      forgetPresence([31]);
    } finally {
      stop();
    }
    // Lists and profiles show the flag: read again. The chat shows presence from the hub.
    expect(mine.rows.get(31)).toBeUndefined();
    expect(mine.chat.get(chatMemberKey(31))).toEqual({ value: { id: 31, username: "kept" } });
    // Another instance applying the relayed forget does the same.
    expect(seen).toEqual([{ kind: "member", ids: [31], presence: true }]);
    const theirs = caches({});
    theirs.chat.set(chatMemberKey(31), { id: 31 }, cacheGeneration());
    forgetHere(seen[0] as Forget);
    expect(theirs.chat.get(chatMemberKey(31))).toEqual({ value: { id: 31 } });

    // Any other change to the member forgets the chat's view too.
    forgetMembers([31]);
    expect(mine.chat.get(chatMemberKey(31))).toBeUndefined();
    expect(theirs.chat.get(chatMemberKey(31))).toBeUndefined();
  });
});

describe("the log of ended sessions", () => {
  it("answers whether a session or its member was forgotten since a reader noted it", () => {
    const noted = sessionEnds.noted();
    expect(sessionEnds.since(noted, 41, 4100)).toBe(false);
    // Others' sessions and members, and a member's presence, end nothing of this one.
    forgetHere({ kind: "session", id: 4200 });
    forgetMember(42);
    forgetPresence([41]);
    forgetGraph("hidden", 41, 42);
    expect(sessionEnds.since(noted, 41, 4100)).toBe(false);
    // Its session signed out, here or relayed from another instance.
    forgetHere({ kind: "session", id: 4100 });
    expect(sessionEnds.since(noted, 41, 4100)).toBe(true);
    // Its member changed (a ban, a password change ending the other sessions).
    const later = sessionEnds.noted();
    forgetMembers([40, 41]);
    expect(sessionEnds.since(later, 41, 4100)).toBe(true);
    // A reader that noted after the forget is not troubled by it.
    expect(sessionEnds.since(sessionEnds.noted(), 41, 4100)).toBe(false);
  });

  it("answers yes to a reader older than the marks it still keeps", () => {
    const noted = sessionEnds.noted();
    forgetHere({ kind: "session", id: 4300 });
    // Enough ends of other sessions to push that mark out of the log.
    for (let id = 0; id < 10_000; id++) forgetHere({ kind: "session", id: 500_000 + id });
    expect(sessionEnds.since(noted, 43, 4300)).toBe(true);
    expect(sessionEnds.since(noted, 44, 4400)).toBe(true);
    expect(sessionEnds.since(sessionEnds.noted(), 44, 4400)).toBe(false);
  });
});
