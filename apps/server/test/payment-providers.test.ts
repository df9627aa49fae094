/**
 * The real payment providers (issue 13: pay types 6, 7 and 8), each against a local HTTP server
 * that speaks that provider's published format the way the provider would: it checks the request's
 * fields, signature and encryption with its own code (written here from the documentation, not
 * borrowed from the adapter), answers as the provider answers, and posts its notifications to the
 * site. The adapters' answers reach the member through spec §7's pay call; a notification pays an
 * order once, and forged, replayed or tampered ones change nothing.
 */
import { createDecipheriv, createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import {
  Calls,
  type OrderView,
  PAY_FRAME_STATUS,
  PayCalls,
  type PayData,
  PayType,
  type Profile,
  type RechargePackage,
  type UpgradePackages,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { orders } from "../src/db/schema.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

type Member = Awaited<ReturnType<typeof signUp>>;
type PayAnswer = { status: number; msg?: string; url?: string; data?: PayData };

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

const IPASS = {
  merchant: "10011019120317101413249927981",
  app: "19120455974948131",
  secret: "ipass-secret-1",
};
const IPASS_TWO = { merchant: "20022", app: "20022001", secret: "ipass-secret-2" };
const WINTO = { merchant: "70204", key: "winto-md5-key", website: "www.amora.example" };

/** The card numbers the fake gateways give meaning to (as gateways' test cards do). */
const CARDS = { paid: "4242424242424242", threeDs: "4000000000003220", declined: "4000000000000002" };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => resolve(text));
  });

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// ---------- iPassPay, as its merchant API documents it ----------
const ipassRequests: Record<string, string>[] = [];
let ipassAnswer: "normal" | "unsigned" | "http500" = "normal";
const ipassOrders = new Map<string, Record<string, string>>();

/** A notice's or an answer's fields, signed as iPassPay signs them (currency before amount). */
function ipassSigned(fields: Record<string, string>, secret: string) {
  const f = (k: string) => fields[k] ?? "";
  const signature = sha256(
    f("merchant_id") +
      f("app_id") +
      f("order_no") +
      f("gateway_order_no") +
      f("order_currency") +
      f("order_amount") +
      f("order_status") +
      secret,
  );
  return { ...fields, signature };
}

const ipassServer = createServer(async (req, res) => {
  const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
  const reply = (body: object) =>
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (req.method !== "POST" || req.url !== "/gateway/OpenApi/onlinePay") return res.writeHead(404).end();
  if (ipassAnswer === "http500") return res.writeHead(500).end("busy");
  ipassRequests.push(fields);
  const account = [IPASS, IPASS_TWO].find(
    (a) => a.merchant === fields.merchant_id && a.app === fields.app_id,
  );
  if (!account) return reply({ errcode: -100, errmsg: "unknown merchant" });
  const expected = sha256(
    `${fields.merchant_id}${fields.app_id}${fields.order_no}${fields.order_amount}${fields.order_currency}${account.secret}`,
  );
  if (fields.signature !== expected) return reply({ errcode: -100, errmsg: "signature error" });
  const required = [
    "version",
    "order_no",
    "order_currency",
    "order_amount",
    "order_items",
    "source_url",
    "asyn_notify_url",
    "syn_notify_url",
    "card_no",
    "card_ex_year",
    "card_ex_month",
    "card_cvv",
    "source_ip",
    "bill_firstname",
    "bill_lastname",
    // version 2.0 adds the billing address
    "bill_phone",
    "bill_country",
    "bill_state",
    "bill_city",
    "bill_street",
    "bill_zip",
  ];
  const missing = required.filter((k) => !fields[k]);
  if (missing.length > 0) return reply({ errcode: -100, errmsg: `missing ${missing.join(",")}` });
  if (
    !/^\d{2}$/.test(fields.card_ex_year ?? "") ||
    !/^(0[1-9]|1[0-2])$/.test(fields.card_ex_month ?? "") ||
    !/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(fields.order_amount ?? "") ||
    !/^[A-Z]{3}$/.test(fields.order_currency ?? "")
  )
    return reply({ errcode: -100, errmsg: "invalid parameter" });
  JSON.parse(fields.order_items ?? "");
  if (fields.card_no === CARDS.declined) return reply({ errcode: -1, errmsg: "Card declined by issuer" });
  const gateway = `IP${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const order = {
    merchant_id: fields.merchant_id ?? "",
    app_id: fields.app_id ?? "",
    order_no: fields.order_no ?? "",
    gateway_order_no: gateway,
    order_currency: fields.order_currency ?? "",
    order_amount: fields.order_amount ?? "",
    order_status: fields.card_no === CARDS.threeDs ? "1" : "2",
  };
  ipassOrders.set(gateway, { ...order, notify: fields.asyn_notify_url ?? "", secret: account.secret });
  const data = ipassSigned(order, ipassAnswer === "unsigned" ? "not-the-secret" : account.secret);
  reply({
    errcode: 0,
    errmsg: "",
    data:
      fields.card_no === CARDS.threeDs
        ? { ...data, pay_url: encodeURIComponent(`https://3ds.ipasspay.test/auth/${gateway}?step=1`) }
        : data,
  });
});

/** iPassPay tells the site that an order's status changed (a form POST). */
async function ipassNotify(gateway: string, change: Record<string, string> = {}, secret?: string) {
  const known = ipassOrders.get(gateway);
  if (!known) throw new Error(`no iPassPay order ${gateway}`);
  const { notify, secret: own, ...order } = known;
  const fields = ipassSigned({ ...order, order_status: "2", ...change }, secret ?? own ?? "");
  const answer = await fetch(notify ?? "", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, pay_mode: "card", custom_data: "" }),
  });
  return { status: answer.status, text: await answer.text() };
}

// ---------- WintoPay, API v2 direct payment ----------
const wintoRequests: { headers: IncomingMessage["headers"]; fields: Record<string, string> }[] = [];
const wintoOrders = new Map<
  string,
  { id: string; order_id: string; amount_value: number; currency: string }
>();
let wintoNotifyUrl = "";

const wintoKey = () =>
  createHash("sha1").update(createHash("sha1").update(WINTO.key).digest()).digest().subarray(0, 16);
const wintoDecrypt = (hex: string) => {
  const decipher = createDecipheriv("aes-128-ecb", wintoKey(), null);
  return Buffer.concat([decipher.update(Buffer.from(hex, "hex")), decipher.final()]).toString("utf8");
};
function wintoSigned(result: { id: string; status: string; amount_value: number; request_id: string }) {
  return {
    ...result,
    sign_verify: sha256(
      `${result.id}${result.status}${result.amount_value}${WINTO.key}${WINTO.merchant}${result.request_id}`,
    ),
  };
}

const wintoServer = createServer(async (req, res) => {
  const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
  const reply = (body: object) =>
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (req.method !== "POST" || req.url !== "/api/v2/gateway/payment") return res.writeHead(404).end();
  wintoRequests.push({ headers: req.headers, fields });
  const failed = (message: string) => reply({ status: "failed", fail_code: "E100", fail_message: message });
  if (req.headers.merno !== WINTO.merchant || req.headers.referer !== WINTO.website)
    return failed("merchant");
  const hash = sha256(
    `${fields.merchant_id}${WINTO.key}${fields.order_id}${fields.amount}${fields.currency}${WINTO.website}`,
  );
  if (fields.hash !== hash) return failed("hash error");
  const card = wintoDecrypt(fields.card_number ?? "");
  const id = `WP${randomUUID().slice(0, 8)}`;
  const amountValue = Math.round(Number(fields.amount) * 100);
  wintoOrders.set(id, {
    id,
    order_id: fields.order_id ?? "",
    amount_value: amountValue,
    currency: fields.currency ?? "",
  });
  const result = {
    id,
    order_id: fields.order_id ?? "",
    amount_value: amountValue,
    currency: fields.currency ?? "",
    request_id: `R${id}`,
    status: card === CARDS.declined ? "failed" : card === CARDS.threeDs ? "pending" : "paid",
  };
  reply({
    ...wintoSigned(result),
    ...(card === CARDS.threeDs ? { redirect_url: `https://3ds.wintopay.test/challenge/${id}` } : {}),
    ...(card === CARDS.declined ? { fail_code: "05", fail_message: "Do not honour" } : {}),
  });
});

async function wintoNotify(
  id: string,
  status: string,
  tamper: Partial<{ amount_value: number; sign: string }> = {},
) {
  const known = wintoOrders.get(id);
  if (!known) throw new Error(`no WintoPay order ${id}`);
  const signed = wintoSigned({
    ...known,
    amount_value: tamper.amount_value ?? known.amount_value,
    status,
    request_id: `N${id}`,
  });
  const answer = await fetch(wintoNotifyUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...signed, ...(tamper.sign ? { sign_verify: tamper.sign } : {}), metadata: "" }),
  });
  return { status: answer.status, text: await answer.text() };
}

// ---------- the site ----------
const logs: string[] = [];
let t: TestApp;
let packages: RechargePackage[];
beforeAll(async () => {
  const [ipassBase, wintoBase] = [await listen(ipassServer), await listen(wintoServer)];
  t = await testApp(
    {
      PAY_METHODS: "wintopay,showipasspay,showipasspaytwo",
      IPASSPAY_MERCHANT_ID: IPASS.merchant,
      IPASSPAY_APP_ID: IPASS.app,
      IPASSPAY_API_SECRET: IPASS.secret,
      IPASSPAY_URL: ipassBase,
      IPASSPAYTWO_MERCHANT_ID: IPASS_TWO.merchant,
      IPASSPAYTWO_APP_ID: IPASS_TWO.app,
      IPASSPAYTWO_API_SECRET: IPASS_TWO.secret,
      IPASSPAYTWO_URL: ipassBase,
      WINTOPAY_MERCHANT_ID: WINTO.merchant,
      WINTOPAY_MD5KEY: WINTO.key,
      WINTOPAY_WEBSITE: WINTO.website,
      WINTOPAY_URL: `${wintoBase}/api/v2/gateway/payment`,
      WINTOPAY_SHIELD_URL: "https://js.wintopay.test/js/shield",
    },
    {
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      }),
    },
  );
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  t.ctx.config.payments.callbackBase = base;
  wintoNotifyUrl = `${base}/payments/notify/wintopay`;
  const m = await signUp(t);
  packages = (await t.call<RechargePackage[]>(PayCalls.rechargePackages, {}, { token: m.token })).data ?? [];
});
afterAll(async () => {
  await t.close();
  ipassServer.close();
  wintoServer.close();
});

/** The card form's fields as spec §7 names them, for the baiwan-type providers (with the address). */
const cardForm = (number: string) => ({
  card_fullName: "Lin Mei",
  card_fullPhone: "+886 912 345 678",
  card_grEmail: "lin@example.com",
  card_number: number,
  exp_year: "2031",
  exp_month: "4",
  cvv: "123",
  card_country: "TW",
  card_state: "Taipei",
  card_city: "Taipei",
  card_address: "1 Xinyi Road",
  card_ZipCode: "110",
  firstName: "Mei",
  lastName: "Lin",
  wintopay_sessionid: "shield-session-42",
});

/**
 * The address the member's connection comes from. The pay's `ip` field (spec §7, "ip on mobile")
 * says another: it is the caller's to write, so providers are told the connection's.
 */
const CONNECTION_IP = "198.51.100.77";
const CLAIMED_IP = "203.0.113.9";

const pay = (m: Member, payType: PayType, number: string, extra: Record<string, unknown> = {}) =>
  t.call<PayData>(
    PayCalls.pay,
    {
      user_id: m.id,
      gainer_id: 0,
      pay_type: payType,
      income: 0,
      order_type: 1,
      packege_id: packages.find((p) => p.amounts === 10)?.id,
      payopttype: 0,
      uuid: randomUUID(),
      ip: CLAIMED_IP,
      ...cardForm(number),
      ...extra,
    },
    { token: m.token, json: true, ip: CONNECTION_IP },
  ) as Promise<PayAnswer>;
const balance = async (m: Member) =>
  ((await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data as Profile).amount;
const orderOf = async (m: Member, id: number) =>
  (await t.call<OrderView>(PayCalls.order, { id }, { token: m.token })).data as OrderView;
const providerRef = async (id: number) =>
  (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.providerRef ?? "";

describe("iPassPay (pay types 7 and 8)", () => {
  it("charges a card at once: the form is signed and complete, the price is the server's, the credits arrive", async () => {
    const m = await signUp(t);
    const answer = await pay(m, PayType.ipasspay, CARDS.paid, { income: "0.01" });
    expect(answer).toMatchObject({ status: 200, msg: "Credits added" });
    const orderId = answer.data?.order_id as number;
    expect(answer.data?.payment_urll).toBe(`http://site.test/payresult?order=${orderId}`);
    expect(await balance(m)).toBe(10);
    expect(await orderOf(m, orderId)).toMatchObject({
      state: "paid",
      pay_type: PayType.ipasspay,
      amount: 10,
    });

    const sent = ipassRequests.at(-1) ?? {};
    expect(sent).toMatchObject({
      merchant_id: IPASS.merchant,
      app_id: IPASS.app,
      version: "2.0",
      order_no: String(orderId),
      order_amount: "10.00", // the package's price, not the 0.01 the client sent
      order_currency: "USD",
      card_ex_year: "31",
      card_ex_month: "04",
      // The connection's address, not the payload's `ip`.
      source_ip: CONNECTION_IP,
      bill_firstname: "Mei",
      bill_country: "TW",
      bill_zip: "110",
      asyn_notify_url: expect.stringMatching(/\/payments\/notify\/ipasspay$/),
      syn_notify_url: `http://site.test/payresult?order=${orderId}`,
    });
    expect(JSON.parse(sent.order_items ?? "")).toEqual([
      { goods_name: "10 credits", quality: 1, price: "10.00" },
    ]);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect([row?.cardLast4, row?.cardBrand]).toEqual(["4242", "visa"]);
  });

  it("sends the member on to 3-D Secure, then the notice pays the order once, however often it comes", async () => {
    const m = await signUp(t);
    const answer = await pay(m, PayType.ipasspay, CARDS.threeDs);
    const orderId = answer.data?.order_id as number;
    const gateway = await providerRef(orderId);
    expect(answer).toMatchObject({ status: 200, url: `https://3ds.ipasspay.test/auth/${gateway}?step=1` });
    expect(answer.data?.payment_urll).toBe(answer.url);
    expect((await orderOf(m, orderId)).state).toBe("pending");
    expect(await balance(m)).toBe(0);

    // A forged notice, one of another merchant and one for another amount are refused.
    expect(await ipassNotify(gateway, {}, "guessed-secret")).toEqual({ status: 400, text: "fail" });
    expect(await ipassNotify(gateway, { order_amount: "1000.00" })).toEqual({ status: 400, text: "fail" });
    expect(
      await ipassNotify(gateway, { merchant_id: IPASS_TWO.merchant, app_id: IPASS_TWO.app }, IPASS.secret),
    ).toEqual({ status: 400, text: "fail" });
    expect(await balance(m)).toBe(0);

    // A status that is not paid leaves it waiting; the paid one pays it, and again changes nothing.
    expect(await ipassNotify(gateway, { order_status: "1" })).toEqual({ status: 200, text: "success" });
    expect((await orderOf(m, orderId)).state).toBe("pending");
    const notices = await Promise.all([1, 2, 3].map(() => ipassNotify(gateway)));
    expect(notices.map((n) => n.text)).toEqual(["success", "success", "success"]);
    expect((await orderOf(m, orderId)).state).toBe("paid");
    expect(await balance(m)).toBe(10);
  });

  it("says 'The payment did not go through' for a declined card and keeps the order failed", async () => {
    const m = await signUp(t);
    const answer = await pay(m, PayType.ipasspay, CARDS.declined);
    expect(answer).toMatchObject({ status: 0, msg: "The payment did not go through" });
    expect((await orderOf(m, answer.data?.order_id as number)).state).toBe("failed");
  });

  it("pays type 8 through the second merchant account, whose notices come to its own path", async () => {
    const m = await signUp(t);
    const answer = await pay(m, PayType.ipasspaytwo, CARDS.threeDs);
    expect(ipassRequests.at(-1)).toMatchObject({ merchant_id: IPASS_TWO.merchant, app_id: IPASS_TWO.app });
    expect(ipassRequests.at(-1)?.asyn_notify_url).toMatch(/\/payments\/notify\/ipasspaytwo$/);
    const orderId = answer.data?.order_id as number;
    expect(await ipassNotify(await providerRef(orderId))).toEqual({ status: 200, text: "success" });
    expect(await balance(m)).toBe(10);
  });

  it("fails the order, not the server, when the gateway is down or answers unsigned", async () => {
    const m = await signUp(t);
    for (const mode of ["http500", "unsigned"] as const) {
      ipassAnswer = mode;
      const answer = await pay(m, PayType.ipasspay, CARDS.paid);
      expect(answer).toMatchObject({ status: 0, msg: "The payment did not go through" });
    }
    ipassAnswer = "normal";
    expect(await balance(m)).toBe(0);
    const failed = await t.ctx.db.select().from(orders).where(eq(orders.userId, m.id));
    expect(failed.map((o) => o.state)).toEqual(["failed", "failed"]);
  });
});

describe("WintoPay (pay type 6)", () => {
  it("posts the card encrypted with the signed hash and the shield session, then frames 3-D Secure (10011)", async () => {
    const m = await signUp(t);
    const answer = await pay(m, PayType.wintopay, CARDS.threeDs);
    const orderId = answer.data?.order_id as number;
    const id = await providerRef(orderId);
    expect(answer).toMatchObject({
      status: PAY_FRAME_STATUS,
      url: `https://3ds.wintopay.test/challenge/${id}`,
    });

    const { headers, fields } = wintoRequests.at(-1) ?? { headers: {}, fields: {} };
    expect([headers.merno, headers.referer]).toEqual([WINTO.merchant, WINTO.website]);
    expect(fields).toMatchObject({
      merchant_id: WINTO.merchant,
      order_id: String(orderId),
      amount: "10.00",
      currency: "USD",
      version: "20201001",
      session_id: "shield-session-42",
      // The connection's address, not the payload's `ip`.
      ip: CONNECTION_IP,
      billing_first_name: "Mei",
      billing_country: "TW",
      shipping_postal_code: "110",
    });
    // The card never travels in the clear.
    expect(fields.card_number).not.toContain(CARDS.threeDs);
    expect(
      [fields.card_number, fields.exp_month, fields.exp_year, fields.cvv].map((v) => wintoDecrypt(v ?? "")),
    ).toEqual([CARDS.threeDs, "04", "2031", "123"]);

    // The notification: a tampered one is refused, the paid one pays once.
    expect(await wintoNotify(id, "paid", { sign: "0".repeat(64) })).toEqual({
      status: 400,
      text: "[failed]",
    });
    expect(await wintoNotify(id, "paid", { amount_value: 1 })).toEqual({ status: 400, text: "[failed]" });
    expect(await wintoNotify(id, "paid")).toEqual({ status: 200, text: "[success]" });
    expect(await wintoNotify(id, "paid")).toEqual({ status: 200, text: "[success]" });
    expect((await orderOf(m, orderId)).state).toBe("paid");
    expect(await balance(m)).toBe(10);
  });

  it("answers a card paid at once and a declined one, and a failed notification fails a waiting order", async () => {
    const m = await signUp(t);
    expect(await pay(m, PayType.wintopay, CARDS.paid)).toMatchObject({
      status: 200,
      msg: "Credits added",
    });
    expect(await balance(m)).toBe(10);
    expect(await pay(m, PayType.wintopay, CARDS.declined)).toMatchObject({
      status: 0,
      msg: "The payment did not go through",
    });

    const waiting = await pay(m, PayType.wintopay, CARDS.threeDs);
    const orderId = waiting.data?.order_id as number;
    expect(await wintoNotify(await providerRef(orderId), "failed")).toEqual({
      status: 200,
      text: "[success]",
    });
    expect((await orderOf(m, orderId)).state).toBe("failed");
    expect(await balance(m)).toBe(10);
  });
});

describe("WintoPay's device fingerprint and 3-D Secure frame", () => {
  it("names its shield script beside the pay list, and the page's policy lets it and the bank's frame in", async () => {
    const m = await signUp(t);
    const packages = await t.call<UpgradePackages>(PayCalls.upgradePackages, {}, { token: m.token });
    expect(packages.data?.wintopay_shield).toBe("https://js.wintopay.test/js/shield");
    expect(packages.data?.paylist.wintopay).toBe(1);
    const csp = String(
      (await t.app.inject({ method: "GET", url: "/member/Pay/generateuuid" })).headers[
        "content-security-policy"
      ],
    );
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/js\.wintopay\.test/);
    expect(csp).toContain("frame-src 'self' https:");
  });
});

describe("what never happens", () => {
  it("no card number or CVV reaches the logs, and a notice of one provider cannot pay another's order", async () => {
    const joined = logs.join("\n");
    for (const number of Object.values(CARDS)) expect(joined).not.toContain(number);
    expect(joined).not.toContain('"123"');

    const m = await signUp(t);
    const answer = await pay(m, PayType.ipasspaytwo, CARDS.threeDs);
    const gateway = await providerRef(answer.data?.order_id as number);
    // Signed with the first account's secret and names: refused by the second's path.
    const { notify: _n, secret: _s, ...order } = ipassOrders.get(gateway) ?? {};
    const forged = ipassSigned(
      { ...order, merchant_id: IPASS.merchant, app_id: IPASS.app, order_status: "2" },
      IPASS.secret,
    );
    const base = wintoNotifyUrl.replace(/\/wintopay$/, "");
    for (const path of ["ipasspay", "ipasspaytwo"]) {
      const reply = await fetch(`${base}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(forged),
      });
      expect(reply.status).not.toBe(500);
    }
    expect(await balance(m)).toBe(0);
  });
});

describe("configuration", () => {
  const env = { DATA_DIR: "/tmp/x", PAYMENT_MODE: "live" };
  it("starts live only with a provider account for every method offered", () => {
    expect(() => loadConfig({ ...env, PAY_METHODS: "cropay" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, PAY_METHODS: "showipasspay" })).toThrow(
      /showipasspay has no provider account/,
    );
    const live = loadConfig({
      ...env,
      PAY_METHODS: "showipasspay",
      IPASSPAY_MERCHANT_ID: "1",
      IPASSPAY_APP_ID: "2",
      IPASSPAY_API_SECRET: "s",
    });
    expect(live.payments.ipasspay).toMatchObject({ baseUrl: "https://service.ipasspay.biz", version: "2.0" });
  });

  it("names what is missing from a half-configured account", () => {
    expect(() => loadConfig({ DATA_DIR: "/tmp/x", IPASSPAY_MERCHANT_ID: "1" })).toThrow(
      "IPASSPAY_MERCHANT_ID, IPASSPAY_APP_ID and IPASSPAY_API_SECRET go together",
    );
    expect(() => loadConfig({ DATA_DIR: "/tmp/x", WINTOPAY_MD5KEY: "k" })).toThrow(
      /WINTOPAY_MERCHANT_ID.*go together/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: "/tmp/x",
        IPASSPAY_MERCHANT_ID: "1",
        IPASSPAY_APP_ID: "2",
        IPASSPAY_API_SECRET: "s",
        IPASSPAY_VERSION: "4.0",
      }),
    ).toThrow("IPASSPAY_VERSION=4.0 is not 1.0, 2.0 or 3.0");
  });
});
