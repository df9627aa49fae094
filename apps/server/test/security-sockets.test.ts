/**
 * The chat socket's limits per account: every opt is limited, not sends alone (2,000 history
 * requests in 4 s were all served), and one account holds at most CHAT_SOCKETS_PER_ACCOUNT
 * connections to an instance (one account held 500).
 */
import {
  CHAT_KEEPALIVE_LIMIT,
  CHAT_OPT_LIMIT,
  CHAT_SOCKETS_PER_ACCOUNT,
  type ChatContact,
  OPT_REFUSED,
  Opt,
  type ServerMessage,
  SocketClose,
} from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";
import { connect, type TestSocket } from "./socket-client.ts";

let t: TestApp;
const open: TestSocket[] = [];
async function socket(token: string) {
  const s = await connect(t.app, token);
  open.push(s);
  return s;
}
async function gold(overrides: Record<string, unknown> = {}) {
  const m = await signUp(t, overrides);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}

/** The most a bucket can let through in `ms`: its burst, and what came back meanwhile. */
const mostServed = (limit: { burst: number; perSecond: number }, ms: number) =>
  limit.burst + Math.floor((ms / 1000) * limit.perSecond);

/**
 * Sends `count` messages made by `make` at once, spread over `sockets`, and waits until `answered`
 * matches as many answers; resolves with the answers and the milliseconds it all took.
 */
async function flood(
  sockets: TestSocket[],
  count: number,
  make: () => object,
  answered: (m: ServerMessage) => boolean,
) {
  const before = sockets.map((s) => s.received.length);
  const answers = () => sockets.flatMap((s, i) => s.received.slice(before[i]).filter(answered));
  const started = performance.now();
  for (let i = 0; i < count; i++) sockets[i % sockets.length]?.send(make());
  await expect.poll(() => answers().length, { timeout: 20_000, interval: 10 }).toBe(count);
  return { answers: answers(), ms: performance.now() - started };
}

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

describe("every opt is limited per account", () => {
  it("refuses a flood of history requests as too fast, serving at most the burst", async () => {
    const a = await signUp(t);
    const b = await signUp(t, { sex: 0 });
    // Two connections of one account share the limit: opening more buys no more.
    const sockets = [await socket(a.token), await socket(a.token)];
    const history = () => ({ opt: Opt.history, uid: b.id, create_time: Math.floor(Date.now() / 1000) + 10 });
    const about = (m: ServerMessage) => (m.opt === Opt.history || m.opt === OPT_REFUSED) && m.uid === b.id;
    const { answers, ms } = await flood(sockets, 500, history, about);
    const served = answers.filter((m) => m.opt === Opt.history);
    const refused = answers.filter((m) => m.opt === OPT_REFUSED);
    expect(served.length).toBeGreaterThan(0);
    expect(served.length).toBeLessThanOrEqual(mostServed(CHAT_OPT_LIMIT, ms));
    expect(refused.length).toBe(500 - served.length);
    expect(refused.every((m) => m.opt === OPT_REFUSED && m.key === "chat.tooFast")).toBe(true);
    // Sends keep a bucket of their own: a history flood does not silence the member.
    const sa = sockets[0] as TestSocket;
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "still here", cid: "after-flood" });
    await sa.next((m) => m.opt === Opt.send && m.data.cid === "after-flood");
  });

  it("does not refill the limit when the account closes its connections and opens new ones", async () => {
    const a = await signUp(t);
    const b = await signUp(t, { sex: 0 });
    const history = () => ({ opt: Opt.history, uid: b.id, create_time: Math.floor(Date.now() / 1000) + 10 });
    const about = (m: ServerMessage) => (m.opt === Opt.history || m.opt === OPT_REFUSED) && m.uid === b.id;
    const started = performance.now();
    let served = 0;
    for (let round = 0; round < 3; round++) {
      const s = await socket(a.token);
      const { answers } = await flood([s], 100, history, about);
      served += answers.filter((m) => m.opt === Opt.history).length;
      s.close();
      await s.closed;
    }
    expect(served).toBeLessThanOrEqual(mostServed(CHAT_OPT_LIMIT, performance.now() - started));
  });

  it("limits heartbeats too, generously, and opens of conversations like history", async () => {
    const a = await signUp(t);
    const b = await signUp(t, { sex: 0 });
    // The account's buckets fill from its first connection on, the handshake's time included (a
    // busy machine may take a while over it): the most that can be served counts from here.
    const since = performance.now();
    const s = await socket(a.token);
    const beats = await flood(
      [s],
      500,
      () => ({ opt: Opt.heartbeat }),
      (m) => m.opt === Opt.heartbeat || (m.opt === OPT_REFUSED && m.uid === undefined),
    );
    const beatsServed = beats.answers.filter((m) => m.opt === Opt.heartbeat).length;
    // The two inits of the handshake came from the same bucket.
    expect(beatsServed).toBeLessThanOrEqual(mostServed(CHAT_KEEPALIVE_LIMIT, performance.now() - since) - 2);
    expect(beats.answers.some((m) => m.opt === OPT_REFUSED && m.key === "chat.tooFast")).toBe(true);

    const opens = await flood(
      [s],
      300,
      () => ({ opt: Opt.open, uid: b.id }),
      (m) => (m.opt === Opt.open && !m.full) || (m.opt === OPT_REFUSED && m.uid === b.id),
    );
    const opened = opens.answers.filter((m) => m.opt === Opt.open).length;
    expect(opened).toBeLessThanOrEqual(mostServed(CHAT_OPT_LIMIT, performance.now() - since));
    expect(opens.answers.filter((m) => m.opt === OPT_REFUSED)).toHaveLength(300 - opened);
  });
});

describe("connections per account", () => {
  it(`keeps ${CHAT_SOCKETS_PER_ACCOUNT} open: each one beyond closes the oldest as replaced`, async () => {
    const a = await signUp(t);
    const bystander = await signUp(t);
    const theirs = [await socket(bystander.token), await socket(bystander.token)];
    const sockets: TestSocket[] = [];
    for (let i = 0; i < CHAT_SOCKETS_PER_ACCOUNT + 3; i++) sockets.push(await socket(a.token));
    const replaced = sockets.slice(0, 3);
    const kept = sockets.slice(3);
    await expect
      .poll(() => sockets.filter((s) => s.ws.readyState === s.ws.CLOSED).length, { timeout: 5000 })
      .toBe(3);
    for (const s of replaced) expect(await s.closed).toBe(SocketClose.replaced);
    expect(kept).toHaveLength(CHAT_SOCKETS_PER_ACCOUNT);
    // Those kept, the newest included, all still work; another account's are left alone.
    for (const s of [...kept, ...theirs]) {
      expect(s.ws.readyState).toBe(s.ws.OPEN);
      s.send({ opt: Opt.heartbeat });
      await s.next((m) => m.opt === Opt.heartbeat);
    }
  });
});

describe("normal use", () => {
  it("a session on every tab, and on a phone joining them, goes through untouched", async () => {
    const a = await gold({ sex: 1 });
    const b = await gold({ sex: 0 });
    // As many tabs as allowed, all reconnecting at once, each reopening its window.
    const tabs = await Promise.all(Array.from({ length: CHAT_SOCKETS_PER_ACCOUNT }, () => socket(a.token)));
    for (const tab of tabs) {
      tab.send({ opt: Opt.heartbeat });
      tab.send({ opt: Opt.open, uid: b.id, address: "/w/home/chat" });
      await tab.next((m) => m.opt === Opt.open && !m.full);
    }
    // One device more: the oldest tab makes way, and the session goes on on the phone. The tabs
    // connected at once, so which one the server holds oldest is its own order, not the array's.
    const phone = await socket(a.token);
    const made = await Promise.race(tabs.map((tab) => tab.closed.then((code) => ({ tab, code }))));
    expect(made.code).toBe(SocketClose.replaced);
    const left = tabs.filter((tab) => tab !== made.tab);
    const sb = await socket(b.token);
    phone.send({ opt: Opt.open, uid: b.id, address: "/m/chat" });
    await phone.next((m) => m.opt === Opt.open && !m.full);
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) {
      const cid = `normal-${i}`;
      sent.push(cid);
      phone.send({ opt: Opt.send, uid: b.id, type: "txt", txt: `hello ${i}`, cid });
      await phone.next((m) => m.opt === Opt.send && m.data.cid === cid);
      await sb.next((m) => m.opt === Opt.send && m.data.cid === cid);
    }
    phone.send({ opt: Opt.history, uid: b.id, create_time: Math.floor(Date.now() / 1000) + 10 });
    const page = await phone.next<Extract<ServerMessage, { opt: 3 }>>((m) => m.opt === Opt.history);
    expect(page.data.map((m) => m.cid)).toEqual(sent);
    // b reads the conversation: opening it resets the unread count.
    sb.send({ opt: Opt.open, uid: a.id });
    const read = await sb.next<Extract<ServerMessage, { opt: 0 }>>((m) => m.opt === Opt.open && !m.full);
    expect((read.data[0] as ChatContact).count).toBe(0);
    phone.send({ opt: Opt.heartbeat });
    await phone.next((m) => m.opt === Opt.heartbeat);
    for (const s of [...left, phone, sb]) {
      expect(s.ws.readyState).toBe(s.ws.OPEN);
      expect(s.received.filter((m) => m.opt === OPT_REFUSED)).toEqual([]);
    }
    // The tabs left still receive what the phone sent.
    for (const tab of left) await tab.next((m) => m.opt === Opt.send && m.data.cid === "normal-4");
  });
});
