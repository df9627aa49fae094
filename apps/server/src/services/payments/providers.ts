/**
 * Payment providers behind one interface (ARCHITECTURE: adapters). A provider takes an order to
 * its checkout (a hosted page to redirect to or to frame, or a card paid at once) and tells, by a
 * signed callback, whether it was paid. Card data passes through `checkout` in memory only: it is
 * sent to the provider and never stored or logged (the order keeps the brand and the last four
 * digits, PCI DSS 3.3.1). The real providers are in ipasspay.ts and wintopay.ts; registry.ts
 * chooses the adapter of each pay type.
 *
 * The default build's provider is the sandbox gateway this server hosts (sandbox-gateway.ts),
 * spoken to over HTTP in its own wire format: JSON API with a bearer key, and callbacks signed
 * `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, refused when the
 * signature is wrong or older than CALLBACK_TOLERANCE_S, and once seen (by event id) when replayed.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentConfig } from "../../config.ts";

export interface CardInput {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  name?: string | undefined;
  country?: string | undefined;
}

/** Who pays, as the card form gave it and as the server saw the request (billing details). */
export interface Payer {
  ip: string;
  userAgent?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  country?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  address?: string | undefined;
  zip?: string | undefined;
  /** The provider's device fingerprint session (spec §7 wintopay_sessionid). */
  deviceSession?: string | undefined;
}

export interface CheckoutRequest {
  orderId: number;
  amountCents: number;
  currency: string;
  /** What is bought, in words a statement can show ("100 credits", "Gold membership, 3 months"). */
  description: string;
  /**
   * card: a card payment, with the card form's data, or without it (HOSTED_CARD_PAY_TYPES) when
   * the provider's page takes the card; wallet: the provider's own page collects it.
   */
  kind: "card" | "wallet";
  card?: CardInput | undefined;
  payer: Payer;
  /** Where the member's browser comes back to. */
  returnUrl: string;
  /** Where the provider posts its callback. */
  callbackUrl: string;
}

export type CheckoutResult =
  /** The member's browser goes to the provider's page (3-D Secure, a hosted checkout). */
  | { kind: "page"; url: string; providerRef: string }
  /** The card was charged at once. */
  | { kind: "paid"; providerRef: string }
  /** Refused, or still being decided with nothing for the member to do (a callback follows). */
  | { kind: "pending"; providerRef: string }
  | { kind: "declined"; providerRef: string | undefined; reason: string };

export interface CallbackOutcome {
  eventId: string;
  orderId: number;
  providerRef: string;
  /** pending: the provider is still deciding (the order waits, or expires). */
  state: "paid" | "failed" | "pending";
  /** What the provider says was paid, checked against the order when given. */
  amountCents?: number | undefined;
  currency?: string | undefined;
  cardLast4?: string | undefined;
  cardBrand?: string | undefined;
}

/** How the callback route answers the provider: done (or seen before), refused, or no such order. */
export type CallbackReply = "done" | "duplicate" | "refused" | "unknown";

export interface PaymentProvider {
  /** Names its callback path, /payments/notify/<name>, and its events. */
  readonly name: string;
  checkout(request: CheckoutRequest): Promise<CheckoutResult>;
  /**
   * The callback's outcome, or a reason it is refused (forged, stale, malformed). `body` is the raw
   * text of a JSON callback, or the fields of a form callback.
   */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
    now: Date,
  ): CallbackOutcome | { refused: string };
  /** The answer the provider's documentation asks for (a literal "success", a JSON object...). */
  reply(kind: CallbackReply, detail?: string): { status: number; body: string | object };
}

export const CALLBACK_TOLERANCE_S = 300;
export const SIGNATURE_HEADER = "sandbox-signature";

export function signPayload(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

/** Card brand from the number's leading digits (what a receipt shows; no lookup of ranges beyond it). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^35/.test(number)) return "jcb";
  if (/^62/.test(number)) return "unionpay";
  return "card";
}

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

interface SandboxPaymentAnswer {
  id: string;
  status: "requires_action" | "declined";
  decline_reason?: string;
  next_action?: { redirect_url: string };
}

/** The sandbox gateway's adapter: its JSON API over HTTP, its signed callbacks. */
export function sandboxProvider(
  config: Pick<PaymentConfig, "gatewayUrl" | "secret" | "timeoutMs">,
): PaymentProvider {
  return {
    name: "sandbox",
    async checkout(request) {
      const response = await fetch(`${config.gatewayUrl}/v1/payments`, {
        method: "POST",
        headers: { authorization: `Bearer ${config.secret}`, "content-type": "application/json" },
        body: JSON.stringify({
          amount: request.amountCents,
          currency: request.currency,
          reference: String(request.orderId),
          kind: request.kind,
          return_url: request.returnUrl,
          callback_url: request.callbackUrl,
          ...(request.card
            ? {
                card: {
                  number: request.card.number,
                  exp_month: request.card.expMonth,
                  exp_year: request.card.expYear,
                  cvc: request.card.cvc,
                  name: request.card.name,
                  country: request.card.country,
                },
              }
            : {}),
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`sandbox gateway answered HTTP ${response.status}`);
      const answer = (await response.json()) as SandboxPaymentAnswer;
      if (answer.status === "declined" || !answer.next_action) {
        return { kind: "declined", providerRef: answer.id, reason: answer.decline_reason ?? "declined" };
      }
      return { kind: "page", url: answer.next_action.redirect_url, providerRef: answer.id };
    },
    verifyCallback(headers, body, now) {
      const rawBody = typeof body === "string" ? body : "";
      const header = headers[SIGNATURE_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      const parts = Object.fromEntries(
        (value ?? "").split(",").map((p) => p.trim().split("=", 2) as [string, string]),
      );
      const t = Number(parts.t);
      if (!parts.v1 || !Number.isSafeInteger(t)) return { refused: "no signature" };
      const expected = signPayload(config.secret, rawBody, t).split("v1=")[1] ?? "";
      const given = Buffer.from(parts.v1, "hex");
      if (given.length !== expected.length / 2 || !timingSafeEqual(given, Buffer.from(expected, "hex")))
        return { refused: "bad signature" };
      if (Math.abs(now.getTime() / 1000 - t) > CALLBACK_TOLERANCE_S) return { refused: "stale signature" };
      let event: {
        id?: unknown;
        type?: unknown;
        data?: { payment_id?: unknown; reference?: unknown; card_last4?: unknown; card_brand?: unknown };
      };
      try {
        event = JSON.parse(rawBody);
      } catch {
        return { refused: "malformed body" };
      }
      const orderId = Number(event.data?.reference);
      if (
        typeof event.id !== "string" ||
        !Number.isSafeInteger(orderId) ||
        typeof event.data?.payment_id !== "string"
      )
        return { refused: "malformed event" };
      if (event.type !== "payment.succeeded" && event.type !== "payment.failed")
        return { refused: "unknown event type" };
      return {
        eventId: event.id,
        orderId,
        providerRef: event.data.payment_id,
        state: event.type === "payment.succeeded" ? "paid" : "failed",
        cardLast4: typeof event.data.card_last4 === "string" ? event.data.card_last4 : undefined,
        cardBrand: typeof event.data.card_brand === "string" ? event.data.card_brand : undefined,
      };
    },
    reply(kind, detail) {
      if (kind === "done") return { status: 200, body: { received: true } };
      if (kind === "duplicate") return { status: 409, body: { error: "event already received" } };
      if (kind === "unknown") return { status: 404, body: { error: "no such order" } };
      return { status: 400, body: { error: detail ?? "refused" } };
    },
  };
}

/** Strings two parties compare in constant time (signatures, whatever their case). */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Cents as the major-unit decimal most gateways want: 1234 -> "12.34". */
export const majorUnits = (cents: number): string => (cents / 100).toFixed(2);

/** A form callback's fields as strings (a repeated field keeps its first value). */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body === "string") return Object.fromEntries(new URLSearchParams(body));
  if (!body || typeof body !== "object") return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string" || typeof first === "number") fields[key] = String(first);
  }
  return fields;
}

/** A provider's JSON answer, or an error naming the provider and its HTTP status (never the card). */
export async function providerJson<T>(name: string, response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${name} answered HTTP ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch {
    throw new Error(`${name} answered something that is not JSON`);
  }
}
