/**
 * Malformed and hostile payloads: each gets a clean answer with a non-200 status and a msg,
 * never an HTTP 5xx or a stack trace, and the server keeps serving afterwards.
 */
import { Calls } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = (await signUp(t)).token;
});
afterAll(() => t.close());

const MB = "x".repeat(1024 * 1024);
const SQL = "' OR '1'='1'; DROP TABLE users; --";
const SCRIPT = "<script>alert(document.cookie)</script>";

type Case = [name: string, url: string, body: string, contentType: string, withToken?: boolean];

const json = (value: unknown) => JSON.stringify(value);
const cases: Case[] = [
  ["register with every field missing", Calls.register, "", "application/x-www-form-urlencoded"],
  ["register with a JSON array body", Calls.register, json([1, 2]), "application/json"],
  ["register with a JSON string body", Calls.register, json("hello"), "application/json"],
  ["register with a null body", Calls.register, "null", "application/json"],
  [
    "register with object fields",
    Calls.register,
    json({ username: { $gt: "" }, email: { a: 1 } }),
    "application/json",
  ],
  [
    "register with numbers for strings",
    Calls.register,
    json({ username: 12, email: 13, password: 14 }),
    "application/json",
  ],
  [
    "register with a repeated field",
    Calls.register,
    "username=a&username=b",
    "application/x-www-form-urlencoded",
  ],
  [
    "register with SQL in the username",
    Calls.register,
    form({ username: SQL, email: "a@b.co" }),
    "application/x-www-form-urlencoded",
  ],
  [
    "register with a script in the country",
    Calls.register,
    json({
      username: "okname",
      email: "a@b.co",
      password: "secret-tulip-1",
      sex: 1,
      birthday: 631152000000,
      country: SCRIPT.repeat(3),
    }),
    "application/json",
  ],
  [
    "register with a birthday of Infinity",
    Calls.register,
    form({ birthday: "Infinity" }),
    "application/x-www-form-urlencoded",
  ],
  ["register with a birthday of 1e400", Calls.register, json({ birthday: "1e400" }), "application/json"],
  [
    "register with a 1 MB username",
    Calls.register,
    form({ username: MB }),
    "application/x-www-form-urlencoded",
  ],
  ["login with a 1 MB password", Calls.login, json({ account: "demo", password: MB }), "application/json"],
  [
    "login with a 100 KB password",
    Calls.login,
    json({ account: "demo", password: "p".repeat(100_000) }),
    "application/json",
  ],
  ["login with SQL", Calls.login, form({ account: SQL, password: SQL }), "application/x-www-form-urlencoded"],
  ["login with a boolean account", Calls.login, json({ account: true, password: false }), "application/json"],
  ["login with broken JSON", Calls.login, '{"account": "demo", ', "application/json"],
  ["login as plain text", Calls.login, "account=demo&password=x", "text/plain"],
  ["login as XML", Calls.login, "<login><account>demo</account></login>", "application/xml"],
  ["forget with an object address", Calls.forget, json({ email: { $ne: null } }), "application/json"],
  ["forget with a script", Calls.forget, form({ email: SCRIPT }), "application/x-www-form-urlencoded"],
  [
    "reset with no code",
    Calls.resetPassword,
    form({ newpassword: "abcdef-tulip-1" }),
    "application/x-www-form-urlencoded",
  ],
  [
    "reset with SQL as code",
    Calls.resetPassword,
    form({ code: SQL, newpassword: "abcdef-tulip-1" }),
    "application/x-www-form-urlencoded",
  ],
  [
    "signature of 1 MB",
    Calls.changeSignature,
    form({ signature: MB }),
    "application/x-www-form-urlencoded",
    true,
  ],
  ["signature as an object", Calls.changeSignature, json({ signature: { a: 1 } }), "application/json", true],
  [
    "online status as text",
    Calls.changeOnlineStatus,
    form({ onlinestatus: "hidden" }),
    "application/x-www-form-urlencoded",
    true,
  ],
  [
    "online status as a fraction",
    Calls.changeOnlineStatus,
    form({ onlinestatus: "0.5" }),
    "application/x-www-form-urlencoded",
    true,
  ],
  [
    "profile with a path traversal avatar",
    Calls.profile,
    form({ avatar: "/uploads/../../etc/passwd", email: "a@b.co", sex: 1, birthday: 631152000000 }),
    "application/x-www-form-urlencoded",
    true,
  ],
  [
    "profile with SQL as e-mail",
    Calls.profile,
    form({ email: SQL, sex: 1, birthday: 631152000000 }),
    "application/x-www-form-urlencoded",
    true,
  ],
  [
    "change password with arrays",
    Calls.changePassword,
    json({ oldpassword: ["a"], newpassword: ["b"] }),
    "application/json",
    true,
  ],
  ["an unknown call", "/member/index/nothing-here", "", "application/x-www-form-urlencoded"],
  [
    "an unknown call with SQL in the path",
    "/member/index/'%20OR%201=1",
    "",
    "application/x-www-form-urlencoded",
  ],
];

describe("malformed and hostile payloads", () => {
  it.each(cases)("%s gets a clean non-200 answer", async (_name, url, body, contentType, withToken) => {
    const res = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": contentType, ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });
    expect(res.statusCode).toBeLessThan(500);
    const answer = res.json() as { status: number; msg?: string };
    expect(answer.status).not.toBe(200);
    expect(typeof answer.msg).toBe("string");
    expect(answer.msg?.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+|stack/);
    expect(res.body).not.toContain("<script>");
  });

  it("keeps serving, with the users table intact, after all of them", async () => {
    const m = await signUp(t);
    expect((await t.call(Calls.login, { account: m.username, password: m.password })).status).toBe(200);
  });

  it("answers GET on a call with 404 and the wire shape", async () => {
    const res = await t.app.inject({ method: "GET", url: Calls.login });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      msg: "We could not find what you asked for",
      key: "answers.notFound",
    });
  });

  it("answers an oversized body with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: Calls.login,
      headers: { "content-type": "application/json" },
      payload: json({ account: "demo", password: MB }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 413,
      msg: "This is too large to send; please make it smaller",
      key: "answers.tooLarge",
    });
  });
});
