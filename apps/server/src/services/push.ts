/**
 * Web Push (issue 15): the member's devices that subscribed (the installed /m app's switch
 * "Notifications on this device") are told of a chat message, a mail or a gift while the member
 * has no tab of the site open. web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292);
 * the request itself is ours: only to a public push service's host (PUSH_SERVICE_HOSTS), on port
 * 443, at an address checked to be public and pinned for the connection, redirects not followed.
 * A subscription the push service answers 404 or 410 is gone for good and is deleted.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import {
  isPushServiceEndpoint,
  NOTIFY_ITEMS,
  PUSH_DEVICES_MAX,
  PUSH_ITEMS,
  PUSH_TTL_SECONDS,
  type PushMessage,
} from "@site/contracts";
import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import webpush from "web-push";
import type { Config } from "../config.ts";
import type { AppContext } from "../context.ts";
import { pushSubscriptions } from "../db/schema.ts";
import { pinnedLookup, publicAddressOf } from "../lib/public-address.ts";
import { blockedBetween } from "./blocks.ts";
import { connectedAt, type MemberEvent, type MemberEventListener } from "./member-events.ts";
import { settingsOf } from "./members.ts";
import { findUserById } from "./users.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const vapidCache = new WeakMap<Config, VapidKeys>();

/**
 * The configured VAPID keys; without any, a pair made once and kept in DATA_DIR/vapid.json, so that
 * a restart keeps every device's subscription valid (a subscription is bound to the public key).
 */
export function vapidKeys(config: Config): VapidKeys {
  const cached = vapidCache.get(config);
  if (cached) return cached;
  let keys: VapidKeys;
  if (config.push.vapid) keys = config.push.vapid;
  else {
    const file = path.join(config.dataDir, "vapid.json");
    if (existsSync(file)) keys = JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
    else {
      keys = { ...webpush.generateVAPIDKeys(), subject: `mailto:${mailAddress(config.mailFrom)}` };
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    }
  }
  vapidCache.set(config, keys);
  return keys;
}

const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * Whether an endpoint may be stored and sent to: a public push service's (https, port 443, a host
 * of PUSH_SERVICE_HOSTS), or the test's local push service when PUSH_TEST_SERVICE names one.
 */
export function endpointAllowed(config: Config, endpoint: string): boolean {
  return isPushServiceEndpoint(endpoint) || isTestService(config, endpoint);
}

function isTestService(config: Config, endpoint: string): boolean {
  if (config.push.testService === undefined) return false;
  try {
    return new URL(endpoint).origin === config.push.testService;
  } catch {
    return false;
  }
}

export async function subscribe(
  ctx: AppContext,
  memberId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // A device signed in as someone else before now tells the member signed in on it.
    await tx
      .insert(pushSubscriptions)
      .values({ userId: memberId, ...subscription, createdAt: ctx.now() })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: memberId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: ctx.now() },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, memberId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_DEVICES_MAX);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, memberId), notInArray(pushSubscriptions.id, newest)));
  });
}

export async function unsubscribe(ctx: AppContext, memberId: number, endpoint: string): Promise<void> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
}

type PushItem = (typeof PUSH_ITEMS)[number];
const isPushItem = (item: string): item is PushItem => (PUSH_ITEMS as readonly string[]).includes(item);

/** What the notification says, in the member's language (fallback English). */
const TEXTS: Record<string, Record<PushItem, (name: string) => string>> = {
  en: {
    chat: (name) => `New chat message from ${name}`,
    mail: (name) => `New mail from ${name}`,
    gift: (name) => `${name} sent you a gift`,
  },
  zhcn: {
    chat: (name) => `${name} 给您发来新的聊天消息`,
    mail: (name) => `${name} 给您发来新邮件`,
    gift: (name) => `${name} 送给您一份礼物`,
  },
  zhtw: {
    chat: (name) => `${name} 傳來新的聊天訊息`,
    mail: (name) => `${name} 寄來新郵件`,
    gift: (name) => `${name} 送給您一份禮物`,
  },
};
/** The longest body shown; a notification is a glance, the app has the rest. */
const BODY_MAX = 120;

function messageOf(event: MemberEvent, item: PushItem, lang: string, actorName: string): PushMessage {
  const texts = TEXTS[lang] ?? (TEXTS.en as (typeof TEXTS)[string]);
  const preview = event.preview.replace(/\s+/g, " ").trim();
  const url =
    item === "chat" && event.actorId !== null
      ? `/m/home/chat/index?uid=${event.actorId}`
      : item === "mail"
        ? "/m/home/email/list"
        : item === "gift"
          ? "/m/home/gift/list"
          : "/m/home/message";
  return {
    title: texts[item](actorName),
    body: preview.length > BODY_MAX ? `${preview.slice(0, BODY_MAX - 1)}…` : preview,
    url,
    // One notification per conversation (chat) or per kind: a burst shows as its latest.
    tag: item === "chat" ? `chat:${event.actorId ?? 0}` : item,
  };
}

/** Sends one message to one subscription: "refused" when its endpoint may not be sent to. */
async function sendOne(
  config: Config,
  subscription: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
): Promise<"sent" | "gone" | "failed" | "refused"> {
  // Stored before the hosts were checked, or a host dropped from the list since.
  if (!endpointAllowed(config, subscription.endpoint)) return "refused";
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      vapidDetails: vapidKeys(config),
      contentEncoding: "aes128gcm",
      TTL: PUSH_TTL_SECONDS,
      urgency: "high",
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 32),
    },
  );
  const status = await post(
    new URL(request.endpoint),
    request.headers as http.OutgoingHttpHeaders,
    request.body ?? Buffer.alloc(0),
    // The test's push service is on loopback by design; every other host must be public.
    isTestService(config, request.endpoint),
  );
  if (status === 404 || status === 410) return "gone";
  // A redirect is not followed (it could lead anywhere): it is a failure like any other.
  return status >= 200 && status < 300 ? "sent" : "failed";
}

/** Push connections of their own: each was made to a checked address, so a kept one may be reused. */
const pushAgent = new https.Agent({ keepAlive: true });

/** POSTs to the push service at the address its name resolved to, checked; answers the status. */
async function post(
  url: URL,
  headers: http.OutgoingHttpHeaders,
  body: Buffer,
  local: boolean,
): Promise<number> {
  const lookup = local ? undefined : pinnedLookup(await publicAddressOf(url.hostname));
  const secure = url.protocol === "https:";
  return new Promise<number>((resolve, reject) => {
    const req = (secure ? https : http).request(
      url,
      {
        method: "POST",
        ...(secure ? { agent: pushAgent } : {}),
        headers,
        ...(lookup ? { lookup } : {}),
        signal: AbortSignal.timeout(10_000),
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The member-event listener: pushes chat, mail and gift events to members with no open tab. */
export function pushDelivery(ctx: AppContext): MemberEventListener {
  // An open tab shows it already (the chat socket is connected): no push on top of it. Told by the
  // event when the announcer knows (every chat message to a member online comes by here: no
  // promise then), otherwise asked first, since it costs no query.
  return (event) =>
    isPushItem(event.item) && event.connected !== true ? deliver(event, event.item) : undefined;
  async function deliver(event: MemberEvent, item: PushItem): Promise<void> {
    if (await connectedAt(ctx, event)) return;
    const subscriptions = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, event.memberId));
    if (subscriptions.length === 0) return;
    const member = await findUserById(ctx.db, event.memberId);
    if (!member) return;
    // The member's per-item switch (spec §2); form11 is how often e-mails go, not this device's.
    if (!settingsOf(member).notification[NOTIFY_ITEMS[item]]) return;
    let actorName = "Amora";
    if (event.actorId !== null) {
      if (await blockedBetween(ctx.db, event.memberId, event.actorId)) return;
      actorName = (await findUserById(ctx.db, event.actorId))?.username ?? actorName;
    }
    const message = messageOf(event, item, member.lang, actorName);
    const gone: number[] = [];
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          const result = await sendOne(ctx.config, subscription, message);
          if (result === "gone") gone.push(subscription.id);
          else if (result === "refused") {
            // Never sendable: nothing to keep it for.
            gone.push(subscription.id);
            ctx.log.warn(
              { item, subscription: subscription.id },
              "push endpoint is not a push service's; deleted",
            );
          } else if (result === "failed")
            ctx.log.warn({ item, subscription: subscription.id }, "push service refused a notification");
        } catch (error) {
          ctx.log.warn({ err: error, item, subscription: subscription.id }, "push delivery failed");
        }
      }),
    );
    if (gone.length > 0) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  }
}
