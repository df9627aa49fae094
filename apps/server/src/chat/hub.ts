/**
 * Who is connected, and the way a socket message reaches every open connection of a member.
 *
 * Without Redis everything happens in process. With `REDIS_URL`, every event is applied to this
 * instance's connections at once and published on one channel for the other instances, which
 * apply it to theirs (an instance skips its own events: it never delivers locally and through
 * Redis twice). Chat between members on one instance so never waits for Redis, and goes on while
 * Redis is down; between instances it resumes once Redis is back. The number of open connections
 * per member and instance is counted in Redis, so that presence (online / offline) is the same on
 * every instance. A member's presence turns on with their first connection anywhere and off with
 * the last one.
 *
 * An instance that dies without closing its connections (kill -9, a lost machine) cannot take its
 * counts back. So every instance beats every `heartbeatMs` in one sorted set, and each beat looks
 * for an instance silent for three beats: the first to find it takes its counts out (one Lua
 * step, so only one instance does), and the members it alone had connected are handed to
 * `onPresenceChanged` (the socket route marks them offline and tells their watchers). An instance
 * taken for dead that beats again counts its connections in again.
 *
 * Redis's publish is fire and forget: an instance whose subscription drops (Redis restarted, the
 * connection cut) misses what the others published meanwhile, and a publish that fails reaches
 * no other instance. Every event not published is counted (`onUndelivered`) and logged; an
 * instance whose subscription comes back hands its connections to `onResync` (the socket route
 * sends each one its contact list afresh, with the unread counts, from which the client takes
 * what it missed).
 *
 * An instance that stops in order (SIGTERM) takes itself out at once once its connections have
 * left (`close`): the others do not wait three beats to find it silent. Each beat also says how
 * many connections an instance holds; one holding well over its share (the others held them all
 * while it restarted) closes a few of them at a time with 1012, each after its own random delay,
 * and the balancer sends their reconnects elsewhere, until the load is even (`rebalance`).
 *
 * An account holds at most CHAT_SOCKETS_PER_ACCOUNT connections to one instance (the socket
 * route sees to that); with Redis, at most that many over all instances too: each account's
 * connections are kept oldest first in Redis, and one beyond the cap closes the oldest wherever
 * it is, with SocketClose.replaced.
 */
import { randomUUID } from "node:crypto";
import { CHAT_SOCKETS_PER_ACCOUNT, type ServerMessage, SocketClose } from "@site/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { BatchLoader } from "../lib/batch-loader.ts";
import { type Forget, forgetHere, relayForgets } from "../services/member-cache.ts";

/** One open socket of a member. */
export interface Connection {
  readonly id: number;
  readonly uid: number;
  /**
   * The account that opened it, whose CHAT_SOCKETS_PER_ACCOUNT it counts against: the member, or
   * the staff member answering as the service (`uid` is then the service's).
   */
  readonly account: number;
  /** The session whose token opened it: ending that session closes it. */
  readonly sessionId: number;
  /** Sends one ServerMessage as a text frame, serialised and encoded once for all recipients. */
  sendText(utf8: Buffer): void;
  close(code: number, reason: string): void;
}

/** What travels between instances. */
export type ChatEvent =
  /** A message for every connection of these members. */
  | { kind: "deliver"; to: number[]; message: ServerMessage }
  /** Close connections of a member: all, one session's, or all but one session's. */
  | ({ kind: "close"; uid: number; code: number; reason: string } & SessionScope)
  /** Close these connections (`instance:id`), an account's oldest beyond its cap. */
  | { kind: "evict"; connections: string[]; code: number; reason: string }
  /** Another instance's write changed what this one may have cached (see member-cache). */
  | { kind: "forget"; forget: Forget };

/** Which of a member's connections a close is for; none given: all of them. */
export interface SessionScope {
  /** Only the connections of this session (it was signed out). */
  session?: number;
  /** All but the connections of this session (the one that changed the password). */
  except?: number;
}

/** The most connections one MULTI registers or forgets. */
const REGISTER_BATCH_MAX = 1000;

/** A count nobody takes back (every instance gone) is forgotten after a day without connections. */
const ONLINE_TTL_SECONDS = 86_400;

/** Beats an instance may miss before the others take it for dead. */
const BEATS_BEFORE_DEAD = 3;

/** The most dead instances one beat reaps (the rest wait for the next). */
const REAP_MAX = 10;

/** Over its even share by more than this part, an instance asks connections to go elsewhere. */
const REBALANCE_SLACK = 0.1;
/** Nor for fewer connections over its share than this. */
const REBALANCE_MIN = 5;
/** Beats in a row an instance must find itself over its share before it moves connections. */
const REBALANCE_BEATS = 2;
/** The most connections one beat asks to go: this part of those held, at least REBALANCE_MIN. */
const REBALANCE_STEP = 0.25;

export interface HubOptions {
  /** Put before the channel and every key (tests sharing one Redis). */
  prefix?: string;
  /** With Redis: how often this instance says it is alive (config INSTANCE_HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** With Redis, behind a balancer: even out the connections over the instances (config CHAT_REBALANCE). */
  rebalance?: boolean;
  /** Called for every event that could not be published to the other instances (a metric). */
  onUndelivered?: (kind: ChatEvent["kind"]) => void;
}

export interface ChatHub {
  /** Registers a connection; resolves true when it is the member's first one anywhere. */
  attach(connection: Connection): Promise<boolean>;
  /** Forgets a connection; resolves true when it was the member's last one anywhere. */
  detach(connection: Connection): Promise<boolean>;
  /** Delivers a message to every open connection of these members, on every instance. */
  deliver(to: number | number[], message: ServerMessage): Promise<void>;
  /** Closes the connections of a member (all of them, or those `scope` names), on every instance. */
  closeAll(uid: number, code: number, reason: string, scope?: SessionScope): Promise<void>;
  /** Whether the member has an open connection on any instance. */
  isConnected(uid: number): Promise<boolean>;
  /** Whether the member has a connection on this instance (then isConnected is true), without asking Redis. */
  connectedHere(uid: number): boolean;
  /** Connections held by this instance (benchmarks, tests). */
  localCount(): number;
  /**
   * Called with members whose presence changed without a connection of theirs opening or closing
   * here: offline because the instance that held their connections died, or back online because
   * this instance, silent for too long (a stalled event loop, Redis out of reach), was taken for
   * dead and has counted its connections in again. Set once (the socket route).
   */
  onPresenceChanged(handler: (uids: number[]) => void): void;
  /**
   * Called once this instance's subscription to the other instances' events is back after it was
   * lost (what they published meanwhile never arrived): its connections are to be told afresh
   * what they may have missed. Set once (the socket route).
   */
  onResync(handler: () => void): void;
  close(): Promise<void>;
}

export async function createChatHub(
  redis: Redis | undefined,
  log: FastifyBaseLogger,
  { prefix = "", heartbeatMs = 5000, rebalance = false, onUndelivered = () => {} }: HubOptions = {},
): Promise<ChatHub> {
  const CHANNEL = `${prefix}chat:events`;
  /** A member's open connections, per instance (a hash: instance -> count). */
  const ONLINE_PREFIX = `${prefix}chat:presence:`;
  const ONLINE_KEY = (uid: number) => `${ONLINE_PREFIX}${uid}`;
  /** Every live instance, scored by its last beat. */
  const INSTANCES_KEY = `${prefix}chat:instances`;
  /** How many connections each instance held at its last beat (a hash: instance -> count). */
  const LOADS_KEY = `${prefix}chat:loads`;
  /** The members an instance has counted connections for (what to take back when it dies). */
  const MEMBERS_KEY = (of: string) => `${prefix}chat:instance:${of}:members`;
  /** An account's connections on every instance, scored by when they opened. */
  const ACCOUNT_KEY = (account: number) => `${prefix}chat:account:${account}`;
  /** This instance, in the names of its connections in Redis. */
  const instance = randomUUID();
  const nameOf = (connection: Connection) => `${instance}:${connection.id}`;
  const local = new Map<number, Set<Connection>>();
  const byName = new Map<string, Connection>();

  const apply = (event: ChatEvent) => {
    if (event.kind === "evict") {
      // Names of other instances, and of connections gone meanwhile, find nothing here.
      for (const name of event.connections) byName.get(name)?.close(event.code, event.reason);
    } else if (event.kind === "deliver") {
      // Encoded once: handed a string, the socket library would encode it again per recipient.
      const utf8 = Buffer.from(JSON.stringify(event.message));
      for (const uid of event.to) {
        for (const connection of local.get(uid) ?? []) connection.sendText(utf8);
      }
    } else if (event.kind === "forget") {
      forgetHere(event.forget);
    } else {
      // The sessions a close ends are forgotten by this instance's caches too: a revoked token
      // stops working here at once, not when the cache entry runs out.
      // Every instance gets this event: none relays the forget further.
      if (event.session !== undefined) forgetHere({ kind: "session", id: event.session });
      else
        forgetHere({
          kind: "member",
          ids: [event.uid],
          ...(event.except === undefined ? {} : { keepSessionId: event.except }),
        });
      for (const connection of [...(local.get(event.uid) ?? [])]) {
        if (event.session !== undefined && connection.sessionId !== event.session) continue;
        if (event.except !== undefined && connection.sessionId === event.except) continue;
        connection.close(event.code, event.reason);
      }
    }
  };

  const add = (connection: Connection) => {
    let set = local.get(connection.uid);
    if (!set) {
      set = new Set();
      local.set(connection.uid, set);
    }
    set.add(connection);
    byName.set(nameOf(connection), connection);
  };
  const remove = (connection: Connection): boolean => {
    const set = local.get(connection.uid);
    if (!set?.delete(connection)) return false;
    byName.delete(nameOf(connection));
    if (set.size === 0) local.delete(connection.uid);
    return true;
  };

  let presenceChanged: (uids: number[]) => void = () => {};
  let resync: () => void = () => {};

  if (!redis) {
    return {
      async attach(connection) {
        add(connection);
        return local.get(connection.uid)?.size === 1;
      },
      async detach(connection) {
        return remove(connection) && !local.has(connection.uid);
      },
      async deliver(to, message) {
        apply({ kind: "deliver", to: Array.isArray(to) ? to : [to], message });
      },
      async closeAll(uid, code, reason, scope = {}) {
        apply({ kind: "close", uid, code, reason, ...scope });
      },
      async isConnected(uid) {
        return local.has(uid);
      },
      connectedHere: (uid) => local.has(uid),
      localCount: () => count(local),
      onPresenceChanged() {
        // One process holds every connection: when it dies, nothing is left to take back.
      },
      onResync() {
        // Nothing travels between instances: nothing is missed.
      },
      async close() {},
    };
  }

  const subscriber = redis.duplicate();
  subscriber.on("error", (error) => log.warn({ err: error }, "redis subscriber error"));
  subscriber.on("message", (_channel: string, text: string) => {
    try {
      const { origin, ...event } = JSON.parse(text) as ChatEvent & { origin?: string };
      if (origin !== instance) apply(event as ChatEvent);
    } catch (error) {
      log.warn({ err: error }, "unreadable chat event");
    }
  });
  await subscriber.subscribe(CHANNEL);
  // The subscription lost (Redis restarted, the connection cut): whatever the others publish until
  // it is back never arrives here. Once subscribed again, this instance's connections are resynced.
  let closing = false;
  let lostAt: number | undefined;
  subscriber.on("close", () => {
    if (!closing) lostAt ??= Date.now();
  });
  subscriber.on("ready", () => {
    if (lostAt === undefined || closing) return;
    const since = lostAt;
    // ioredis subscribes again by itself on a reconnect; asked here too, so that the resync's
    // reads come after the subscription (what is stored after them arrives live).
    subscriber
      .subscribe(CHANNEL)
      .then(() => {
        lostAt = undefined;
        log.warn(
          { lostMs: Date.now() - since, connections: count(local) },
          "chat subscription back after it was lost; resyncing this instance's connections",
        );
        resync();
      })
      .catch((error: unknown) => log.warn({ err: error }, "chat subscription not renewed"));
  });
  /** An event the other instances will not get: counted and logged (without its content). */
  const undelivered = (event: ChatEvent, error: unknown) => {
    onUndelivered(event.kind);
    log.warn(
      {
        err: error,
        kind: event.kind,
        ...(event.kind === "deliver" ? { to: event.to, opt: event.message.opt } : {}),
      },
      "chat event not published to the other instances",
    );
  };
  /** Here at once, then to the other instances. */
  const publish = async (event: ChatEvent) => {
    apply(event);
    await redis.publish(CHANNEL, JSON.stringify({ ...event, origin: instance })).catch((error: unknown) => {
      undelivered(event, error);
      throw error;
    });
  };
  // What this process's writes forget (a ban, a block, a new avatar), the others forget too, as
  // soon as Redis carries it: their caches, the chat's included, need not wait for the TTL.
  const stopRelaying = relayForgets((forget) => {
    const event: ChatEvent = { kind: "forget", forget };
    redis
      .publish(CHANNEL, JSON.stringify({ ...event, origin: instance }))
      .catch((error: unknown) => undelivered(event, error));
  });

  // Connections that open (or close) in the same turn of the event loop are registered with one
  // MULTI: a reconnect storm costs a round trip per batch, not per connection. Within the MULTI
  // each connection's commands run in the order the connections came, as they would one by one.
  const admissions = new BatchLoader<Connection, { total: number; evicted: string[] }>(
    async (connections) => {
      const multi = redis.multi();
      for (const connection of connections) {
        multi
          .eval(
            COUNT_IN,
            2,
            ONLINE_KEY(connection.uid),
            MEMBERS_KEY(instance),
            instance,
            connection.uid,
            ONLINE_TTL_SECONDS,
          )
          .eval(
            ADMIT,
            1,
            ACCOUNT_KEY(connection.account),
            Date.now(),
            nameOf(connection),
            CHAT_SOCKETS_PER_ACCOUNT,
            ONLINE_TTL_SECONDS,
          );
      }
      const results = (await multi.exec()) ?? [];
      return new Map(
        connections.map((connection, i) => {
          const [, total] = results[2 * i] ?? [];
          const [, evicted] = results[2 * i + 1] ?? [];
          return [
            connection,
            { total: Number(total), evicted: Array.isArray(evicted) ? evicted.map(String) : [] },
          ];
        }),
      );
    },
    REGISTER_BATCH_MAX,
    { gather: true },
  );
  const departures = new BatchLoader<Connection, number>(
    async (connections) => {
      const multi = redis.multi();
      for (const connection of connections) {
        multi
          .eval(COUNT_OUT, 2, ONLINE_KEY(connection.uid), MEMBERS_KEY(instance), instance, connection.uid)
          .zrem(ACCOUNT_KEY(connection.account), nameOf(connection));
      }
      const results = (await multi.exec()) ?? [];
      return new Map(connections.map((connection, i) => [connection, Number(results[2 * i]?.[1])]));
    },
    REGISTER_BATCH_MAX,
    { gather: true },
  );

  /** Says this instance is alive, and takes back the counts of instances that stopped saying so. */
  let beaten = false;
  const beat = async () => {
    const now = Date.now();
    const [[, added] = []] =
      (await redis
        .multi()
        .zadd(INSTANCES_KEY, now, instance)
        .expire(MEMBERS_KEY(instance), ONLINE_TTL_SECONDS)
        .exec()) ?? [];
    if (beaten && Number(added) === 1) {
      // Taken for dead while alive: this instance's counts were taken back. Count them in again.
      const uids = [...local.keys()];
      log.warn(
        { members: uids.length },
        "chat instance was taken for dead; counting its connections in again",
      );
      const multi = redis.multi();
      for (const [uid, connections] of local) {
        multi
          .hset(ONLINE_KEY(uid), instance, connections.size)
          .expire(ONLINE_KEY(uid), ONLINE_TTL_SECONDS)
          .sadd(MEMBERS_KEY(instance), uid);
      }
      await multi.exec();
      if (uids.length > 0) presenceChanged(uids);
    }
    beaten = true;
    const dead = await redis.zrangebyscore(
      INSTANCES_KEY,
      "-inf",
      now - heartbeatMs * BEATS_BEFORE_DEAD,
      "LIMIT",
      0,
      REAP_MAX,
    );
    for (const gone of dead) {
      if (gone === instance) continue;
      const uids = (await redis.eval(REAP, 2, INSTANCES_KEY, MEMBERS_KEY(gone), gone, ONLINE_PREFIX)) as
        | string[]
        | null;
      await redis.hdel(LOADS_KEY, gone);
      const offline = (uids ?? []).map(Number).filter((uid) => !local.has(uid));
      log.warn(
        { instance: gone, offline: offline.length },
        "chat instance gone silent; its presence taken back",
      );
      if (offline.length > 0) presenceChanged(offline);
    }
  };
  /** Connections asked to go elsewhere and not closed yet (their timers). */
  const leavingSoon = new Set<ReturnType<typeof setTimeout>>();
  /**
   * Beats in a row that found this instance over its share. The counts are each instance's at its
   * own last beat: while thousands connect, one may be seen ahead for a beat. Only an imbalance
   * that lasts (REBALANCE_BEATS) while this instance is not gaining connections moves anyone, and
   * each round's moves settle before the next.
   */
  let overBeats = 0;
  /**
   * Connections held at the last beat: while they grow (clients arriving), nobody is moved; but for
   * the growth of those moved coming back (a balancer sends some of them here again).
   */
  let heldBefore = 0;
  let movedAt = Number.NEGATIVE_INFINITY;
  /**
   * Says how many connections this instance holds; when that is well over its even share of all
   * the live instances' connections, asks a few to reconnect (1012, each after its own random part
   * of a beat, so that they do not arrive together), which the balancer spreads over the others.
   */
  const evenOut = async () => {
    const mine = count(local);
    const now = Date.now();
    const [, [, alive] = [], [, loads] = []] =
      (await redis
        .multi()
        .hset(LOADS_KEY, instance, mine)
        .zrangebyscore(INSTANCES_KEY, now - heartbeatMs * BEATS_BEFORE_DEAD, "+inf")
        .hgetall(LOADS_KEY)
        .exec()) ?? [];
    const growing = mine > heldBefore && now - movedAt > heartbeatMs * (REBALANCE_BEATS + 2);
    heldBefore = mine;
    if (!rebalance || closing || leavingSoon.size > 0) return;
    const instances = (alive as string[] | undefined) ?? [];
    const held = (loads as Record<string, string> | undefined) ?? {};
    const total = instances.reduce((sum, name) => sum + Number(held[name] ?? 0), 0);
    const even = total / Math.max(1, instances.length);
    const over = Math.floor(mine - even);
    if (growing || instances.length < 2 || mine <= even * (1 + REBALANCE_SLACK) || over < REBALANCE_MIN) {
      overBeats = 0;
      return;
    }
    if (++overBeats < REBALANCE_BEATS) return;
    overBeats = 0;
    movedAt = now;
    const asked = Math.min(over, Math.max(REBALANCE_MIN, Math.ceil(mine * REBALANCE_STEP)));
    log.info(
      { held: mine, even: Math.round(even), asked },
      "chat instance over its share; moving connections",
    );
    let n = 0;
    outer: for (const connections of local.values()) {
      for (const connection of connections) {
        if (n++ >= asked) break outer;
        const timer = setTimeout(() => {
          leavingSoon.delete(timer);
          connection.close(SocketClose.restart, "rebalancing");
        }, Math.random() * heartbeatMs);
        leavingSoon.add(timer);
      }
    }
  };
  const beatSafely = () =>
    beat()
      .then(evenOut)
      .catch((error: unknown) => log.warn({ err: error }, "chat instance heartbeat failed"));
  await beatSafely();
  const beating = setInterval(beatSafely, heartbeatMs);
  beating.unref();

  return {
    async attach(connection) {
      add(connection);
      const admitted = await admissions.load(connection);
      // Names left by an instance that died are among the oldest, and close nothing.
      if (admitted && admitted.evicted.length > 0) {
        await publish({
          kind: "evict",
          connections: admitted.evicted,
          code: SocketClose.replaced,
          reason: "replaced by a newer connection",
        });
      }
      return admitted?.total === 1;
    },
    async detach(connection) {
      if (!remove(connection)) return false;
      const left = await departures.load(connection);
      return Number(left) <= 0;
    },
    async deliver(to, message) {
      // Not awaited: while Redis is down a publish waits for its retries, and the sender's next
      // messages would wait behind it. What fails was delivered here already (the sender has its
      // ack); the other instances' members find it in the history (it was stored before).
      // Counted and logged in publish; the receivers' instance resyncs them once its subscription
      // is back (Redis down means it lost it too).
      publish({ kind: "deliver", to: Array.isArray(to) ? to : [to], message }).catch(() => undefined);
    },
    closeAll: (uid, code, reason, scope = {}) => publish({ kind: "close", uid, code, reason, ...scope }),
    connectedHere: (uid) => local.has(uid),
    async isConnected(uid) {
      if (local.has(uid)) return true;
      // Without Redis only this instance's connections are known.
      const counts = await redis.hvals(ONLINE_KEY(uid)).catch(() => []);
      return counts.some((n) => Number(n) > 0);
    },
    localCount: () => count(local),
    onPresenceChanged(handler) {
      presenceChanged = handler;
    },
    onResync(handler) {
      resync = handler;
    },
    async close() {
      closing = true;
      clearInterval(beating);
      for (const timer of leavingSoon) clearTimeout(timer);
      stopRelaying();
      // Leaving in order (the socket route has closed this instance's connections and counted them
      // out): out of the instances at once, what is left of its counts handed back, so that no
      // other instance waits three beats to find it silent and warns.
      await redis
        .eval(REAP, 2, INSTANCES_KEY, MEMBERS_KEY(instance), instance, ONLINE_PREFIX)
        .then(async (uids) => {
          await redis.hdel(LOADS_KEY, instance);
          const offline = ((uids as string[] | null) ?? []).map(Number);
          if (offline.length > 0) presenceChanged(offline);
        })
        .catch((error: unknown) => log.warn({ err: error }, "chat instance not taken out on leaving"));
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/**
 * Adds a connection to its account's set (KEYS[1]; ARGV: opened at, name, cap, ttl) and takes out
 * and answers the oldest beyond the cap, in one step: two instances admitting at once cannot both
 * leave one too many.
 */
const ADMIT = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[4])
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[3])
if over <= 0 then return {} end
local oldest = redis.call('ZRANGE', KEYS[1], 0, over - 1)
redis.call('ZREM', KEYS[1], unpack(oldest))
return oldest
`;

/**
 * Counts a connection in (KEYS: the member's presence hash, this instance's member set; ARGV:
 * instance, uid, ttl) and answers the member's connections over every instance.
 */
const COUNT_IN = `
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('SADD', KEYS[2], ARGV[2])
local total = 0
for _, n in ipairs(redis.call('HVALS', KEYS[1])) do total = total + tonumber(n) end
return total
`;

/** Counts a connection out (as COUNT_IN, without the ttl) and answers what is left. */
const COUNT_OUT = `
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('SREM', KEYS[2], ARGV[2])
end
local total = 0
for _, n in ipairs(redis.call('HVALS', KEYS[1])) do total = total + tonumber(n) end
if total <= 0 then redis.call('DEL', KEYS[1]) end
return total
`;

/**
 * Takes back a dead instance's counts (KEYS: the instances set, its member set; ARGV: instance,
 * the presence keys' prefix) and answers the members left with no connection anywhere. Whoever
 * takes it out of the instances set does it; a second instance finds nothing to do.
 */
const REAP = `
if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then return {} end
local offline = {}
for _, uid in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  local key = ARGV[2] .. uid
  redis.call('HDEL', key, ARGV[1])
  if redis.call('HLEN', key) == 0 then
    redis.call('DEL', key)
    table.insert(offline, uid)
  end
end
redis.call('DEL', KEYS[2])
return offline
`;

function count(local: Map<number, Set<Connection>>): number {
  let n = 0;
  for (const set of local.values()) n += set.size;
  return n;
}
