/**
 * Web Push (issue 15): a device subscribes through our calls, and a chat message, a mail or a gift
 * reaches it, encrypted, while the member has no tab open. The push service here is a local http
 * server that keeps what it is sent (named to the server by PUSH_TEST_SERVICE); the test holds the
 * device's keys and decrypts each body as a browser would (RFC 8291, aes128gcm), with node:crypto
 * only. Endpoints anywhere else than at a public push service are refused, and a listener on
 * loopback counts the connections that would show the server was led there anyway.
 */
import { createDecipheriv, createECDH, createHmac, type ECDH, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, get, type Server } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer } from "node:net";
import path from "node:path";
import {
  ChatCalls,
  DEFAULT_SETTINGS,
  GiftCalls,
  type GiftCategory,
  MESSAGES,
  MemberCalls,
  Opt,
  PushCalls,
  type PushMessage,
  type PushPublicKey,
  Status,
  SubscribeStatus,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { pushSubscriptions } from "../src/db/schema.ts";
import { isPublicAddress, NotPublicError, pinnedLookup, publicAddressOf } from "../src/lib/public-address.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { vapidKeys } from "../src/services/push.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";
import { connect, type TestSocket } from "./socket-client.ts";

type Member = Awaited<ReturnType<typeof signUp>>;

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let t: TestApp;
let service: Server;
let serviceUrl: string;
const received: Received[] = [];
/** The answer the push service gives, per path (201 Created unless told). */
const answers = new Map<string, number>();
/** Where the push service sends a path on to (with the answer 307). */
const redirects = new Map<string, string>();
const sockets: TestSocket[] = [];
/** Something on this machine that no push may reach: it counts the connections it is offered. */
let internal: TcpServer;
let internalPort: number;
let internalConnections = 0;

const portOf = (server: Server | TcpServer) => {
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return address.port;
};

beforeAll(async () => {
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const at = req.url ?? "/";
      received.push({ path: at, headers: req.headers, body: Buffer.concat(chunks) });
      const to = redirects.get(at);
      if (to) res.writeHead(307, { Location: to });
      else res.statusCode = answers.get(at) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${portOf(service)}`;
  internal = createTcpServer((socket) => {
    internalConnections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
  internalPort = portOf(internal);
  t = await testApp({ PUSH_TEST_SERVICE: serviceUrl });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
  await new Promise((resolve) => service.close(resolve));
  await new Promise((resolve) => internal.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  internalConnections = 0;
});

const b64url = (b: Buffer) => b.toString("base64url");

/** A browser's push subscription: its own P-256 key pair and 16-byte auth secret. */
interface Device {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
}
let devices = 0;
function device(): Device {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { endpoint: `${serviceUrl}/push/device-${++devices}`, ecdh, auth: randomBytes(16) };
}
const subscription = (d: Device) => ({
  endpoint: d.endpoint,
  p256dh: b64url(d.ecdh.getPublicKey()),
  auth: b64url(d.auth),
});
const subscribe = (m: Member, d: Device) => t.call(PushCalls.subscribe, subscription(d), { token: m.token });

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();
/** HKDF (RFC 5869) for one block of output, as RFC 8291 uses it. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  hmac(hmac(salt, ikm), Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

/** Decrypts an aes128gcm body (RFC 8188 header, RFC 8291 keys) with the device's keys. */
function decrypt(d: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = d.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), d.ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(d.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any zero padding.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString("utf8");
}

/** What reached `d`, decrypted, once every delivery of the events so far has finished. */
async function pushesTo(d: Device): Promise<{ message: PushMessage; headers: Received["headers"] }[]> {
  await t.ctx.events.settled();
  return received
    .filter((r) => `${serviceUrl}${r.path}` === d.endpoint)
    .map((r) => ({ message: JSON.parse(decrypt(d, r.body)) as PushMessage, headers: r.headers }));
}

async function gold() {
  const m = await signUp(t);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}
async function english(m: Member) {
  expect((await t.call(MemberCalls.saveLanguage, { lang: "en" }, { token: m.token })).status).toBe(200);
}
async function chat(from: Member, to: Member, txt: string) {
  const s = await connect(t.app, from.token);
  sockets.push(s);
  const cid = `p${Math.random().toString(36).slice(2, 10)}`;
  s.send({ opt: Opt.send, uid: to.id, type: "txt", txt, cid });
  const answer = await s.next(
    (m) => ("cid" in m && m.cid === cid) || (m.opt === Opt.send && m.data.cid === cid),
  );
  s.close();
  await s.closed;
  return answer;
}

describe("the push calls", () => {
  it("answer the server's VAPID public key, made once and kept in the data folder across restarts", async () => {
    const m = await signUp(t);
    const answer = await t.call<PushPublicKey>(PushCalls.publicKey, {}, { token: m.token });
    expect(answer.status).toBe(200);
    expect(answer.data?.key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // A P-256 public key, uncompressed: 65 bytes starting with 4.
    expect(Buffer.from(answer.data?.key ?? "", "base64url")[0]).toBe(4);
    expect(existsSync(path.join(t.ctx.config.dataDir, "vapid.json"))).toBe(true);
    const restarted = vapidKeys(loadConfig({ DATA_DIR: t.ctx.config.dataDir, WEB_DIST: "" }));
    expect(restarted.publicKey).toBe(answer.data?.key);
  });

  it("refuses keys of the wrong shape, and a visitor", async () => {
    const m = await signUp(t);
    const d = device();
    const short = await t.call(
      PushCalls.subscribe,
      { ...subscription(d), p256dh: "abc" },
      { token: m.token },
    );
    expect(short.status).toBe(Status.invalid);
    const auth = await t.call(
      PushCalls.subscribe,
      { ...subscription(d), auth: "!".repeat(22) },
      { token: m.token },
    );
    expect(auth.status).toBe(Status.invalid);
    const notUrl = await t.call(
      PushCalls.subscribe,
      { ...subscription(d), endpoint: "javascript:alert(1)" },
      {
        token: m.token,
      },
    );
    expect(notUrl.status).toBe(Status.invalid);
    const visitor = await t.call(PushCalls.subscribe, subscription(d));
    expect(visitor.status).not.toBe(200);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, d.endpoint)),
    ).toEqual([]);
  });

  it("accept the public push services' endpoints, and a local one only at the origin PUSH_TEST_SERVICE names", async () => {
    const strict = await testApp();
    try {
      const m = await signUp(strict);
      const d = device();
      const refused = await strict.call(PushCalls.subscribe, subscription(d), { token: m.token });
      expect(refused.status).toBe(SubscribeStatus.endpointRefused);
      // What Chrome, Firefox, Edge and Safari hand out.
      for (const endpoint of [
        "https://fcm.googleapis.com/fcm/send/cX1o2K:APA91bH",
        "https://fcm.googleapis.com:443/wp/dQ3a",
        "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm",
        "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD",
        "https://web.push.apple.com/QGuQyavXutnMyJ5",
      ]) {
        const answer = await strict.call(
          PushCalls.subscribe,
          { ...subscription(d), endpoint },
          { token: m.token },
        );
        expect({ endpoint, status: answer.status }).toEqual({ endpoint, status: 200 });
      }
    } finally {
      await strict.close();
    }
    // The test's origin opens that origin only, not its host's other ports.
    const m = await signUp(t);
    const elsewhere = `http://127.0.0.1:${internalPort}/push/x`;
    expect((await subscribe(m, device())).status).toBe(200);
    const answer = await t.call(
      PushCalls.subscribe,
      { ...subscription(device()), endpoint: elsewhere },
      { token: m.token },
    );
    expect(answer.status).toBe(SubscribeStatus.endpointRefused);
  });

  it("are not for a production server: PUSH_TEST_SERVICE refused there, and PUSH_ALLOW_HTTP refused for what it opened", () => {
    const base = { DATA_DIR: t.ctx.config.dataDir, WEB_DIST: "" };
    expect(() => loadConfig({ ...base, NODE_ENV: "production", PUSH_TEST_SERVICE: serviceUrl })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, PUSH_ALLOW_HTTP: "1" })).toThrow(/PUSH_ALLOW_HTTP/);
    expect(loadConfig(base).push.testService).toBeUndefined();
  });
});

describe("endpoints that are not a public push service's", () => {
  // No more than PUSH_DEVICES_MAX (10) kept per member: the ones this machine would see come last.
  const internalEndpoints = () => [
    "https://10.0.0.7/push/x",
    "https://192.168.1.1/push/x",
    "https://100.64.0.1/push/x",
    "https://169.254.169.254/latest/meta-data/",
    "https://[fd00::1]/push/x",
    "https://[fe80::1]/push/x",
    // A push service's host, but another port or plain http; hosts that only look like one.
    `https://fcm.googleapis.com:${internalPort}/fcm/send/x`,
    "http://fcm.googleapis.com/fcm/send/x",
    "https://fcm.googleapis.com.attacker.example/fcm/send/x",
    "https://push.attacker.example/push/x",
    `https://127.0.0.1:${internalPort}/push/x`,
    `http://127.0.0.1:${internalPort}/push/x`,
    `https://localhost:${internalPort}/push/x`,
    `https://[::ffff:127.0.0.1]:${internalPort}/push/x`,
    `https://fcm.googleapis.com@127.0.0.1:${internalPort}/fcm/send/x`,
  ];

  it("are refused at subscribe with a clear answer, and no push reaches them", async () => {
    const [sender, member] = [await gold(), await signUp(t)];
    const answers = [];
    for (const endpoint of internalEndpoints()) {
      const answer = await t.call(
        PushCalls.subscribe,
        { ...subscription(device()), endpoint },
        { token: member.token },
      );
      answers.push({ endpoint, status: answer.status, key: answer.key, msg: answer.msg });
    }
    await chat(sender, member, "is anyone listening?");
    await t.ctx.events.settled();
    expect(internalConnections).toBe(0);
    expect(answers).toEqual(
      internalEndpoints().map((endpoint) => ({
        endpoint,
        status: SubscribeStatus.endpointRefused,
        key: "push.endpointRefused",
        msg: MESSAGES["push.endpointRefused"],
      })),
    );
    const stored = await t.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(stored).toEqual([]);
  });

  it("are not sent to when stored before they were refused, and are deleted", async () => {
    const [sender, member] = [await gold(), await signUp(t)];
    const d = device();
    await subscribe(member, d);
    const old = [`https://127.0.0.1:${internalPort}/old`, `http://127.0.0.1:${internalPort}/old`];
    await t.ctx.db
      .insert(pushSubscriptions)
      .values(
        old.map((endpoint) => ({ userId: member.id, ...subscription(d), endpoint, createdAt: new Date() })),
      );
    await chat(sender, member, "only to the push service");
    expect((await pushesTo(d)).map((p) => p.message.body)).toEqual(["only to the push service"]);
    expect(internalConnections).toBe(0);
    const kept = await t.ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(kept.map((k) => k.endpoint)).toEqual([d.endpoint]);
  });

  it("are not reached through a redirect from the push service", async () => {
    const [sender, member] = [await gold(), await signUp(t)];
    const d = device();
    await subscribe(member, d);
    const at = new URL(d.endpoint).pathname;
    redirects.set(at, `http://127.0.0.1:${internalPort}/push/redirected`);
    await chat(sender, member, "follow me");
    await t.ctx.events.settled();
    expect(received.map((r) => r.path)).toEqual([at]);
    expect(internalConnections).toBe(0);
  });
});

describe("the address check of the push request", () => {
  it("takes public addresses only: no loopback, private, shared, link-local, metadata, unique-local or mapped one", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.0.1",
      "100.64.0.1",
      "169.254.169.254",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:8.8.8.8",
      "64:ff9b::a00:1",
      "fd00::1",
      "fc00::1",
      "fe80::1",
      "ff02::1",
      "2002:a00:1::1",
      "2001:db8::1",
      "not an address",
    ])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    for (const address of [
      "8.8.8.8",
      "142.250.74.42",
      "17.253.144.10",
      "2a00:1450:4007:80a::200a",
      "2620:149:a44::10",
    ])
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
  });

  it("refuses a name that resolves to this machine, and pins the connection to the address it checked", async () => {
    await expect(publicAddressOf("localhost")).rejects.toBeInstanceOf(NotPublicError);
    await expect(publicAddressOf("[::1]")).rejects.toBeInstanceOf(NotPublicError);
    expect(await publicAddressOf("8.8.8.8")).toEqual({ address: "8.8.8.8", family: 4 });
    // Whatever the name says, the connection goes to the pinned address.
    const lookup = pinnedLookup({ address: "127.0.0.1", family: 4 });
    const status = await new Promise<number>((resolve, reject) =>
      get(`http://push.attacker.example:${portOf(service)}/pinned`, { lookup }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on("error", reject),
    );
    expect(status).toBe(201);
    expect(received.map((r) => r.path)).toEqual(["/pinned"]);
  });
});

describe("delivery", () => {
  it("pushes a chat message, encrypted for the device, in the member's language, to open the conversation", async () => {
    const [sender, member] = [await gold(), await signUp(t)];
    await english(member);
    const d = device();
    expect((await subscribe(member, d)).status).toBe(200);
    await chat(sender, member, "Are you free on Saturday?");
    const [push, ...more] = await pushesTo(d);
    expect(more).toEqual([]);
    expect(push?.message).toEqual({
      title: `New chat message from ${sender.username}`,
      body: "Are you free on Saturday?",
      url: `/m/home/chat/index?uid=${sender.id}`,
      tag: `chat:${sender.id}`,
    });
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    // VAPID (RFC 8292): signed by the server's key, for this push service's origin.
    const key = vapidKeys(t.ctx.config).publicKey;
    expect(push?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`),
    );
    const jwt = String(push?.headers.authorization).split(/t=|,/)[1] ?? "";
    const claims = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString());
    expect(claims.aud).toBe(serviceUrl);
  });

  it("pushes a mail and a gift, in traditional Chinese for a member who reads it", async () => {
    const [sender, member] = [await gold(), await signUp(t)];
    const d = device();
    await subscribe(member, d);
    const mail = await t.call(
      ChatCalls.mailSend,
      { email: member.username, content: "見信好" },
      { token: sender.token },
    );
    expect(mail.status).toBe(200);
    await runAdminCommand(t.ctx, "credits", [sender.username, "100", "test"]);
    const store = (await t.call<GiftCategory[]>(GiftCalls.store, {}, { token: sender.token })).data ?? [];
    const gift = store.flatMap((c) => c.gifts)[0];
    const give = await t.call(
      GiftCalls.give,
      { username: member.username, message: "送您", number: 1, giftid: gift?.id },
      { token: sender.token },
    );
    expect(give.status).toBe(200);
    const pushes = (await pushesTo(d)).map((p) => p.message);
    expect(pushes).toEqual([
      { title: `${sender.username} 寄來新郵件`, body: "見信好", url: "/m/home/email/list", tag: "mail" },
      { title: `${sender.username} 送給您一份禮物`, body: "送您", url: "/m/home/gift/list", tag: "gift" },
    ]);
  });

  it("reaches every device of the member, and none after it unsubscribed", async () => {
    const [sender, member] = [await gold(), await signUp(t)];
    const [phone, tablet] = [device(), device()];
    await subscribe(member, phone);
    await subscribe(member, tablet);
    await chat(sender, member, "one");
    expect((await pushesTo(phone)).map((p) => p.message.body)).toEqual(["one"]);
    expect((await pushesTo(tablet)).map((p) => p.message.body)).toEqual(["one"]);
    const off = await t.call(PushCalls.unsubscribe, { endpoint: tablet.endpoint }, { token: member.token });
    expect(off.status).toBe(200);
    received.length = 0;
    await chat(sender, member, "two");
    expect((await pushesTo(phone)).map((p) => p.message.body)).toEqual(["two"]);
    expect(await pushesTo(tablet)).toEqual([]);
  });

  it("pushes nothing while the member has the site open (a connected chat socket)", async () => {
    const [sender, member] = [await gold(), await signUp(t)];
    const d = device();
    await subscribe(member, d);
    const tab = await connect(t.app, member.token);
    sockets.push(tab);
    await chat(sender, member, "seen in the open tab");
    await tab.next((m) => m.opt === Opt.send && m.data.content === "seen in the open tab");
    expect(await pushesTo(d)).toEqual([]);
    tab.close();
    await tab.closed;
    await chat(sender, member, "after the tab closed");
    expect((await pushesTo(d)).map((p) => p.message.body)).toEqual(["after the tab closed"]);
  });

  it("pushes nothing of an item the member's notification settings turn off", async () => {
    const [sender, member] = [await gold(), await signUp(t)];
    const d = device();
    await subscribe(member, d);
    const settings = {
      general: DEFAULT_SETTINGS.general,
      notification: { ...DEFAULT_SETTINGS.notification, form8: false },
    };
    expect(
      (await t.call(MemberCalls.saveSettings, settings, { token: member.token, json: true })).status,
    ).toBe(200);
    await chat(sender, member, "muted");
    expect(await pushesTo(d)).toEqual([]);
    // Mail (form7) is still on.
    await t.call(
      ChatCalls.mailSend,
      { email: member.username, content: "a letter" },
      { token: sender.token },
    );
    expect((await pushesTo(d)).map((p) => p.message.body)).toEqual(["a letter"]);
  });

  it("pushes nothing between a blocked pair, whichever of the two blocked", async () => {
    const [sender, member, other] = [await gold(), await signUp(t), await signUp(t)];
    const d = device();
    await subscribe(member, d);
    await t.call(MemberCalls.block, { target_id: sender.id }, { token: member.token });
    await chat(sender, member, "blocked one way");
    await t.call(
      ChatCalls.mailSend,
      { email: member.username, content: "blocked mail" },
      { token: sender.token },
    );
    expect(await pushesTo(d)).toEqual([]);
    // The other way round: the sender blocked the member (who then writes to nobody).
    const d2 = device();
    await subscribe(other, d2);
    await t.call(MemberCalls.block, { target_id: other.id }, { token: sender.token });
    await chat(sender, other, "blocked the other way");
    expect(await pushesTo(d2)).toEqual([]);
    // And the service itself says no, whatever reached it: an event announced for the pair.
    t.ctx.events.announce({
      item: "chat",
      memberId: member.id,
      actorId: sender.id,
      key: "chat:test",
      preview: "announced anyway",
      at: new Date(),
    });
    expect(await pushesTo(d)).toEqual([]);
  });

  it("deletes a subscription the push service answers 410 Gone (or 404), and keeps one it answers 500", async () => {
    const [sender, member] = [await gold(), await signUp(t)];
    const [gone, missing, flaky] = [device(), device(), device()];
    for (const d of [gone, missing, flaky]) await subscribe(member, d);
    answers.set(new URL(gone.endpoint).pathname, 410);
    answers.set(new URL(missing.endpoint).pathname, 404);
    answers.set(new URL(flaky.endpoint).pathname, 500);
    await chat(sender, member, "anyone there?");
    await t.ctx.events.settled();
    const kept = await t.ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(kept.map((k) => k.endpoint)).toEqual([flaky.endpoint]);
    received.length = 0;
    await chat(sender, member, "still there?");
    await t.ctx.events.settled();
    expect(received.map((r) => `${serviceUrl}${r.path}`)).toEqual([flaky.endpoint]);
  });

  it("moves a device to the member now signed in on it", async () => {
    const [sender, first, second] = [await gold(), await signUp(t), await signUp(t)];
    const d = device();
    await subscribe(first, d);
    await subscribe(second, d);
    await chat(sender, first, "for the first");
    expect(await pushesTo(d)).toEqual([]);
    await chat(sender, second, "for the second");
    expect((await pushesTo(d)).map((p) => p.message.body)).toEqual(["for the second"]);
  });
});
