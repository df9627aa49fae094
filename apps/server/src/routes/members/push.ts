/** Web Push subscriptions of the member's devices (ours, issue 15; services/push.ts delivers). */
import {
  emptyPayloadSchema,
  PushCalls,
  type PushPublicKey,
  pushSubscribePayloadSchema,
  pushUnsubscribePayloadSchema,
  SubscribeStatus,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { endpointAllowed, subscribe, unsubscribe, vapidKeys } from "../../services/push.ts";

export async function pushRoutes(app: FastifyInstance) {
  const { ctx } = app;

  memberCall(app, PushCalls.publicKey, { schema: emptyPayloadSchema, underReview: true }, async () =>
    ok<PushPublicKey>({ key: vapidKeys(ctx.config).publicKey }),
  );

  memberCall(
    app,
    PushCalls.subscribe,
    { schema: pushSubscribePayloadSchema, underReview: true },
    async ({ member, payload }) => {
      if (!endpointAllowed(ctx.config, payload.endpoint))
        return fail(SubscribeStatus.endpointRefused, "push.endpointRefused");
      await subscribe(ctx, member.id, payload);
      return ok(undefined, "answers.saved");
    },
  );

  memberCall(
    app,
    PushCalls.unsubscribe,
    { schema: pushUnsubscribePayloadSchema, underReview: true },
    async ({ member, payload }) => {
      await unsubscribe(ctx, member.id, payload.endpoint);
      return ok(undefined, "answers.saved");
    },
  );
}
