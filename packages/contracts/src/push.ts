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

/** `subscribe`: the endpoint is not a push service's https address. */
export const SubscribeStatus = { endpointRefused: -1 } as const;

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
