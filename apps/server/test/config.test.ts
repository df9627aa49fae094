import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";

describe("configuration", () => {
  it("has working defaults: port 8080, ./data, the embedded database, no auto-approval", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      autoApprove: false,
      logLevel: "info",
      publicUrl: "http://localhost:8080",
      // Nobody's X-Forwarded-For is believed until a proxy is named.
      trustProxy: [],
    });
    expect(config.translation).toEqual({
      provider: "opencc",
      url: undefined,
      apiKey: undefined,
      baiduAppId: undefined,
      baiduSecret: undefined,
      costCents: 100,
      timeoutMs: 8000,
    });
  });

  it.each([
    [{ PORT: "eighty" }, /PORT=eighty is not a port number/],
    [{ PORT: "70000" }, /PORT=70000/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    [{ DATABASE_URL: "not a url" }, /DATABASE_URL is not a URL/],
    [{ REDIS_URL: "http://x" }, /REDIS_URL must start with redis:\/\//],
    [{ SMTP_URL: "mail.example.com" }, /SMTP_URL is not a URL/],
    [{ AUTO_APPROVE: "maybe" }, /AUTO_APPROVE=maybe is not a boolean/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL=loud is not one of/],
    [{ MAIL_FROM: "nobody" }, /MAIL_FROM=nobody holds no e-mail address/],
    [{ PUBLIC_URL: "ftp://site" }, /PUBLIC_URL must start with http:\/\/ or https:\/\//],
    [
      { TRANSLATE_PROVIDER: "google" },
      /TRANSLATE_PROVIDER=google is not one of opencc, libretranslate, baidu/,
    ],
    [{ TRANSLATE_PROVIDER: "libretranslate" }, /TRANSLATE_PROVIDER=libretranslate needs TRANSLATE_URL/],
    [{ TRANSLATE_PROVIDER: "baidu" }, /TRANSLATE_PROVIDER=baidu needs BAIDU_APP_ID and BAIDU_SECRET/],
    [{ TRANSLATE_PROVIDER: "baidu", BAIDU_APP_ID: "1" }, /TRANSLATE_PROVIDER=baidu needs BAIDU_SECRET/],
    [{ TRANSLATE_URL: "fanyi.example" }, /TRANSLATE_URL is not a URL/],
    [{ TRANSLATE_COST_CENTS: "1.5" }, /TRANSLATE_COST_CENTS=1.5 is not a whole number/],
    [{ TRANSLATE_COST_CENTS: "-1" }, /TRANSLATE_COST_CENTS=-1 is not a whole number/],
    [{ TRANSLATE_TIMEOUT_MS: "0" }, /TRANSLATE_TIMEOUT_MS=0 is not a whole number from 100 to 120000/],
    [
      { TRANSLATE_PROVIDER: "opencc", TRUST_PROXY: "true" },
      /TRUST_PROXY: "true" is not an IP address or CIDR range/,
    ],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /TRUST_PROXY: "10.0.0.0\/33" is not an IP address/],
    [{ TRUST_PROXY: "10.0.0.1, 300.1.1.1" }, /TRUST_PROXY: "300.1.1.1" is not an IP address/],
  ])("stops with a clear message for %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("refuses to start in production unless the payment mode is stated; the image states live", async () => {
    // A plain `docker run` of the image used to fall into the sandbox, where any member approves
    // their own payment.
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", PAYMENT_MODE: "" })).toThrow(
      /NODE_ENV=production needs PAYMENT_MODE set explicitly: live .* or sandbox/,
    );
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_MODE: "live" }).payments.mode).toBe("live");
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_MODE: "sandbox" }).payments.mode).toBe("sandbox");
    // Outside production (npm start, the tests) the demo keeps its sandbox.
    expect(loadConfig({}).payments.mode).toBe("sandbox");
    const dockerfile = await readFile(new URL("../../../Dockerfile", import.meta.url), "utf8");
    const runtime = dockerfile.slice(dockerfile.indexOf("AS runtime"));
    expect(runtime).toMatch(/ENV NODE_ENV=production[\s\S]*?\bPAYMENT_MODE=live\b/);
  });

  it("reads the proxies whose forwarded address is believed", () => {
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 172.16.0.0/12,::1" }).trustProxy).toEqual([
      "10.0.0.5",
      "172.16.0.0/12",
      "::1",
    ]);
  });

  it("reads the values it is given", () => {
    const config = loadConfig({
      PORT: "9000",
      AUTO_APPROVE: "yes",
      PUBLIC_URL: "https://love.example/",
      DATABASE_URL: "postgres://u@h/db",
      REDIS_URL: "redis://127.0.0.1:6379",
    });
    expect(config).toMatchObject({
      port: 9000,
      autoApprove: true,
      publicUrl: "https://love.example",
      databaseUrl: "postgres://u@h/db",
      redisUrl: "redis://127.0.0.1:6379",
    });
  });

  it("reads the translation provider settings", () => {
    expect(
      loadConfig({
        TRANSLATE_PROVIDER: "libretranslate",
        TRANSLATE_URL: "http://127.0.0.1:5000/",
        TRANSLATE_API_KEY: "key",
        TRANSLATE_COST_CENTS: "0",
      }).translation,
    ).toMatchObject({
      provider: "libretranslate",
      url: "http://127.0.0.1:5000",
      apiKey: "key",
      costCents: 0,
    });
    expect(
      loadConfig({
        TRANSLATE_PROVIDER: "baidu",
        BAIDU_APP_ID: "app",
        BAIDU_SECRET: "s",
        TRANSLATE_TIMEOUT_MS: "3000",
      }).translation,
    ).toMatchObject({
      provider: "baidu",
      url: "https://fanyi-api.baidu.com/api/trans/vip/translate",
      baiduAppId: "app",
      baiduSecret: "s",
      timeoutMs: 3000,
    });
  });
});
