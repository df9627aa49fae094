/**
 * iPassPay's direct card payment (pay types 7 and 8: two merchant accounts of one provider), as
 * its merchant API and official PHP SDK describe it:
 * - `POST <base>/gateway/OpenApi/onlinePay`, form fields: merchant_id, app_id, version, order_no,
 *   order_currency, order_amount (a decimal with 2 places), order_items (JSON), source_url,
 *   asyn_notify_url, syn_notify_url, bill_email, the card (card_no, card_ex_year and card_ex_month
 *   as 2 digits, card_cvv), source_ip, the billing name and address, and `signature`: the
 *   lowercase hex SHA-256 of merchant_id + app_id + order_no + order_amount + order_currency +
 *   api_secret (empty values are left out of the request and of the signature).
 * - The answer is JSON `{errcode, errmsg, data}`; errcode 0 carries the order with its
 *   gateway_order_no, order_status and a signature over merchant_id + app_id + order_no +
 *   gateway_order_no + order_currency + order_amount + order_status + api_secret (currency before
 *   amount), and `pay_url` (URL-encoded) when the member must go on to 3-D Secure.
 * - The asynchronous notice is a form POST of the same fields and signature, sent on every change
 *   of the order's status; the merchant answers the literal `success` (or `fail`, to have it sent
 *   again).
 * Status 2 and 5 are paid (the SDK's own queries and integrations treat them so). The other codes
 * are not published: they leave the order pending, and an order nobody paid expires.
 */
import { createHash } from "node:crypto";
import {
  type CallbackOutcome,
  formFields,
  majorUnits,
  type PaymentProvider,
  providerJson,
  sameSignature,
} from "./providers.ts";

export interface IpasspayAccount {
  merchantId: string;
  appId: string;
  apiSecret: string;
  /** https://service.ipasspay.biz (live) or https://sandbox.service.ipasspay.biz. */
  baseUrl: string;
  /** The merchant account's API version: 2.0 and 3.0 require the billing address. */
  version: string;
  timeoutMs: number;
}

export const IPASSPAY_PAID_STATUSES: readonly string[] = ["2", "5"];

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The request's signature (amount before currency). */
export function ipasspayRequestSignature(fields: Record<string, string>, secret: string): string {
  const { merchant_id = "", app_id = "", order_no = "", order_amount = "", order_currency = "" } = fields;
  return sha256(`${merchant_id}${app_id}${order_no}${order_amount}${order_currency}${secret}`);
}

/** The signature of an answer or a notice (currency before amount, then the status). */
export function ipasspayResultSignature(fields: Record<string, string>, secret: string): string {
  const f = (key: string) => fields[key] ?? "";
  return sha256(
    `${f("merchant_id")}${f("app_id")}${f("order_no")}${f("gateway_order_no")}${f("order_currency")}${f("order_amount")}${f("order_status")}${secret}`,
  );
}

interface IpasspayAnswer {
  errcode?: number | string;
  errmsg?: string;
  data?: Record<string, unknown>;
}

const asStrings = (data: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => typeof v === "string" || typeof v === "number")
      .map(([k, v]) => [k, String(v)]),
  );

export function ipasspayProvider(name: string, account: IpasspayAccount): PaymentProvider {
  const orderOf = (fields: Record<string, string>) => Number(fields.order_no);
  return {
    name,
    async checkout(request) {
      const { card, payer } = request;
      if (!card) throw new Error(`${name} takes cards only`);
      const amount = majorUnits(request.amountCents);
      const fields: Record<string, string | undefined> = {
        merchant_id: account.merchantId,
        app_id: account.appId,
        version: account.version,
        order_no: String(request.orderId),
        order_currency: request.currency,
        order_amount: amount,
        order_items: JSON.stringify([{ goods_name: request.description, quality: 1, price: amount }]),
        source_url: new URL(request.returnUrl).origin,
        asyn_notify_url: request.callbackUrl,
        syn_notify_url: request.returnUrl,
        bill_email: payer.email,
        card_no: card.number,
        card_ex_year: card.expYear.slice(-2),
        card_ex_month: card.expMonth.padStart(2, "0"),
        card_cvv: card.cvc,
        source_ip: payer.ip,
        bill_firstname: payer.firstName,
        bill_lastname: payer.lastName,
        bill_phone: payer.phone,
        bill_country: payer.country,
        bill_state: payer.state,
        bill_city: payer.city,
        bill_street: payer.address,
        bill_zip: payer.zip,
      };
      const sent = Object.fromEntries(
        Object.entries(fields).filter(
          (e): e is [string, string] => typeof e[1] === "string" && e[1].trim() !== "",
        ),
      );
      sent.signature = ipasspayRequestSignature(sent, account.apiSecret);
      const answer = await providerJson<IpasspayAnswer>(
        name,
        await fetch(`${account.baseUrl}/gateway/OpenApi/onlinePay`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(sent),
          signal: AbortSignal.timeout(account.timeoutMs),
        }),
      );
      if (Number(answer.errcode) !== 0 || !answer.data)
        return {
          kind: "declined",
          providerRef: undefined,
          reason: answer.errmsg || `errcode ${answer.errcode}`,
        };
      const data = asStrings(answer.data);
      if (
        !data.signature ||
        !sameSignature(data.signature, ipasspayResultSignature(data, account.apiSecret)) ||
        orderOf(data) !== request.orderId
      )
        throw new Error(`${name} answered with a signature or an order that does not match`);
      const ref = data.gateway_order_no ?? "";
      if (!ref) throw new Error(`${name} answered no gateway order number`);
      const payUrl = data.pay_url ? decodeURIComponent(data.pay_url) : "";
      if (payUrl) {
        if (!/^https?:\/\//.test(payUrl))
          throw new Error(`${name} answered a pay_url that is not a web address`);
        return { kind: "page", url: payUrl, providerRef: ref };
      }
      if (IPASSPAY_PAID_STATUSES.includes(data.order_status ?? "")) return { kind: "paid", providerRef: ref };
      return { kind: "pending", providerRef: ref };
    },
    verifyCallback(_headers, body) {
      const fields = formFields(body);
      if (!fields.signature) return { refused: "no signature" };
      if (!sameSignature(fields.signature, ipasspayResultSignature(fields, account.apiSecret)))
        return { refused: "bad signature" };
      if (fields.merchant_id !== account.merchantId || fields.app_id !== account.appId)
        return { refused: "another merchant's notice" };
      const orderId = orderOf(fields);
      if (!Number.isSafeInteger(orderId) || !fields.gateway_order_no || !fields.order_status)
        return { refused: "malformed notice" };
      const amount = Number(fields.order_amount);
      return {
        eventId: `${fields.gateway_order_no}:${fields.order_status}`,
        orderId,
        providerRef: fields.gateway_order_no,
        state: IPASSPAY_PAID_STATUSES.includes(fields.order_status) ? "paid" : "pending",
        amountCents: Number.isFinite(amount) ? Math.round(amount * 100) : undefined,
        currency: fields.order_currency,
      } satisfies CallbackOutcome;
    },
    reply(kind) {
      // iPassPay sends a notice again until it reads "success"; a forged one may be sent again.
      return kind === "refused" ? { status: 400, body: "fail" } : { status: 200, body: "success" };
    },
  };
}
