import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  Calls,
  ChatCalls,
  type InitData,
  type Profile,
  TRANSLATE_LIMIT,
  TRANSLATE_TEXT_MAX,
  type TranslateAnswer,
} from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { walletHistory } from "../src/services/ledger.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

type Member = Awaited<ReturnType<typeof signUp>>;

/** Gives a member credits the way support does (a staff grant, a ledger movement). */
async function give(t: TestApp, m: Member, cents: number) {
  const done = await runAdminCommand(t.ctx, "credits", [m.username, String(cents / 100), "test credits"]);
  expect(done.ok).toBe(true);
}

async function balance(t: TestApp, m: Member): Promise<number> {
  const info = await t.call<Profile>(Calls.userinfo, {}, { token: m.token });
  return Math.round((info.data?.amount ?? Number.NaN) * 100);
}

/** The member's translation movements in the ledger, oldest first. */
async function ledgerOf(t: TestApp, m: Member) {
  return (await walletHistory(t.ctx.db, m.id, { limit: 100 }))
    .filter((e) => e.kind === "translate")
    .reverse();
}

function translate(t: TestApp, m: Member, content: string, to: string) {
  return t.call<TranslateAnswer>(ChatCalls.translate, { content, to }, { token: m.token });
}

async function gold(t: TestApp): Promise<Member> {
  const m = await signUp(t);
  await runAdminCommand(t.ctx, "set-vip", [m.username, "2", "1"]);
  return m;
}

const UNSUPPORTED = { status: -2, key: "translate.unsupported", msg: "This translation is not available" };
const LOW = {
  status: -1,
  key: "translate.insufficientCredits",
  msg: "You do not have enough credits; please buy more first",
};
const FAILED = { status: -3, key: "translate.failed", msg: "The translation failed; you were not charged" };

/** A local HTTP server standing in for a provider; answers with what `handle` decides. */
async function provider(
  handle: (req: IncomingMessage, body: string, res: ServerResponse) => void | Promise<void>,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      Promise.resolve(handle(req, Buffer.concat(chunks).toString("utf8"), res)).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("translation with the default offline provider (OpenCC)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it("converts simplified to traditional with Taiwan phrases, and back", async () => {
    const m = await gold(t);
    expect(await translate(t, m, "简体中文", "cht")).toEqual({ status: 200, data: { dst: "簡體中文" } });
    expect((await translate(t, m, "软件", "cht")).data?.dst).toBe("軟體");
    expect((await translate(t, m, "我的鼠标和自行车", "cht")).data?.dst).toBe("我的滑鼠和腳踏車");
    expect((await translate(t, m, "簡體中文", "zh")).data?.dst).toBe("简体中文");
    expect((await translate(t, m, "軟體和滑鼠", "zh")).data?.dst).toBe("软件和鼠标");
    // Hong Kong variant characters come out simplified as well.
    expect((await translate(t, m, "電綫", "zh")).data?.dst).toBe("电线");
  });

  it("answers -2 for what it cannot translate, and charges nothing", async () => {
    const m = await signUp(t);
    await give(t, m, 500);
    expect(await translate(t, m, "Hello, how are you?", "zh")).toEqual(UNSUPPORTED);
    expect(await translate(t, m, "12345 !?", "cht")).toEqual(UNSUPPORTED);
    expect(await translate(t, m, "你好", "en")).toEqual(UNSUPPORTED);
    expect(await translate(t, m, "你好", "jp")).toEqual(UNSUPPORTED);
    expect(await balance(t, m)).toBe(500);
    expect(await ledgerOf(t, m)).toEqual([]);
  });

  it("refuses a free member without credits with -1", async () => {
    const m = await signUp(t);
    expect(await translate(t, m, "简体中文", "cht")).toEqual(LOW);
    await give(t, m, 99);
    expect(await translate(t, m, "简体中文", "cht")).toEqual(LOW);
    expect(await balance(t, m)).toBe(99);
    expect(await ledgerOf(t, m)).toEqual([]);
  });

  it("charges a free member 1 credit per translation, with a ledger row each, until the credits run out", async () => {
    const m = await signUp(t);
    await give(t, m, 250);
    expect(await translate(t, m, "简体中文", "cht")).toEqual({ status: 200, data: { dst: "簡體中文" } });
    expect(await balance(t, m)).toBe(150);
    const rows = await ledgerOf(t, m);
    expect(rows).toHaveLength(1);
    // The language goes with it: the member's credit history names it.
    expect(rows[0]).toMatchObject({
      amountCents: -100,
      balanceAfterCents: 150,
      kind: "translate",
      memo: "cht",
    });

    expect((await translate(t, m, "软件", "cht")).status).toBe(200);
    expect(await balance(t, m)).toBe(50);
    expect(await translate(t, m, "软件", "cht")).toEqual(LOW);
    expect(await balance(t, m)).toBe(50);
    const after = await ledgerOf(t, m);
    expect(after.map((r) => r.balanceAfterCents).sort((a, b) => b - a)).toEqual([150, 50]);
  });

  it("charges once when two translations race for the last credit", async () => {
    const m = await signUp(t);
    await give(t, m, 100);
    const answers = await Promise.all([translate(t, m, "简体中文", "cht"), translate(t, m, "软件", "cht")]);
    expect(answers.map((a) => a.status).sort()).toEqual([-1, 200]);
    expect(await balance(t, m)).toBe(0);
    expect(await ledgerOf(t, m)).toHaveLength(1);
  });

  it("lets a gold member (Free_use_of_the_translation_function) translate free", async () => {
    const broke = await gold(t);
    expect((await translate(t, broke, "软件", "cht")).data?.dst).toBe("軟體");
    const rich = await gold(t);
    await give(t, rich, 300);
    expect((await translate(t, rich, "软件", "cht")).status).toBe(200);
    expect(await balance(t, rich)).toBe(300);
    expect(await ledgerOf(t, broke)).toEqual([]);
    expect(await ledgerOf(t, rich)).toEqual([]);
  });

  it("validates the payload: empty content, unknown target, too long text", async () => {
    const m = await gold(t);
    for (const content of ["", "   "]) {
      expect(await translate(t, m, content, "zh")).toMatchObject({
        status: 400,
        msg: "Please write something first",
        key: "chat.contentEmpty",
      });
    }
    expect(await t.call(ChatCalls.translate, { to: "zh" }, { token: m.token })).toMatchObject({
      status: 400,
      key: "chat.contentEmpty",
    });
    for (const to of ["xx", "ja", "ZH", ""]) {
      expect((await translate(t, m, "软件", to)).status).not.toBe(200);
    }
    const long = "软".repeat(TRANSLATE_TEXT_MAX + 1);
    expect(await translate(t, m, long, "cht")).toMatchObject({ status: 400, key: "errors.tooLong" });
    const longest = "软".repeat(TRANSLATE_TEXT_MAX);
    expect((await translate(t, m, longest, "cht")).data?.dst).toBe("軟".repeat(TRANSLATE_TEXT_MAX));
  });

  it("answers -4 to a member who asks too often, before the provider or the bill, until the window passes", async () => {
    const m = await signUp(t);
    await give(t, m, 100_000);
    const other = await gold(t);
    for (let i = 0; i < TRANSLATE_LIMIT.perMember; i++) {
      expect((await translate(t, m, `软件${i}`, "cht")).status).toBe(200);
    }
    const spent = await balance(t, m);
    expect(await translate(t, m, "软件", "cht")).toMatchObject({ status: -4, key: "chat.tooFast" });
    // Nothing charged for the refusal, and the limit is the member's own.
    expect(await balance(t, m)).toBe(spent);
    expect((await translate(t, other, "软件", "cht")).status).toBe(200);
    t.advance(TRANSLATE_LIMIT.windowSeconds * 1000 + 1000);
    expect((await translate(t, m, "软件", "cht")).data?.dst).toBe("軟體");
  });

  it("needs a session", async () => {
    const answer = await t.call(ChatCalls.translate, { content: "软件", to: "cht" });
    expect(answer.status).toBe(0);
  });
});

describe("translation through LibreTranslate", () => {
  let t: TestApp;
  let server: Server;
  let languagesDown = false;
  const asked = { languages: 0, targets: [] as string[] };
  const WORDS: Record<string, Record<string, string>> = {
    ja: { hello: "こんにちは" },
    "zh-Hant": { hello: "你好" },
    fr: { "hello\nworld": "bonjour\nmonde" },
  };

  beforeAll(async () => {
    ({ server } = await provider(async (req, body, res) => {
      if (req.method === "GET" && req.url === "/languages") {
        asked.languages += 1;
        if (languagesDown) return json(res, 503, { error: "Service Unavailable" });
        // No Arabic on this instance.
        const codes = ["en", "ja", "zh-Hans", "zh-Hant", "fr", "es"];
        return json(
          res,
          200,
          codes.map((code) => ({ code, name: code, targets: codes })),
        );
      }
      if (req.method !== "POST" || req.url !== "/translate") return json(res, 404, { error: "Not Found" });
      if (!req.headers["content-type"]?.startsWith("application/json")) {
        return json(res, 400, { error: "Invalid request: missing q parameter" });
      }
      const q = JSON.parse(body) as Record<string, unknown>;
      if (q.api_key !== "k-123") return json(res, 403, { error: "Invalid API key" });
      if (typeof q.q !== "string" || !q.q)
        return json(res, 400, { error: "Invalid request: missing q parameter" });
      if (q.source !== "auto" || q.format !== "text") return json(res, 400, { error: "Invalid request" });
      const target = String(q.target);
      asked.targets.push(target);
      if (!WORDS[target] && !["en", "zh-Hans", "es"].includes(target)) {
        return json(res, 400, { error: `${target} is not supported` });
      }
      if (q.q === "boom") return json(res, 500, { error: "Cannot translate text: model crashed" });
      if (q.q === "slow") await sleep(1_500);
      return json(res, 200, {
        detectedLanguage: { confidence: 90, language: "en" },
        translatedText: WORDS[target]?.[q.q] ?? q.q,
      });
    }));
    const { port } = server.address() as AddressInfo;
    t = await testApp({
      TRANSLATE_PROVIDER: "libretranslate",
      TRANSLATE_URL: `http://127.0.0.1:${port}/`,
      TRANSLATE_API_KEY: "k-123",
      TRANSLATE_TIMEOUT_MS: "400",
    });
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    server.close();
  });

  it("answers -3 while the instance cannot say what it serves, and asks again later", async () => {
    const m = await signUp(t);
    await give(t, m, 100);
    languagesDown = true;
    expect(await translate(t, m, "hello", "jp")).toEqual(FAILED);
    languagesDown = false;
    expect(await translate(t, m, "hello", "jp")).toEqual({ status: 200, data: { dst: "こんにちは" } });
    expect(await balance(t, m)).toBe(0);
    expect(await ledgerOf(t, m)).toHaveLength(1);
  });

  it("maps our target codes to LibreTranslate's (jp -> ja, cht -> zh-Hant, fra -> fr) and asks /languages once", async () => {
    const m = await gold(t);
    asked.targets.length = 0;
    const before = asked.languages;
    expect((await translate(t, m, "hello", "jp")).data?.dst).toBe("こんにちは");
    expect((await translate(t, m, "hello", "cht")).data?.dst).toBe("你好");
    expect((await translate(t, m, "hello\nworld", "fra")).data?.dst).toBe("bonjour\nmonde");
    expect((await translate(t, m, "你好", "en")).data?.dst).toBe("你好");
    expect((await translate(t, m, "hola", "spa")).status).toBe(200);
    expect(asked.targets).toEqual(["ja", "zh-Hant", "fr", "en", "es"]);
    expect(asked.languages).toBe(before);
  });

  it("answers -2 for a target the instance lacks, without asking it to translate or charging", async () => {
    const m = await signUp(t);
    await give(t, m, 200);
    asked.targets.length = 0;
    expect(await translate(t, m, "hello", "ara")).toEqual(UNSUPPORTED);
    expect(await translate(t, m, "hello", "rom")).toEqual(UNSUPPORTED);
    expect(asked.targets).toEqual([]);
    expect(await balance(t, m)).toBe(200);
  });

  it("answers -3 without charging when the instance fails or is too slow", async () => {
    const m = await signUp(t);
    await give(t, m, 200);
    expect(await translate(t, m, "boom", "jp")).toEqual(FAILED);
    expect(await translate(t, m, "slow", "jp")).toEqual(FAILED);
    expect(await balance(t, m)).toBe(200);
    expect(await ledgerOf(t, m)).toEqual([]);
  });
});

describe("translation through a Baidu-compatible API", () => {
  let t: TestApp;
  let server: Server;
  const APP_ID = "2015063000000001";
  const SECRET = "12345678";
  const seen: { to: string; salt: string }[] = [];

  beforeAll(async () => {
    ({ server } = await provider((req, body, res) => {
      if (req.method !== "POST" || req.url !== "/api/trans/vip/translate") {
        return json(res, 404, { error: "Not Found" });
      }
      if (req.headers["content-type"] !== "application/x-www-form-urlencoded") {
        return json(res, 200, { error_code: "54000", error_msg: "PARAM_FROM_TO_OR_Q_EMPTY" });
      }
      const f = new URLSearchParams(body);
      const q = f.get("q") ?? "";
      const [from, to, appid, salt, sign] = ["from", "to", "appid", "salt", "sign"].map(
        (k) => f.get(k) ?? "",
      );
      if (!q || !from || !to)
        return json(res, 200, { error_code: "54000", error_msg: "PARAM_FROM_TO_OR_Q_EMPTY" });
      if (appid !== APP_ID) return json(res, 200, { error_code: "52003", error_msg: "UNAUTHORIZED USER" });
      const expected = createHash("md5").update(`${appid}${q}${salt}${SECRET}`).digest("hex");
      if (!salt || sign !== expected)
        return json(res, 200, { error_code: "54001", error_msg: "Invalid Sign" });
      seen.push({ to, salt });
      if (to === "ara") return json(res, 200, { error_code: "58001", error_msg: "INVALID_TO_PARAM" });
      if (q === "boom") return json(res, 200, { error_code: "54003", error_msg: "Invalid Access Limit" });
      const dict: Record<string, string> = { hello: "你好", world: "世界", 软件: "software" };
      return json(res, 200, {
        from: from === "auto" ? "en" : from,
        to,
        trans_result: q.split("\n").map((src) => ({ src, dst: dict[src] ?? src })),
      });
    }));
    const { port } = server.address() as AddressInfo;
    t = await testApp({
      TRANSLATE_PROVIDER: "baidu",
      TRANSLATE_URL: `http://127.0.0.1:${port}/api/trans/vip/translate`,
      BAIDU_APP_ID: APP_ID,
      BAIDU_SECRET: SECRET,
    });
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    server.close();
  });

  it("translates with a correctly signed request, joining the lines of the answer", async () => {
    const m = await signUp(t);
    await give(t, m, 300);
    expect(await translate(t, m, "hello", "zh")).toEqual({ status: 200, data: { dst: "你好" } });
    expect((await translate(t, m, "hello\nworld", "zh")).data?.dst).toBe("你好\n世界");
    expect((await translate(t, m, "软件", "en")).data?.dst).toBe("software");
    expect(seen.map((s) => s.to)).toEqual(["zh", "zh", "en"]);
    expect(new Set(seen.map((s) => s.salt)).size).toBe(3);
    expect(await balance(t, m)).toBe(0);
    expect(await ledgerOf(t, m)).toHaveLength(3);
  });

  it("answers -2 on Baidu's unsupported-target error and -3 on its other errors, charging nothing", async () => {
    const m = await signUp(t);
    await give(t, m, 200);
    expect(await translate(t, m, "hello", "ara")).toEqual(UNSUPPORTED);
    expect(await translate(t, m, "boom", "jp")).toEqual(FAILED);
    expect(await balance(t, m)).toBe(200);
    expect(await ledgerOf(t, m)).toEqual([]);
  });

  it("answers -3 when the provider cannot be reached", async () => {
    const other = await testApp({
      TRANSLATE_PROVIDER: "baidu",
      TRANSLATE_URL: "http://127.0.0.1:1/api/trans/vip/translate",
      BAIDU_APP_ID: APP_ID,
      BAIDU_SECRET: SECRET,
    });
    try {
      const m = await gold(other);
      expect(await translate(other, m, "hello", "zh")).toEqual(FAILED);
    } finally {
      await other.close();
    }
  });
});

describe("the translate menu's languages (initdata's translate_targets)", () => {
  it("are the two Chinese scripts with the offline default", async () => {
    const t = await testApp();
    try {
      const m = await signUp(t);
      const init = await t.call<InitData>(Calls.initdata, {}, { token: m.token });
      expect(init.data?.translate_targets).toEqual(["zh", "cht"]);
    } finally {
      await t.close();
    }
  });

  it("are what a LibreTranslate instance lists at /languages, in our codes, and left out while it is down", async () => {
    let down = true;
    const { server, url } = await provider((req, _body, res) => {
      if (req.method !== "GET" || req.url !== "/languages") return json(res, 404, { error: "Not Found" });
      if (down) return json(res, 503, { error: "Service Unavailable" });
      // LT_LOAD_ONLY=en,zh,zt,ja as LibreTranslate 1.6 names them.
      const codes = ["en", "zh-Hans", "zh-Hant", "ja"];
      return json(
        res,
        200,
        codes.map((code) => ({ code, name: code, targets: codes })),
      );
    });
    const t = await testApp({
      TRANSLATE_PROVIDER: "libretranslate",
      TRANSLATE_URL: url,
      TRANSLATE_TIMEOUT_MS: "400",
    });
    try {
      const m = await signUp(t);
      const before = await t.call<InitData>(Calls.initdata, {}, { token: m.token });
      expect(before.status).toBe(200);
      expect(before.data).not.toHaveProperty("translate_targets");
      down = false;
      const after = await t.call<InitData>(Calls.initdata, {}, { token: m.token });
      expect(after.data?.translate_targets).toEqual(["zh", "en", "jp", "cht"]);
    } finally {
      await t.close();
      server.closeAllConnections();
      server.close();
    }
  });
});
