/**
 * The chat socket client (spec §4): init twice on open, a heartbeat every 5 s, reconnect 2 s after
 * a close (with growing, jittered delays after repeated failures), and messages kept as pending
 * until the server acknowledges them; pending messages are sent again after a reconnect with the
 * same client id, which the server stores once, and nothing goes before the server's list is in
 * (then all that is pending goes, oldest first). A message the server refuses as too fast (a
 * reconnect with a backlog, or another device of the member sending at the same time) waits and
 * goes again at the rate the server allows, in the order sent, rather than failing (with another
 * device sharing the limit, a message refused twice can still land after a later one). A message
 * refused as transient (`retry`: the database or Redis out of reach for now) goes again by itself,
 * backing off as a reconnect does, and stays pending meanwhile. The state is an immutable snapshot for React's
 * useSyncExternalStore (see chat-hooks.ts); nothing here depends on React.
 */
import {
  CHAT_INITIAL_MESSAGES,
  CHAT_PROTOCOL,
  CHAT_SEND_LIMIT,
  CHAT_TOKEN_PROTOCOL,
  type ChatContact,
  type ChatMessage,
  type ChatMessageType,
  type ChatPeer,
  compareContacts,
  OPT_REFUSED,
  Opt,
  type ServerMessage,
  SocketClose,
  Timing,
} from "@site/contracts";

/** How often one message may be refused as too fast before it shows as failed. */
const TOO_FAST_TRIES = 5;
const TOO_FAST_KEY = "chat.tooFast";

/** A message as a screen shows it: acknowledged, still pending, or refused with a reason. */
export type UiMessage = ChatMessage & { pending?: boolean; failed?: { key: string; msg: string } };
export type UiContact = Omit<ChatContact, "list"> & { list: UiMessage[] };

/** A refusal worth telling the member about (opt 7, opt 8, or opt -1). */
export interface ChatAlert {
  kind: "noFreeChat" | "needsUpgrade" | "refused";
  key: string;
  msg: string;
  /** The values of the key's placeholders (a refusal's `values`, ours). */
  values?: Record<string, string | number> | undefined;
  uid?: number | undefined;
  at: number;
}

export interface ChatSnapshot {
  status: "connecting" | "open" | "closed";
  /** The member's own id as the server knows it (the service account's, for staff). */
  me: number | undefined;
  /** Conversations: service first, then unread, then newest (spec §4). */
  contacts: UiContact[];
  /** Whether the full list has arrived since the last connect. */
  ready: boolean;
  chatState: number;
  unread: number;
  alert: ChatAlert | undefined;
  /** Conversations with older history still on the server. */
  moreHistory: Record<number, boolean>;
  loadingHistory: Record<number, boolean>;
}

export interface ChatSocketOptions {
  /**
   * The socket address, with the token (`/ws?token=...`); read at every (re)connect. The token is
   * taken off the URL and sent as a subprotocol (CHAT_TOKEN_PROTOCOL), out of the proxies' logs.
   */
  url: () => string | undefined;
  WebSocket?: typeof WebSocket;
  heartbeatMs?: number;
  reconnectMs?: number;
  random?: () => number;
  /** The session is gone (close code 4001): the app signs the member out. */
  onSessionInvalid?: () => void;
}

type Listener = () => void;

/**
 * The socket address without its `token`, and the token as the subprotocols our server reads
 * (spec §4's `?token=` would be written into every proxy's log with the request line).
 */
export function tokenOffTheUrl(url: string): { address: string; protocols?: string[] } {
  const at = url.indexOf("?");
  if (at < 0) return { address: url };
  const query = new URLSearchParams(url.slice(at + 1));
  const token = query.get("token");
  // A token a subprotocol cannot carry (not a plain token) stays where it was.
  if (!token || !/^[A-Za-z0-9_~.-]+$/.test(token)) return { address: url };
  query.delete("token");
  const rest = query.toString();
  return {
    address: rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at),
    protocols: [CHAT_PROTOCOL, `${CHAT_TOKEN_PROTOCOL}${token}`],
  };
}

let cidCounter = 0;
/** A client id unique enough across devices and reloads. */
export function newClientId(): string {
  cidCounter = (cidCounter + 1) % 1_000_000;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${cidCounter}`;
}

/** The snapshot keeps the list's order of the contracts (`compareContacts`). */
function sortContacts(contacts: UiContact[]): UiContact[] {
  return [...contacts].sort(compareContacts);
}

const EMPTY: ChatSnapshot = {
  status: "closed",
  me: undefined,
  contacts: [],
  ready: false,
  chatState: 0,
  unread: 0,
  alert: undefined,
  moreHistory: {},
  loadingHistory: {},
};

export class ChatSocket {
  private readonly options: Required<Omit<ChatSocketOptions, "onSessionInvalid" | "WebSocket">> &
    Pick<ChatSocketOptions, "onSessionInvalid" | "WebSocket">;
  private snapshot: ChatSnapshot = EMPTY;
  private readonly listeners = new Set<Listener>();
  private ws: WebSocket | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private running = false;
  /** Sent but not acknowledged: resent after a reconnect. */
  private readonly pending = new Map<
    string,
    { uid: number; type: ChatMessageType; txt: string; img: string }
  >();
  /** Pending messages refused as too fast, in the order to send them again; and how often each was. */
  private throttled: string[] = [];
  private readonly tooFast = new Map<string, number>();
  /**
   * Pending messages refused as transient (`retry`: the database or Redis out of reach for now):
   * how often each was, and the timer that sends it again, backing off as a reconnect does.
   */
  private readonly retrying = new Map<string, { tries: number; timer: ReturnType<typeof setTimeout> }>();
  private drip: ReturnType<typeof setTimeout> | undefined;
  /** Conversations on screen (a page, or expanded floating windows), counted per viewer. */
  private watched = new Map<number, number>();

  constructor(options: ChatSocketOptions) {
    this.options = {
      heartbeatMs: Timing.heartbeat,
      reconnectMs: Timing.reconnect,
      random: Math.random,
      ...options,
    };
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  readonly getSnapshot = (): ChatSnapshot => this.snapshot;

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Stops for good (sign-out sends opt 6 first, as the spec says). */
  stop(logout = false): void {
    this.running = false;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.heartbeat);
    if (logout) this.raw({ opt: Opt.logout });
    this.ws?.close(1000, "bye");
    this.ws = undefined;
    this.pending.clear();
    clearTimeout(this.drip);
    this.drip = undefined;
    this.throttled = [];
    this.tooFast.clear();
    this.clearRetries();
    this.set({ ...EMPTY });
  }

  /**
   * A conversation comes on screen: its unread count resets here and on the server (opt 0), and
   * stays at zero while it is shown. Answers the call that takes it off screen again. Several can
   * be on screen at once (the floating windows).
   */
  watch(uid: number): () => void {
    this.watched.set(uid, (this.watched.get(uid) ?? 0) + 1);
    this.patchContact(uid, (c) => ({ ...c, count: 0 }));
    this.raw({ opt: Opt.open, uid, address: globalThis.location?.pathname ?? "" });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.watched.get(uid) ?? 1) - 1;
      if (left > 0) this.watched.set(uid, left);
      else this.watched.delete(uid);
    };
  }

  private isWatched(uid: number): boolean {
    return this.watched.has(uid);
  }

  /** Sends text or an uploaded image's path; answers the client id. */
  send(uid: number, message: { type: "txt"; txt: string } | { type: "img"; img: string }): string {
    const cid = newClientId();
    const txt = message.type === "txt" ? message.txt : "";
    const img = message.type === "img" ? message.img : "";
    this.pending.set(cid, { uid, type: message.type, txt, img });
    const me = this.snapshot.me ?? 0;
    const local: UiMessage = {
      id: 0,
      sender_id: me,
      reciver_id: uid,
      content: txt,
      type: message.type,
      img,
      create_time: Math.floor(Date.now() / 1000),
      cid,
      pending: true,
    };
    this.addMessage(uid, local, false);
    // Not connected yet (or the server's list not in): the list's arrival sends every pending
    // message in order, this one last. Sent now, it would jump ahead of an older backlog.
    if (!this.snapshot.ready) return cid;
    // Behind messages waiting to go again (or, with more unacknowledged than the server takes at
    // once, about to be refused), so that the order stays the member's.
    if (this.throttled.length > 0 || this.pending.size > CHAT_SEND_LIMIT.burst) {
      this.throttled.push(cid);
      if (this.drip === undefined) this.scheduleDrip();
    } else this.sendPending(cid);
    return cid;
  }

  /** Sends a refused or unsent message again, with its own client id. */
  retry(uid: number, cid: string): void {
    const contact = this.snapshot.contacts.find((c) => c.uid === uid);
    const message = contact?.list.find((m) => m.cid === cid);
    if (!message) return;
    this.patchContact(uid, (c) => ({ ...c, list: c.list.filter((m) => m.cid !== cid) }));
    this.send(
      uid,
      message.type === "img" ? { type: "img", img: message.img } : { type: "txt", txt: message.content },
    );
  }

  /** Asks for the page of history before the oldest message shown (opt 3). */
  loadHistory(uid: number): void {
    const contact = this.snapshot.contacts.find((c) => c.uid === uid);
    const oldest = contact?.list.find((m) => m.id > 0);
    if (this.snapshot.loadingHistory[uid]) return;
    this.set({ ...this.snapshot, loadingHistory: { ...this.snapshot.loadingHistory, [uid]: true } });
    this.raw({
      opt: Opt.history,
      uid,
      create_time: oldest?.create_time ?? Math.floor(Date.now() / 1000) + 1,
      ...(oldest ? { before_id: oldest.id } : {}),
    });
  }

  /** Deletes a conversation for this member (opt 5). */
  remove(uid: number): void {
    this.raw({ opt: Opt.remove, uid });
    this.dropContact(uid);
  }

  /** Tells the server the online status changed (99885 visible, 99886 hidden). */
  announceStatus(hidden: boolean): void {
    this.raw({ opt: hidden ? Opt.statusHidden : Opt.statusVisible, uid: this.snapshot.me });
  }

  dismissAlert(): void {
    if (this.snapshot.alert) this.set({ ...this.snapshot, alert: undefined });
  }

  private connect() {
    const url = this.options.url();
    if (!url) {
      this.scheduleReconnect();
      return;
    }
    const Impl = this.options.WebSocket ?? globalThis.WebSocket;
    const { address, protocols } = tokenOffTheUrl(url);
    const ws = protocols ? new Impl(address, protocols) : new Impl(address);
    this.ws = ws;
    this.set({ ...this.snapshot, status: "connecting" });
    ws.onopen = () => {
      if (ws !== this.ws) return;
      this.failures = 0;
      // The spec's client announces itself twice.
      this.raw({ opt: Opt.init, hasInit: false });
      this.raw({ opt: Opt.init, hasInit: true });
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.raw({ opt: Opt.heartbeat }), this.options.heartbeatMs);
      this.set({ ...this.snapshot, status: "open" });
    };
    ws.onmessage = (event) => {
      if (ws !== this.ws) return;
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      this.receive(message);
    };
    ws.onclose = (event) => {
      if (ws !== this.ws) return;
      clearInterval(this.heartbeat);
      this.ws = undefined;
      this.set({ ...this.snapshot, status: "closed", ready: false, loadingHistory: {} });
      if (event.code === SocketClose.sessionInvalid) {
        this.running = false;
        this.options.onSessionInvalid?.();
        return;
      }
      // Signed out here, or this tab gave its place to a newer connection of the same member:
      // coming back would only push another one out.
      if (event.code === SocketClose.loggedOut || event.code === SocketClose.replaced) this.running = false;
      if (event.code === SocketClose.restart) return this.scheduleReconnect(true);
      this.failures++;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(restart = false) {
    if (!this.running) return;
    clearTimeout(this.reconnectTimer);
    const base = this.options.reconnectMs;
    // 2 s as the spec says; after three failures in a row, back off (up to 8x) with jitter. An
    // instance that shut down in order (1012) is left at once, spread over the usual delay.
    const delay = restart
      ? base * this.options.random()
      : this.failures <= 3
        ? base
        : base * Math.min(2 ** (this.failures - 3), 8) * (0.5 + this.options.random());
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private raw(message: object) {
    if (this.ws?.readyState === 1) this.ws.send(JSON.stringify(message));
  }

  private receive(message: ServerMessage) {
    switch (message.opt) {
      case Opt.init:
        this.set({ ...this.snapshot, me: message.uid });
        return;
      case Opt.open: {
        const incoming = message.data.map((c) => ({ ...c, list: c.list as UiMessage[] }));
        if (message.full) {
          // Keep what is still pending locally on top of the server's list, then send it again.
          const merged = incoming.map((c) => ({ ...c, list: [...c.list, ...this.pendingFor(c.uid)] }));
          for (const uid of new Set([...this.pending.values()].map((p) => p.uid))) {
            if (!merged.some((c) => c.uid === uid)) {
              const known = this.snapshot.contacts.find((c) => c.uid === uid);
              if (known) merged.push({ ...known, list: this.pendingFor(uid) });
            }
          }
          const moreHistory: Record<number, boolean> = {};
          for (const c of incoming) moreHistory[c.uid] = c.list.length >= CHAT_INITIAL_MESSAGES;
          this.set({ ...this.snapshot, contacts: sortContacts(merged), ready: true, moreHistory });
          // All of them now; what the server finds too fast comes back to wait its turn.
          this.throttled = [];
          this.tooFast.clear();
          this.clearRetries();
          for (const cid of this.pending.keys()) this.sendPending(cid);
          for (const uid of this.watched.keys()) this.raw({ opt: Opt.open, uid });
        } else {
          for (const contact of incoming) this.upsertContact(contact);
        }
        return;
      }
      case Opt.send: {
        const m = message.data;
        const me = this.snapshot.me;
        const peer = m.sender_id === me ? m.reciver_id : m.sender_id;
        if (m.cid) {
          this.pending.delete(m.cid);
          this.tooFast.delete(m.cid);
          clearTimeout(this.retrying.get(m.cid)?.timer);
          this.retrying.delete(m.cid);
        }
        const incoming = m.sender_id !== me;
        const info = incoming ? message.from : message.to;
        const onScreen = this.isWatched(peer);
        this.addMessage(peer, m, incoming && !onScreen, info);
        if (incoming && onScreen) this.raw({ opt: Opt.open, uid: peer });
        return;
      }
      case Opt.history: {
        this.patchContact(message.uid, (c) => {
          const known = new Set(c.list.map((m) => m.id));
          return { ...c, list: [...message.data.filter((m) => !known.has(m.id)), ...c.list] };
        });
        this.set({
          ...this.snapshot,
          moreHistory: { ...this.snapshot.moreHistory, [message.uid]: message.more },
          loadingHistory: { ...this.snapshot.loadingHistory, [message.uid]: false },
        });
        return;
      }
      case Opt.presence:
        this.patchContact(message.uid, (c) => ({ ...c, is_online: message.is_online }));
        return;
      case Opt.logout:
        this.dropContact(message.uid);
        return;
      case Opt.noFreeChat:
      case Opt.needsUpgrade:
      case OPT_REFUSED: {
        if (message.opt === OPT_REFUSED && message.key === TOO_FAST_KEY && this.waitTurn(message.cid)) return;
        if (message.opt === OPT_REFUSED && message.retry && this.retryLater(message.cid)) return;
        const kind =
          message.opt === Opt.noFreeChat
            ? "noFreeChat"
            : message.opt === Opt.needsUpgrade
              ? "needsUpgrade"
              : "refused";
        if (message.cid) this.fail(message.cid, { key: message.key, msg: message.msg });
        // A refused history request (too fast) must not leave its conversation loading for ever.
        const uid = message.uid;
        const loadingHistory =
          message.opt === OPT_REFUSED &&
          !message.cid &&
          uid !== undefined &&
          this.snapshot.loadingHistory[uid]
            ? { ...this.snapshot.loadingHistory, [uid]: false }
            : this.snapshot.loadingHistory;
        this.set({
          ...this.snapshot,
          loadingHistory,
          alert: {
            kind,
            key: message.key,
            msg: message.msg,
            values: message.opt === OPT_REFUSED ? message.values : undefined,
            uid: message.uid,
            at: Date.now(),
          },
        });
        return;
      }
      case Opt.heartbeat:
        if (message.chat_state !== this.snapshot.chatState)
          this.set({ ...this.snapshot, chatState: message.chat_state });
        return;
      default:
        return;
    }
  }

  private sendPending(cid: string) {
    const p = this.pending.get(cid);
    if (p) this.raw({ opt: Opt.send, uid: p.uid, type: p.type, txt: p.txt, img: p.img, cid });
  }

  /**
   * A pending message refused as too fast goes again when the server will take it: one every
   * 1/perSecond of a second, in order. False once it has been refused too often (then it fails).
   */
  private waitTurn(cid: string | undefined): boolean {
    if (!cid || !this.pending.has(cid)) return false;
    const tries = (this.tooFast.get(cid) ?? 0) + 1;
    if (tries > TOO_FAST_TRIES) {
      this.tooFast.delete(cid);
      return false;
    }
    this.tooFast.set(cid, tries);
    if (!this.throttled.includes(cid)) {
      this.throttled.push(cid);
      // Keep the member's order: a message sent earlier goes first.
      const order = [...this.pending.keys()];
      this.throttled.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    }
    if (this.drip === undefined) this.scheduleDrip();
    return true;
  }

  /**
   * A pending message refused as transient goes again by itself, after 2 s, then backing off (up
   * to 8x, with jitter) as a reconnect does, for as long as it is pending: the member need not
   * notice. A reconnect sends it with the rest of what is pending. False when it is not pending.
   */
  private retryLater(cid: string | undefined): boolean {
    if (!cid || !this.pending.has(cid)) return false;
    const previous = this.retrying.get(cid);
    clearTimeout(previous?.timer);
    const tries = (previous?.tries ?? 0) + 1;
    const base = this.options.reconnectMs;
    const delay = tries <= 1 ? base : base * Math.min(2 ** (tries - 1), 8) * (0.5 + this.options.random());
    const timer = setTimeout(() => {
      // Connection lost meanwhile: the next list's arrival sends it with the rest.
      if (this.snapshot.ready) this.sendPending(cid);
    }, delay);
    this.retrying.set(cid, { tries, timer });
    return true;
  }

  private clearRetries() {
    for (const { timer } of this.retrying.values()) clearTimeout(timer);
    this.retrying.clear();
  }

  private scheduleDrip() {
    this.drip = setTimeout(() => {
      this.drip = undefined;
      // Connection lost meanwhile: the next list's arrival sends all that is pending, in order.
      if (!this.snapshot.ready) return;
      const cid = this.throttled.shift();
      if (cid !== undefined) this.sendPending(cid);
      if (this.throttled.length > 0) this.scheduleDrip();
    }, 1000 / CHAT_SEND_LIMIT.perSecond);
  }

  private pendingFor(uid: number): UiMessage[] {
    const list: UiMessage[] = [];
    for (const c of this.snapshot.contacts) {
      if (c.uid !== uid) continue;
      for (const m of c.list) if (m.pending && m.cid && this.pending.has(m.cid)) list.push(m);
    }
    return list;
  }

  private fail(cid: string, reason: { key: string; msg: string }) {
    const p = this.pending.get(cid);
    this.pending.delete(cid);
    const uid = p?.uid;
    for (const c of this.snapshot.contacts) {
      if (uid !== undefined && c.uid !== uid) continue;
      if (c.list.some((m) => m.cid === cid)) {
        this.patchContact(c.uid, (x) => ({
          ...x,
          list: x.list.map((m) => (m.cid === cid ? { ...m, pending: false, failed: reason } : m)),
        }));
      }
    }
  }

  private addMessage(uid: number, message: UiMessage, countUnread: boolean, info?: ChatPeer) {
    const contacts = this.snapshot.contacts;
    const existing = contacts.find((c) => c.uid === uid);
    if (!existing) {
      // A conversation the list does not hold yet: the message says who it is with.
      this.upsertContact({
        uid,
        username: info?.username ?? "",
        avatar: info?.avatar ?? "",
        vip: info?.vip ?? 0,
        is_online: info?.is_online ?? 0,
        ...(info?.service ? { service: 1 as const } : {}),
        count: countUnread ? 1 : 0,
        content: message.content,
        type: message.type,
        img: message.img,
        create_time: message.create_time,
        last_login_time: 0,
        list: [message],
      });
      return;
    }
    this.patchContact(uid, (c) => {
      const replaced = message.cid ? c.list.findIndex((m) => m.cid === message.cid) : -1;
      // A message held already (by id) is dropped: the server delivers a resend found stored
      // again, in case the first delivery was lost with the instance that stored it.
      if (replaced < 0 && message.id && c.list.some((m) => m.id === message.id)) return c;
      const list =
        replaced >= 0 ? c.list.map((m, i) => (i === replaced ? message : m)) : [...c.list, message];
      return {
        ...c,
        list,
        content: message.content,
        type: message.type,
        img: message.img,
        create_time: message.create_time,
        count: countUnread && replaced < 0 ? c.count + 1 : c.count,
      };
    });
  }

  private upsertContact(contact: UiContact) {
    const others = this.snapshot.contacts.filter((c) => c.uid !== contact.uid);
    const previous = this.snapshot.contacts.find((c) => c.uid === contact.uid);
    // The server read this conversation before answering: a message stored after that read may
    // have arrived here first. Keep it, its preview and its unread count.
    const newest = contact.list.reduce((max, m) => Math.max(max, m.id), 0);
    const later = previous?.list.filter((m) => !m.pending && !m.failed && m.id > newest) ?? [];
    // Keep local pending messages the server does not know yet.
    const pendingLocal = previous?.list.filter((m) => m.pending || m.failed) ?? [];
    const last = later.at(-1);
    const merged = {
      ...contact,
      ...(last
        ? { content: last.content, type: last.type, img: last.img, create_time: last.create_time }
        : {}),
      count: contact.count + later.filter((m) => m.sender_id === contact.uid).length,
      list: [
        ...contact.list,
        ...later,
        ...pendingLocal.filter((m) => !contact.list.some((x) => x.cid === m.cid)),
      ],
    };
    if (this.isWatched(contact.uid)) merged.count = 0;
    this.setContacts([...others, merged]);
  }

  private patchContact(uid: number, patch: (c: UiContact) => UiContact) {
    let changed = false;
    const contacts = this.snapshot.contacts.map((c) => {
      if (c.uid !== uid) return c;
      changed = true;
      return patch(c);
    });
    if (changed) this.setContacts(contacts);
  }

  private dropContact(uid: number) {
    if (this.snapshot.contacts.some((c) => c.uid === uid)) {
      this.setContacts(this.snapshot.contacts.filter((c) => c.uid !== uid));
    }
  }

  private setContacts(contacts: UiContact[]) {
    this.set({ ...this.snapshot, contacts: sortContacts(contacts) });
  }

  private set(next: ChatSnapshot) {
    next.unread = next.contacts.reduce((sum, c) => sum + c.count, 0);
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
