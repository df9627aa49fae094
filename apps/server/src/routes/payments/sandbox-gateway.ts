/**
 * The sandbox payment gateway (issue 13): what a provider's test mode offers, hosted by this
 * server under /sandbox-pay so that the default build pays offline.
 *
 * - `POST /sandbox-pay/v1/payments` (JSON, `Authorization: Bearer <key>`): amount in cents,
 *   currency, reference, kind (card | wallet), return_url, callback_url and, for a card, its
 *   number, exp_month, exp_year and cvc. The published test cards: 4242 4242 4242 4242 is
 *   approved on the hosted page, 4000 0000 0000 0002 is declined at once, any other number that
 *   fails the Luhn check is refused. Answers `{ id, status, next_action: { redirect_url } }`.
 *   A card payment without a card is a hosted card entry: the page takes the card (pay type 3).
 * - `GET /sandbox-pay/checkout/:id`: the hosted page where the tester approves or declines (and
 *   types the card, for a hosted card entry).
 * - `POST /sandbox-pay/checkout/:id`: the decision (with the card typed there, if any; the
 *   decline card is declined, a card that is no card is asked again); the gateway posts the signed callback
 *   (`payment.succeeded` or `payment.failed`) to callback_url, then sends the browser back to
 *   return_url.
 *
 * Card numbers reach it in memory and only the last four digits are kept.
 */
import { randomBytes } from "node:crypto";
import { BILLING } from "@site/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sandboxPayments } from "../../db/schema.ts";
import { cardBrand, luhnValid, SIGNATURE_HEADER, signPayload } from "../../services/payments/providers.ts";

export const TEST_CARDS = { approve: "4242424242424242", decline: "4000000000000002" } as const;

interface CreateBody {
  amount?: unknown;
  currency?: unknown;
  reference?: unknown;
  kind?: unknown;
  return_url?: unknown;
  callback_url?: unknown;
  card?: { number?: unknown; exp_month?: unknown; exp_year?: unknown; cvc?: unknown };
}

interface CheckoutBody {
  decision?: string;
  card_number?: string;
  exp_month?: string;
  exp_year?: string;
  cvc?: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The ids this gateway hands out. Anything else in the path is no payment of ours, and is not sent
 * to the database: a NUL byte in it failed the query (PostgreSQL text holds none), an HTTP 500.
 */
const PAYMENT_ID = /^pay_[0-9a-f]{24}$/;

export async function sandboxGatewayRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const base = `${ctx.config.publicUrl}/sandbox-pay`;

  app.post<{ Body: CreateBody }>("/sandbox-pay/v1/payments", async (req, reply) => {
    if (req.headers.authorization !== `Bearer ${ctx.config.payments.secret}`)
      return reply.code(401).send({ error: "invalid api key" });
    const body = req.body ?? {};
    const amount = Number(body.amount);
    if (
      !Number.isSafeInteger(amount) ||
      amount <= 0 ||
      typeof body.currency !== "string" ||
      typeof body.reference !== "string" ||
      (body.kind !== "card" && body.kind !== "wallet") ||
      !isHttpUrl(body.return_url) ||
      !isHttpUrl(body.callback_url)
    ) {
      return reply.code(400).send({ error: "invalid payment request" });
    }
    let last4: string | null = null;
    const id = `pay_${randomBytes(12).toString("hex")}`;
    if (body.kind === "card" && body.card !== undefined) {
      const number = String(body.card?.number ?? "").replace(/[\s-]/g, "");
      const month = Number(body.card?.exp_month);
      const year = Number(body.card?.exp_year);
      const cvc = String(body.card?.cvc ?? "");
      if (!luhnValid(number) || !(month >= 1 && month <= 12) || !(year >= 2000) || !/^\d{3,4}$/.test(cvc)) {
        return reply.code(400).send({ error: "invalid card" });
      }
      last4 = number.slice(-4);
      if (number === TEST_CARDS.decline) {
        await ctx.db.insert(sandboxPayments).values({
          id,
          kind: body.kind,
          amountCents: amount,
          currency: body.currency,
          reference: body.reference,
          returnUrl: body.return_url,
          callbackUrl: body.callback_url,
          state: "declined",
          cardLast4: last4,
        });
        return { id, status: "declined", decline_reason: "card_declined", card_brand: cardBrand(number) };
      }
    }
    await ctx.db.insert(sandboxPayments).values({
      id,
      kind: body.kind,
      amountCents: amount,
      currency: body.currency,
      reference: body.reference,
      returnUrl: body.return_url,
      callbackUrl: body.callback_url,
      cardLast4: last4,
    });
    return { id, status: "requires_action", next_action: { redirect_url: `${base}/checkout/${id}` } };
  });

  const notFound = (reply: FastifyReply) =>
    reply.code(404).type("text/html").send(page("Payment not found", "<p>No such payment.</p>"));

  app.get<{ Params: { id: string } }>("/sandbox-pay/checkout/:id", async (req, reply) => {
    if (!PAYMENT_ID.test(req.params.id)) return notFound(reply);
    const [payment] = await ctx.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, req.params.id));
    if (!payment) return notFound(reply);
    return reply
      .type("text/html")
      .header("cache-control", "no-store")
      .send(page("Sandbox checkout", checkoutBody(payment)));
  });

  function checkoutBody(payment: typeof sandboxPayments.$inferSelect, problem?: string): string {
    const amount = `${(payment.amountCents / 100).toFixed(2)} ${escapeHtml(payment.currency)}`;
    const done = payment.state !== "requires_action";
    // A card payment that came without its card: the tester types it here.
    const takesCard = payment.kind === "card" && !payment.cardLast4;
    const field = (name: string, label: string, extra: string) =>
      `<label>${label}<input name="${name}" ${extra} required></label>`;
    return `
      <p class="muted">Sandbox ${payment.kind === "card" ? "card gateway" : "wallet"} &middot; test mode, no money moves</p>
      <h1>${amount}</h1>
      <p>To <strong>${escapeHtml(BILLING.statementName)}</strong>${payment.cardLast4 ? ` &middot; card ending ${escapeHtml(payment.cardLast4)}` : ""}</p>
      ${
        done
          ? `<p role="status">This payment is ${payment.state === "succeeded" ? "approved" : "declined"}.</p>`
          : `<form method="post">
        ${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ""}
        ${
          takesCard
            ? `${field("card_number", "Card number", 'inputmode="numeric" autocomplete="cc-number"')}
        ${field("exp_month", "Expiry month", 'inputmode="numeric" autocomplete="cc-exp-month" placeholder="MM"')}
        ${field("exp_year", "Expiry year", 'inputmode="numeric" autocomplete="cc-exp-year" placeholder="YYYY"')}
        ${field("cvc", "Security code", 'inputmode="numeric" autocomplete="cc-csc"')}`
            : ""
        }
        <button name="decision" value="approve" class="primary">Approve payment</button>
        <button name="decision" value="decline" formnovalidate>Decline payment</button>
      </form>
      <p class="muted">Test cards: ${TEST_CARDS.approve.replace(/(\d{4})(?=\d)/g, "$1 ")} asks here; ${TEST_CARDS.decline.replace(/(\d{4})(?=\d)/g, "$1 ")} is declined at once.</p>`
      }`;
  }

  app.post<{ Params: { id: string }; Body: CheckoutBody }>(
    "/sandbox-pay/checkout/:id",
    async (req, reply) => {
      if (!PAYMENT_ID.test(req.params.id)) return notFound(reply);
      let decision: "succeeded" | "declined" = req.body?.decision === "approve" ? "succeeded" : "declined";
      const [waiting] = await ctx.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, req.params.id));
      if (!waiting) return notFound(reply);
      // A hosted card entry approved: the card typed on the page, checked as the API checks one.
      let typed: { last4: string; brand: string } | undefined;
      if (decision === "succeeded" && waiting.kind === "card" && !waiting.cardLast4) {
        const number = String(req.body?.card_number ?? "").replace(/[\s-]/g, "");
        const month = Number(req.body?.exp_month);
        const year = Number(req.body?.exp_year);
        const cvc = String(req.body?.cvc ?? "");
        if (!luhnValid(number) || !(month >= 1 && month <= 12) || !(year >= 2000) || !/^\d{3,4}$/.test(cvc))
          return reply
            .code(400)
            .type("text/html")
            .header("cache-control", "no-store")
            .send(page("Sandbox checkout", checkoutBody(waiting, "Please check the card details.")));
        typed = { last4: number.slice(-4), brand: cardBrand(number) };
        if (number === TEST_CARDS.decline) decision = "declined";
      }
      const [payment] = await ctx.db
        .update(sandboxPayments)
        .set({ state: decision, ...(typed ? { cardLast4: typed.last4 } : {}) })
        .where(eq(sandboxPayments.id, req.params.id))
        .returning();
      if (!payment) return notFound(reply);
      const event = JSON.stringify({
        id: `evt_${randomBytes(12).toString("hex")}`,
        type: decision === "succeeded" ? "payment.succeeded" : "payment.failed",
        created: Math.floor(Date.now() / 1000),
        data: {
          payment_id: payment.id,
          reference: payment.reference,
          amount: payment.amountCents,
          currency: payment.currency,
          ...(payment.cardLast4 ? { card_last4: payment.cardLast4 } : {}),
          ...(typed ? { card_brand: typed.brand } : {}),
        },
      });
      try {
        const delivered = await fetch(payment.callbackUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [SIGNATURE_HEADER]: signPayload(
              ctx.config.payments.secret,
              event,
              Math.floor(ctx.now().getTime() / 1000),
            ),
          },
          body: event,
          signal: AbortSignal.timeout(ctx.config.payments.timeoutMs),
        });
        if (!delivered.ok) req.log.warn({ status: delivered.status }, "sandbox callback refused");
      } catch (error) {
        req.log.warn({ err: error }, "sandbox callback not delivered");
      }
      const back = new URL(payment.returnUrl);
      back.searchParams.set("result", decision === "succeeded" ? "approved" : "declined");
      return reply.redirect(back.toString(), 303);
    },
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4eff3;font:16px/1.5 system-ui,sans-serif;color:#241f29}
main{background:#fff;border-radius:1.5rem;padding:2rem;max-width:26rem;width:calc(100% - 3rem);box-shadow:0 8px 24px -12px rgb(36 31 41/.2)}
h1{font-size:2rem;margin:.25rem 0}
.muted{color:#62576b;font-size:.875rem}
form{display:grid;gap:.75rem;margin:1.5rem 0 1rem}
button{font:inherit;font-weight:600;border-radius:999px;padding:.75rem 1rem;border:1px solid #c2b8c8;background:#fff;color:#241f29;cursor:pointer}
button.primary{background:#cc2d55;border-color:#cc2d55;color:#fff}
button:focus-visible,input:focus-visible{outline:3px solid #fd9fb1;outline-offset:2px}
label{display:grid;gap:.25rem;font-size:.875rem;font-weight:600}
input{font:inherit;font-weight:400;border:1px solid #c2b8c8;border-radius:.75rem;padding:.625rem .75rem}
[role=alert]{color:#a3153b;margin:0}
</style></head><body><main>${body}</main></body></html>`;
}
