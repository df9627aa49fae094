/**
 * The chat socket client against a scripted server (a fake WebSocket): what it sends again by
 * itself after a transient refusal, and what it shows when the server delivers a message twice.
 */
import { type ChatMessage, OPT_REFUSED, Opt, type ServerMessage } from "@site/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatSocket, tokenOffTheUrl } from "../src/chat-socket.ts";

/** The sockets the client opened, newest last. */
let opened: FakeSocket[] = [];

class FakeSocket {
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly url: string;
  readonly protocols: string | string[] | undefined;
  constructor(url: string, protocols?: string | string[]) {
    this.url = url;
    this.protocols = protocols;
    opened.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  /** The server's side: the socket opens, answers the init, sends its (empty) contact list. */
  open(me: number) {
    this.readyState = 1;
    this.onopen?.();
    this.push({ opt: Opt.init, uid: me });
    this.push({ opt: Opt.open, data: [], full: true });
  }
  push(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  sends(cid: string) {
    return this.sent.filter((m) => m.opt === Opt.send && m.cid === cid).length;
  }
}

const ME = 1;
const PEER = 2;
const stored = (cid: string, id: number, from = ME, to = PEER): ChatMessage => ({
  id,
  sender_id: from,
  reciver_id: to,
  content: `text ${id}`,
  type: "txt",
  img: "",
  create_time: 1_800_000_000,
  cid,
});

function started(random = () => 0.5) {
  const socket = new ChatSocket({
    url: () => "ws://chat.test/ws?token=t",
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    heartbeatMs: 60_000,
    reconnectMs: 2000,
    random,
  });
  socket.start();
  const ws = opened.at(-1) as FakeSocket;
  ws.open(ME);
  return { socket, ws };
}
const shown = (socket: ChatSocket, cid: string) =>
  socket
    .getSnapshot()
    .contacts.flatMap((c) => c.list)
    .find((m) => m.cid === cid);

beforeEach(() => {
  opened = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a transient refusal (retry)", () => {
  it("sends the message again by itself, backing off, until the server takes it: never shown failed", () => {
    const { socket, ws } = started();
    const cid = socket.send(PEER, { type: "txt", txt: "during the database restart" });
    expect(ws.sends(cid)).toBe(1);
    const refusal: ServerMessage = {
      opt: OPT_REFUSED,
      cid,
      key: "answers.unavailable",
      msg: "Service unavailable",
      retry: true,
    };
    ws.push(refusal);
    expect(shown(socket, cid)).toMatchObject({ pending: true });
    expect(shown(socket, cid)?.failed).toBeUndefined();
    expect(socket.getSnapshot().alert).toBeUndefined();
    // 2 s as after a reconnect, then twice that (jitter 0.5 -> x1), then four times.
    vi.advanceTimersByTime(1999);
    expect(ws.sends(cid)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(ws.sends(cid)).toBe(2);
    ws.push(refusal);
    vi.advanceTimersByTime(3999);
    expect(ws.sends(cid)).toBe(2);
    vi.advanceTimersByTime(1);
    expect(ws.sends(cid)).toBe(3);
    ws.push(refusal);
    vi.advanceTimersByTime(8000);
    expect(ws.sends(cid)).toBe(4);
    ws.push({ opt: Opt.send, data: stored(cid, 41) });
    expect(shown(socket, cid)).toMatchObject({ id: 41 });
    expect(shown(socket, cid)?.pending).toBeFalsy();
    // Acknowledged: nothing is sent again.
    vi.advanceTimersByTime(60_000);
    expect(ws.sends(cid)).toBe(4);
    socket.stop();
  });

  it("still shows a refusal that is not transient as failed, without sending it again", () => {
    const { socket, ws } = started();
    const cid = socket.send(PEER, { type: "txt", txt: "to a member who blocked me" });
    ws.push({ opt: OPT_REFUSED, cid, uid: PEER, key: "chat.blocked", msg: "Blocked" });
    expect(shown(socket, cid)?.failed).toMatchObject({ key: "chat.blocked" });
    expect(socket.getSnapshot().alert).toMatchObject({ key: "chat.blocked" });
    vi.advanceTimersByTime(60_000);
    expect(ws.sends(cid)).toBe(1);
    socket.stop();
  });

  it("sends a message waiting to retry with the rest once a new connection has its list", () => {
    const { socket, ws } = started();
    const cid = socket.send(PEER, { type: "txt", txt: "then the connection dropped" });
    ws.push({ opt: OPT_REFUSED, cid, key: "answers.unavailable", msg: "Service unavailable", retry: true });
    ws.readyState = 3;
    ws.onclose?.({ code: 1006 });
    // The retry's time comes while disconnected (nothing is sent on a closed socket), and the reconnect's.
    vi.advanceTimersByTime(2000);
    expect(ws.sends(cid)).toBe(1);
    const next = opened.at(-1) as FakeSocket;
    expect(next).not.toBe(ws);
    next.open(ME);
    expect(next.sends(cid)).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(next.sends(cid)).toBe(1);
    socket.stop();
  });
});

describe("a message delivered twice (a resend found stored is delivered again)", () => {
  it("is shown once and counted unread once", () => {
    const { socket, ws } = started();
    const message = stored("their-cid", 77, PEER, ME);
    ws.push({ opt: Opt.send, data: message });
    ws.push({ opt: Opt.send, data: message });
    const contact = socket.getSnapshot().contacts.find((c) => c.uid === PEER);
    expect(contact?.list.map((m) => m.id)).toEqual([77]);
    expect(contact?.count).toBe(1);
    expect(socket.getSnapshot().unread).toBe(1);
    socket.stop();
  });
});

describe("the token", () => {
  it("goes as a subprotocol, not in the socket's address, which proxies log", () => {
    const { socket, ws } = started();
    expect(ws.url).toBe("ws://chat.test/ws");
    expect(ws.protocols).toEqual(["chat", "token.t"]);
    socket.stop();
    expect(tokenOffTheUrl("wss://x.test/ws?token=ab_C-9&as=service")).toEqual({
      address: "wss://x.test/ws?as=service",
      protocols: ["chat", "token.ab_C-9"],
    });
    // Nothing a subprotocol could not carry is moved (the server still reads the query).
    expect(tokenOffTheUrl("wss://x.test/ws?token=a%20b")).toEqual({ address: "wss://x.test/ws?token=a%20b" });
    expect(tokenOffTheUrl("wss://x.test/ws")).toEqual({ address: "wss://x.test/ws" });
  });
});
