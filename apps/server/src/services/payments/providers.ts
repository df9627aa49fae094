/**
 * Payment providers behind one interface (ARCHITECTURE: adapters). A provider takes an order to
 * its checkout (a hosted page to redirect to or to frame) and tells, by a signed callback, whether
 * it was paid. Card data passes through `checkout` in memory only: it is sent to the provider and
 * never stored or logged (the order keeps the brand and the last four digits, PCI DSS 3.3.1).
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

export interface CheckoutRequest {
  orderId: number;
  amountCents: number;
  currency: string;
  /** card: the card form's data goes with it; wallet: the provider's own page collects it. */
  kind: "card" | "wallet";
  card?: CardInput | undefined;
  /** Where the member's browser comes back to. */
  returnUrl: string;
  /** Where the provider posts its callback. */
  callbackUrl: string;
}

export type CheckoutResult =
  | { kind: "page"; url: string; providerRef: string }
  | { kind: "declined"; providerRef: string | undefined; reason: string };

export interface CallbackOutcome {
  eventId: string;
  orderId: number;
  providerRef: string;
  paid: boolean;
  cardLast4?: string | undefined;
  cardBrand?: string | undefined;
}

export interface PaymentProvider {
  readonly name: string;
  checkout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** The callback's outcome, or a reason it is refused (forged, stale, malformed). */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: Date,
  ): CallbackOutcome | { refused: string };
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
    verifyCallback(headers, rawBody, now) {
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
        paid: event.type === "payment.succeeded",
        cardLast4: typeof event.data.card_last4 === "string" ? event.data.card_last4 : undefined,
        cardBrand: typeof event.data.card_brand === "string" ? event.data.card_brand : undefined,
      };
    },
  };
}
