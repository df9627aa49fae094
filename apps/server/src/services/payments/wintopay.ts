/**
 * WintoPay's direct card payment, API v2 (pay type 6), as its merchant integrations describe it:
 * - `POST <endpoint>` (…/api/v2/gateway/payment) with the headers `MerNo: <merchant id>` and
 *   `Referer: <website>`, form fields merchant_id, order_id, amount (major units), currency,
 *   language, version 20201001, session_id (the device fingerprint the shield script gave the
 *   member's browser: spec §7 wintopay_sessionid), user_agent, ip, products (JSON), the card, the
 *   billing_* and shipping_* details, and `hash`: the lowercase hex SHA-256 of merchant_id + md5key
 *   + order_id + amount + currency + website.
 * - The card number, expiry month and year and CVV travel encrypted: AES-128-ECB with PKCS#7
 *   padding, in lowercase hex, under the first 16 bytes of SHA-1(SHA-1(md5key)).
 * - The answer is JSON: id, order_id, status (paid, pending, failed, canceled), amount_value
 *   (minor units), currency, fail_code, fail_message, redirect_url (3-D Secure), request_id, and
 *   sign_verify = SHA-256(id + status + amount_value + md5key + merchant_id + request_id).
 * - The notification is a JSON POST of the same fields, checked the same way; the merchant answers
 *   the literal `[success]` (`[failed]` for one it refuses).
 */
import { createCipheriv, createHash } from "node:crypto";
import {
  type CallbackOutcome,
  majorUnits,
  type PaymentProvider,
  providerJson,
  sameSignature,
} from "./providers.ts";

export interface WintopayAccount {
  merchantId: string;
  md5Key: string;
  /** The merchant's registered website (the Referer header and part of the hash). */
  website: string;
  /** The payment endpoint, e.g. https://stg-gateway.wintopay.com/api/v2/gateway/payment. */
  endpoint: string;
  timeoutMs: number;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The card fields' AES key: the first 16 bytes of SHA-1 over the raw SHA-1 of the md5key. */
export function wintopayCardKey(md5Key: string): Buffer {
  const once = createHash("sha1").update(md5Key, "utf8").digest();
  return createHash("sha1").update(once).digest().subarray(0, 16);
}

export function wintopayEncrypt(value: string, md5Key: string): string {
  const cipher = createCipheriv("aes-128-ecb", wintopayCardKey(md5Key), null);
  return Buffer.concat([cipher.update(value, "utf8"), cipher.final()]).toString("hex");
}

export function wintopayRequestHash(
  account: Pick<WintopayAccount, "merchantId" | "md5Key" | "website">,
  orderId: string,
  amount: string,
  currency: string,
): string {
  return sha256(`${account.merchantId}${account.md5Key}${orderId}${amount}${currency}${account.website}`);
}

/** sign_verify of an answer or a notification. */
export function wintopaySignVerify(
  account: Pick<WintopayAccount, "merchantId" | "md5Key">,
  fields: { id?: unknown; status?: unknown; amount_value?: unknown; request_id?: unknown },
): string {
  const f = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
  return sha256(
    `${f(fields.id)}${f(fields.status)}${f(fields.amount_value)}${account.md5Key}${account.merchantId}${f(fields.request_id)}`,
  );
}

interface WintopayResult {
  id?: string;
  order_id?: string;
  status?: string;
  amount_value?: number | string;
  currency?: string;
  fail_code?: string;
  fail_message?: string;
  message?: string;
  redirect_url?: string;
  request_id?: string;
  sign_verify?: string;
}

export function wintopayProvider(name: string, account: WintopayAccount): PaymentProvider {
  const signed = (result: WintopayResult) =>
    typeof result.sign_verify === "string" &&
    sameSignature(result.sign_verify, wintopaySignVerify(account, result));
  // A retried order may carry a suffix the merchant added ("17_2"): the order is what comes first.
  const orderOf = (orderId: string | undefined) => Number((orderId ?? "").split("_")[0]);
  return {
    name,
    async checkout(request) {
      const { card, payer } = request;
      if (!card) throw new Error(`${name} takes cards only`);
      const orderId = String(request.orderId);
      const amount = majorUnits(request.amountCents);
      const billing = {
        first_name: payer.firstName ?? "",
        last_name: payer.lastName ?? "",
        email: payer.email ?? "",
        phone: payer.phone ?? "",
        postal_code: payer.zip || "000000",
        address: payer.address ?? "",
        city: payer.city ?? "",
        // Integrations send the city where a country has no states.
        state: payer.state || payer.city || "",
        country: payer.country ?? "",
      };
      const form = new URLSearchParams({
        merchant_id: account.merchantId,
        order_id: orderId,
        amount,
        currency: request.currency,
        language: "en",
        version: "20201001",
        hash: wintopayRequestHash(account, orderId, amount, request.currency),
        session_id: payer.deviceSession ?? "",
        user_agent: payer.userAgent ?? "",
        ip: payer.ip,
        products: JSON.stringify([
          { sku: orderId, name: request.description, amount, quantity: 1, currency: request.currency },
        ]),
        card_number: wintopayEncrypt(card.number, account.md5Key),
        exp_month: wintopayEncrypt(card.expMonth.padStart(2, "0"), account.md5Key),
        exp_year: wintopayEncrypt(card.expYear, account.md5Key),
        cvv: wintopayEncrypt(card.cvc, account.md5Key),
      });
      for (const [key, value] of Object.entries(billing)) {
        form.set(`billing_${key}`, value);
        form.set(`shipping_${key}`, value);
      }
      const result = await providerJson<WintopayResult>(
        name,
        await fetch(account.endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            MerNo: account.merchantId,
            Referer: account.website,
          },
          body: form,
          signal: AbortSignal.timeout(account.timeoutMs),
        }),
      );
      if (!result.id || !signed(result) || orderOf(result.order_id) !== request.orderId) {
        if (result.status === "failed" && !result.id)
          return { kind: "declined", providerRef: undefined, reason: result.fail_message || "declined" };
        throw new Error(`${name} answered with a signature or an order that does not match`);
      }
      if (result.status === "paid") return { kind: "paid", providerRef: result.id };
      if (result.status === "failed" || result.status === "canceled")
        return {
          kind: "declined",
          providerRef: result.id,
          reason:
            [result.fail_code, result.fail_message || result.message].filter(Boolean).join(" ") || "declined",
        };
      if (result.redirect_url) {
        if (!/^https?:\/\//.test(result.redirect_url))
          throw new Error(`${name} answered a redirect_url that is not a web address`);
        return { kind: "page", url: result.redirect_url, providerRef: result.id };
      }
      return { kind: "pending", providerRef: result.id };
    },
    verifyCallback(_headers, body) {
      let result: WintopayResult;
      try {
        result = JSON.parse(typeof body === "string" ? body : "") as WintopayResult;
      } catch {
        return { refused: "malformed body" };
      }
      if (!result || typeof result !== "object" || !result.sign_verify) return { refused: "no signature" };
      if (!signed(result)) return { refused: "bad signature" };
      const orderId = orderOf(result.order_id);
      if (!result.id || !Number.isSafeInteger(orderId) || !result.status)
        return { refused: "malformed notification" };
      const amount = Number(result.amount_value);
      return {
        eventId: `${result.id}:${result.status}`,
        orderId,
        providerRef: result.id,
        state:
          result.status === "paid"
            ? "paid"
            : result.status === "failed" || result.status === "canceled"
              ? "failed"
              : "pending",
        amountCents: Number.isFinite(amount) ? amount : undefined,
        currency: result.currency,
      } satisfies CallbackOutcome;
    },
    reply(kind) {
      return kind === "refused" ? { status: 400, body: "[failed]" } : { status: 200, body: "[success]" };
    },
  };
}
