/**
 * Web Push (ours, issue 15): the installed /m app is told of a chat message, a mail or a gift
 * while no tab of the site is open. A device subscribes with its browser's push subscription
 * (RFC 8030 endpoint and RFC 8291 keys); the server sends to it with VAPID (RFC 8292).
 */
import type { NotifyItem } from "./notifications.ts";

export const PushCalls = {
  /** The server's VAPID public key (the browser's applicationServerKey). */
  publicKey: "/member/push/publickey",
  /** Keeps this device's subscription for the member (endpoint, p256dh, auth). */
  subscribe: "/member/push/subscribe",
  /** Forgets this device's subscription (endpoint). */
  unsubscribe: "/member/push/unsubscribe",
} as const;

/** `subscribe`: the endpoint is not at a known push service (PUSH_SERVICE_HOSTS, https, port 443). */
export const SubscribeStatus = { endpointRefused: -1 } as const;

/**
 * The push services browsers hand out endpoints at, the hosts web-push senders commonly allow:
 * Google's FCM (Chrome, Opera, Samsung Internet), Mozilla's autopush (Firefox), Microsoft's WNS
 * (Edge) and Apple's (Safari, web.push.apple.com). "*." stands for exactly one label. Only these
 * are accepted, so that a member's subscription cannot point the server at an address of its own
 * network (a database, the cloud's metadata service): the server sends to what is stored.
 * GCM's android.googleapis.com is left out: Google turned it off in 2019.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "*.push.services.mozilla.com",
  "*.notify.windows.com",
  "*.push.apple.com",
] as const;

const hostPatterns = PUSH_SERVICE_HOSTS.map(
  (host) =>
    new RegExp(`^${host.replace(/\./g, "\\.").replace(/^\*/, "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?")}$`),
);

/**
 * Whether an endpoint is at a known push service: https on the default port (443), a host of
 * PUSH_SERVICE_HOSTS, no user name or password.
 */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // URL drops an explicit :443 for https, so any port left is another one.
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "")
    return false;
  return hostPatterns.some((pattern) => pattern.test(url.hostname));
}

/** The longest endpoint accepted (the push services' are about 200 to 500 characters). */
export const PUSH_ENDPOINT_MAX = 1024;
/** A P-256 public key, uncompressed (65 bytes), in base64url: 87 characters. */
export const PUSH_P256DH_LENGTH = 87;
/** The 16-byte auth secret in base64url: 22 characters. */
export const PUSH_AUTH_LENGTH = 22;
/** Devices kept per member; a new one past this replaces the oldest. */
export const PUSH_DEVICES_MAX = 10;
/** The events that are pushed (the rest are told in the site and by e-mail only). */
export const PUSH_ITEMS = ["chat", "mail", "gift"] as const satisfies readonly NotifyItem[];
/** How long a push service keeps trying to deliver (seconds): old news is no news. */
export const PUSH_TTL_SECONDS = 3600;

export interface PushPublicKey {
  /** The VAPID public key, base64url (uncompressed P-256 point). */
  key: string;
}

/** What a notification carries to the service worker (apps/web/scripts/sw-source.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** The /m address the notification opens. */
  url: string;
  /** Notifications with the same tag replace each other (one per conversation, say). */
  tag: string;
}
