/**
 * Spec §7 Payment as the spec's own client calls it (issue 51), beside conformance.test.ts and with
 * its client (spec-client.ts): payloads carry exactly the fields the spec names, and nothing of ours.
 *
 * - Pay type 3, the card service (the default method when `cropay` is on): §5 gives provider 3's
 *   form no card number and §7 lists card_fullName, card_fullPhone and card_grEmail for card
 *   methods (the card number only for the baiwan-type providers). Such a pay answers 200 with the
 *   provider's page (§4: a redirect or an embedded frame for provider 3), where the card is typed:
 *   here the sandbox gateway's hosted page.
 * - §7 names `GET /member/Pay/generateuuid` and `/member/Pay/getIPaddress` together and says both
 *   are also called as empty POSTs: each answers both methods.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { type TestApp, testApp } from "./helper.ts";
import { wsBase } from "./socket-client.ts";
import { type SpecAnswer, SpecClient, shapeErrors } from "./spec-client.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  // The site behind its proxy on this machine, as deployed: each client comes from its own address.
  t = await testApp({ TRUST_PROXY: "127.0.0.1", PAY_METHODS: "cropay" });
  base = (await wsBase(t.app)).replace(/^ws/, "http");
  // The sandbox gateway is spoken to over HTTP: tell the adapter where this server listens.
  t.ctx.config.payments.gatewayUrl = `${base}/sandbox-pay`;
  t.ctx.config.payments.callbackBase = base;
});
afterAll(() => t.close());

let serial = 0;
/** A spec client from an address of its own, registered, approved by the administrator, signed in. */
async function member() {
  serial += 1;
  const address = `198.51.100.${serial}`;
  const client = new SpecClient(base, address);
  const n = `${serial}${Math.random().toString(36).slice(2, 6)}`;
  const fields = {
    username: `pay${n}`,
    email: `pay${n}@example.com`,
    password: "Tulip-Harbor-93",
    sex: 0,
    birthday: Date.UTC(1990, 4, 2),
    country: "TW",
    interest: "a,c",
    source: "Web",
  };
  expect((await client.post("/member/index/register", fields)).status).toBe(200);
  await runAdminCommand(t.ctx, "approve", [fields.username]);
  const login = await client.post("/member/index/login", {
    account: fields.username,
    password: fields.password,
  });
  expect(login.status).toBe(200);
  client.token = (login.data as { token: string }).token;
  return { client, address, id: (login.data as { id: number }).id };
}

function envelope(answer: SpecAnswer) {
  expect(typeof answer.status).toBe("number");
  if ("msg" in answer) expect(typeof answer.msg).toBe("string");
}

/** The provider's page at this test's server (the site's public address is the test's own). */
const here = (url: string) => {
  const { pathname, search } = new URL(url);
  return new URL(`${pathname}${search}`, base);
};

/** The recharge package of `amount` dollars, as the client lists them. */
async function rechargePackage(client: SpecClient, amount: number): Promise<number> {
  const list = (await client.post("/member/recharge/package")).data as { id: number; amounts: number }[];
  const found = list.find((p) => p.amounts === amount);
  expect(found).toBeDefined();
  return (found as { id: number }).id;
}

describe("spec §7 pay with the card service (type 3), as the spec's client sends it", () => {
  it("needs only the name, phone and e-mail, answers the provider's page, and that page takes the card", async () => {
    const m = await member();
    // The default method of a site with `cropay` on is the card service (§4).
    const paylist = (
      (await m.client.post("/member/Upgrade/package")).data as { paylist: Record<string, number> }
    ).paylist;
    expect(paylist).toMatchObject({ cropay: 1, lcropayocalpay: 0 });
    const uuid = ((await m.client.get("/member/Pay/generateuuid")).data as { uuid: string }).uuid;
    const ip = ((await m.client.post("/member/Pay/getIPaddress")).data as { ip: string }).ip;
    const packege_id = await rechargePackage(m.client, 10);
    const pay = (fields: Record<string, unknown>) =>
      m.client.postJson("member/Pay/pay", {
        user_id: m.id,
        gainer_id: "",
        pay_type: 3,
        income: 10,
        order_type: 1,
        packege_id,
        payopttype: 0,
        uuid,
        ip,
        ...fields,
      });

    // Without the name §7 sends for card methods: refused, in words, and nothing to pay yet.
    const unnamed = await pay({ card_fullPhone: "+886912345678", card_grEmail: "lin@example.com" });
    envelope(unnamed);
    expect(unnamed.status).not.toBe(200);
    expect(unnamed.msg).toMatch(/name/i);

    // Exactly §7's card-method fields: no card number, expiry or code.
    const answer = await pay({
      card_fullName: "Lin Mei",
      card_fullPhone: "+886912345678",
      card_grEmail: "lin@example.com",
    });
    envelope(answer);
    expect(answer, JSON.stringify(answer)).toMatchObject({ status: 200 });
    expect(shapeErrors(answer.data, { payment_urll: "string", iframe: "string" })).toEqual([]);
    const page = here((answer.data as { payment_urll: string }).payment_urll);
    expect(typeof answer.url).toBe("string");

    // The provider's page asks for the card; the tester types the approved test card there.
    const shown = await fetch(page);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toMatch(/<input name="card_number"/);
    expect(html).toMatch(/<input name="cvc"/);
    const decide = (fields: Record<string, string>) =>
      fetch(page, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
    // A number that is no card is asked again, and the payment still waits.
    const wrong = await decide({
      decision: "approve",
      card_number: "4242424242424241",
      exp_month: "04",
      exp_year: "2031",
      cvc: "123",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toMatch(/check the card details/);
    expect(((await m.client.post("/member/index/userinfo")).data as { amount: number }).amount).toBe(0);
    const approved = await decide({
      decision: "approve",
      card_number: "4242 4242 4242 4242",
      exp_month: "04",
      exp_year: "2031",
      cvc: "123",
    });
    expect(approved.status).toBe(303);
    // The provider's callback paid the order: ten credits, and the order tells it.
    expect(((await m.client.post("/member/index/userinfo")).data as { amount: number }).amount).toBe(10);
    // Paying again with the same uuid is the same order, now paid.
    const again = await pay({
      card_fullName: "Lin Mei",
      card_fullPhone: "+886912345678",
      card_grEmail: "lin@example.com",
    });
    expect(again.status).toBe(200);
    expect(((await m.client.post("/member/index/userinfo")).data as { amount: number }).amount).toBe(10);
  });

  it("is declined when the page is given the declined test card", async () => {
    const m = await member();
    const uuid = ((await m.client.post("/member/Pay/generateuuid")).data as { uuid: string }).uuid;
    const answer = await m.client.postJson("member/Pay/pay", {
      user_id: m.id,
      gainer_id: 0,
      pay_type: 3,
      income: 10,
      order_type: 1,
      packege_id: await rechargePackage(m.client, 10),
      payopttype: 0,
      uuid,
      card_fullName: "Chen Wei",
      card_fullPhone: "0912345678",
      card_grEmail: "chen@example.com",
    });
    expect(answer.status).toBe(200);
    const page = here((answer.data as { iframe: string }).iframe);
    const declined = await fetch(page, {
      method: "POST",
      body: new URLSearchParams({
        decision: "approve",
        card_number: "4000000000000002",
        exp_month: "12",
        exp_year: "2030",
        cvc: "999",
      }),
      redirect: "manual",
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toMatch(/result=declined/);
    expect(((await m.client.post("/member/index/userinfo")).data as { amount: number }).amount).toBe(0);
  });
});

describe("spec §7 generateuuid and getIPaddress, each as a GET and as an empty POST", () => {
  it("answers both methods on both calls; the address is the client's own", async () => {
    const m = await member();
    for (const answer of [
      await m.client.get("/member/Pay/generateuuid"),
      await m.client.post("/member/Pay/generateuuid"),
    ]) {
      envelope(answer);
      expect(answer.status).toBe(200);
      expect((answer.data as { uuid: string }).uuid).toMatch(/^[0-9a-f-]{36}$/);
    }
    for (const answer of [
      await m.client.get("/member/Pay/getIPaddress"),
      await m.client.post("/member/Pay/getIPaddress"),
    ]) {
      envelope(answer);
      expect(answer.status).toBe(200);
      expect(shapeErrors(answer.data, { ip: "string" })).toEqual([]);
      // The address the site's proxy reports for this client.
      expect((answer.data as { ip: string }).ip).toBe(m.address);
    }
  });
});
