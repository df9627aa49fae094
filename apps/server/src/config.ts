/**
 * Configuration from the environment, validated once at start. A bad value stops the server with
 * a message naming the variable, what it got and what it wants.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PAY_FLAG_ORDER, type PayFlag, PayType, TRANSLATION_COST_CENTS } from "@site/contracts";

export const TRANSLATE_PROVIDERS = ["opencc", "libretranslate", "baidu"] as const;
export type TranslateProvider = (typeof TRANSLATE_PROVIDERS)[number];
/** Baidu's general translation endpoint, the default TRANSLATE_URL of the `baidu` provider. */
export const BAIDU_TRANSLATE_URL = "https://fanyi-api.baidu.com/api/trans/vip/translate";

/** The translation provider of /member/index/translate and what a translation costs. */
export interface TranslationConfig {
  provider: TranslateProvider;
  /** LibreTranslate's base URL, or the Baidu-compatible endpoint; unused by opencc. */
  url: string | undefined;
  /** LibreTranslate's `api_key`, when the instance wants one. */
  apiKey: string | undefined;
  baiduAppId: string | undefined;
  baiduSecret: string | undefined;
  /** Charged to members without Free_use_of_the_translation_function. */
  costCents: number;
  /** Longest wait for the provider's answer. */
  timeoutMs: number;
}

/**
 * An S3-compatible bucket for media (uploads and the video sources waiting for their job), so
 * that several instances share them. Unset: everything stays on disk under DATA_DIR.
 */
export interface S3Config {
  bucket: string;
  /** MinIO, s3rver or another S3-compatible service; unset: AWS for the region. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither: the SDK's own chain (environment, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (what MinIO and s3rver want). */
  forcePathStyle: boolean;
}

/**
 * Payments (issue 13). The default build works offline: credits, and the sandbox card gateway and
 * redirect wallet the server hosts under /sandbox-pay, as a gateway's test mode does. The
 * sandbox approves whatever its tester approves: a public site sets PAYMENT_MODE=live with real
 * providers (README, payments).
 */
export interface PaymentConfig {
  mode: "sandbox" | "live";
  /** The pay list's flags that are on (spec §3), in the spec's order. */
  enabled: PayFlag[];
  /** Spec §6 showmembertypename. */
  showTierNames: boolean;
  /** The sandbox gateway's API base the adapter calls (default: this server, over loopback). */
  gatewayUrl: string;
  /** Where providers send their callbacks (server to server; default: this server, over loopback). */
  callbackBase: string;
  /** Shared with the gateway: its API key and the callbacks' HMAC-SHA256 key. */
  secret: string;
  /** How long a provider may take to answer. */
  timeoutMs: number;
  /** Real providers' merchant accounts (README, payments): a pay type with one is paid through it. */
  ipasspay: IpasspayConfig | undefined;
  ipasspaytwo: IpasspayConfig | undefined;
  wintopay: WintopayConfig | undefined;
}

export interface IpasspayConfig {
  merchantId: string;
  appId: string;
  apiSecret: string;
  baseUrl: string;
  version: string;
}

export interface WintopayConfig {
  merchantId: string;
  md5Key: string;
  website: string;
  endpoint: string;
  /** The device-fingerprint ("shield") script a paying browser loads for its session id. */
  shieldUrl: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  autoApprove: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Seed the demo dataset when the database has no members (the first `npm start`). */
  seedOnEmpty: boolean;
  /** Folder of the built web app served with an SPA fallback; absent in API-only runs. */
  webDist: string | undefined;
  /** The built Storybook served at /storybook/ (STORYBOOK_DIR; "" for none). */
  storybookDir?: string | undefined;
  translation: TranslationConfig;
  payments: PaymentConfig;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed; empty: none,
   * the connection's own address counts (anyone can write that header).
   */
  trustProxy: string[];
  /** Where media is kept: a bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
  s3: S3Config | undefined;
  push: PushConfig;
  /**
   * Bearer token Prometheus shows at GET /metrics; unset: only connections from this machine
   * (loopback) may read it, whatever X-Forwarded-For says.
   */
  metricsToken: string | undefined;
  /** SIGTERM: the longest a drain may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * The longest a request may take to arrive, headers and body (an upload included): a body sent
   * slowly enough to hold a connection for ever is cut (HTTP 408).
   */
  requestTimeoutMs: number;
  /** A connection on which nothing moved for this long is closed (a stalled upload, a dead peer). */
  idleTimeoutMs: number;
  /**
   * With Redis: how often this instance tells the others it is alive. One silent for three beats
   * is taken for dead, and its members' presence is taken back (chat/hub.ts).
   */
  instanceHeartbeatMs: number;
  /**
   * With Redis, behind a balancer: an instance holding well over its share of the chat sockets
   * (after a restart, the others hold them all) asks a few at a time to reconnect, which the
   * balancer sends elsewhere, until the load is even (chat/hub.ts). Off where clients address one
   * instance each (they would only come back).
   */
  chatRebalance: boolean;
}

/** Web Push (services/push.ts). Without keys, a pair is made once and kept in DATA_DIR/vapid.json. */
export interface PushConfig {
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /**
   * The origin of a test's local push service (PUSH_TEST_SERVICE): endpoints there are accepted
   * and sent to although the host is no public push service's (plain http, loopback, any port).
   * Unset, as in production (where it is refused), only PUSH_SERVICE_HOSTS are.
   */
  testService: string | undefined;
}

function pushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  const testService = pushTestService(env);
  if (!publicKey && !privateKey && !subject) return { vapid: undefined, testService };
  if (!publicKey || !privateKey || !subject)
    throw new ConfigError(
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three or none",
    );
  if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey))
    throw new ConfigError("VAPID_PUBLIC_KEY is not a P-256 public key in base64url (87 characters)");
  if (!/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new ConfigError("VAPID_PRIVATE_KEY is not a P-256 private key in base64url (43 characters)");
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject))
    throw new ConfigError(`VAPID_SUBJECT=${subject} is neither a mailto: nor an https: address`);
  return { vapid: { publicKey, privateKey, subject }, testService };
}

function pushTestService(env: NodeJS.ProcessEnv): string | undefined {
  // It used to open every plain-http endpoint, wherever it pointed: say what replaced it.
  if (env.PUSH_ALLOW_HTTP !== undefined && env.PUSH_ALLOW_HTTP !== "")
    throw new ConfigError(
      "PUSH_ALLOW_HTTP is gone: push endpoints are accepted at the public push services only; a test's local push service is named by PUSH_TEST_SERVICE=<origin>",
    );
  const raw = url("PUSH_TEST_SERVICE", env.PUSH_TEST_SERVICE, ["http:", "https:"]);
  if (raw === undefined) return undefined;
  if (env.NODE_ENV === "production")
    throw new ConfigError(
      "PUSH_TEST_SERVICE is for tests: a production server sends to the public push services only",
    );
  return new URL(raw).origin;
}

export class ConfigError extends Error {}

const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));
const DEFAULT_STORYBOOK_DIR = fileURLToPath(new URL("../../../storybook-static", import.meta.url));
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function bool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === "") return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name}=${raw} is not a boolean; use 1/0, true/false, yes/no or on/off`);
}

function url(name: string, raw: string | undefined, schemes: string[]): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL (expected ${schemes.map((s) => `${s}//...`).join(" or ")})`);
  }
  if (!schemes.includes(parsed.protocol)) {
    throw new ConfigError(
      `${name} must start with ${schemes.map((s) => `${s}//`).join(" or ")}, not ${parsed.protocol}//`,
    );
  }
  return raw;
}

/** A comma-separated list of IPv4/IPv6 addresses, each optionally with a /prefix. */
function addressList(name: string, raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === "") return [];
  const items = raw.split(",").map((item) => item.trim());
  for (const item of items) {
    const [address = "", prefix, ...rest] = item.split("/");
    const v4 = /^(\d{1,3})(\.\d{1,3}){3}$/.test(address) && address.split(".").every((n) => Number(n) <= 255);
    const v6 = !v4 && /^[0-9a-f:.]+$/i.test(address) && address.includes(":");
    const max = v4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
    if ((!v4 && !v6) || !prefixOk || rest.length > 0) {
      throw new ConfigError(
        `${name}: "${item}" is not an IP address or CIDR range (e.g. 10.0.0.5 or 10.0.0.0/8, comma-separated)`,
      );
    }
  }
  return items;
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name}=${raw} is not a whole number from ${min} to ${max}`);
  }
  return value;
}

function translationConfig(env: NodeJS.ProcessEnv): TranslationConfig {
  const provider = (env.TRANSLATE_PROVIDER || "opencc") as TranslateProvider;
  if (!TRANSLATE_PROVIDERS.includes(provider)) {
    throw new ConfigError(
      `TRANSLATE_PROVIDER=${env.TRANSLATE_PROVIDER} is not one of ${TRANSLATE_PROVIDERS.join(", ")}`,
    );
  }
  let translateUrl = url("TRANSLATE_URL", env.TRANSLATE_URL, ["http:", "https:"]);
  const baiduAppId = env.BAIDU_APP_ID || undefined;
  const baiduSecret = env.BAIDU_SECRET || undefined;
  if (provider === "libretranslate" && !translateUrl) {
    throw new ConfigError(
      "TRANSLATE_PROVIDER=libretranslate needs TRANSLATE_URL, the instance's base URL (e.g. http://127.0.0.1:5000)",
    );
  }
  if (provider === "baidu") {
    translateUrl ??= BAIDU_TRANSLATE_URL;
    const missing = [baiduAppId ? "" : "BAIDU_APP_ID", baiduSecret ? "" : "BAIDU_SECRET"].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(
        `TRANSLATE_PROVIDER=baidu needs ${missing.join(" and ")} (from the Baidu console)`,
      );
    }
  }
  return {
    provider,
    url: translateUrl?.replace(/\/+$/, ""),
    apiKey: env.TRANSLATE_API_KEY || undefined,
    baiduAppId,
    baiduSecret,
    costCents: integer(
      "TRANSLATE_COST_CENTS",
      env.TRANSLATE_COST_CENTS,
      TRANSLATION_COST_CENTS,
      0,
      1_000_000,
    ),
    timeoutMs: integer("TRANSLATE_TIMEOUT_MS", env.TRANSLATE_TIMEOUT_MS, 8_000, 100, 120_000),
  };
}

function paymentConfig(env: NodeJS.ProcessEnv, port: number): PaymentConfig {
  // A production server states its mode: the sandbox lets any member approve their own payment,
  // so an image started without the setting must not fall into it.
  if (env.NODE_ENV === "production" && !env.PAYMENT_MODE) {
    throw new ConfigError(
      "NODE_ENV=production needs PAYMENT_MODE set explicitly: live (real providers) or sandbox " +
        "(a test gateway that approves whatever its tester approves; never on a public site)",
    );
  }
  const mode = env.PAYMENT_MODE || "sandbox";
  if (mode !== "sandbox" && mode !== "live") {
    throw new ConfigError(`PAYMENT_MODE=${mode} is not sandbox or live`);
  }
  const flags = PAY_FLAG_ORDER.map(([flag]) => flag);
  const raw = env.PAY_METHODS ?? (mode === "sandbox" ? "cropay,showthreepay" : "");
  const enabled = raw
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean) as PayFlag[];
  const unknown = enabled.filter((f) => !flags.includes(f));
  if (unknown.length > 0) {
    throw new ConfigError(`PAY_METHODS: ${unknown.join(", ")} not among ${flags.join(", ")}`);
  }
  const ipasspay = ipasspayConfig(env, "IPASSPAY");
  const ipasspaytwo = ipasspayConfig(env, "IPASSPAYTWO");
  const wintopay = wintopayConfig(env);
  const configured = new Map<PayType, boolean>([
    [PayType.ipasspay, ipasspay !== undefined],
    [PayType.ipasspaytwo, ipasspaytwo !== undefined],
    [PayType.wintopay, wintopay !== undefined],
  ]);
  if (mode === "live") {
    // Live, a method is offered only through a real provider's merchant account.
    const typeOf = (flag: PayFlag) => PAY_FLAG_ORDER.find(([f]) => f === flag)?.[1];
    const without = enabled.filter((flag) => {
      const type = typeOf(flag);
      return type === undefined || !configured.get(type);
    });
    if (without.length > 0)
      throw new ConfigError(
        `PAYMENT_MODE=live: ${without.join(", ")} ${without.length > 1 ? "have" : "has"} no provider account ` +
          "(live adapters: wintopay, showipasspay, showipasspaytwo; see README, payments)",
      );
  }
  const self = `http://127.0.0.1:${port}`;
  return {
    ipasspay,
    ipasspaytwo,
    wintopay,
    mode,
    enabled: flags.filter((f) => enabled.includes(f)),
    showTierNames: bool("PAY_SHOW_TIER_NAMES", env.PAY_SHOW_TIER_NAMES, true),
    gatewayUrl: (
      url("PAYMENT_GATEWAY_URL", env.PAYMENT_GATEWAY_URL, ["http:", "https:"]) ?? `${self}/sandbox-pay`
    ).replace(/\/+$/, ""),
    callbackBase: (
      url("PAYMENT_CALLBACK_URL", env.PAYMENT_CALLBACK_URL, ["http:", "https:"]) ?? self
    ).replace(/\/+$/, ""),
    // The sandbox's key is new at each start unless set (several instances must share one).
    secret: env.PAYMENT_SECRET || randomBytes(32).toString("hex"),
    timeoutMs: integer("PAYMENT_TIMEOUT_MS", env.PAYMENT_TIMEOUT_MS, 15_000, 100, 120_000),
  };
}

/** A merchant account of iPassPay from `<prefix>_MERCHANT_ID`, `_APP_ID`, `_API_SECRET`, `_URL`, `_VERSION`. */
function ipasspayConfig(env: NodeJS.ProcessEnv, prefix: string): IpasspayConfig | undefined {
  const [merchantId, appId, apiSecret] = ["MERCHANT_ID", "APP_ID", "API_SECRET"].map(
    (k) => env[`${prefix}_${k}`],
  );
  if (!merchantId && !appId && !apiSecret) return undefined;
  if (!merchantId || !appId || !apiSecret)
    throw new ConfigError(`${prefix}_MERCHANT_ID, ${prefix}_APP_ID and ${prefix}_API_SECRET go together`);
  const version = env[`${prefix}_VERSION`] || "2.0";
  if (!["1.0", "2.0", "3.0"].includes(version))
    throw new ConfigError(`${prefix}_VERSION=${version} is not 1.0, 2.0 or 3.0`);
  return {
    merchantId,
    appId,
    apiSecret,
    version,
    baseUrl: (
      url(`${prefix}_URL`, env[`${prefix}_URL`], ["https:", "http:"]) ?? "https://service.ipasspay.biz"
    ).replace(/\/+$/, ""),
  };
}

/** WintoPay's merchant account: WINTOPAY_MERCHANT_ID, _MD5KEY, _WEBSITE and the endpoint _URL. */
function wintopayConfig(env: NodeJS.ProcessEnv): WintopayConfig | undefined {
  const names = ["WINTOPAY_MERCHANT_ID", "WINTOPAY_MD5KEY", "WINTOPAY_WEBSITE", "WINTOPAY_URL"];
  const given = names.filter((n) => env[n]);
  if (given.length === 0) return undefined;
  if (given.length < names.length) throw new ConfigError(`${names.join(", ")} go together`);
  return {
    merchantId: env.WINTOPAY_MERCHANT_ID as string,
    md5Key: env.WINTOPAY_MD5KEY as string,
    website: env.WINTOPAY_WEBSITE as string,
    endpoint: url("WINTOPAY_URL", env.WINTOPAY_URL, ["https:", "http:"]) as string,
    shieldUrl: url("WINTOPAY_SHIELD_URL", env.WINTOPAY_SHIELD_URL, ["https:", "http:"]),
  };
}

const S3_SETTINGS = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) {
    // A half-done setup would silently keep media on one instance's disk.
    const stray = S3_SETTINGS.filter((name) => env[name]);
    if (stray.length > 0) {
      throw new ConfigError(
        `${stray.join(", ")} set without S3_BUCKET; set S3_BUCKET to keep media in a bucket`,
      );
    }
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes("..")) {
    throw new ConfigError(
      `S3_BUCKET=${bucket} is not a bucket name (3-63 lowercase letters, digits, dots and hyphens)`,
    );
  }
  const endpoint = url("S3_ENDPOINT", env.S3_ENDPOINT, ["http:", "https:"]);
  const region = env.S3_REGION || "us-east-1";
  if (!/^[a-z0-9-]+$/.test(region)) {
    throw new ConfigError(`S3_REGION=${region} is not a region name (e.g. us-east-1)`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      `${accessKeyId ? "S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY" : "S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID"}; set both, or neither to use the SDK's credential chain`,
    );
  }
  return {
    bucket,
    endpoint: endpoint?.replace(/\/+$/, ""),
    region,
    accessKeyId,
    secretAccessKey,
    // Services at their own address mostly want path-style requests; AWS wants virtual hosts.
    forcePathStyle: bool("S3_FORCE_PATH_STYLE", env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const portRaw = env.PORT ?? "8080";
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT=${portRaw} is not a port number (0-65535)`);
  }
  const logLevel = (env.LOG_LEVEL || "info") as Config["logLevel"];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL=${env.LOG_LEVEL} is not one of ${LOG_LEVELS.join(", ")}`);
  }
  const host = env.HOST || "0.0.0.0";
  const publicUrl = url("PUBLIC_URL", env.PUBLIC_URL, ["http:", "https:"]) ?? `http://localhost:${port}`;
  const mailFrom = env.MAIL_FROM || "Site <no-reply@localhost>";
  if (!/@/.test(mailFrom)) throw new ConfigError(`MAIL_FROM=${mailFrom} holds no e-mail address`);
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: url("DATABASE_URL", env.DATABASE_URL, ["postgres:", "postgresql:"]),
    redisUrl: url("REDIS_URL", env.REDIS_URL, ["redis:", "rediss:"]),
    smtpUrl: url("SMTP_URL", env.SMTP_URL, ["smtp:", "smtps:"]),
    mailFrom,
    publicUrl: publicUrl.replace(/\/+$/, ""),
    autoApprove: bool("AUTO_APPROVE", env.AUTO_APPROVE, false),
    logLevel,
    seedOnEmpty: bool("SEED_ON_EMPTY", env.SEED_ON_EMPTY, true),
    webDist: env.WEB_DIST === "" ? undefined : path.resolve(env.WEB_DIST || DEFAULT_WEB_DIST),
    storybookDir:
      env.STORYBOOK_DIR === "" ? undefined : path.resolve(env.STORYBOOK_DIR || DEFAULT_STORYBOOK_DIR),
    translation: translationConfig(env),
    payments: paymentConfig(env, port),
    trustProxy: addressList("TRUST_PROXY", env.TRUST_PROXY),
    s3: s3Config(env),
    push: pushConfig(env),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    shutdownTimeoutMs: integer("SHUTDOWN_TIMEOUT_MS", env.SHUTDOWN_TIMEOUT_MS, 10_000, 100, 120_000),
    requestTimeoutMs: integer("REQUEST_TIMEOUT_MS", env.REQUEST_TIMEOUT_MS, 300_000, 100, 3_600_000),
    idleTimeoutMs: integer("IDLE_TIMEOUT_MS", env.IDLE_TIMEOUT_MS, 60_000, 100, 600_000),
    instanceHeartbeatMs: integer("INSTANCE_HEARTBEAT_MS", env.INSTANCE_HEARTBEAT_MS, 5000, 200, 60_000),
    chatRebalance: bool("CHAT_REBALANCE", env.CHAT_REBALANCE, true),
  };
}

function metricsToken(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 16) throw new ConfigError("METRICS_TOKEN must be at least 16 characters");
  return raw;
}
