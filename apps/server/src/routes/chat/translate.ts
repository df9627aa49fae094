/**
 * /member/index/translate (spec §7, §8): content and a target language -> data.dst. A translation
 * costs TRANSLATE_COST_CENTS unless the member's tier holds Free_use_of_the_translation_function;
 * the charge is taken only after the provider answered. A member may ask TRANSLATE_LIMIT times a
 * window (then -4, chat.tooFast, before the provider is asked). The text itself is never logged.
 */
import {
  ChatCalls,
  TRANSLATE_LIMIT,
  type TranslateAnswer,
  TranslateStatus,
  translatePayloadSchema,
  type Vip,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { balanceCents, chargeTranslation } from "../../services/translation/billing.ts";
import { UnsupportedTranslationError } from "../../services/translation/index.ts";

export async function translateRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { translator } = ctx;

  memberCall(
    app,
    ChatCalls.translate,
    { schema: translatePayloadSchema },
    async ({ member, payload, req }) => {
      const { content: text, to } = payload;
      const about = { provider: translator.name, to, chars: text.length, member: member.id };
      const asked = await ctx.limiter.hit(`translate:${member.id}`, TRANSLATE_LIMIT.windowSeconds);
      if (asked.count > TRANSLATE_LIMIT.perMember) return fail(TranslateStatus.tooFast, "chat.tooFast");
      try {
        if (!(await translator.supports(to, text))) {
          return fail(TranslateStatus.unsupported, "translate.unsupported");
        }
      } catch (error) {
        req.log.warn({ ...about, err: error }, "translation provider unavailable");
        return fail(TranslateStatus.failed, "translate.failed");
      }

      // The administrator may change the price from the console at any time.
      const cost = ctx.settings.current().translationCostCents;
      const free =
        cost === 0 || ctx.authorities.has(member.vip as Vip, "Free_use_of_the_translation_function");
      if (!free && (await balanceCents(ctx.db, member.id)) < cost) {
        return fail(TranslateStatus.insufficientCredits, "translate.insufficientCredits");
      }

      let dst: string;
      try {
        dst = await translator.translate(text, to);
      } catch (error) {
        if (error instanceof UnsupportedTranslationError) {
          return fail(TranslateStatus.unsupported, "translate.unsupported");
        }
        req.log.warn({ ...about, err: error }, "translation failed");
        return fail(TranslateStatus.failed, "translate.failed");
      }

      if (!free && (await chargeTranslation(ctx.db, member.id, cost, ctx.now(), to)) === undefined) {
        return fail(TranslateStatus.insufficientCredits, "translate.insufficientCredits");
      }
      return ok<TranslateAnswer>({ dst });
    },
  );
}
