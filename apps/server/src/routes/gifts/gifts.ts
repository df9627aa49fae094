/**
 * Gifts (spec §7 Gifts, §8 Gift): the store, the gifts received, and a send. A send answers -1
 * for a recipient who does not exist or cannot be reached (a block is never told apart), -2 when
 * the giver's credits do not cover the catalog price (the client then goes to the pay page), and
 * -3 (send failed) for a gift no longer on sale or a gift to oneself.
 */
import {
  centsToCredits,
  emptyPayloadSchema,
  GiftCalls,
  type GiftSent,
  GiftStatus,
  giftSendPayloadSchema,
  WalletCalls,
  walletHistoryPayloadSchema,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { giftStore, receivedGifts, sendGift, walletPage } from "../../services/gifts.ts";
import { findRecipient } from "../../services/mails.ts";

export async function giftRoutes(app: FastifyInstance) {
  const { ctx } = app;

  memberCall(app, GiftCalls.store, { schema: emptyPayloadSchema }, async () => ok(await giftStore(ctx.db)));

  memberCall(app, GiftCalls.received, { schema: emptyPayloadSchema }, async ({ member }) =>
    ok(await receivedGifts(ctx.db, member.id)),
  );

  memberCall(app, GiftCalls.give, { schema: giftSendPayloadSchema }, async ({ member, payload }) => {
    const found = await findRecipient(ctx.db, member, payload.username);
    if ("self" in found) return fail(GiftStatus.failed, "gift.toSelf");
    if ("missing" in found) return fail(GiftStatus.userMissing, "gift.userMissing");
    const sent = await sendGift(
      ctx.db,
      member.id,
      found.user.id,
      payload.giftid,
      payload.message.trim(),
      ctx.now(),
    );
    if (!sent.sent) {
      return sent.reason === "insufficientCredits"
        ? fail(GiftStatus.insufficientCredits, "gift.insufficientCredits")
        : fail(GiftStatus.failed, "gift.notFound");
    }
    ctx.events.announce({
      item: "gift",
      memberId: found.user.id,
      actorId: member.id,
      key: `gift:${sent.giftSendId}`,
      preview: payload.message.trim(),
      at: ctx.now(),
    });
    return ok<GiftSent>({ amount: centsToCredits(sent.balanceCents) }, "gift.sent");
  });

  // Ours: the member's own credit history (recharges, gifts, translations, upgrades, grants).
  memberCall(app, WalletCalls.history, { schema: walletHistoryPayloadSchema }, async ({ member, payload }) =>
    ok(await walletPage(ctx.db, member.id, payload.before)),
  );
}
