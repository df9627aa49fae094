/**
 * The api-client's chat socket against the real server: delivery into the snapshot, unread counts,
 * resend after a lost connection without duplicates, refusals surfaced, and a dead session.
 */
import { type ChatSnapshot, ChatSocket } from "@site/api-client";
import { CHAT_SEND_LIMIT, CHAT_SOCKETS_PER_ACCOUNT, FREE_CHATS_PER_DAY, SocketClose } from "@site/contracts";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { chatContacts, chatMessages } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";
import { wsBase } from "./socket-client.ts";

let t: TestApp;
let base: string;
const sockets: ChatSocket[] = [];

/** A `ws` WebSocket with the browser's constructor signature and our origin. */
function browserLike(onCreate?: (ws: WebSocket) => void) {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin: "http://site.test" } });
      onCreate?.(this);
    }
  } as unknown as typeof globalThis.WebSocket;
}

function client(token: string, extra: Partial<ConstructorParameters<typeof ChatSocket>[0]> = {}) {
  const socket = new ChatSocket({
    url: () => `${base}/ws?token=${token}`,
    WebSocket: browserLike(),
    reconnectMs: 50,
    ...extra,
  });
  sockets.push(socket);
  socket.start();
  return socket;
}
/** What a failed wait prints: enough of the snapshot to tell which step and why. */
const summary = (s: ChatSnapshot) =>
  JSON.stringify({
    status: s.status,
    ready: s.ready,
    unread: s.unread,
    contacts: s.contacts.map((c) => ({
      uid: c.uid,
      count: c.count,
      list: c.list.map(
        (m) => `${m.id}:${m.content}${m.pending ? " (pending)" : ""}${m.failed ? " (failed)" : ""}`,
      ),
    })),
  });
// A busy CI machine (two cores, PostgreSQL and the other suites) can take seconds for a step.
const until = (socket: ChatSocket, check: (s: ChatSnapshot) => boolean) =>
  vi.waitFor(
    () => {
      const snapshot = socket.getSnapshot();
      expect(check(snapshot), summary(snapshot)).toBe(true);
    },
    { timeout: 10_000, interval: 20 },
  );

beforeAll(async () => {
  t = await testApp();
  base = await wsBase(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.stop();
  await t.close();
});

describe("the chat socket client", () => {
  it("sends its token off the URL (as a subprotocol), out of the proxies' logs, and is let in", async () => {
    const a = await signUp(t, { sex: 1 });
    const created: WebSocket[] = [];
    const ca = client(a.token, { WebSocket: browserLike((ws) => created.push(ws)) });
    await until(ca, (s) => s.ready && s.me === a.id);
    const ws = created[0] as WebSocket;
    expect(ws.url).toBe(`${base}/ws`);
    expect(ws.url).not.toContain(a.token);
    expect(ws.protocol).toBe("chat");
  });

  it("shows a sent message as pending, then acknowledged, and counts it unread for the recipient", async () => {
    const a = await signUp(t, { sex: 1 });
    const b = await signUp(t, { sex: 0 });
    await runAdminCommand(t.ctx, "set-vip", [a.username, "2", "1"]);
    const ca = client(a.token);
    // How many of b's conversation opens (opt 0 for one member, not the full list) the server has
    // answered: it handles a connection's opens in order and answers each once it is done.
    let opensAnswered = 0;
    const cb = client(b.token, {
      WebSocket: browserLike((ws) =>
        ws.on("message", (data) => {
          const frame = JSON.parse(String(data)) as { opt?: number; full?: boolean };
          if (frame.opt === 0 && !frame.full) opensAnswered++;
        }),
      ),
    });
    await until(ca, (s) => s.ready);
    await until(cb, (s) => s.ready);
    ca.send(b.id, { type: "txt", txt: "hello there" });
    const mine = ca
      .getSnapshot()
      .contacts.find((c) => c.uid === b.id)
      ?.list.at(-1);
    expect(mine?.pending).toBe(true);
    await until(ca, (s) => s.contacts.find((c) => c.uid === b.id)?.list.at(-1)?.pending === undefined);
    await until(cb, (s) => s.unread === 1);
    const contact = cb.getSnapshot().contacts.find((c) => c.uid === a.id);
    expect(contact).toMatchObject({ username: a.username, count: 1, content: "hello there" });
    // Two views of the same conversation (the page and a floating window): it stays read until
    // the last one leaves, and counts unread again after that.
    const page = cb.watch(a.id);
    const floating = cb.watch(a.id);
    expect(cb.getSnapshot().unread).toBe(0);
    ca.send(b.id, { type: "txt", txt: "while you look" });
    await until(cb, (s) => s.contacts.find((c) => c.uid === a.id)?.content === "while you look");
    expect(cb.getSnapshot().unread).toBe(0);
    page();
    page();
    ca.send(b.id, { type: "txt", txt: "still looking" });
    await until(cb, (s) => s.contacts.find((c) => c.uid === a.id)?.content === "still looking");
    expect(cb.getSnapshot().unread).toBe(0);
    // The view on screen opened the conversation on the server again for each message (unread
    // back to 0 there). Once all four opens are answered (the two views, and one for each message
    // that arrived while they looked), nothing in flight can read the next message for them. (The
    // unread column alone could say 0 between the first answer and the last.)
    await vi.waitFor(() => expect(opensAnswered).toBeGreaterThanOrEqual(4), {
      timeout: 10_000,
      interval: 20,
    });
    const [row] = await t.ctx.db
      .select({ unread: chatContacts.unread })
      .from(chatContacts)
      .where(and(eq(chatContacts.userId, b.id), eq(chatContacts.peerId, a.id)));
    expect(row?.unread).toBe(0);
    floating();
    ca.send(b.id, { type: "txt", txt: "gone now" });
    await until(cb, (s) => s.unread === 1);
  });

  it("keeps a message that arrives while the answer to opening its conversation is on its way", async () => {
    const a = await signUp(t, { sex: 1 });
    const b = await signUp(t, { sex: 0 });
    await runAdminCommand(t.ctx, "set-vip", [a.username, "2", "1"]);
    // b's network holds the answers to opt 0 for a while; everything else passes at once.
    let held = 0;
    const Slow = browserLike((ws) => {
      const own = Object.getOwnPropertyDescriptor(WebSocket.prototype, "onmessage");
      type Handler = (event: WebSocket.MessageEvent) => void;
      Object.defineProperty(ws, "onmessage", {
        configurable: true,
        get: () => own?.get?.call(ws),
        set: (handler: Handler | null) =>
          own?.set?.call(ws, (event: WebSocket.MessageEvent) => {
            const text = String(event.data);
            if (!handler) return;
            if (!text.startsWith('{"opt":0,') || !text.includes('"full":false')) return handler(event);
            held++;
            setTimeout(() => handler(event), 400);
          }),
      });
    });
    const ca = client(a.token);
    const cb = client(b.token, { WebSocket: Slow });
    await until(ca, (s) => s.ready);
    await until(cb, (s) => s.ready);
    ca.send(b.id, { type: "txt", txt: "first" });
    await until(cb, (s) => s.unread === 1);
    // b looks (the server reads the conversation and answers), then looks away at once.
    cb.watch(a.id)();
    await vi.waitFor(() => expect(held).toBe(1));
    ca.send(b.id, { type: "txt", txt: "while it travels" });
    await until(cb, (s) => s.contacts.find((c) => c.uid === a.id)?.content === "while it travels");
    // The held answer arrives, read before the second message: it must not take it away.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const contact = cb.getSnapshot().contacts.find((c) => c.uid === a.id);
    expect(contact?.list.map((m) => m.content)).toEqual(["first", "while it travels"]);
    expect(contact?.content).toBe("while it travels");
    expect(contact?.count).toBe(1);
    expect(cb.getSnapshot().unread).toBe(1);
  });

  it("sends again what was not acknowledged when the connection dropped, and it is stored once", async () => {
    const a = await signUp(t, { sex: 1 });
    const b = await signUp(t, { sex: 0 });
    await runAdminCommand(t.ctx, "set-vip", [a.username, "2", "1"]);
    const created: WebSocket[] = [];
    let swallow = true;
    const Lossy = class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { origin: "http://site.test" } });
        created.push(this);
      }
      override send(data: unknown) {
        // The first connection loses the chat message (a tunnel), then dies.
        if (swallow && String(data).includes('"opt":1,')) {
          swallow = false;
          setTimeout(() => this.terminate(), 10);
          return;
        }
        super.send(data as string);
      }
    } as unknown as typeof globalThis.WebSocket;
    const ca = client(a.token, { WebSocket: Lossy });
    const cb = client(b.token);
    await until(ca, (s) => s.ready);
    await until(cb, (s) => s.ready);
    ca.send(b.id, { type: "txt", txt: "through the tunnel" });
    await until(cb, (s) => s.contacts.find((c) => c.uid === a.id)?.content === "through the tunnel");
    await until(ca, (s) => s.contacts.find((c) => c.uid === b.id)?.list.every((m) => !m.pending) ?? false);
    expect(created.length).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(cb.getSnapshot().contacts.find((c) => c.uid === a.id)?.list).toHaveLength(1);
  });

  it("sends a backlog beyond the send limit again at the allowed rate: none fails, each stored once, in order", async () => {
    const a = await signUp(t, { sex: 1 });
    const b = await signUp(t, { sex: 0 });
    await runAdminCommand(t.ctx, "set-vip", [a.username, "2", "1"]);
    const ca = client(a.token);
    const cb = client(b.token);
    await until(ca, (s) => s.ready);
    await until(cb, (s) => s.ready);
    const total = CHAT_SEND_LIMIT.burst + 12;
    for (let i = 0; i < total; i++) ca.send(b.id, { type: "txt", txt: `backlog ${i}` });
    const mine = () => ca.getSnapshot().contacts.find((c) => c.uid === b.id)?.list ?? [];
    const settled = () => mine().every((m) => !m.pending);
    // The extra twelve go at ten a second: about 1.2 s.
    await vi.waitFor(() => expect(settled()).toBe(true), { timeout: 8000, interval: 50 });
    expect(mine().filter((m) => m.failed)).toEqual([]);
    expect(ca.getSnapshot().alert).toBeUndefined();
    await until(cb, (s) => s.contacts.find((c) => c.uid === a.id)?.content === `backlog ${total - 1}`);
    const rows = await t.ctx.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, a.id), eq(chatMessages.receiverId, b.id)))
      .orderBy(asc(chatMessages.id));
    expect(rows.map((r) => r.content)).toEqual(Array.from({ length: total }, (_, i) => `backlog ${i}`));
  });

  it("sends a backlog written while offline again after the server refuses part of it as too fast", async () => {
    const a = await signUp(t, { sex: 1 });
    const b = await signUp(t, { sex: 0 });
    await runAdminCommand(t.ctx, "set-vip", [a.username, "2", "1"]);
    const refusals: string[] = [];
    const Watching = class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { origin: "http://site.test" } });
        this.on("message", (data) => {
          const m = JSON.parse(String(data)) as { opt: number; key?: string };
          if (m.opt < 0 && m.key) refusals.push(m.key);
        });
      }
    } as unknown as typeof globalThis.WebSocket;
    // Written before the connection is up: all of it goes at once when it opens.
    const ca = new ChatSocket({
      url: () => `${base}/ws?token=${a.token}`,
      WebSocket: Watching,
      reconnectMs: 50,
    });
    sockets.push(ca);
    const total = CHAT_SEND_LIMIT.burst + 8;
    for (let i = 0; i < total; i++) ca.send(b.id, { type: "txt", txt: `offline ${i}` });
    ca.start();
    const mine = () => ca.getSnapshot().contacts.find((c) => c.uid === b.id)?.list ?? [];
    await vi.waitFor(() => expect(mine().length > 0 && mine().every((m) => !m.pending)).toBe(true), {
      timeout: 8000,
      interval: 50,
    });
    expect(refusals.filter((key) => key === "chat.tooFast").length).toBeGreaterThan(0);
    expect(mine().filter((m) => m.failed)).toEqual([]);
    const rows = await t.ctx.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.senderId, a.id))
      .orderBy(asc(chatMessages.id));
    expect(rows.map((r) => r.content)).toEqual(Array.from({ length: total }, (_, i) => `offline ${i}`));
  });

  it("sends a backlog written while offline in order, even when the server's list comes late", async () => {
    // A stand-in server that, like a busy one, answers the list a while after the socket opens:
    // nothing of the backlog may go before it, or a message past the burst would jump the queue.
    const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as { port: number }).port;
    const received: string[] = [];
    server.on("connection", (ws) => {
      let listed = false;
      ws.on("message", (data) => {
        const m = JSON.parse(String(data)) as { opt: number; txt?: string };
        if (m.opt === 1 && m.txt) received.push(m.txt);
        if (m.opt === 100 && !listed) {
          listed = true;
          ws.send(JSON.stringify({ opt: 100, uid: 1 }));
          setTimeout(() => ws.send(JSON.stringify({ opt: 0, data: [], full: true })), 400);
        }
      });
    });
    const c = new ChatSocket({
      url: () => `ws://127.0.0.1:${port}/ws`,
      WebSocket: browserLike(),
      reconnectMs: 50,
    });
    sockets.push(c);
    const total = CHAT_SEND_LIMIT.burst + 5;
    try {
      for (let i = 0; i < total; i++) c.send(2, { type: "txt", txt: `offline ${i}` });
      c.start();
      await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(total), {
        timeout: 3000,
        interval: 20,
      });
      expect(received.slice(0, total)).toEqual(Array.from({ length: total }, (_, i) => `offline ${i}`));
    } finally {
      c.stop();
      server.close();
    }
  });

  it("marks a refused message failed and raises the no-free-chat alert", async () => {
    const a = await signUp(t, { sex: 1 });
    const b = await signUp(t, { sex: 0 });
    const ca = client(a.token);
    await until(ca, (s) => s.ready);
    for (let i = 0; i <= FREE_CHATS_PER_DAY; i++) ca.send(b.id, { type: "txt", txt: `n${i}` });
    await until(ca, (s) => s.alert?.kind === "noFreeChat");
    const list = ca.getSnapshot().contacts.find((c) => c.uid === b.id)?.list ?? [];
    expect(list.filter((m) => m.failed)).toHaveLength(1);
    expect(list.at(-1)?.failed?.key).toBe("chat.noFreeChat");
  });

  it("leaves an instance that shut down in order (1012) at once, without waiting out the usual delay", async () => {
    // A stand-in for two instances behind a balancer: the first connection is told 1012 (a
    // deploy), the second is told nothing and dropped (a crash).
    const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as { port: number }).port;
    const closes: ((ws: WebSocket) => void)[] = [
      (ws) => ws.close(SocketClose.restart, "server restarting"),
      (ws) => ws.terminate(),
    ];
    let connections = 0;
    server.on("connection", (ws) => {
      connections++;
      const close = closes.shift();
      if (close) setTimeout(() => close(ws), 20);
    });
    const c = client("any", {
      url: () => `ws://127.0.0.1:${port}/ws`,
      reconnectMs: 3_000,
      random: () => 0.05,
    });
    try {
      // After 1012: within its 5% share of the 3 s delay.
      await vi.waitFor(() => expect(connections).toBe(2), { timeout: 1_000, interval: 10 });
      // After a crash: the usual delay, not at once.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(connections).toBe(2);
    } finally {
      c.stop();
      server.close();
    }
  });

  it("reports a dead session instead of reconnecting for ever", async () => {
    const invalid = vi.fn();
    const c = client("not-a-token", { onSessionInvalid: invalid });
    await vi.waitFor(() => expect(invalid).toHaveBeenCalledOnce(), { timeout: 3000 });
    expect(c.getSnapshot().status).toBe("closed");
  });

  it("stays closed when a newer connection of the member took its place, instead of pushing it out", async () => {
    const m = await signUp(t);
    let opened = 0;
    const first = client(m.token, { WebSocket: browserLike(() => opened++) });
    await until(first, (s) => s.ready);
    const newer = Array.from({ length: CHAT_SOCKETS_PER_ACCOUNT }, () => client(m.token));
    for (const c of newer) await until(c, (s) => s.ready);
    await until(first, (s) => s.status === "closed");
    // Reconnecting takes 50 ms here: give it ten times that, then count its connections.
    await new Promise((r) => setTimeout(r, 500));
    expect(opened).toBe(1);
    for (const c of newer) expect(c.getSnapshot().status).not.toBe("closed");
  });
});
