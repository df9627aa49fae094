/**
 * Connecting in a crowd: the socket reads the sessions (again once in the hub when one may have
 * ended meanwhile), marks members online and reads their chat lists in batches across connections
 * (a restart brings every member back at once). Each connection must still get its own member, its
 * own list, and a revoked or unknown token among them must be refused as it would be alone.
 */
import { Calls, type ChatContact, Opt, type ServerMessage, SocketClose } from "@site/contracts";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeMessage } from "../src/chat/store.ts";
import { users } from "../src/db/schema.ts";
import { signUp, type TestApp, testApp, watchStatements } from "./helper.ts";
import { closedWithin, connect, type TestSocket, wsBase } from "./socket-client.ts";

let t: TestApp;
const open: TestSocket[] = [];
beforeAll(async () => {
  t = await testApp();
  await wsBase(t.app);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const PAIRS = 12;

/** Members in pairs, each pair with one message between them (so each has a list of one). */
async function pairs() {
  const members = [];
  for (let i = 0; i < PAIRS * 2; i++) members.push(await signUp(t, { sex: i % 2 }));
  for (let i = 0; i < members.length; i += 2) {
    const [a, b] = [members[i], members[i + 1]] as [(typeof members)[0], (typeof members)[0]];
    await storeMessage(
      t.ctx.db,
      { sender: a.id, receiver: b.id, type: "txt", content: `hi ${b.id}`, img: "", cid: `p${a.id}` },
      new Date(),
    );
  }
  return members;
}

const isOnline = async (ids: number[]) =>
  (await t.ctx.db.select({ id: users.id, online: users.isOnline }).from(users).where(inArray(users.id, ids)))
    .filter((row) => row.online)
    .map((row) => row.id)
    .sort((x, y) => x - y);

describe("many connections at once", () => {
  it("gives each its own member and chat list, and refuses the revoked and unknown tokens among them", async () => {
    const members = await pairs();
    const revoked = members[5] as (typeof members)[0];
    expect((await t.call(Calls.logout, {}, { token: revoked.token })).status).toBe(200);
    const tokens = [...members.map((m) => m.token), "not-a-token-at-all"];

    // The chat lists are read in batches too: a crowd's lists in a few statements (about one per
    // batch of sessions read), not one each.
    const statements = watchStatements(t.ctx.db);
    const listReads = () =>
      statements.texts().filter((text) => text.includes("chat_contacts") && text.includes("json_agg")).length;
    // All opened in the same tick, not one after another.
    const sockets = await Promise.all(tokens.map((token) => connect(t.app, token, { init: false })));
    open.push(...sockets);
    for (const s of sockets) {
      s.send({ opt: Opt.init });
      s.send({ opt: Opt.init });
    }
    const partner = (i: number) => members[i % 2 === 0 ? i + 1 : i - 1] as (typeof members)[0];
    await Promise.all(
      members.map(async (m, i) => {
        const s = sockets[i] as TestSocket;
        if (m === revoked) {
          expect(await closedWithin(s, 5000)).toBe(SocketClose.sessionInvalid);
          return;
        }
        expect(await s.next((f) => f.opt === Opt.init, 5000)).toMatchObject({ uid: m.id });
        const list = (await s.next((f) => f.opt === Opt.open, 5000)) as Extract<ServerMessage, { opt: 0 }>;
        const contacts = list.data as ChatContact[];
        expect(contacts.map((c) => c.uid)).toEqual([partner(i).id]);
        expect(contacts[0]?.list.map((message) => message.content)).toEqual([
          `hi ${i % 2 === 0 ? partner(i).id : m.id}`,
        ]);
      }),
    );
    expect(await closedWithin(sockets.at(-1) as TestSocket, 5000)).toBe(SocketClose.sessionInvalid);
    expect(listReads()).toBeGreaterThan(0);
    expect(listReads()).toBeLessThanOrEqual(8);
    statements.stop();

    // Those let in are online, and told the presence of their partners who came too.
    const admitted = members.filter((m) => m !== revoked);
    await expect
      .poll(() => isOnline(members.map((m) => m.id)), { timeout: 5000 })
      .toEqual(admitted.map((m) => m.id).sort((x, y) => x - y));

    // Leaving together, each is marked offline (no online written after its offline).
    for (const s of sockets) s.close();
    await Promise.all(sockets.map((s) => s.closed));
    await expect.poll(() => isOnline(members.map((m) => m.id)), { timeout: 5000 }).toEqual([]);
  });

  it("marks a member offline at the end however quickly its connections come and go", async () => {
    const m = await signUp(t);
    for (let round = 0; round < 5; round++) {
      const s = await connect(t.app, m.token, { init: false });
      s.send({ opt: Opt.init });
      s.close();
      await s.closed;
    }
    const last = await connect(t.app, m.token);
    await expect.poll(() => isOnline([m.id]), { timeout: 5000 }).toEqual([m.id]);
    last.close();
    await last.closed;
    await expect.poll(() => isOnline([m.id]), { timeout: 5000 }).toEqual([]);
  });
});
