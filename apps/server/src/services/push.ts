/**
 * Web Push (issue 15): the member's devices that subscribed (the installed /m app's switch
 * "Notifications on this device") are told of a chat message, a mail or a gift while the member
 * has no tab of the site open. web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292);
 * the request itself goes out with fetch, so a test's local push service may speak plain http.
 * A subscription the push service answers 404 or 410 is gone for good and is deleted.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
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

/** Whether an endpoint may be stored: a push service's https address (plain http only when configured). */
export function endpointAllowed(config: Config, endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === "https:" || (config.push.allowHttp && url.protocol === "http:");
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

/** Sends one message to one subscription; true when the push service says it no longer exists. */
async function sendOne(
  keys: VapidKeys,
  subscription: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
): Promise<"sent" | "gone" | "failed"> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      vapidDetails: keys,
      contentEncoding: "aes128gcm",
      TTL: PUSH_TTL_SECONDS,
      urgency: "high",
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 32),
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return "gone";
  return response.ok ? "sent" : "failed";
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
    const keys = vapidKeys(ctx.config);
    const gone: number[] = [];
    await Promise.all(
      subscriptions.map(async (subscription) => {
        try {
          const result = await sendOne(keys, subscription, message);
          if (result === "gone") gone.push(subscription.id);
          else if (result === "failed")
            ctx.log.warn({ item, subscription: subscription.id }, "push service refused a notification");
        } catch (error) {
          ctx.log.warn({ err: error, item, subscription: subscription.id }, "push delivery failed");
        }
      }),
    );
    if (gone.length > 0) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  }
}
