/**
 * The chat clients of the fault tests, run as a child process (`fork`) so that their CPU does not
 * count against the servers' (as bench/chat.ts does). Each member behaves as the web client
 * (packages/api-client, chat-socket.ts) does: init twice on open, a heartbeat every 5 s, a
 * reconnect 2 s after a close (backing off with jitter after three failures in a row), every
 * message kept as pending under its `cid` until the server acknowledges it, every pending
 * message sent again, with the same `cid`, once a new connection has its contact list, and one
 * refused as transient (`retry`) sent again by itself, backing off; a message received twice (by
 * id) is dropped.
 *
 * The parent drives it over IPC and reads back raw records (every message, every drop), from
 * which it computes what an operator would look at: who reconnected and how fast, what was
 * acknowledged, what arrived twice.
 */
import WebSocket from "ws";

export interface LoadMember {
  uid: number;
  token: string;
  /** The member this one sends to. */
  peer: number;
  /** The socket address, `ws://host:port/ws`. */
  url: string;
  /** Sends messages (both members of a pair may). */
  sends: boolean;
  /**
   * Sends its token as our client does, as a subprotocol (off the URL); otherwise in the query,
   * as the spec's client.
   */
  protocol?: boolean;
}

export interface MessageRecord {
  cid: string;
  from: number;
  to: number;
  createdAt: number;
  /** Times it went over a socket (more than one: resent after a reconnect or a tooFast). */
  sends: number;
  ackAt?: number;
  id?: number;
  /** Acknowledgements seen by the sender (the echo, and the answer to a resend). */
  acks: number;
  deliveredAt?: number;
  /**
   * Live deliveries to the recipient (by message id or by sender and cid), counted once per
   * message as the web client shows it (it drops a message it holds by id).
   */
  deliveries: number;
  /** Live deliveries of a message the recipient held already (dropped by id, as the web client does). */
  redeliveries: number;
  /** When the recipient found it in a contact list (after a reconnect or a resync) instead. */
  listedAt?: number;
  /** A refusal that ended the message (the web client shows it as failed). */
  refused?: string;
  refusedAt?: number;
  /** Refusals marked transient (`retry`): the client sent it again by itself, backing off. */
  retries: number;
  /** The first such refusal: its key, and when. */
  retryKey?: string;
  retryAt?: number;
}

export interface DropRecord {
  uid: number;
  droppedAt: number;
  code: number;
  /** When the next connection had its contact list (ready), if it has yet. */
  readyAt?: number;
}

export type ToLoad =
  | { kind: "start"; members: LoadMember[]; origin: string }
  /** Messages per second over all senders; 0 stops sending (pending ones are still resent). */
  | { kind: "rate"; rate: number }
  /** One message from each of these members now (probes). */
  | { kind: "probe"; from: number[] }
  | { kind: "report" }
  | { kind: "exit" };

export interface LoadReport {
  at: number;
  members: number;
  /** Members whose connection is open and has its contact list. */
  ready: number;
  records: MessageRecord[];
  drops: DropRecord[];
  refusals: Record<string, number>;
  /** Messages received that were neither an ack nor a delivery of a known message. */
  strays: number;
  /** Connection attempts that did not get to the contact list, by what ended them. */
  failedAttempts: Record<string, number>;
}

export type FromLoad =
  | { kind: "connected"; ready: number; failed: number; ms: number }
  | { kind: "report"; report: LoadReport };

/** A stored message as the server sends it (live, or in a contact list). */
interface Delivered {
  id: number;
  sender_id: number;
  reciver_id: number;
  cid?: string;
}

const OPT = { open: 0, send: 1, init: 100, heartbeat: 99881 } as const;
const RECONNECT_MS = 2000;
const HEARTBEAT_MS = 5000;
const CONNECT_BATCH = 200;
const TOO_FAST = "chat.tooFast";

interface Client {
  member: LoadMember;
  ws: WebSocket | undefined;
  ready: boolean;
  failures: number;
  /** Pending cids, oldest first. */
  pending: Set<string>;
  lastDrop: DropRecord | undefined;
  /** Ids of the messages this member received (live or in a list): a second copy is dropped. */
  held: Set<number>;
}

if (process.send) {
  const tell = (message: FromLoad) => process.send?.(message);
  const records = new Map<string, MessageRecord>();
  const byId = new Map<number, MessageRecord>();
  const drops: DropRecord[] = [];
  const refusals: Record<string, number> = {};
  let strays = 0;
  const failedAttempts: Record<string, number> = {};
  const failed = (why: string) => {
    failedAttempts[why] = (failedAttempts[why] ?? 0) + 1;
  };
  let clients: Client[] = [];
  const byUid = new Map<number, Client>();
  let origin = "";
  let rate = 0;
  let seq = 0;
  let stopping = false;

  const send = (client: Client, message: object) => {
    if (client.ready && client.ws?.readyState === WebSocket.OPEN) client.ws.send(JSON.stringify(message));
  };
  const sendPending = (client: Client, cid: string) => {
    const r = records.get(cid);
    if (!r || !client.ready) return;
    r.sends++;
    send(client, { opt: OPT.send, uid: r.to, type: "txt", txt: `fault ${cid}`, cid });
  };
  const create = (client: Client) => {
    const cid = `f${process.pid}-${client.member.uid}-${++seq}`;
    records.set(cid, {
      cid,
      from: client.member.uid,
      to: client.member.peer,
      createdAt: Date.now(),
      sends: 0,
      acks: 0,
      deliveries: 0,
      redeliveries: 0,
      retries: 0,
    });
    client.pending.add(cid);
    sendPending(client, cid);
  };

  const receive = (client: Client, text: string) => {
    const m = JSON.parse(text) as {
      opt: number;
      full?: boolean;
      cid?: string;
      key?: string;
      retry?: boolean;
      data?: unknown;
    };
    const me = client.member.uid;
    if (m.opt === OPT.open) {
      // What the contact list holds (the newest messages of each conversation) is received too.
      for (const contact of (m.data ?? []) as { list?: Delivered[] }[]) {
        for (const d of contact.list ?? []) {
          const r = (d.cid ? records.get(d.cid) : undefined) ?? byId.get(d.id);
          if (!r || d.reciver_id !== me || r.to !== me || client.held.has(d.id)) continue;
          client.held.add(d.id);
          r.listedAt ??= Date.now();
        }
      }
    }
    if (m.opt === OPT.open && m.full && !client.ready) {
      client.ready = true;
      client.failures = 0;
      if (client.lastDrop && client.lastDrop.readyAt === undefined) client.lastDrop.readyAt = Date.now();
      for (const cid of client.pending) sendPending(client, cid);
      return;
    }
    if (m.opt === OPT.send && m.data) {
      const d = m.data as Delivered;
      const r = (d.cid ? records.get(d.cid) : undefined) ?? byId.get(d.id);
      if (!r) {
        strays++;
        return;
      }
      if (d.sender_id === me && d.sender_id === r.from) {
        r.acks++;
        if (r.ackAt === undefined) {
          r.ackAt = Date.now();
          r.id = d.id;
          byId.set(d.id, r);
        }
        client.pending.delete(r.cid);
      } else if (d.reciver_id === me && d.reciver_id === r.to) {
        if (client.held.has(d.id)) {
          r.redeliveries++;
          return;
        }
        client.held.add(d.id);
        r.deliveries++;
        r.deliveredAt ??= Date.now();
        if (r.id === undefined) {
          r.id = d.id;
          byId.set(d.id, r);
        }
      } else strays++;
      return;
    }
    if (m.opt < 0 || m.opt === 7 || m.opt === 8) {
      const key = m.key ?? `opt ${m.opt}`;
      refusals[key] = (refusals[key] ?? 0) + 1;
      const r = m.cid ? records.get(m.cid) : undefined;
      if (!r || r.from !== me) return;
      // Too fast: the web client sends it again in its turn; transient (retry): again after 2 s,
      // backing off up to 8x with jitter, as a reconnect; anything else fails it on screen.
      if (key === TOO_FAST) setTimeout(() => sendPending(client, r.cid), 1000);
      else if (m.retry === true) {
        r.retries++;
        r.retryKey ??= key;
        r.retryAt ??= Date.now();
        const delay =
          r.retries <= 1
            ? RECONNECT_MS
            : RECONNECT_MS * Math.min(2 ** (r.retries - 1), 8) * (0.5 + Math.random());
        setTimeout(() => {
          if (client.pending.has(r.cid)) sendPending(client, r.cid);
        }, delay);
      } else {
        r.refused = key;
        r.refusedAt = Date.now();
        client.pending.delete(r.cid);
      }
    }
  };

  const connect = (client: Client): Promise<void> =>
    new Promise((resolve) => {
      const { url, token } = client.member;
      const ws = client.member.protocol
        ? new WebSocket(url, ["chat", `token.${token}`], { headers: { origin } })
        : new WebSocket(`${url}?${new URLSearchParams({ token })}`, { headers: { origin } });
      client.ws = ws;
      client.ready = false;
      let settled = false;
      const settle = () => {
        if (!settled) {
          settled = true;
          resolve();
        }
      };
      ws.on("open", () => {
        ws.send(JSON.stringify({ opt: OPT.init }));
        ws.send(JSON.stringify({ opt: OPT.init }));
      });
      ws.on("message", (raw) => {
        receive(client, String(raw));
        if (client.ready) settle();
      });
      let why = "";
      ws.on("unexpected-response", (_req, res) => {
        why = `HTTP ${res.statusCode}`;
        ws.terminate();
      });
      ws.on("error", (error) => {
        why ||= (error as { code?: string }).code ?? error.message;
      });
      ws.on("close", (code) => {
        settle();
        if (client.ws !== ws) return;
        const wasReady = client.ready;
        if (!wasReady && !stopping) failed(why || `closed ${code} before the contact list`);
        client.ready = false;
        client.ws = undefined;
        if (stopping) return;
        if (wasReady) {
          client.lastDrop = { uid: client.member.uid, droppedAt: Date.now(), code };
          drops.push(client.lastDrop);
        }
        client.failures++;
        // As the web client: 2 s, then after three failures in a row up to 8x with jitter.
        const delay =
          client.failures <= 3
            ? RECONNECT_MS
            : RECONNECT_MS * Math.min(2 ** (client.failures - 3), 8) * (0.5 + Math.random());
        setTimeout(() => void connect(client), delay);
      });
    });

  let tick = 0;
  const SLOTS = 50;
  setInterval(() => {
    const slot = tick++ % SLOTS;
    for (let i = slot; i < clients.length; i += SLOTS) {
      const c = clients[i];
      if (c?.ready) send(c, { opt: OPT.heartbeat });
    }
  }, HEARTBEAT_MS / SLOTS).unref();

  // Senders in turn at the set rate; a member whose socket is down keeps its message pending.
  let senderAt = 0;
  let owed = 0;
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    owed += ((now - last) / 1000) * rate;
    last = now;
    const senders = clients.filter((c) => c.member.sends);
    if (rate === 0 || senders.length === 0) {
      owed = 0;
      return;
    }
    for (; owed >= 1; owed--) create(senders[senderAt++ % senders.length] as Client);
  }, 10).unref();

  process.on("message", async (message: ToLoad) => {
    if (message.kind === "start") {
      origin = message.origin;
      clients = message.members.map((member) => ({
        member,
        ws: undefined,
        ready: false,
        failures: 0,
        pending: new Set(),
        lastDrop: undefined,
        held: new Set(),
      }));
      for (const c of clients) byUid.set(c.member.uid, c);
      const started = performance.now();
      for (let i = 0; i < clients.length; i += CONNECT_BATCH) {
        await Promise.all(clients.slice(i, i + CONNECT_BATCH).map(connect));
      }
      const ready = clients.filter((c) => c.ready).length;
      tell({ kind: "connected", ready, failed: clients.length - ready, ms: performance.now() - started });
    } else if (message.kind === "rate") {
      rate = message.rate;
      last = performance.now();
    } else if (message.kind === "probe") {
      for (const uid of message.from) {
        const c = byUid.get(uid);
        if (c) create(c);
      }
    } else if (message.kind === "report") {
      tell({
        kind: "report",
        report: {
          at: Date.now(),
          members: clients.length,
          ready: clients.filter((c) => c.ready).length,
          records: [...records.values()],
          drops,
          refusals,
          strays,
          failedAttempts,
        },
      });
    } else if (message.kind === "exit") {
      stopping = true;
      for (const c of clients) c.ws?.terminate();
      process.disconnect?.();
      process.exit(0);
    }
  });
}
