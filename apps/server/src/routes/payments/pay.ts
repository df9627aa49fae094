/**
 * Payments (spec §7 Payment, §8 Payment, §4 purchase flow): the packages, the pay call, the
 * payment session's uuid and address, our order read for the result screen, and the providers'
 * callbacks.
 *
 * The pay call (JSON) is priced by the server (services/payments/orders.ts) and paid by the
 * session's member; `gainer_id` names another approved member to receive it. Answers:
 * - pay_type 2 (credits): 200 'Credits added' (or 'Your membership is upgraded') once the
 *   credits moved, -2 'There are not enough credits for this' when they do not cover it;
 * - a provider: 200 with `url` (type 1 redirects, type 0 goes to the address) and
 *   `data.payment_urll` / `data.iframe` (type 3 frames or redirects); 10011 with `url` for 4, 5, 6
 *   (a full-page frame); `data.order_id` (ours) for the result screen;
 * - a declined card: status 0 'The payment did not go through'; a method that is off: -3.
 * Card types take the card on our form (number, expiry, code), except HOSTED_CARD_PAY_TYPES (3),
 * whose card is typed on the provider's page: their pay needs only card_fullName, card_fullPhone
 * and card_grEmail (spec §5, §7) and answers that page.
 * The provider is told the address the connection came from (through the proxies TRUST_PROXY
 * names), never the payload's `ip`, which the caller writes.
 * The same `uuid` twice is one order: the second pay answers the first one's page, or its result.
 */
import { randomUUID } from "node:crypto";
import {
  CARD_PAY_TYPES,
  cardContactSchema,
  centsToCredits,
  emptyPayloadSchema,
  FRAME_PAY_TYPES,
  HOSTED_CARD_PAY_TYPES,
  OrderType,
  type OrderView,
  orderPayloadSchema,
  PAY_FLAG_ORDER,
  PAY_FRAME_STATUS,
  PayCalls,
  type PayData,
  type PayList,
  type PayPayload,
  PayStatus,
  PayType,
  payPayloadSchema,
  type RechargePackage,
  type UpgradePackages,
} from "@site/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  membershipTiers,
  orders,
  paymentEvents,
  rechargePackages,
  upgradePackages,
  users,
} from "../../db/schema.ts";
import { fail, memberCall, ok, parsePayload } from "../../lib/wire.ts";
import {
  createOrder,
  failOrder,
  fulfilOrder,
  markPending,
  type OrderRow,
  payWithCredits,
  priceOrder,
} from "../../services/payments/orders.ts";
import {
  type CallbackReply,
  type CardInput,
  type CheckoutResult,
  cardBrand,
  type Payer,
} from "../../services/payments/providers.ts";
import { paymentProviders } from "../../services/payments/registry.ts";
import { findUserById } from "../../services/users.ts";

export async function payRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const payments = ctx.config.payments;
  const providers = paymentProviders(payments);

  const payList = (): PayList => {
    const flags = Object.fromEntries(
      PAY_FLAG_ORDER.map(([flag]) => [flag, ctx.settings.current().payMethods.includes(flag) ? 1 : 0]),
    );
    return {
      ...(flags as Omit<PayList, "showmembertypename">),
      showmembertypename: payments.showTierNames ? 1 : 0,
    };
  };
  /** A pay type is offered when a flag that offers it is on; credits always are. */
  const offered = (type: number) =>
    type === PayType.credits ||
    (providers.forType(type as PayType) !== undefined &&
      PAY_FLAG_ORDER.some(([flag, t]) => t === type && ctx.settings.current().payMethods.includes(flag)));

  memberCall(app, PayCalls.rechargePackages, { schema: emptyPayloadSchema }, async () => {
    const rows = await ctx.db
      .select()
      .from(rechargePackages)
      .where(eq(rechargePackages.active, true))
      .orderBy(asc(rechargePackages.sort), asc(rechargePackages.id));
    return ok<RechargePackage[]>(rows.map((r) => ({ id: r.id, amounts: centsToCredits(r.amountCents) })));
  });

  memberCall(app, PayCalls.upgradePackages, { schema: emptyPayloadSchema }, async () => {
    const [tiers, packages] = await Promise.all([
      ctx.db.select().from(membershipTiers),
      ctx.db
        .select()
        .from(upgradePackages)
        .where(eq(upgradePackages.active, true))
        .orderBy(asc(upgradePackages.sort), asc(upgradePackages.id)),
    ]);
    const tier = (n: 1 | 2) => ({
      price: centsToCredits(tiers.find((t) => t.tier === n)?.basePriceCents ?? 0),
      packages: packages
        .filter((p) => p.tier === n)
        .map((p) => ({ id: p.id, duration: p.months, amounts: centsToCredits(p.amountCents) })),
    });
    const shield = payments.wintopay?.shieldUrl;
    return ok<UpgradePackages>({
      vip1: tier(1),
      vip2: tier(2),
      paylist: payList(),
      ...(shield && offered(PayType.wintopay) ? { wintopay_shield: shield } : {}),
    });
  });

  const uuid = async () => ok({ uuid: randomUUID() });
  app.get(PayCalls.generateUuid, uuid);
  memberCall(app, PayCalls.generateUuid, { schema: emptyPayloadSchema }, uuid);
  // Spec §7 names both as GETs and says both are also called as empty POSTs: each answers both.
  app.get(PayCalls.ipAddress, async (req) => ok({ ip: req.ip }));
  memberCall(app, PayCalls.ipAddress, { schema: emptyPayloadSchema }, async ({ req }) => ok({ ip: req.ip }));

  memberCall(app, PayCalls.pay, { schema: payPayloadSchema }, async ({ member, payload, req }) => {
    const type = payload.pay_type as PayType;
    if (!offered(type)) return fail(PayStatus.methodOff, "pay.methodOff");
    const priced = await priceOrder(ctx.db, payload);
    if ("error" in priced) return fail(PayStatus.failed, priced.error);
    let gainerId = member.id;
    if (payload.gainer_id && payload.gainer_id !== member.id) {
      const gainer = await findUserById(ctx.db, payload.gainer_id);
      if (gainer?.status !== 1 || gainer.role !== "member")
        return fail(PayStatus.gainerMissing, "pay.gainerMissing");
      gainerId = gainer.id;
    }
    if (type === PayType.credits && priced.orderType === OrderType.recharge && gainerId === member.id)
      return fail(PayStatus.failed, "pay.creditsForSelf");
    let card: CardInput | undefined;
    if (HOSTED_CARD_PAY_TYPES.includes(type)) {
      // The card is typed at the provider: the pay carries only who pays.
      const contact = await parsePayload(cardContactSchema, payload, PayStatus.failed);
      if ("answer" in contact) return contact.answer;
    } else if (CARD_PAY_TYPES.includes(type)) {
      card = cardOf(payload);
      if (!card) return fail(PayStatus.failed, "pay.cardInvalid");
    }
    const at = ctx.now();
    const { order, existing } = await createOrder(
      ctx.db,
      { userId: member.id, gainerId, payType: type, uuid: payload.uuid, priced },
      at,
    );
    // A repeat of a credits pay pays it (once: the move to paid is conditional) or finds it paid.
    const creditsToPay =
      order.payType === PayType.credits && (order.state === "created" || order.state === "pending");
    if (existing && !creditsToPay) return repeatAnswer(order);

    if (order.payType === PayType.credits) {
      const outcome = await payWithCredits(ctx.db, order, at);
      if (outcome === "insufficient") return fail(PayStatus.creditsLow, "pay.creditsLow");
      if (outcome === "already") {
        const [now] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
        if (now?.state !== "paid") return fail(PayStatus.creditsLow, "pay.creditsLow");
      }
      const [after] = await ctx.db
        .select({ b: users.balanceCents })
        .from(users)
        .where(eq(users.id, member.id));
      return ok<PayData>(
        { order_id: order.id, amount: centsToCredits(after?.b ?? 0) },
        order.orderType === OrderType.upgrade ? "pay.upgradeSuccess" : "pay.rechargeSuccess",
      );
    }

    const provider = providers.forType(type);
    if (!provider) return fail(PayStatus.methodOff, "pay.methodOff");
    // The site sends the member on to the result screen of their variant.
    const resultUrl = `${ctx.config.publicUrl}/payresult?order=${order.id}`;
    let checkout: CheckoutResult;
    try {
      checkout = await provider.checkout({
        orderId: order.id,
        amountCents: order.amountCents,
        currency: order.currency,
        description: describeOrder(order),
        kind: CARD_PAY_TYPES.includes(type) ? "card" : "wallet",
        card,
        payer: payerOf(payload, req.ip, req.headers["user-agent"]),
        returnUrl: resultUrl,
        callbackUrl: `${payments.callbackBase}/payments/notify/${provider.name}`,
      });
    } catch (error) {
      // Never the card: the error names the provider and its answer only.
      req.log.warn({ err: error, order: order.id, provider: provider.name }, "payment provider unavailable");
      await failOrder(ctx.db, order.id, "provider unavailable", ctx.now());
      return fail(PayStatus.failed, "pay.failed");
    }
    if (checkout.kind === "declined") {
      await failOrder(ctx.db, order.id, checkout.reason, ctx.now());
      return fail(PayStatus.failed, "pay.failed", { order_id: order.id } satisfies PayData);
    }
    const cardRecord = card ? { cardLast4: card.number.slice(-4), cardBrand: cardBrand(card.number) } : {};
    if (checkout.kind === "paid") {
      await fulfilOrder(ctx.db, order.id, { providerRef: checkout.providerRef, ...cardRecord }, ctx.now());
      return ok<PayData>(
        { order_id: order.id, payment_urll: resultUrl },
        order.orderType === OrderType.upgrade ? "pay.upgradeSuccess" : "pay.rechargeSuccess",
      );
    }
    // A page to go to, or the provider still deciding: the result screen waits for its callback.
    const next = checkout.kind === "page" ? checkout.url : resultUrl;
    await markPending(ctx.db, order.id, checkout.providerRef, ctx.now());
    await ctx.db
      .update(orders)
      .set({ checkoutUrl: next, ...cardRecord })
      .where(eq(orders.id, order.id));
    return pageAnswer(type, next, order.id);
  });

  /** Spec §4/§8: how each pay type is told to show the provider's page. */
  function pageAnswer(type: PayType, url: string, orderId: number) {
    const data: PayData = { payment_urll: url, iframe: url, order_id: orderId };
    const answer = FRAME_PAY_TYPES.includes(type)
      ? { status: PAY_FRAME_STATUS, url, data }
      : { ...ok<PayData>(data), url };
    return answer;
  }

  /** A pay repeated with the same uuid: the first one's page while it waits, else its outcome. */
  function repeatAnswer(order: OrderRow) {
    if (order.state === "paid")
      return ok<PayData>(
        { order_id: order.id },
        order.orderType === OrderType.upgrade ? "pay.upgradeSuccess" : "pay.rechargeSuccess",
      );
    if ((order.state === "pending" || order.state === "created") && order.checkoutUrl)
      return pageAnswer(order.payType as PayType, order.checkoutUrl, order.id);
    return fail(PayStatus.failed, "pay.failed", { order_id: order.id } satisfies PayData);
  }

  memberCall(app, PayCalls.order, { schema: orderPayloadSchema }, async ({ member, payload }) => {
    const [order] = await ctx.db
      .select({ order: orders, gainer: users.username })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.gainerId))
      .where(and(eq(orders.id, payload.id), eq(orders.userId, member.id)));
    if (!order) return fail(404, "pay.orderMissing");
    const o = order.order;
    return ok<OrderView>({
      id: o.id,
      state: o.state as OrderView["state"],
      order_type: o.orderType as OrderType,
      pay_type: o.payType as PayType,
      amount: centsToCredits(o.amountCents),
      gainer: order.gainer,
      ...(o.tier ? { tier: o.tier as 1 | 2, months: o.months ?? 0 } : {}),
      create_time: Math.floor(o.createdAt.getTime() / 1000),
    });
  });

  // The providers' callbacks: signed, checked, each event once; the order is fulfilled once.
  app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string } }>("/payments/notify/:provider", async (req, reply) => {
      const provider = providers.byName(req.params.provider);
      if (!provider) return reply.code(404).send({ error: "no such provider" });
      const answer = (kind: CallbackReply, detail?: string) => {
        const { status, body } = provider.reply(kind, detail);
        return reply
          .code(status)
          .type(typeof body === "string" ? "text/plain" : "application/json")
          .send(body);
      };
      const outcome = provider.verifyCallback(req.headers, req.body, ctx.now());
      if ("refused" in outcome) {
        req.log.warn({ provider: provider.name, reason: outcome.refused }, "payment callback refused");
        return answer("refused", outcome.refused);
      }
      const [order] = await ctx.db.select().from(orders).where(eq(orders.id, outcome.orderId));
      if (
        !order ||
        order.providerRef !== outcome.providerRef ||
        providers.forType(order.payType as PayType)?.name !== provider.name
      )
        return answer("unknown");
      // What the provider says was paid must be what the order costs.
      if (
        (outcome.amountCents !== undefined && outcome.amountCents !== order.amountCents) ||
        (outcome.currency !== undefined && outcome.currency !== order.currency)
      ) {
        req.log.error(
          { provider: provider.name, order: order.id },
          "payment callback amount differs from the order",
        );
        return answer("refused", "amount differs from the order");
      }
      const [fresh] = await ctx.db
        .insert(paymentEvents)
        .values({ provider: provider.name, eventId: outcome.eventId, orderId: outcome.orderId })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return answer("duplicate");
      if (outcome.state === "paid") {
        await fulfilOrder(
          ctx.db,
          order.id,
          { providerRef: outcome.providerRef, cardLast4: outcome.cardLast4, cardBrand: outcome.cardBrand },
          ctx.now(),
        );
      } else if (outcome.state === "failed")
        await failOrder(ctx.db, order.id, "declined by the provider", ctx.now());
      return answer("done");
    });
  });
}

/** The card form's fields as the provider wants them, or undefined when they cannot be a card. */
function cardOf(payload: PayPayload): CardInput | undefined {
  const number = (payload.card_number ?? "").replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number)) return undefined;
  const month = payload.exp_month ?? "";
  const year = payload.exp_year ?? "";
  const cvc = payload.cvv ?? "";
  if (!/^\d{1,2}$/.test(month) || !/^\d{2,4}$/.test(year) || !/^\d{3,4}$/.test(cvc)) return undefined;
  const name = payload.card_fullName || [payload.firstName, payload.lastName].filter(Boolean).join(" ");
  return {
    number,
    expMonth: month,
    expYear: year.length === 2 ? `20${year}` : year,
    cvc,
    name: name || undefined,
    country: payload.card_country,
  };
}

/** The billing details the card form sent, and the address and browser the server saw. */
function payerOf(payload: PayPayload, ip: string, userAgent: string | undefined): Payer {
  const [first, ...rest] = (payload.card_fullName ?? "").trim().split(/\s+/);
  return {
    // The connection's address: the payload's `ip` is whatever the caller wrote.
    ip,
    userAgent,
    email: payload.card_grEmail,
    phone: payload.card_fullPhone,
    firstName: payload.firstName || first || undefined,
    lastName: payload.lastName || rest.join(" ") || undefined,
    country: payload.card_country,
    state: payload.card_state,
    city: payload.card_city,
    address: payload.card_address,
    zip: payload.card_ZipCode,
    deviceSession: payload.wintopay_sessionid,
  };
}

/** What a statement line says was bought (in English, as providers show it). */
function describeOrder(order: OrderRow): string {
  if (order.orderType === OrderType.upgrade)
    return `${order.tier === 2 ? "Gold" : "Silver"} membership, ${order.months} month${order.months === 1 ? "" : "s"}`;
  return `${centsToCredits(order.amountCents)} credits`;
}
