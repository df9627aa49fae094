/**
 * A write inside a transaction forgets what the caches hold at once, but until the commit every
 * other connection still reads the old row: a call made in between may cache it again. The forget
 * is made again once the transaction commits (db/after-commit.ts), so a ban, a revoked session or
 * a new tier counts from the commit on, not only when the cache entry runs out.
 *
 * The call made in between is played by setting the cache as such a read would (PGlite, the
 * embedded default, has one connection: a second reader would wait for the commit).
 */
import { ChatState } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSecret } from "../src/lib/tokens.ts";
import { cacheGeneration, caches, chatMemberKey } from "../src/services/member-cache.ts";
import { resolveSessionMember, revokeUserSessions, type SessionMember } from "../src/services/sessions.ts";
import { chatMemberOf, findUserById, updateUser } from "../src/services/users.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

/** What a call reading the member while the transaction is open caches: the row as committed. */
async function readMeanwhile(id: number) {
  const row = await findUserById(t.ctx.db, id);
  if (!row) throw new Error(`no member ${id}`);
  return () => {
    const mine = caches(t.ctx.db);
    mine.rows.set(id, row);
    mine.chat.set(chatMemberKey(id), chatMemberOf(row), cacheGeneration());
  };
}

describe("a write inside a transaction", () => {
  it("forgets the member again once it commits, whatever was cached meanwhile", async () => {
    const m = await signUp(t);
    const cacheOld = await readMeanwhile(m.id);
    await t.ctx.db.transaction(async (tx) => {
      await updateUser(tx, m.id, { chatState: ChatState.banned });
      cacheOld();
      // Still there before the commit: the old row is what the database answers others now.
      expect(caches(t.ctx.db).rows.get(m.id)?.chatState).toBe(ChatState.allowed);
    });
    expect(caches(t.ctx.db).rows.get(m.id)).toBeUndefined();
    expect(caches(t.ctx.db).chat.get(chatMemberKey(m.id))).toBeUndefined();
  });

  it("does the same for a write in a savepoint of the transaction", async () => {
    const m = await signUp(t);
    const cacheOld = await readMeanwhile(m.id);
    await t.ctx.db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        await updateUser(savepoint, m.id, { chatState: ChatState.banned });
      });
      cacheOld();
    });
    expect(caches(t.ctx.db).chat.get(chatMemberKey(m.id))).toBeUndefined();
  });

  it("forgets nothing more when it rolls back: what was cached is still the row", async () => {
    const m = await signUp(t);
    const cacheOld = await readMeanwhile(m.id);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await updateUser(tx, m.id, { chatState: ChatState.banned });
        cacheOld();
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(caches(t.ctx.db).rows.get(m.id)?.chatState).toBe(ChatState.allowed);
    expect((await findUserById(t.ctx.db, m.id))?.chatState).toBe(ChatState.allowed);
  });

  it("ends a session for every call once it commits, even one that read it while it was open", async () => {
    const m = await signUp(t);
    const now = new Date();
    const read = await resolveSessionMember(t.ctx.db, m.token, now);
    expect(read?.member.id).toBe(m.id);
    await t.ctx.db.transaction(async (tx) => {
      await revokeUserSessions(tx, m.id, now);
      // A call on another connection resolves the token now: not revoked yet, and cached.
      caches(t.ctx.db).sessions.set(hashSecret(m.token), read as SessionMember);
    });
    expect(await resolveSessionMember(t.ctx.db, m.token, new Date())).toBeUndefined();
  });
});
