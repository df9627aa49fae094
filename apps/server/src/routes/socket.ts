/**
 * The chat socket at /ws (spec §4): JSON messages with `opt` codes. Authenticated on the handshake
 * with the session token, offered as a subprotocol (our client: `token.<token>` next to `chat`,
 * off the URL) or in the query (the spec's client: `/ws?token=...`), and checked for origin. Each connection handles its
 * messages one after the other, so that a member's messages are stored in the order sent; a
 * message is acknowledged (echoed with its `cid` as opt 1) only after it is stored.
 *
 * Staff answer customer service through the same protocol: an administrator or moderator who
 * connects with `as=service` speaks as the service account.
 */

import { type IncomingMessage, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import {
  AccountStatus,
  CHAT_KEEPALIVE_LIMIT,
  CHAT_MESSAGE_TYPES,
  CHAT_OPT_LIMIT,
  CHAT_SEND_HOLD_MS,
  CHAT_SEND_LIMIT,
  CHAT_SOCKETS_PER_ACCOUNT,
  CHAT_TEXT_MAX,
  CHAT_TOKEN_PROTOCOL,
  type ChatMessageType,
  type ChatPeer,
  ChatState,
  type ClientMessage,
  formatMessage,
  HEARTBEATS_BEFORE_DROP,
  isMemberId,
  type MessageRef,
  OnlineStatus,
  OPT_REFUSED,
  Opt,
  type ServerMessage,
  SocketClose,
  STAFF_ROLES as STAFF_ROLE_NAMES,
  TIME_MAX_MS,
  Timing,
  type Vip,
} from "@site/contracts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { RawData, WebSocket, WebSocketServer } from "ws";
import type { Connection } from "../chat/hub.ts";
import {
  type ContactListText,
  contactLists,
  contactListText,
  findByClientId,
  history,
  openConversation,
  ownsUpload,
  removeConversation,
  setOnlineMany,
  storeMessage,
  watchersOf,
} from "../chat/store.ts";
import { MessageWriter } from "../chat/writer.ts";
import { BatchLoader } from "../lib/batch-loader.ts";
import { BatchWriter } from "../lib/batch-writer.ts";
import { requestIdOf } from "../lib/logging.ts";
import { isUnavailable } from "../lib/unavailable.ts";
import {
  FIRST_CONTACT_REFUSAL,
  inFirstContactHours,
  mayStartConversation,
} from "../services/first-contact.ts";
import {
  cacheGeneration,
  caches,
  chatMemberKey,
  type ForgettingCache,
  forgetMember,
  forgetPresence,
  pairKey,
  sessionEnds,
} from "../services/member-cache.ts";
import {
  findSessionMembers,
  resolveSessionMember,
  type SessionAccess,
  type SessionMember,
  sessionsInForce,
  touchSessions,
} from "../services/sessions.ts";
import { serviceAccount } from "../services/system-accounts.ts";
import {
  type ChatMember,
  chatMemberOf,
  effectiveVip,
  findChatMembersAndBlocks,
  type UserRow,
} from "../services/users.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The chat sockets' server (app.ts): every open chat socket is in its `clients`. */
    websocketServer: WebSocketServer;
  }
}

/** What a chat socket needs of its upgrade request. */
interface Handshake {
  origin?: string | undefined;
  host?: string | undefined;
  query: URLSearchParams;
  /** The session token offered as a subprotocol (CHAT_TOKEN_PROTOCOL), if any. */
  offered: string | undefined;
  /** The connection under the socket, whose writes `corkForTurn` holds. */
  stream: Duplex;
}

/** Where the chat socket is (spec §4). */
const SOCKET_PATH = "/ws";

export interface SocketOptions {
  heartbeatMs?: number | undefined;
}

const CID_MAX = 64;
/** The most keys one batched read asks for. */
const READ_BATCH_MAX = 4000;
/** The most chat lists one read asks for (each up to CHAT_CONTACTS_MAX conversations with their messages). */
const CONTACTS_BATCH_MAX = 250;
/** The least time between two batches of what connecting reads and writes (see CONNECTING). */
const CONNECT_BATCH_SPACING_MS = 5;
/**
 * The least time between two batches of what a connection does in the background once it is
 * answered: its online flag, and reading who to tell of it (see PRESENCE).
 */
const PRESENCE_BATCH_SPACING_MS = 100;
const STAFF_ROLES = new Set<string>(STAFF_ROLE_NAMES);

/** How long a shutdown waits for its sockets to answer the close before cutting them. */
const CLOSE_WAIT_MS = 2000;

/** Connections sent their contact list at once in a resync (see onResync). */
const RESYNC_BATCH = 200;

interface Live {
  connection: Connection;
  socket: WebSocket;
  lastSeen: number;
}

/**
 * What one account may do through its connections to this instance. Counted per account, not per
 * connection, so that opening more connections buys no more; per instance, since the numbers are
 * not shared between instances (an account spread over n instances gets n times as much).
 */
interface AccountLimits {
  /** Sends (opt 1). */
  send: TokenBucket;
  /** Every other message that reads or writes the database, and anything unreadable. */
  work: TokenBucket;
  /** Heartbeats, inits and sign-out notices. */
  keepalive: TokenBucket;
  /** The account's open connections, oldest first. */
  connections: Live[];
}

export async function socketRoutes(app: FastifyInstance, options: SocketOptions) {
  const { ctx } = app;
  const heartbeatMs = options.heartbeatMs ?? Timing.heartbeat;
  const live = new Set<Live>();
  /**
   * Messages taken in and not answered yet, over every connection (shutdown waits for them). A
   * count, not a set of promises: a message in hand costs no entry, no removal and no promise of its
   * own, only its place in its connection's queue.
   */
  let inHand = 0;
  /** Connections closed and not yet counted out (presence): shutdown waits for them. */
  const leaving = new Set<Promise<void>>();
  let allAnswered: (() => void) | undefined;
  const answered = () => {
    if (--inHand === 0) allAnswered?.();
  };
  const writer = new MessageWriter(ctx.db);
  const accounts = new Map<number, AccountLimits>();
  /** Counts a connection in its account's limits, made with it when the account has none here. */
  const joinLimits = (accountId: number, entry: Live): AccountLimits => {
    const limits = accounts.get(accountId);
    if (limits) {
      limits.connections.push(entry);
      return limits;
    }
    const made: AccountLimits = {
      send: new TokenBucket(CHAT_SEND_LIMIT),
      work: new TokenBucket(CHAT_OPT_LIMIT),
      keepalive: new TokenBucket(CHAT_KEEPALIVE_LIMIT),
      // Made with its connection: an empty array grows to 17 slots at its first push, and most
      // accounts hold one connection.
      connections: [entry],
    };
    accounts.set(accountId, made);
    return made;
  };
  // Every message asks who its two members are and whether either blocked the other. The answers
  // are cached for a few seconds (member-cache's `chat`), and every write that changes one (a ban,
  // a suspension, a block, a new avatar or tier) forgets it at once: here, and on the other
  // instances as soon as Redis carries the forget. So a ban counts for the sender's next message
  // wherever it was made; only with Redis out of reach may another instance take up to the TTL.
  // Misses are read in batches across all connections: one statement per batch, the keys as
  // array parameters, so a batch as big as all the messages in flight is one short query. Each
  // read gathers the rest of the event loop's turn first: a message asks for its sender and then
  // its peer, and without it the peer waited for the sender's read to come back and went alone in
  // a second one (two round trips in a row, and a query more, per message).
  const GATHER = { gather: true };
  // What connecting and closing read and write goes in batches spaced apart (BatchSchedule): a
  // connection that finds them rested waits for nothing, while in a reconnect storm each
  // statement answers dozens of connections rather than a few. bench/chat.ts, 5,000 connections:
  // about 1,350 statements and 1,770 µs of CPU (server, database and clients) per connection
  // with no spacing, 310 statements and 1,290-1,360 µs with 20 ms. 5 ms keeps that saving and
  // waits less: with 20, the last sockets of a client's batch of 200 waited up to 20 ms for their
  // session (traced per socket). On a later host (system call 0.4 µs), eight runs of each: 5 ms
  // connected in 1.27-1.53 s (median 1.35), 20 ms in 1.31-1.73 s (median 1.45), at the same CPU
  // per connection (393-469 and 366-508 µs) and 0.05 statements per connection against 0.03.
  const CONNECTING = { gather: true, spacingMs: CONNECT_BATCH_SPACING_MS };
  // What no connection's answer waits for (a member's online flag, and who hears of it) is spaced
  // wider: in a storm fewer, bigger statements, and fewer wake-ups of a database that shares the
  // cores with the answers still to make. bench/chat.ts, 5,000 connections, four rounds on one
  // host: 0.06-0.09 statements per connection to 0.04, CPU (server, database, clients) 945-1,185
  // to 724-833 µs per connection, connecting 2.45x the bare relay's time to 1.64x (median).
  const PRESENCE = { gather: true, spacingMs: PRESENCE_BATCH_SPACING_MS };
  const chatCache = caches(ctx.db).chat as ForgettingCache<ChatMember | boolean>;
  // The members and the block relation are one loader, so that a batch of messages asks both in
  // one statement (one round trip, not two side by side). Keys: `m<id>` for a member, the
  // pairKey `<a>:<b>` for a pair (answered `true` when blocked either way).
  const readsNow = new BatchLoader<string, ChatMember | boolean>(
    async (keys) => {
      const since = cacheGeneration();
      const ids: number[] = [];
      const pairs: [number, number][] = [];
      for (const key of keys) {
        if (key.startsWith("m")) ids.push(Number(key.slice(1)));
        else pairs.push(key.split(":").map(Number) as [number, number]);
      }
      const { members, blocked } = await findChatMembersAndBlocks(ctx.db, ids, pairs);
      const found = new Map<string, ChatMember | boolean>();
      for (const member of members) found.set(chatMemberKey(member.id), member);
      for (const [a, b] of pairs) found.set(pairKey(a, b), blocked.has(pairKey(a, b)));
      // An unknown member is not cached: they may sign up under that id yet.
      for (const [key, value] of found) chatCache.set(key, value, since);
      return found;
    },
    READ_BATCH_MAX,
    GATHER,
  );
  const read = (key: string) => {
    const hit = chatCache.get(key);
    return hit ? Promise.resolve(hit.value) : readsNow.load(key);
  };
  const rowsNow = {
    load: (uid: number) => read(chatMemberKey(uid)) as Promise<ChatMember | undefined>,
  };
  const blockedNow = {
    load: async (a: number, b: number) => (await read(pairKey(a, b))) === true,
  };
  // Presence goes to the members whose list shows this one: asked for every connect and
  // disconnect, so a reconnect storm reads them in batches too.
  const watchersNow = new BatchLoader<number, number[]>(
    (uids) => watchersOf(ctx.db, uids),
    READ_BATCH_MAX,
    PRESENCE,
  );
  // Connecting reads and writes in batches too: after a restart or a network blip every member
  // reconnects at once, and each connection would otherwise cost a handful of statements of its
  // own (its session, the session again once in the hub if it may have ended, the online flag, the
  // chat list). These gather in the same way, and are spaced (CONNECTING; the online flag wider,
  // PRESENCE; the chat list only gathered, see contactsNow). Nothing is cached beyond what a single
  // connection would cache.
  const sessionsNow = new BatchLoader<string, SessionMember>(
    (hashes) => findSessionMembers(ctx.db, hashes),
    READ_BATCH_MAX,
    CONNECTING,
  );
  const sessionsUsed = new BatchWriter<number, Date>(
    (used) => touchSessions(ctx.db, used),
    READ_BATCH_MAX,
    CONNECTING,
  );
  const sessionAccess: SessionAccess = {
    read: (hash) => sessionsNow.load(hash),
    touch: (id, now) => sessionsUsed.write(id, now),
  };
  const inForceNow = new BatchLoader<number, true>(
    async (ids) => new Map([...(await sessionsInForce(ctx.db, ids))].map((id) => [id, true as const])),
    READ_BATCH_MAX,
    CONNECTING,
  );
  // A member's online flag, written as the hub has it when the statement goes (not as the caller
  // saw it): a close's offline that comes late cannot mark offline a member who connected again
  // meanwhile. The value is when the member came online (their last sign-in), or null for a close.
  const onlineNow = new BatchWriter<number, Date | null>(
    async (changes) => {
      const states = await Promise.all(
        [...changes].map(async ([uid, cameAt]) => {
          const online = await ctx.chat.isConnected(uid);
          return [uid, { online, at: cameAt }] as const;
        }),
      );
      await setOnlineMany(ctx.db, new Map(states));
      forgetPresence(changes.keys());
    },
    READ_BATCH_MAX,
    PRESENCE,
  );
  // The chat list is only gathered, not spaced: the inits ask for it together, as a batch of
  // sessions answers its connections in one turn, so gathering batches them as spacing did, without
  // the wait (traced: the same batch sizes, each 12-20 ms sooner). bench/chat.ts, 5,000
  // connections, four rounds: connecting 1.53-1.97 s (2.36x the relay's time) to 1.46-1.60 s (1.98x).
  const contactsNow = new BatchLoader<number, ContactListText>(
    (uids) => contactLists(ctx.db, uids),
    CONTACTS_BATCH_MAX,
    GATHER,
  );
  let nextId = 1;

  // A connection not heard from for three beats is gone (a phone that lost its network).
  const sweep = setInterval(() => {
    const limit = Date.now() - heartbeatMs * HEARTBEATS_BEFORE_DROP;
    for (const entry of live) {
      if (entry.lastSeen < limit) entry.socket.terminate();
    }
    // An account's limits outlive its connections until they have filled up again: closing every
    // connection and opening a new one must not buy a fresh burst.
    for (const [id, limits] of accounts) {
      const rested = limits.send.full() && limits.work.full() && limits.keepalive.full();
      if (limits.connections.length === 0 && rested) accounts.delete(id);
    }
  }, heartbeatMs);
  sweep.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    // Told 1012 already (app.ts); what each connection was doing finishes before the database closes.
    for (const entry of live) entry.socket.close(SocketClose.restart, "server restarting");
    // Every connection's messages in hand, those of connections closed meanwhile included (a
    // closed socket leaves `live` at once, while the message it sent last may still be on its way
    // to the database).
    if (inHand > 0) await new Promise<void>((resolve) => (allAnswered = resolve));
    await writer.idle();
    // Every socket gone, and counted out (presence in Redis, the watchers told) before Redis and
    // the database close: a client that does not answer the close in time is cut.
    const closedBy = Date.now() + CLOSE_WAIT_MS;
    while (live.size > 0 && Date.now() < closedBy) await new Promise((r) => setTimeout(r, 20));
    for (const entry of live) entry.socket.terminate();
    await Promise.all([...leaving]);
  });

  /** Tells the members whose chat list shows `uid` whether it is online now. */
  async function announcePresence(uid: number) {
    const [row, connected, watchers = []] = await Promise.all([
      rowsNow.load(uid),
      ctx.chat.isConnected(uid),
      watchersNow.load(uid),
    ]);
    if (!row || watchers.length === 0) return;
    const visible = connected && row.onlineStatus === OnlineStatus.visible;
    await ctx.chat.deliver(watchers, { opt: Opt.presence, uid, is_online: visible ? 1 : 0 });
  }

  // Members whose connections were all on an instance that died (offline, as if they had closed),
  // or this instance's own, counted in again after it was taken for dead: flag and watchers as the
  // hub has them now.
  ctx.chat.onPresenceChanged((uids) => {
    for (const uid of uids) {
      void rowsNow
        .load(uid)
        .then(async (row) => {
          if (row?.role !== "member") return;
          await onlineNow.write(uid, null);
          await announcePresence(uid);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "chat presence update failed"));
    }
  });

  // This instance's subscription to the other instances' events was lost (a Redis restart) and is
  // back: messages stored meanwhile on another instance for members connected here were never
  // pushed. Each connection is sent its contact list afresh, as after its init (every
  // conversation's newest messages and unread count; our client merges it and opens again the
  // conversations on screen, the spec's client shows the list). A few at a time: a resync of
  // thousands of connections reads their lists in batches, not all at once.
  ctx.chat.onResync(() => {
    void (async () => {
      const entries = [...live];
      const service = await serviceAccount(ctx.db);
      const serviceOnline = await ctx.chat.isConnected(service.id);
      for (let i = 0; i < entries.length; i += RESYNC_BATCH) {
        await Promise.all(
          entries.slice(i, i + RESYNC_BATCH).map(async ({ connection, socket }) => {
            if (socket.readyState !== socket.OPEN) return;
            const list = await contactsNow.load(connection.uid);
            const data = contactListText(list, connection.uid !== service.id && serviceOnline);
            connection.sendText(Buffer.from(`{"opt":${Opt.open},"data":${data},"full":true}`));
            ctx.metrics.chatResyncs.inc();
          }),
        );
      }
    })().catch((error: unknown) => app.log.warn({ err: error }, "chat resync failed"));
  });

  // Upgrades to /ws are taken from the HTTP server's upgrade event, not through a Fastify route:
  // Fastify's request lifecycle (routing, the app's hooks, a reply that is never sent) did nothing
  // for a socket, and the request, reply and logger it made stayed reachable from every open
  // socket. bench/chat.ts, connect phase, the two side by side on one host: the server's CPU per
  // connection 561 to 458 µs (mean of four runs), its heap per open socket 10.2 to 7.9 kB.
  const wss = app.websocketServer;
  const publicHost = new URL(ctx.config.publicUrl).host;
  // From the moment the app starts closing (as Fastify answers its requests 503 then).
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  const onUpgrade = (req: IncomingMessage, stream: Duplex, head: Buffer) => {
    // Node takes its own error listener off the socket before the upgrade event: a client that
    // resets now must not become an uncaught error. ws puts its own on as it takes the socket.
    stream.on("error", destroyStream);
    const url = req.url ?? "";
    const at = url.indexOf("?");
    if ((at < 0 ? url : url.slice(0, at)) !== SOCKET_PATH) return refuseUpgrade(stream, 404);
    // Shutting down: the balancer sends the reconnect elsewhere.
    if (closing || !app.server.listening) return refuseUpgrade(stream, 503);
    stream.removeListener("error", destroyStream);
    // What the connection needs of the request is taken now: nothing made here refers to the
    // request, so an open socket does not keep it (its headers, its raw headers) alive.
    const { origin, host, "x-request-id": proxyId, "sec-websocket-protocol": protocols } = req.headers;
    const query = new URLSearchParams(at < 0 ? "" : url.slice(at + 1));
    const offered = protocols
      ?.split(",")
      .map((p) => p.trim())
      .find((p) => p.startsWith(CHAT_TOKEN_PROTOCOL))
      ?.slice(CHAT_TOKEN_PROTOCOL.length);
    wss.handleUpgrade(req, stream, head, (socket) =>
      accept(socket, { origin, host, query, offered, stream }, proxyId),
    );
  };
  function accept(socket: WebSocket, request: Handshake, proxyId: string | string[] | undefined) {
    // Made only for a line to write: a logger per connection is memory every socket would keep.
    let logger: FastifyBaseLogger | undefined;
    const log = () => {
      logger ??= app.log.child({ reqId: requestIdOf({ "x-request-id": proxyId }) });
      return logger;
    };
    socket.on("error", (error) => socketFailed(error, socket, log()));
    serve(socket, request, log).catch((error: unknown) => socketFailed(error, socket, log()));
  }
  app.server.on("upgrade", onUpgrade);
  // A plain request to the socket's address (no upgrade) is told what the address needs. A route
  // of the app like any other: the API document and the authorization matrix read it from there.
  app.get(SOCKET_PATH, { config: { public: true } }, async (_req, reply) =>
    reply.code(426).header("upgrade", "websocket").header("connection", "upgrade").send(),
  );
  app.addHook("onClose", async () => {
    app.server.off("upgrade", onUpgrade);
  });

  // What a message asks of its two members, for the connection's `me`: functions of the route, not
  // of each connection, so that an open socket holds no copy of them.

  /** The other member of a conversation, if `me` may talk to them. */
  async function reachable(me: ChatSelf, uid: unknown): Promise<ChatMember | undefined> {
    if (!isMemberId(uid) || uid === me.id) return undefined;
    const [peer, blocked] = await Promise.all([
      rowsNow.load(uid),
      me.role === "member" ? blockedNow.load(me.id, uid) : false,
    ]);
    return allowed(me, peer, blocked);
  }

  /** `peer` as reachable answers it, given whether either of the two blocked the other. */
  function allowed(me: ChatSelf, peer: ChatMember | undefined, blocked: boolean): ChatMember | undefined {
    if (!peer || peer.status !== AccountStatus.approved) return undefined;
    // Members talk to members and to the service; the service talks to members.
    if (me.role === "service" ? peer.role !== "member" : peer.role !== "member" && peer.role !== "service") {
      return undefined;
    }
    if (peer.role === "member" && blocked) {
      return undefined;
    }
    return peer;
  }

  /**
   * `me` and the peer as a send reads them, when the chat's cache holds every answer (most
   * messages): the same answers as reading them, without waiting a turn for them.
   */
  function partiesCached(
    me: ChatSelf,
    uid: number | undefined,
  ): [ChatMember, ChatMember | undefined] | undefined {
    const self = chatCache.get(chatMemberKey(me.id));
    if (!self) return undefined;
    if (uid === undefined || uid === me.id) return [self.value as ChatMember, undefined];
    const peer = chatCache.get(chatMemberKey(uid));
    if (!peer) return undefined;
    const pair = me.role === "member" ? chatCache.get(pairKey(me.id, uid)) : { value: false };
    if (!pair) return undefined;
    return [self.value as ChatMember, allowed(me, peer.value as ChatMember, pair.value === true)];
  }

  async function serve(
    socket: WebSocket,
    { origin, host, query, offered, stream }: Handshake,
    log: () => FastifyBaseLogger,
  ) {
    // Clients send init as soon as the socket opens, before the session is resolved: keep those.
    let early: RawData[] | undefined = [];
    let handle: ((raw: RawData) => void) | undefined;
    socket.on("message", (raw: RawData) => (handle ? handle(raw) : early?.push(raw)));
    let closed = false;
    /** What a close undoes once the connection has joined the hub (set below, in the same turn). */
    let leave: (() => void) | undefined;
    // One listener for both: a socket keeps one function for its close, not a list of two.
    socket.on("close", () => {
      closed = true;
      leave?.();
    });

    const originHost = origin ? safeHost(origin) : undefined;
    if (origin && originHost !== publicHost && originHost !== host) {
      socket.close(SocketClose.originRefused, "origin not allowed");
      return;
    }
    // Our client's token comes as a subprotocol (off the URL, out of the proxies' logs); the
    // spec's client's in the query.
    const token = offered || (single(query, "token") ?? "");
    const since = cacheGeneration();
    const endsNoted = sessionEnds.noted();
    const resolved = token ? await resolveSessionMember(ctx.db, token, ctx.now(), sessionAccess) : undefined;
    const account = resolved?.member;
    if (!account || account.status !== AccountStatus.approved) {
      ctx.metrics.refusals.inc({ reason: "session_invalid" });
      socket.close(SocketClose.sessionInvalid, "session invalid");
      return;
    }
    const service = await serviceAccount(ctx.db);
    const actAsService = single(query, "as") === "service" && STAFF_ROLES.has(account.role);
    const speaker = actAsService ? service : account;
    if (closed) return;
    // The chat's view of this member, as just read with the session: telling the watchers and the
    // first message need not read it again. Not if it was forgotten since (a ban meanwhile).
    if (!actAsService) chatCache.set(chatMemberKey(account.id), chatMemberOf(account), since);
    // What the connection keeps of who it speaks as, for as long as it is open: the member's whole
    // row (their password hash, settings and about a dozen texts and dates) stays in the session
    // cache for seconds rather than in every open socket for hours. Every message reads the member
    // as they are now (partiesCached, rowsNow) anyway. bench/chat.ts, 5,000 open connections: the
    // server's heap per connection 5.1 to 4.5 kB (a heap snapshot had 5,004 rows, about 0.7 kB each).
    const me: ChatSelf = {
      id: speaker.id,
      role: speaker.role,
      approvedAt: speaker.approvedAt,
    };

    /** Writes one text frame (a string, or its UTF-8 made once for many sockets), if still open. */
    const sendFrame = (text: string | Buffer) => {
      if (socket.readyState !== socket.OPEN) return;
      corkForTurn(stream);
      // A Buffer goes as a binary frame unless told otherwise; the protocol speaks text frames.
      socket.send(text, { binary: false });
    };
    const send = (message: ServerMessage) => sendFrame(JSON.stringify(message));
    const refuse = (ref: MessageRef, extra: { cid?: string; uid?: number; retry?: true } = {}) =>
      send({ opt: OPT_REFUSED, ...extra, key: ref.key, msg: formatMessage(ref) });

    const connection: Connection = {
      id: nextId++,
      uid: me.id,
      account: account.id,
      sessionId: resolved.session.id,
      sendText: sendFrame,
      close: (code, reason) => socket.close(code, reason),
    };
    const entry: Live = { connection, socket, lastSeen: Date.now() };
    live.add(entry);
    // Limits are the account's (staff answering as the service included), shared by its
    // connections to this instance.
    const limits = joinLimits(account.id, entry);
    // Set before attaching: a socket that closes meanwhile (the client left, or a newer connection
    // replaced it) is still detached, so it does not stay online in the hub for ever.
    const attached = ctx.chat.attach(connection);
    /** This connection's coming online, told in the background (see below); never rejects. */
    let presented: Promise<void> = SETTLED;
    leave = () => {
      live.delete(entry);
      const at = limits.connections.indexOf(entry);
      if (at >= 0) limits.connections.splice(at, 1);
      const left = attached
        .then(() => ctx.chat.detach(connection))
        .then(async (last) => {
          if (!last || me.role !== "member") return;
          // Gone after it came: the watchers hear of the two in that order.
          await presented;
          await onlineNow.write(me.id, null);
          await announcePresence(me.id);
        })
        .catch((error: unknown) => log().warn({ err: error }, "chat presence update failed"));
      leaving.add(left);
      void left.finally(() => leaving.delete(left));
    };
    // Beyond the cap the oldest connection makes way rather than the newest being refused: the
    // newest is the one the member is looking at, and a tab left open elsewhere cannot lock them out.
    // Here for this instance; the hub does the same over every instance that shares Redis.
    while (limits.connections.length > CHAT_SOCKETS_PER_ACCOUNT) {
      limits.connections.shift()?.socket.close(SocketClose.replaced, "replaced by a newer connection");
    }
    const first = await attached;
    // The session as it is now: one ended between reading it above and joining the hub found no
    // connection to close (on this instance or another); from here on a close finds this one.
    // Asked of the database only when something about the session or its member reached this
    // process meanwhile (every close, here or relayed, forgets what it ends): a reconnect storm
    // reads each session once, not twice.
    if (
      !closed &&
      sessionEnds.since(endsNoted, account.id, resolved.session.id) &&
      !(await inForceNow.load(resolved.session.id))
    ) {
      socket.close(SocketClose.sessionInvalid, "session invalid");
      return;
    }
    if (first && me.role === "member" && !closed) {
      // In the background: the member's own answers (the inits, the chat list) need neither the
      // flag nor the watchers told, and connecting waits for two statements fewer. A close waits
      // for it before its own.
      presented = onlineNow
        .write(me.id, ctx.now())
        .then(() => announcePresence(me.id))
        .catch((error: unknown) => log().warn({ err: error }, "chat presence update failed"));
    }

    let contactsSent = false;
    /** The chat state this connection was last told (at sign-in, then by a heartbeat). */
    let chatState = speaker.chatState;

    async function onSend(message: Extract<ClientMessage, { opt: typeof Opt.send }>) {
      // `cid` is ours and optional (spec §4 lists opt, uid, txt or img, type): without it a message
      // is stored and delivered once, with no resend de-duplication.
      const cid = typeof message.cid === "string" && message.cid !== "" ? message.cid : null;
      const uid = memberIdOf(message.uid);
      /** What a refusal echoes of the message: made only for a refusal. */
      const about = () => ({ ...(cid ? { cid } : {}), ...(uid !== undefined ? { uid } : {}) });
      // A cid that could never be matched with its stored copy is not echoed either.
      if (cid !== null && (cid.length > CID_MAX || !storable(cid))) {
        return refuse({ key: "errors.invalid" }, uid === undefined ? {} : { uid });
      }
      // A resend of a stored message is acknowledged again, whatever changed since: a refusal
      // looks for it first (a stored message passed the content checks, so those need not).
      // Found stored, it goes to the receiver as well when the two may still talk (see the duplicate
      // path below); refused for the conversation itself (a ban, a block), to the sender alone.
      const decline = async (answer: ServerMessage, parties?: [ChatMember, ChatMember]) => {
        const stored = cid ? await findByClientId(ctx.db, me.id, cid) : undefined;
        if (!stored) return send(answer);
        if (!parties || parties[1].id !== stored.reciver_id) return send({ opt: Opt.send, data: stored });
        const [sender, receiver] = parties;
        const connected = ctx.chat.connectedHere(receiver.id) || (await ctx.chat.isConnected(receiver.id));
        await ctx.chat.deliver([receiver.id, me.id], {
          opt: Opt.send,
          data: stored,
          from: chatPeer(sender, true),
          to: chatPeer(receiver, connected),
        });
      };
      const declineWith = (
        ref: MessageRef,
        extra: { uid?: number | undefined } = { uid },
        parties?: [ChatMember, ChatMember],
      ) =>
        decline(
          {
            opt: OPT_REFUSED,
            ...(cid ? { cid } : {}),
            ...extra,
            key: ref.key,
            msg: formatMessage(ref),
            ...(ref.values ? { values: ref.values } : {}),
          },
          parties,
        );

      const text = typeof message.txt === "string" ? message.txt : "";
      const img = typeof message.img === "string" ? message.img : "";
      // A client that leaves `type` out means a picture when it sends one, else text.
      const type = (message.type ?? (img !== "" && text === "" ? "img" : "txt")) as ChatMessageType;
      if (!CHAT_MESSAGE_TYPES.includes(type)) return refuse({ key: "errors.invalid" }, about());
      // PostgreSQL text cannot hold NUL, and half a UTF-16 pair would be stored as U+FFFD while
      // the live copy kept it: refuse both here rather than fail a write or show two texts.
      if (!storable(text) || !storable(img)) return refuse({ key: "errors.invalid" }, about());
      if (type === "txt" && text.trim() === "") return refuse({ key: "chat.contentEmpty" }, about());
      if (text.length > CHAT_TEXT_MAX) {
        return refuse({ key: "errors.tooLong", values: { field: "content", max: CHAT_TEXT_MAX } }, about());
      }
      if (type === "img" && img === "") return refuse({ key: "chat.contentEmpty" }, about());

      // The sender as they are now (a ban or suspension from any process counts at once), and
      // the peer, read side by side.
      const [fresh, peer] =
        partiesCached(me, uid) ?? (await Promise.all([rowsNow.load(me.id), reachable(me, uid)]));
      if (!fresh || fresh.status !== AccountStatus.approved) {
        return socket.close(SocketClose.sessionInvalid, "session invalid");
      }
      if (fresh.chatState !== chatState) {
        chatState = fresh.chatState;
        send({ opt: Opt.heartbeat, chat_state: chatState });
      }
      if (fresh.chatState === ChatState.banned) return declineWith({ key: "chat.banned" });
      if (!peer) return declineWith({ key: "chat.blocked" });
      if (type === "img" && !(await ownsUpload(ctx.db, me.id, img))) {
        return declineWith({ key: "chat.imageInvalid" }, { uid: peer.id }, [fresh, peer]);
      }
      const now = ctx.now();
      // A new account past its first-contact limit may answer, not open more conversations.
      if (inFirstContactHours(me, now) && !(await mayStartConversation(ctx.db, me, peer.id, now))) {
        return declineWith(FIRST_CONTACT_REFUSAL, { uid: peer.id }, [fresh, peer]);
      }

      // Talking with the service is always free; otherwise the tier decides.
      const vip = effectiveVip(fresh, now);
      const free =
        me.role !== "member" ||
        peer.role !== "member" ||
        ctx.authorities.has(vip, "Send_chat_messages_for_free");
      if (!free && type === "img" && vip === 0) {
        return decline(
          {
            opt: Opt.needsUpgrade,
            uid: peer.id,
            ...(cid ? { cid } : {}),
            key: "chat.needUpgrade",
            msg: formatMessage({ key: "chat.needUpgrade" }),
          },
          [fresh, peer],
        );
      }
      const input = {
        sender: me.id,
        receiver: peer.id,
        type,
        content: type === "txt" ? text : "",
        img: type === "img" ? img : "",
        cid,
      };
      // Free messages go in batches with everyone else's, with a cid or without (spec §4 has
      // none); counted ones check the allowance alone.
      const result = free
        ? await writer.write(input, now)
        : await storeMessage(
            ctx.db,
            {
              ...input,
              allowance: {
                kind: "chat",
                day: now.toISOString().slice(0, 10),
                max: ctx.settings.current().freeChatsPerDay,
              },
            },
            now,
          );
      if (result.status === "allowanceUsed") {
        return send({
          opt: Opt.noFreeChat,
          uid: peer.id,
          ...(cid ? { cid } : {}),
          key: "chat.noFreeChat",
          msg: formatMessage({ key: "chat.noFreeChat" }),
        });
      }
      // Asked once: the message's copy says it, and the deliveries (mail, push) skip an open tab.
      const peerConnected = ctx.chat.connectedHere(peer.id) || (await ctx.chat.isConnected(peer.id));
      // A resend found stored goes to the receiver too, not to the sender alone: the instance that
      // stored it may have died before delivering it (kill -9 between the commit and the publish),
      // and the receiver, online elsewhere the whole time, would not see it until they reopen the
      // conversation. Receivers drop a message they hold by id. Its announcement (mail, push) was
      // made with the first write, or is lost with the instance that made it.
      if (result.status !== "duplicate" && peer.role === "member") {
        ctx.events.announce({
          item: "chat",
          memberId: peer.id,
          actorId: me.role === "member" ? me.id : null,
          key: `chat:${result.message.id}`,
          preview: result.message.content,
          at: now,
          connected: peerConnected,
        });
      }
      // Stored: to every connection of the recipient, and to all of the sender's (this one's copy is the ack).
      await ctx.chat.deliver([peer.id, me.id], {
        opt: Opt.send,
        data: result.message,
        from: chatPeer(fresh, true),
        to: chatPeer(peer, peerConnected),
      });
    }

    /** The opens of this connection, one after another (see Opt.open below). */
    let opening: Promise<unknown> = SETTLED;

    async function dispatch(message: ClientMessage) {
      switch (message.opt) {
        case Opt.heartbeat:
          return send({ opt: Opt.heartbeat, chat_state: chatState });
        case Opt.init: {
          if (contactsSent) return send({ opt: Opt.init, uid: me.id });
          contactsSent = true;
          // Two connections of one member asking together share the list read: its text is never
          // changed (a list holding the service conversation is parsed afresh to mark it).
          // The answer to the init waits for the list, so that both leave in one write (corkForTurn).
          let data: string;
          try {
            const list = await contactsNow.load(me.id);
            const serviceOnline = me.role === "member" ? await ctx.chat.isConnected(service.id) : false;
            data = contactListText(list, serviceOnline);
          } finally {
            send({ opt: Opt.init, uid: me.id });
          }
          // The list as PostgreSQL wrote it, spliced in rather than parsed and written again.
          return sendFrame(`{"opt":${Opt.open},"data":${data},"full":true}`);
        }
        case Opt.open: {
          // In the order they were sent: an earlier open that ran late would mark read, and
          // answer as read, a message that arrived after the member had looked away.
          const run = opening.then(async () => {
            const peer = await reachable(me, memberIdOf(message.uid));
            if (!peer) {
              const uid = memberIdOf(message.uid);
              return refuse({ key: "answers.memberNotFound" }, uid === undefined ? {} : { uid });
            }
            const contact = await openConversation(ctx.db, me.id, peer.id, ctx.now());
            if (!contact) return;
            if (contact.service) contact.os_online = (await ctx.chat.isConnected(peer.id)) ? 1 : 0;
            return send({ opt: Opt.open, data: [contact], full: false });
          });
          opening = run.catch(() => undefined);
          return run;
        }
        case Opt.send:
          return onSend(message);
        case Opt.history: {
          const peer = memberIdOf(message.uid);
          if (peer === undefined) return refuse({ key: "errors.invalid" });
          const before = Number(message.before_id);
          const time = Number(message.create_time);
          const page = await history(
            ctx.db,
            me.id,
            peer,
            Number.isSafeInteger(before) && before > 0 ? before : undefined,
            // A time past TIME_MAX_MS made an invalid Date in the query (the message failed).
            Number.isFinite(time) && time > 0 && time * 1000 <= TIME_MAX_MS
              ? time
              : ctx.now().getTime() / 1000 + 1,
          );
          return send({ opt: Opt.history, uid: peer, ...page });
        }
        case Opt.remove: {
          const peer = memberIdOf(message.uid);
          if (peer === undefined) return refuse({ key: "errors.invalid" });
          await removeConversation(ctx.db, me.id, peer);
          return ctx.chat.deliver(me.id, { opt: Opt.logout, uid: peer });
        }
        case Opt.logout:
          return socket.close(SocketClose.loggedOut, "signed out");
        case Opt.statusVisible:
        case Opt.statusHidden:
          // The status itself changed through /member/index/changeonlinestatus; tell the watchers.
          forgetMember(me.id);
          return announcePresence(me.id);
        default:
          return refuse({ key: "chat.unknownOpt" });
      }
    }

    // The message refused as too fast that this connection's later sends wait behind.
    let held: { cid: string; at: number } | undefined;
    // One message at a time per connection, in the order received.
    let queue: Promise<void> = SETTLED;
    handle = (raw) => {
      entry.lastSeen = Date.now();
      // A connection on its way out (replaced, signed out) takes no more work.
      if (socket.readyState !== socket.OPEN) return;
      let message: ClientMessage | undefined;
      try {
        message = JSON.parse(String(raw)) as ClientMessage;
      } catch {
        message = undefined;
      }
      // A flood is refused as it arrives: it is never queued, stored or looked up.
      if (message?.opt === Opt.send) {
        const { cid } = message;
        const uid = memberIdOf(message.uid);
        const now = performance.now();
        if (held && (held.cid === cid || now - held.at > CHAT_SEND_HOLD_MS)) held = undefined;
        // Behind a refused message, later ones wait even when a token has come back meanwhile.
        if (held || !limits.send.take()) {
          if (!held && typeof cid === "string") held = { cid, at: now };
          return refuse(
            { key: "chat.tooFast" },
            {
              ...(typeof cid === "string" ? { cid } : {}),
              ...(uid !== undefined ? { uid } : {}),
            },
          );
        }
      } else {
        const cheap =
          message?.opt === Opt.heartbeat || message?.opt === Opt.init || message?.opt === Opt.logout;
        if (!(cheap ? limits.keepalive : limits.work).take()) {
          // Any JSON may arrive here, a number or null included: read `uid` without assuming an object.
          const uid = memberIdOf((message as { uid?: unknown } | null | undefined)?.uid);
          return refuse({ key: "chat.tooFast" }, uid === undefined ? {} : { uid });
        }
      }
      inHand++;
      const run = async () => {
        try {
          if (!message || typeof message !== "object" || typeof message.opt !== "number") {
            return refuse({ key: "chat.notJson" });
          }
          try {
            await dispatch(message);
          } catch (error) {
            // The database or Redis out of reach for now (a restart): the client may simply resend
            // shortly, as an HTTP caller is told with a 503.
            const unavailable = isUnavailable(error);
            if (unavailable)
              log().warn({ err: error, opt: message.opt }, "chat message refused: unavailable");
            else log().error({ err: error, opt: message.opt }, "chat message failed");
            // Marked as such on the wire (`retry`, ours: the spec's client ignores it), so that our
            // client sends the message again by itself instead of showing it failed.
            refuse(
              { key: unavailable ? "answers.unavailable" : "answers.serverError" },
              {
                ...("cid" in message && typeof message.cid === "string" ? { cid: message.cid } : {}),
                ...(unavailable ? { retry: true as const } : {}),
              },
            );
          }
        } finally {
          answered();
        }
      };
      // After the one before, however that ended: one message that failed does not stall the rest.
      queue = queue.then(run, run);
    };
    // The array goes with its messages: an open socket keeps nothing of its first moments.
    const pending = early;
    early = undefined;
    for (const raw of pending) handle(raw);
  }
}

/** What a connection keeps of the account it speaks as (see serve). */
type ChatSelf = Pick<UserRow, "id" | "role" | "approvedAt">;

/** A promise already settled, where a connection's chains start: one for all of them. */
const SETTLED: Promise<void> = Promise.resolve();

/** A query value given once (a repeated one is not guessed at). */
function single(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}

function destroyStream(this: Duplex) {
  this.destroy();
}

/** Streams whose writes are held until the end of this turn of the event loop (`corkForTurn`). */
const corked: Duplex[] = [];
const uncorkAll = () => {
  for (const stream of corked.splice(0)) stream.uncork();
};

/**
 * Holds a connection's writes until the end of this turn of the event loop, so that the frames it
 * is sent in one turn (the init answer and the chat list, a presence change next to a message)
 * leave in one write: one system call and one packet rather than one each, for the server and for
 * the client reading them. ws corks each frame's header and payload inside this and the frames
 * queue behind it. Released on the next tick, after every promise of this turn has run: nothing
 * waits past the turn it was sent in.
 */
function corkForTurn(stream: Duplex) {
  if (stream.writableCorked > 0) return;
  stream.cork();
  if (corked.push(stream) === 1) process.nextTick(uncorkAll);
}

/** Answers an upgrade that will not be a chat socket, as ws answers a handshake it refuses. */
function refuseUpgrade(stream: Duplex, status: 404 | 503) {
  stream.once("finish", () => stream.destroy());
  stream.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A socket's error. A frame the client got wrong (over maxPayload, text that is not UTF-8, a bad
 * opcode) or a client gone without a close is the client's doing, and ws already closes with the
 * code that says why (1009, 1007, 1002): noted, not logged as a server error, and the client sees
 * the reason rather than 1006. Anything else is ours: logged, and the connection cut.
 */
function socketFailed(error: unknown, socket: WebSocket, log: FastifyBaseLogger) {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && (code.startsWith("WS_ERR_") || code === "ECONNRESET")) {
    log.info({ err: error }, "chat socket: the client's frame was refused");
    return;
  }
  log.error({ err: error }, "chat socket failed");
  socket.terminate();
}

/** A member id sent as a number or as a string of digits (a client may take it from a route). */
function memberIdOf(value: unknown): number | undefined {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return isMemberId(id) ? id : undefined;
}

/** Text PostgreSQL stores exactly as sent: no NUL, no unpaired surrogate. */
const storable = (text: string) => !text.includes("\0") && text.isWellFormed();

/**
 * `burst` tokens at once, then `perSecond` as time passes. A class, not closures: an account on
 * this instance keeps three, for as long as it is connected.
 */
class TokenBucket {
  #tokens: number;
  #filledAt = performance.now();
  readonly #burst: number;
  readonly #perSecond: number;

  constructor({ burst, perSecond }: { burst: number; perSecond: number }) {
    this.#burst = burst;
    this.#perSecond = perSecond;
    this.#tokens = burst;
  }

  /** Takes a token: false when there is none. */
  take(): boolean {
    this.#refill();
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  /** Whether no token is missing, so a new bucket would be no different. */
  full(): boolean {
    this.#refill();
    return this.#tokens >= this.#burst;
  }

  #refill() {
    const now = performance.now();
    this.#tokens = Math.min(this.#burst, this.#tokens + ((now - this.#filledAt) / 1000) * this.#perSecond);
    this.#filledAt = now;
  }
}

function chatPeer(user: ChatMember, connected: boolean): ChatPeer {
  return {
    uid: user.id,
    username: user.username,
    avatar: user.avatar,
    vip: user.vip as Vip,
    is_online: connected && user.onlineStatus === OnlineStatus.visible ? 1 : 0,
    ...(user.role === "service" ? { service: 1 as const } : {}),
  };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
