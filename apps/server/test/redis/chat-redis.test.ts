/**
 * Chat across instances: two servers on one PostgreSQL and one Redis. A member connected to one
 * receives what a member connected to the other sends, and presence is the same on both.
 */
import {
  Calls,
  CHAT_SOCKETS_PER_ACCOUNT,
  type ChatContact,
  ChatState,
  OPT_REFUSED,
  Opt,
  type ServerMessage,
  SocketClose,
} from "@site/contracts";
import { eq, inArray } from "drizzle-orm";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { closeContext, createContext } from "../../src/create-context.ts";
import { users } from "../../src/db/schema.ts";
import { runAdminCommand } from "../../src/services/admin-ops.ts";
import { form, REDIS_TEST_PREFIX, signUp, type TestApp, testApp } from "../helper.ts";
import { closedWithin, connect, type TestSocket, wsBase } from "../socket-client.ts";

const redisUrl = process.env.REDIS_URL;
if (!redisUrl)
  throw new Error("the server-redis suite needs REDIS_URL (a real Redis); scripts/test.ts sets it up");
if (!process.env.DATABASE_URL) {
  throw new Error("the cross-instance chat test needs DATABASE_URL (two instances share one PostgreSQL)");
}

let one: TestApp;
let two: { app: Awaited<ReturnType<typeof buildApp>>; close(): Promise<void> };
const sockets: TestSocket[] = [];

beforeAll(async () => {
  // Instances beat every 400 ms here: one silent for 1.2 s is taken for dead.
  one = await testApp({ REDIS_URL: redisUrl, INSTANCE_HEARTBEAT_MS: "400" });
  // A second instance over the same database and Redis.
  const ctx = await createContext(one.ctx.config, pino({ level: "silent" }), {
    redisPrefix: REDIS_TEST_PREFIX,
  });
  const app = await buildApp(ctx);
  two = {
    app,
    async close() {
      await app.close();
      await closeContext(ctx);
    },
  };
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await two.close();
  await one.close();
});

async function on(base: string, token: string) {
  const s = await connect(base, token);
  sockets.push(s);
  return s;
}

describe("two instances", () => {
  it("deliver a message from a member on one to a member on the other, and echo to the sender's other device", async () => {
    const a = await signUp(one, { sex: 1 });
    const b = await signUp(one, { sex: 0 });
    await runAdminCommand(one.ctx, "set-vip", [a.username, "2", "1"]);
    const [base1, base2] = [await wsBase(one.app), await wsBase(two.app)];
    const sa = await on(base1, a.token);
    const saElsewhere = await on(base2, a.token);
    const sb = await on(base2, b.token);
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "across the wire", cid: "x-1" });
    const got = await sb.next<Extract<ServerMessage, { opt: 1 }>>((m) => m.opt === Opt.send);
    expect(got.data).toMatchObject({
      sender_id: a.id,
      reciver_id: b.id,
      content: "across the wire",
      cid: "x-1",
    });
    await sa.next((m) => m.opt === Opt.send && m.data.cid === "x-1");
    await saElsewhere.next((m) => m.opt === Opt.send && m.data.cid === "x-1");
    // Exactly once on each connection.
    await new Promise((r) => setTimeout(r, 200));
    expect(sb.received.filter((m) => m.opt === Opt.send)).toHaveLength(1);
    expect(sa.received.filter((m) => m.opt === Opt.send)).toHaveLength(1);
  });

  it("share presence: online while a connection is open on any instance", async () => {
    const a = await signUp(one, { sex: 1 });
    const b = await signUp(one, { sex: 0 });
    const [base1, base2] = [await wsBase(one.app), await wsBase(two.app)];
    const sb = await on(base2, b.token);
    sb.send({ opt: Opt.open, uid: a.id });
    await sb.next((m) => m.opt === Opt.open && !m.full);
    const sa1 = await on(base1, a.token);
    expect(await sb.next((m) => m.opt === Opt.presence && m.uid === a.id)).toMatchObject({ is_online: 1 });
    const sa2 = await on(base2, a.token);
    sa1.close();
    await sa1.closed;
    await new Promise((r) => setTimeout(r, 200));
    // a is still connected on the second instance: nobody was told otherwise.
    expect(sb.received.filter((m) => m.opt === Opt.presence)).toHaveLength(1);
    const list = (await on(base1, b.token)).received.find((m) => m.opt === Opt.open) as {
      data: ChatContact[];
    };
    expect(list.data.find((c) => c.uid === a.id)?.is_online).toBe(1);
    sa2.close();
    expect(await sb.next((m) => m.opt === Opt.presence && m.uid === a.id)).toMatchObject({ is_online: 0 });
  });

  it("close a session's socket on the other instance within a second of signing out there", async () => {
    const a = await signUp(one);
    const [base1, base2] = [await wsBase(one.app), await wsBase(two.app)];
    const elsewhere = await on(base2, a.token);
    const here = await on(base1, a.token);
    expect((await one.call(Calls.logout, {}, { token: a.token })).status).toBe(200);
    expect(await closedWithin(elsewhere)).toBe(SocketClose.sessionInvalid);
    expect(await closedWithin(here)).toBe(SocketClose.sessionInvalid);
  });

  it("close the other sessions' sockets on the other instance within a second of a password change", async () => {
    const a = await signUp(one);
    const signedIn = await one.call<{ token: string }>(
      Calls.login,
      { account: a.username, password: a.password },
      { ip: "10.21.0.1" },
    );
    const stolen = signedIn.data?.token as string;
    const base2 = await wsBase(two.app);
    const thief = await on(base2, stolen);
    const owner = await on(base2, a.token);
    const changed = await one.call(
      Calls.changePassword,
      { oldpassword: a.password, newpassword: "fresh-pass7" },
      { token: a.token, ip: "10.21.0.2" },
    );
    expect(changed.status).toBe(200);
    expect(await closedWithin(thief, 1000)).toBe(SocketClose.sessionInvalid);
    expect(await closedWithin(owner, 300)).toBe("open");
    // The other instance refuses the ended session at once, though its socket had just read it.
    const info = await two.app.inject({
      method: "POST",
      url: Calls.userinfo,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form({ token: stolen }),
    });
    expect(info.json().status).toBe(0);
  });

  it("tell the other instances what a write changed: a ban there counts for the next message here", async () => {
    const a = await signUp(one, { sex: 1 });
    const b = await signUp(one, { sex: 0 });
    await runAdminCommand(one.ctx, "set-vip", [a.username, "2", "1"]);
    const sa = await on(await wsBase(two.app), a.token);
    const say = async (txt: string) => {
      const cid = `f-${Math.random().toString(36).slice(2)}`;
      sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt, cid });
      return sa.next(
        (m) => (m.opt === Opt.send && m.data.cid === cid) || (m.opt === OPT_REFUSED && m.cid === cid),
      );
    };
    // The second instance has read (and keeps for a few seconds) both members.
    expect((await say("hello")).opt).toBe(Opt.send);

    // A write made by the first instance is published for the others' caches.
    const listener = new Redis(redisUrl as string);
    const heard: unknown[] = [];
    try {
      await listener.subscribe(`${REDIS_TEST_PREFIX}chat:events`);
      listener.on("message", (_channel, text: string) => heard.push(JSON.parse(text)));
      await runAdminCommand(one.ctx, "ban-chat", [a.username]);
      await expect
        .poll(() => heard)
        .toContainEqual(expect.objectContaining({ kind: "forget", forget: { kind: "member", ids: [a.id] } }));
    } finally {
      listener.disconnect();
    }
    expect(await say("banned now")).toMatchObject({ key: "chat.banned" });

    // What another process publishes (its write reached the database, not this process's
    // caches): the second instance forgets, and the next message sees the member as stored.
    await one.ctx.db.update(users).set({ chatState: ChatState.allowed }).where(eq(users.id, a.id));
    const publisher = new Redis(redisUrl as string);
    try {
      const forget = { kind: "member", ids: [a.id] };
      await publisher.publish(
        `${REDIS_TEST_PREFIX}chat:events`,
        JSON.stringify({ kind: "forget", forget, origin: "another-process" }),
      );
    } finally {
      publisher.disconnect();
    }
    await expect.poll(async () => (await say("allowed again")).opt, { timeout: 3000 }).toBe(Opt.send);
  });

  it(`keep ${CHAT_SOCKETS_PER_ACCOUNT} sockets of one account over both, the oldest anywhere making way`, async () => {
    const a = await signUp(one);
    const [base1, base2] = [await wsBase(one.app), await wsBase(two.app)];
    const oldest = [await on(base1, a.token), await on(base1, a.token)];
    const kept: TestSocket[] = [];
    for (let i = 0; i < CHAT_SOCKETS_PER_ACCOUNT; i++) kept.push(await on(i % 2 ? base1 : base2, a.token));
    for (const s of oldest) expect(await closedWithin(s, 1000)).toBe(SocketClose.replaced);
    for (const s of kept) {
      expect(s.ws.readyState).toBe(s.ws.OPEN);
      s.send({ opt: Opt.heartbeat });
      await s.next((m) => m.opt === Opt.heartbeat);
    }
  });

  it("count connections opened and closed together (registered in batches) on every instance", async () => {
    const members: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let i = 0; i < 10; i++) members.push(await signUp(one, { sex: i % 2 }));
    const base2 = await wsBase(two.app);
    // Every member on the second instance, and the first two twice, all at once.
    const opened = await Promise.all(
      [...members, members[0], members[1]].map((m) => on(base2, (m as (typeof members)[0]).token)),
    );
    for (const m of members) expect(await one.ctx.chat.isConnected(m.id)).toBe(true);
    // The first member's two connections were counted apart: closing one leaves them online.
    const [firstAgain] = opened.slice(members.length);
    firstAgain?.close();
    await firstAgain?.closed;
    await new Promise((r) => setTimeout(r, 200));
    expect(await one.ctx.chat.isConnected((members[0] as (typeof members)[0]).id)).toBe(true);
    const rest = opened.filter((s) => s !== firstAgain);
    for (const s of rest) s.close();
    await Promise.all(rest.map((s) => s.closed));
    await expect
      .poll(
        async () => (await Promise.all(members.map((m) => one.ctx.chat.isConnected(m.id)))).some(Boolean),
        {
          timeout: 5000,
        },
      )
      .toBe(false);
  });

  it("take back the presence of an instance that died, and tell the watchers; members connected elsewhere stay online", async () => {
    const a = await signUp(one, { sex: 1 });
    const b = await signUp(one, { sex: 0 });
    const c = await signUp(one, { sex: 1 });
    // A third instance, to be killed.
    const doomedCtx = await createContext(one.ctx.config, pino({ level: "silent" }), {
      redisPrefix: REDIS_TEST_PREFIX,
    });
    const doomed = await buildApp(doomedCtx);
    try {
      const sb = await on(await wsBase(one.app), b.token);
      for (const uid of [a.id, c.id]) {
        sb.send({ opt: Opt.open, uid });
        await sb.next((m) => m.opt === Opt.open && !m.full);
      }
      const baseDoomed = await wsBase(doomed);
      await on(baseDoomed, a.token);
      expect(await sb.next((m) => m.opt === Opt.presence && m.uid === a.id)).toMatchObject({ is_online: 1 });
      await on(baseDoomed, c.token);
      await on(await wsBase(two.app), c.token);
      expect(await sb.next((m) => m.opt === Opt.presence && m.uid === c.id)).toMatchObject({ is_online: 1 });
      const flags = async () =>
        Object.fromEntries(
          (
            await one.ctx.db
              .select({ id: users.id, online: users.isOnline })
              .from(users)
              .where(inArray(users.id, [a.id, c.id]))
          ).map((r) => [r.id, r.online]),
        );
      await expect.poll(flags).toEqual({ [a.id]: true, [c.id]: true });

      // As kill -9 leaves it: no more beats, and nothing taken back, neither in Redis nor in the
      // database (its connections drop without a word from it).
      doomedCtx.redis?.disconnect();
      await doomedCtx.database.close();
      doomed.server.closeAllConnections();

      // The watcher hears that a is gone, from an instance that is still alive.
      expect(
        await sb.next((m) => m.opt === Opt.presence && m.uid === a.id && m.is_online === 0, 8000),
      ).toMatchObject({ is_online: 0 });
      expect(await one.ctx.chat.isConnected(a.id)).toBe(false);
      await expect.poll(flags, { timeout: 5000 }).toEqual({ [a.id]: false, [c.id]: true });
      // c still has a connection on the second instance: nobody was told otherwise.
      expect(await one.ctx.chat.isConnected(c.id)).toBe(true);
      expect(sb.received.filter((m) => m.opt === Opt.presence && m.uid === c.id)).toHaveLength(1);
    } finally {
      await doomed.close().catch(() => undefined);
      await closeContext(doomedCtx).catch(() => undefined);
    }
  });

  it("count their connections in again after Redis lost them (restarted empty)", async () => {
    const a = await signUp(one, { sex: 1 });
    await on(await wsBase(two.app), a.token);
    expect(await one.ctx.chat.isConnected(a.id)).toBe(true);
    const redis = one.ctx.redis;
    if (!redis) throw new Error("the instance has no Redis");
    const keys = await redis.keys(`${REDIS_TEST_PREFIX}chat:*`);
    await redis.del(...keys);
    expect(await one.ctx.chat.isConnected(a.id)).toBe(false);
    // The next beat finds the instance unknown and counts its connections in again.
    await expect.poll(() => one.ctx.chat.isConnected(a.id), { timeout: 3000 }).toBe(true);
  });
});
