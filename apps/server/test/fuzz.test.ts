/**
 * A property-based fuzzer (fast-check) over every HTTP route the app registers (read from the app
 * itself, so a new call is fuzzed the day it is added) and every chat socket opt of spec §4.
 * Payloads: wrong types, huge and odd unicode strings, NUL bytes, lone surrogates, arrays and
 * objects for scalars, prototype keys, path traversal in fields, file names and URL segments,
 * JSON under the form content type and the reverse, multipart garbage, forged, expired and revoked
 * tokens, wrong methods. Each answer must be below HTTP 500, show no stack frame or path of the
 * machine, be the wire shape when it is a call's JSON; the server logs no error, no exception goes
 * uncaught, a socket answers or closes with a clean code, nothing is planted on Object.prototype,
 * and plain valid calls still work afterwards.
 *
 * `npm test` runs a fixed seed and a bounded number of payloads. More, on demand:
 *
 *   FUZZ_SEED=random FUZZ_RUNS=100000 npx vitest run --project server apps/server/test/fuzz.test.ts
 *
 * - FUZZ_SEED: a number to replay a run, or `random` (default: a fixed seed).
 * - FUZZ_RUNS: payloads in all (default 10000); 6% go over the chat socket (its rate limits make
 *   socket messages the slow ones), the rest over HTTP.
 * - FUZZ_ONLY: fuzz only the routes and opts whose name contains this text.
 *
 * The seed and the number of payloads sent are printed at the end; a failure names the route or
 * opt, with fast-check's seed, path and smallest failing payload.
 */
import { Writable } from "node:stream";
import {
  AccountStatus,
  Calls,
  CHAT_KEEPALIVE_LIMIT,
  CHAT_OPT_LIMIT,
  CHAT_SEND_LIMIT,
  ChatCalls,
  MemberCalls,
  Opt,
  SESSION_INVALID_MSG,
  SocketClose,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sessions, users } from "../src/db/schema.ts";
import { hashSecret } from "../src/lib/tokens.ts";
import type { RegisteredRoute } from "../src/plugins/openapi.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { forgetMember } from "../src/services/member-cache.ts";
import { createSession } from "../src/services/sessions.ts";
import { serviceAccount } from "../src/services/system-accounts.ts";
import { member, multipartBody, signUp, type TestApp, testApp, upload } from "./helper.ts";
import {
  carriesToken,
  hostileString,
  LEAK,
  METHODS,
  POLLUTION_MARK,
  PROTO_KEYS,
  pathSegment,
  render,
  type Shape,
  shapeArb,
  valueArb,
} from "./hostile-inputs.ts";
import { connect, type TestSocket, wsBase } from "./socket-client.ts";

const SEED =
  process.env.FUZZ_SEED === "random"
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20_250_611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const ONLY = process.env.FUZZ_ONLY ?? "";
const SOCKET_RUNS = Math.ceil(RUNS * 0.06);
const HTTP_RUNS = RUNS - SOCKET_RUNS;
/** Generous for the default runs on a slow machine; grows with FUZZ_RUNS. */
const TIMEOUT = 30_000 + RUNS * 20;

const sent = { http: 0, socket: 0 };
const startedAt = performance.now();

/** Error-level log lines: a handler that threw (a 500 or a failed chat message) writes one. */
const errors: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    errors.push(String(chunk));
    done();
  },
});
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

interface Identity {
  id: number;
  username: string;
  password: string;
  token: string;
  role: "member" | "admin";
}

let t: TestApp;
let fuzzer: Identity;
let staff: Identity;
let peer: Identity;
const otherTokens = { expired: "", revoked: "" };
let plausible: fc.Arbitrary<unknown>;
let routes: RegisteredRoute[] = [];
const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();

const FAR = new Date(Date.now() + 365 * 86_400_000);

/** Puts a fuzzing identity back as it was when the fuzz signed it out, refused it or demoted it. */
async function restore(who: Identity) {
  await t.ctx.db
    .update(users)
    .set({
      status: AccountStatus.approved,
      role: who.role,
      vip: 2,
      goldDeadline: FAR,
      chatState: 0,
      deleteAfter: null,
    })
    .where(eq(users.id, who.id));
  forgetMember(who.id);
  who.token = await createSession(t.ctx.db, who.id, { now: t.ctx.now() });
  // A staff session past its second factor (issue 51), without spending codes the fuzz may have
  // used up with its wrong ones.
  if (who.role !== "member")
    await t.ctx.db
      .update(sessions)
      .set({ secondFactorAt: t.ctx.now() })
      .where(eq(sessions.tokenHash, hashSecret(who.token)));
}

async function identity(role: "member" | "admin", overrides: Record<string, unknown> = {}) {
  const m = await signUp(t, overrides);
  const who: Identity = { ...m, role };
  await restore(who);
  return who;
}

beforeAll(async () => {
  process.on("uncaughtException", onUncaught);
  process.on("unhandledRejection", onUncaught);
  t = await testApp({}, { adminSecret: "fuzz-admin-secret-0123456789", logStream, logLevel: "error" });
  fuzzer = await identity("member");
  staff = await identity("admin");
  peer = await identity("member", { sex: 0 });
  // An expired session (idle for a year) and a revoked one (signed out).
  otherTokens.expired = await createSession(t.ctx.db, fuzzer.id, {
    now: new Date(Date.now() - 400 * 86_400_000),
  });
  otherTokens.revoked = await createSession(t.ctx.db, fuzzer.id, { now: t.ctx.now() });
  expect((await t.call(Calls.logout, {}, { token: otherTokens.revoked })).status).toBe(200);

  // Real rows for the plausible values, so that handlers get past "not found" now and then.
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
  const image = await upload<{ url: string }>(t, Calls.uploadImage, fuzzer.token, {
    field: "file",
    name: "a.png",
    type: "image/png",
    data: png,
  });
  const imageUrl = image.data?.url ?? "/uploads/none.webp";
  const trend = await t.call<{ id: number }>(
    "/member/trend/released",
    { content: "hi" },
    { token: fuzzer.token },
  );
  await t.call("/member/email/released", { email: fuzzer.username, content: "hello" }, { token: peer.token });
  const service = await serviceAccount(t.ctx.db);
  plausible = fc.oneof(
    fc.integer({ min: 0, max: 30 }),
    fc.constantFrom(
      fuzzer.id,
      staff.id,
      peer.id,
      service.id,
      trend.data?.id ?? 1,
      String(peer.id),
      fuzzer.username,
      peer.username,
      `${peer.username}@example.com`,
      "secret-tulip-42",
      imageUrl,
      imageUrl.slice(1),
      "en",
      "zh",
      "cht",
      "Web",
      "TW",
      "1",
      "0",
      "-1",
      Date.UTC(1990, 4, 20),
    ),
  );
  routes = t.app.registeredRoutes.filter((r) => label(r).includes(ONLY));
}, 60_000);

afterAll(async () => {
  process.off("uncaughtException", onUncaught);
  process.off("unhandledRejection", onUncaught);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `fuzz: seed ${SEED}, ${sent.http + sent.socket} payloads (${sent.http} HTTP, ${sent.socket} socket) in ${seconds} s. ` +
      `Replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}${ONLY ? ` FUZZ_ONLY=${ONLY}` : ""}`,
  );
  await t?.close();
});

const label = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Fails on anything a caller must never see, and on an error the server logged meanwhile. */
function inspect(where: string, status: number, type: string, body: string, loggedBefore: number) {
  const logged = () => errors.slice(loggedBefore).join("\n").slice(0, 2500);
  if (status >= 500) throw new Error(`${where}: HTTP ${status}: ${body.slice(0, 500)}\n${logged()}`);
  // Static files (the API browser's scripts) are not answers the server writes.
  const asset = status < 300 && /javascript|css|image\/|font|octet-stream|video|audio/.test(type);
  if (!asset && LEAK.test(body))
    throw new Error(`${where}: the answer shows internals: ${body.slice(0, 800)}`);
  if (errors.length > loggedBefore) {
    throw new Error(`${where}: the server logged an error: ${logged()}`);
  }
  if (uncaught.length > 0) throw new Error(`${where}: uncaught: ${String(uncaught[0])}`);
}

type Who = "member" | "staff" | "forged" | "expired" | "revoked" | "none" | "hostile";
type Where = "body" | "query" | "bearer";

function tokenOf(who: Who, hostile: string): string | undefined {
  switch (who) {
    case "member":
      return fuzzer.token;
    case "staff":
      return staff.token;
    case "forged":
      return `${fuzzer.token.slice(0, -4)}AAAA`;
    case "expired":
      return otherTokens.expired;
    case "revoked":
      return otherTokens.revoked;
    case "none":
      return undefined;
    case "hostile":
      return hostile;
  }
}

const headerSafe = (s: string) => /^[\x20-\x7e]*$/.test(s);

function requestArb(route: RegisteredRoute) {
  const fields = Object.keys(route.config.contract?.schema.fields ?? {});
  const isUpload = !route.config.contract && route.method === "POST" && route.url.startsWith("/member/");
  const staffRoute = route.config.staff !== undefined;
  return fc.record({
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant(route.method) },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    ),
    segments: fc.array(pathSegment, { minLength: 2, maxLength: 2 }),
    query: fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...fields, ...PROTO_KEYS, "token", "page"),
          hostileString.filter((s) => s.length < 100),
        ),
        hostileString.filter((s) => s.length < 500),
      ),
      { maxLength: 3 },
    ),
    shape: shapeArb(fields, plausible, isUpload),
    who: fc.constantFrom<Who>(
      ...(staffRoute ? (["staff", "staff", "staff"] as const) : (["member", "member", "member"] as const)),
      "member",
      "staff",
      "forged",
      "expired",
      "revoked",
      "none",
      "hostile",
    ),
    hostileToken: fc.oneof(
      hostileString,
      valueArb([]).map((v) => JSON.stringify(v) ?? ""),
    ),
    where: fc.constantFrom<Where>("body", "body", "query", "bearer"),
    ip: fc.constantFrom("127.0.0.1", "10.9.8.7", "::1", "2001:db8::1", "192.0.2.55"),
  });
}

async function send(
  route: RegisteredRoute,
  r: {
    method: string;
    segments: string[];
    query: [string, string][];
    shape: Shape;
    who: Who;
    hostileToken: string;
    where: Where;
    ip: string;
  },
) {
  const token = tokenOf(r.who, r.hostileToken);
  let where = r.where;
  if (where === "body" && !carriesToken(r.shape)) where = "query";
  if (where === "bearer" && token !== undefined && !headerSafe(token)) where = "query";
  const [a = "x", b = "y"] = r.segments;
  const path = route.url.replace(/:\w+/g, a).replace("*", `${a}/${b}`);
  const query = new URLSearchParams(r.query);
  if (token !== undefined && where === "query") query.append("token", token);
  const search = query.toString();
  const { body, type } = render(r.shape, where === "body" ? token : undefined);
  const headers: Record<string, string> = {};
  if (type !== undefined && headerSafe(type)) headers["content-type"] = type;
  if (token !== undefined && where === "bearer") headers.authorization = `Bearer ${token}`;
  const loggedBefore = errors.length;
  const method = r.method as (typeof METHODS)[number];
  const res = await t.app.inject({
    method,
    url: search ? `${path}?${search}` : path,
    headers,
    remoteAddress: r.ip,
    ...(body !== undefined && method !== "GET" && method !== "HEAD" ? { payload: body } : {}),
  });
  sent.http += 1;
  const where_ = `${label(route)} (${r.method} ${r.shape.kind}, token ${r.who} in ${where})`;
  const contentType = String(res.headers["content-type"] ?? "");
  inspect(where_, res.statusCode, contentType, res.body, loggedBefore);
  if (contentType.includes("json") && res.body !== "") {
    const answer = JSON.parse(res.body) as { status?: unknown; msg?: unknown };
    // A call answers the wire shape, whatever it was sent.
    if (route.config.contract && r.method === route.method)
      expect(typeof answer.status, where_).toBe("number");
    // The fuzz signed its identity out, or staff fuzzing demoted it: put it back.
    if (answer.msg === SESSION_INVALID_MSG && (r.who === "member" || r.who === "staff")) {
      await restore(r.who === "member" ? fuzzer : staff);
    }
    if (answer.status === 2 && r.who === "member") await restore(fuzzer);
  }
}

describe("hostile HTTP payloads on every registered route", () => {
  it("reads the routes from the app: the calls, the uploads, the console, the docs and the socket", () => {
    const all = t.app.registeredRoutes.map(label);
    for (const expected of [
      `POST ${Calls.login}`,
      `POST ${Calls.uploadImage}`,
      "POST /admin/api/me",
      "GET /ws",
    ]) {
      expect(all).toContain(expected);
    }
    expect(all.length).toBeGreaterThan(100);
  });

  // One property per route, so that each is fuzzed as often as the others and a failure names it.
  // The list is read when the tests run, after the app is built.
  it(
    "fuzzes each route with hostile payloads: no 5xx, no internals, no logged error",
    async () => {
      const perRoute = Math.max(1, Math.ceil(HTTP_RUNS / routes.length));
      let index = 0;
      for (const route of routes) {
        index += 1;
        await fc
          .assert(
            fc.asyncProperty(requestArb(route), async (r) => send(route, r)),
            { seed: SEED + index, numRuns: perRoute, endOnFailure: false },
          )
          .catch((error: unknown) => {
            // fast-check's report (seed, path, smallest payload) with the assertion that failed.
            const cause =
              error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : "";
            throw new Error(
              `${label(route)}: ${error instanceof Error ? error.message : String(error)}${cause}`,
            );
          });
      }
      expect(sent.http).toBeGreaterThanOrEqual(routes.length);
    },
    TIMEOUT,
  );
});

/** The opts a client sends (spec §4), each fuzzed as often as the others. */
const CLIENT_OPTS = {
  open: Opt.open,
  send: Opt.send,
  history: Opt.history,
  remove: Opt.remove,
  logout: Opt.logout,
  statusVisible: Opt.statusVisible,
  statusHidden: Opt.statusHidden,
  init: Opt.init,
  heartbeat: Opt.heartbeat,
} as const;

/** What a clean close may be: ours (4xxx), a normal one, or ws refusing a frame it cannot read. */
const CLEAN_CLOSES = new Set<number>([1000, 1001, 1005, 1007, 1009, ...Object.values(SocketClose)]);

/** The server's buckets as the client can know them, so that fuzzed messages reach the handlers. */
class Bucket {
  private tokens: number;
  private at = performance.now();
  private readonly limit: { burst: number; perSecond: number };
  constructor(limit: { burst: number; perSecond: number }) {
    this.limit = limit;
    this.tokens = limit.burst;
  }
  available(): number {
    const now = performance.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((now - this.at) / 1000) * this.limit.perSecond);
    this.at = now;
    return this.tokens;
  }
  take(): void {
    this.available();
    this.tokens -= 1;
  }
}

interface FuzzSocket {
  who: Identity;
  socket: TestSocket;
  buckets: { send: Bucket; work: Bucket; keepalive: Bucket };
  /** Heartbeat answers expected so far on this connection. */
  beats: number;
  /** Messages of this connection already checked. */
  checked: number;
}

type Frame =
  | { kind: "text"; text: string }
  | { kind: "binary"; data: Buffer }
  | { kind: "badUtf8" }
  | { kind: "huge" };

/** Which of the server's buckets a frame takes from (routes/socket.ts). */
function bucketOf(frame: Frame): "send" | "work" | "keepalive" | "none" {
  if (frame.kind === "badUtf8" || frame.kind === "huge") return "none";
  let message: unknown;
  try {
    message = JSON.parse(frame.kind === "text" ? frame.text : String(frame.data));
  } catch {
    return "work";
  }
  const opt = (message as { opt?: unknown } | null)?.opt;
  if (opt === Opt.send) return "send";
  return opt === Opt.heartbeat || opt === Opt.init || opt === Opt.logout ? "keepalive" : "work";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("hostile messages on the chat socket, every opt of spec §4", () => {
  const pool: FuzzSocket[] = [];
  let base = "";
  let ids: number[] = [];
  let images: string[] = [];

  /**
   * The buckets of each account. The server counts per account, and an account's limits outlive
   * its connections (routes/socket.ts): a connection opened again after a clean close starts with
   * what the account had left, not with a fresh burst.
   */
  const bucketsOf = new Map<number, FuzzSocket["buckets"]>();

  async function open(who: Identity): Promise<FuzzSocket> {
    let buckets = bucketsOf.get(who.id);
    if (!buckets) {
      buckets = {
        send: new Bucket(CHAT_SEND_LIMIT),
        work: new Bucket(CHAT_OPT_LIMIT),
        keepalive: new Bucket(CHAT_KEEPALIVE_LIMIT),
      };
      bucketsOf.set(who.id, buckets);
    }
    // connect() sends the client's two inits.
    buckets.keepalive.take();
    buckets.keepalive.take();
    const socket = await connect(base, who.token);
    return {
      who,
      socket,
      buckets,
      beats: socket.received.filter((m) => m.opt === Opt.heartbeat).length,
      checked: 0,
    };
  }

  beforeAll(async () => {
    base = await wsBase(t.app);
    // Accounts of their own (the HTTP fuzz may have blocked, banned or demoted the others), each
    // with a connection: the server limits per account, so more accounts let more messages through.
    const members: Identity[] = [];
    for (let i = 0; i < 12; i++) members.push(await identity("member", { sex: i % 2 }));
    for (const who of members) pool.push(await open(who));
    const service = await serviceAccount(t.ctx.db);
    ids = [...members.map((m) => m.id), service.id, fuzzer.id, peer.id];
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#36c" } })
      .png()
      .toBuffer();
    const { boundary, body } = multipartBody(
      {},
      { field: "file", name: "c.png", type: "image/png", data: png },
    );
    const chatImage = await t.app.inject({
      method: "POST",
      url: ChatCalls.chatUpload,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${members[0]?.token}`,
      },
      payload: body,
    });
    const path = (chatImage.json() as { data?: { path?: string } }).data?.path;
    expect(path).toMatch(/^\/uploads\//);
    images = [path ?? ""];
  }, 60_000);

  afterAll(() => {
    for (const s of pool) s.socket.close();
  });

  function fieldsArb() {
    const uid = fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...ids).map(String), valueArb([]));
    const text = fc.oneof(fc.constant("hello"), hostileString);
    return fc.record(
      {
        uid,
        txt: text,
        img: fc.oneof(fc.constantFrom(...images), hostileString, valueArb([])),
        type: fc.oneof(fc.constantFrom("txt", "img"), valueArb([])),
        cid: fc.oneof(fc.uuid(), hostileString, valueArb([])),
        create_time: fc.oneof(fc.constant(Math.floor(Date.now() / 1000) + 10), valueArb([])),
        before_id: valueArb([]),
        hasInit: valueArb([]),
        origin: valueArb([]),
        address: valueArb([]),
        constructor: fc.constant({ prototype: { [POLLUTION_MARK]: "yes" } }),
      },
      { requiredKeys: [] },
    );
  }

  /** Frames for one opt: its JSON with hostile fields, or the opt itself as a wrong type. */
  function optFrames(opt: number): fc.Arbitrary<Frame> {
    return fc.oneof(
      {
        weight: 8,
        arbitrary: fieldsArb().map((f): Frame => ({ kind: "text", text: JSON.stringify({ ...f, opt }) })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fieldsArb(), fc.constantFrom(String(opt), [opt], { opt }, opt + 0.5, -opt, null))
          .map(([f, wrong]): Frame => ({ kind: "text", text: JSON.stringify({ ...f, opt: wrong }) })),
      },
      {
        weight: 1,
        arbitrary: fieldsArb().map(
          (f): Frame => ({ kind: "binary", data: Buffer.from(JSON.stringify({ ...f, opt })) }),
        ),
      },
    );
  }

  /** Frames that are no message at all: not JSON, JSON that is no object, bytes, broken UTF-8, too big. */
  const junkFrames: fc.Arbitrary<Frame> = fc.oneof(
    {
      weight: 4,
      arbitrary: hostileString
        .filter((s) => s.length < 60_000)
        .map((text): Frame => ({ kind: "text", text })),
    },
    {
      weight: 3,
      arbitrary: valueArb(["opt", "uid", "txt"]).map(
        (v): Frame => ({ kind: "text", text: JSON.stringify(v) ?? "null" }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .integer({ min: -5, max: 200_000 })
        .map((opt): Frame => ({ kind: "text", text: JSON.stringify({ opt }) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((a): Frame => ({ kind: "binary", data: Buffer.from(a) })),
    },
    { weight: 1, arbitrary: fc.constant<Frame>({ kind: "badUtf8" }) },
    { weight: 1, arbitrary: fc.constant<Frame>({ kind: "huge" }) },
  );

  let next = 0;
  /**
   * A connection whose buckets can take the frame and a heartbeat after it; waits for one if none
   * can. The heartbeat keeps a token to spare: the server fills its bucket from when each message
   * arrives, the test from when it sent it, so a message that took longer to arrive than the one
   * before it leaves the server's bucket a little emptier than the test's books.
   */
  async function pick(bucket: ReturnType<typeof bucketOf>): Promise<FuzzSocket> {
    for (;;) {
      for (let i = 0; i < pool.length; i++) {
        const s = pool[(next + i) % pool.length] as FuzzSocket;
        const keep = s.buckets.keepalive.available() >= (bucket === "keepalive" ? 3 : 2);
        const own = bucket === "none" || bucket === "keepalive" || s.buckets[bucket].available() >= 1;
        if (keep && own) {
          next = (next + i + 1) % pool.length;
          return s;
        }
      }
      await sleep(20);
    }
  }

  /** Sends one frame and a heartbeat after it: the heartbeat's answer (or a clean close) must come. */
  async function fuzzFrame(frame: Frame, where: string) {
    const bucket = bucketOf(frame);
    const s = await pick(bucket);
    const loggedBefore = errors.length;
    if (bucket !== "none") s.buckets[bucket].take();
    const { ws } = s.socket;
    if (frame.kind === "text") ws.send(frame.text);
    else if (frame.kind === "binary") ws.send(frame.data, { binary: true });
    else if (frame.kind === "badUtf8") ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    else ws.send("x".repeat(70 * 1024));
    sent.socket += 1;
    if (bucket === "keepalive" && bucketOf(frame) === "keepalive" && frame.kind !== "binary") {
      const parsed = JSON.parse(frame.kind === "text" ? frame.text : "{}") as { opt?: unknown };
      if (parsed.opt === Opt.heartbeat) s.beats += 1;
    }
    if (ws.readyState === WebSocket.OPEN) {
      s.buckets.keepalive.take();
      ws.send(JSON.stringify({ opt: Opt.heartbeat }));
      s.beats += 1;
    }
    const beats = () => s.socket.received.filter((m) => m.opt === Opt.heartbeat).length;
    const outcome = await Promise.race([
      s.socket.closed.then((code) => ({ closed: code })),
      (async () => {
        const until = performance.now() + 3000;
        while (beats() < s.beats) {
          if (performance.now() > until) return { silent: true };
          await sleep(2);
        }
        return { answered: true };
      })(),
    ]);
    const fresh = s.socket.received.slice(s.checked);
    s.checked = s.socket.received.length;
    for (const m of fresh) {
      const text = JSON.stringify(m);
      if ((m as { key?: string }).key === "answers.serverError" || LEAK.test(text)) {
        throw new Error(
          `${where}: the socket answered ${text.slice(0, 500)}\n${errors.slice(loggedBefore).join("\n").slice(0, 2000)}`,
        );
      }
    }
    inspect(where, 200, "application/json", "", loggedBefore);
    if ("silent" in outcome) {
      // The books follow what came, so that this failure is reported once, not again by every
      // later frame on this connection.
      s.beats = beats();
      throw new Error(
        `${where}: the socket neither answered nor closed; it sent ${JSON.stringify(fresh).slice(0, 1000)}`,
      );
    }
    if ("closed" in outcome) {
      if (!CLEAN_CLOSES.has(outcome.closed))
        throw new Error(`${where}: the socket closed with ${outcome.closed}`);
      // Signed out or refused a frame: a new connection for the next message.
      pool[pool.indexOf(s)] = await open(s.who);
    }
  }

  it.each(Object.entries(CLIENT_OPTS).filter(([name]) => `opt ${name}`.includes(ONLY) || ONLY === ""))(
    "answers or closes cleanly on hostile opt %s messages",
    async (name, opt) => {
      const runs = Math.max(1, Math.ceil(SOCKET_RUNS / (Object.keys(CLIENT_OPTS).length + 2)));
      await fc.assert(
        fc.asyncProperty(optFrames(opt), (frame) => fuzzFrame(frame, `opt ${name}`)),
        { seed: SEED + opt, numRuns: runs, endOnFailure: true },
      );
    },
    TIMEOUT,
  );

  it(
    "answers or closes cleanly on frames that are no message at all",
    async () => {
      const runs = Math.max(1, Math.ceil((2 * SOCKET_RUNS) / (Object.keys(CLIENT_OPTS).length + 2)));
      await fc.assert(
        fc.asyncProperty(junkFrames, (frame) => fuzzFrame(frame, "junk frame")),
        { seed: SEED - 1, numRuns: runs, endOnFailure: true },
      );
    },
    TIMEOUT,
  );

  it(
    "closes a connection with a forged, expired, revoked or hostile token, or a hostile origin",
    async () => {
      const runs = Math.max(10, Math.ceil(SOCKET_RUNS / 20));
      const tokenArb = fc.oneof(
        fc.constantFrom<Who>("forged", "expired", "revoked", "none").map((who) => tokenOf(who, "")),
        hostileString.filter((s) => s.length < 2000),
      );
      const originArb = fc.option(
        fc.oneof(
          fc.constant("http://evil.test"),
          fc.constant("null"),
          fc.string({ unit: "grapheme-ascii", maxLength: 30 }),
        ),
        { nil: undefined },
      );
      await fc.assert(
        fc.asyncProperty(tokenArb, originArb, hostileString, async (token, origin, early) => {
          const query = new URLSearchParams({ ...(token === undefined ? {} : { token }), as: "service" });
          const ws = new WebSocket(`${base}/ws?${query}`, {
            headers: { origin: origin !== undefined && headerSafe(origin) ? origin : "http://site.test" },
          });
          const code = await new Promise<number>((resolve) => {
            ws.on("open", () => ws.send(early));
            ws.on("close", (c) => resolve(c));
            ws.on("error", () => undefined);
          });
          sent.socket += 1;
          expect([SocketClose.sessionInvalid, SocketClose.originRefused]).toContain(code);
        }),
        { seed: SEED - 2, numRuns: runs },
      );
    },
    TIMEOUT,
  );

  it("still answers a heartbeat on every connection afterwards", async () => {
    for (const s of pool) {
      s.socket.send({ opt: Opt.heartbeat });
      await s.socket.next((m) => m.opt === Opt.heartbeat && performance.now() > 0, 5000);
    }
  });
});

describe("after the fuzz", () => {
  it("planted nothing on Object.prototype", () => {
    expect(({} as Record<string, unknown>)[POLLUTION_MARK]).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
    for (const key of ["role", "status", "vip", "isAdmin", "opt"]) {
      expect(({} as Record<string, unknown>)[key], key).toBeUndefined();
    }
  });

  it("still answers plain valid calls: a new member signs up and in, and lists members", async () => {
    const fresh = member();
    const registered = await t.call<{ id: number }>(Calls.register, fresh, { ip: "198.51.100.7" });
    expect(registered.status).toBe(200);
    await runAdminCommand(t.ctx, "approve", [String(fresh.username)]);
    const signedIn = await t.call<{ token: string }>(Calls.login, {
      account: fresh.username,
      password: fresh.password,
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.data?.token ?? "";
    const me = await t.call<{ username: string }>(Calls.userinfo, {}, { token });
    expect(me.data?.username).toBe(fresh.username);
    const list = await t.call(MemberCalls.onlineList, { page: 1 }, { token });
    expect(list.status).toBe(200);
    // The member the fuzz signed in first still signs in.
    expect((await t.call(Calls.login, { account: peer.username, password: peer.password })).status).toBe(200);
    expect(errors).toEqual([]);
    expect(uncaught).toEqual([]);
  });
});
