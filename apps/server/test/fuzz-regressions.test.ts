/**
 * The bugs the fuzzer (fuzz.test.ts) found, one focused case each: every one was an HTTP 500, a
 * failed chat message or a connection cut without its reason, and each is a clean refusal now.
 */
import { AdminCalls, Calls, OPT_REFUSED, Opt, PayCalls, SocketClose } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStaff, signUp, type TestApp, testApp } from "./helper.ts";
import { closedWithin, connect } from "./socket-client.ts";

let t: TestApp;
let token: string;
let staffToken: string;
beforeAll(async () => {
  t = await testApp();
  token = (await signUp(t)).token;
  staffToken = (await makeStaff(t, await signUp(t), "admin")).token;
});
afterAll(() => t.close());

const post = (url: string, payload: string, type: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, headers: { "content-type": type, ...headers }, payload });

describe("payload keys named like Object.prototype members", () => {
  it("fail validation on every call that validates a payload, form or JSON, never a 500", async () => {
    const calls = t.app.registeredRoutes.filter((r) => r.method === "POST" && r.config.contract);
    expect(calls.length).toBeGreaterThan(80);
    // A member of its own: the sweep reaches sign-out and the calls that end sessions.
    const sweeper = await signUp(t);
    for (const call of calls) {
      const auth = call.config.staff ? staffToken : sweeper.token;
      for (const [body, type] of [
        [`constructor=x&toString=1&__proto__=y&token=${auth}`, "application/x-www-form-urlencoded"],
        [JSON.stringify({ constructor: 1, valueOf: "x", token: auth }), "application/json"],
      ] as const) {
        const res = await post(call.url, body, type);
        expect(res.statusCode, `${call.url} ${type}`).toBeLessThan(500);
        expect(res.json().key, call.url).not.toBe("answers.serverError");
      }
    }
  });

  it("inside a nested object too (the settings, sent as JSON text in a form field)", async () => {
    const res = await post(
      "/member/index/savesettings",
      `general=${encodeURIComponent('{"constructor":1}')}&notification=${encodeURIComponent('{"toString":1}')}&token=${token}`,
      "application/x-www-form-urlencoded",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(400);
  });
});

describe("a NUL character in text", () => {
  it("is refused as invalid before it reaches the database, which cannot store it", async () => {
    const res = await post(
      Calls.changeSignature,
      JSON.stringify({ signature: "a\u0000b", token }),
      "application/json",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 400, data: { field: "signature" } });
  });
});

describe("an array or an object where trimmed text belongs", () => {
  it("is refused as malformed: the pay call's card fields, a repeated form field", async () => {
    const res = await post(
      PayCalls.pay,
      `pay_type=2&card_number=1&card_number=2&token=${token}`,
      "application/x-www-form-urlencoded",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 400, data: { field: "card_number" } });
  });

  it("is refused as malformed: a staff search box sent an object", async () => {
    const res = await post(
      AdminCalls.members,
      JSON.stringify({ q: { a: 1 }, token: staffToken }),
      "application/json",
    );
    expect(res.json()).toMatchObject({ status: 400, data: { field: "q" } });
  });
});

describe("a time past year 9999", () => {
  it("is refused by the console's content list instead of failing its query", async () => {
    const res = await post(
      AdminCalls.content,
      JSON.stringify({ before: 2_249_961_343_725_122, token: staffToken }),
      "application/json",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 400, data: { field: "before" } });
  });

  it("is read as now by the socket's history, which answers instead of failing", async () => {
    const other = await signUp(t, { sex: 0 });
    const s = await connect(t.app, token);
    s.send({ opt: Opt.history, uid: other.id, create_time: 1e21 });
    const answer = await s.next((m) => m.opt === Opt.history || m.opt === OPT_REFUSED);
    expect(answer).toMatchObject({ opt: Opt.history, uid: other.id, data: [] });
    s.close();
  });
});

describe("a NUL byte in a path", () => {
  it("is no stored media: 404, not a failed look-up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/uploads/%00/x.webp" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });

  it("is no sandbox payment: 404, not a failed look-up", async () => {
    for (const method of ["GET", "POST"] as const) {
      const res = await t.app.inject({ method, url: "/sandbox-pay/checkout/%00" });
      expect(res.statusCode, method).toBe(404);
    }
  });
});

describe("a broken multipart body", () => {
  it("that ends before its closing boundary is answered as malformed (400), not a 500", async () => {
    const boundary = "----broken";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n--${boundary}\r\nContent-Disposition: form-data; name="img"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    for (const url of [Calls.uploadAvatar, Calls.uploadImage]) {
      const res = await post(url, body, `multipart/form-data; boundary=${boundary}`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ status: 400, key: "answers.malformed" });
    }
  });
});

describe("a chat frame over the size limit", () => {
  it("closes the connection with 1009 (the reason), and the server stays up", async () => {
    const s = await connect(t.app, token);
    s.ws.send("x".repeat(70 * 1024));
    expect(await closedWithin(s, 3000)).toBe(1009);
    const again = await connect(t.app, token);
    again.send({ opt: Opt.heartbeat });
    expect(await again.next((m) => m.opt === Opt.heartbeat)).toMatchObject({ chat_state: 0 });
    again.close();
    expect(SocketClose.sessionInvalid).not.toBe(1009);
  });
});
