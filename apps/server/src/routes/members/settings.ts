/** The member's stored settings (general, notification, language) and invitation (spec §2; stored, not only acknowledged). */
import {
  emptyPayloadSchema,
  languagePayloadSchema,
  MemberCalls,
  settingsPayloadSchema,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { memberCall, ok } from "../../lib/wire.ts";
import { inviteData, settingsOf } from "../../services/members.ts";
import { updateUser } from "../../services/users.ts";

export async function memberSettingsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  memberCall(app, MemberCalls.settings, { schema: emptyPayloadSchema }, async ({ member }) =>
    ok(settingsOf(member)),
  );

  memberCall(
    app,
    MemberCalls.saveSettings,
    { schema: settingsPayloadSchema },
    async ({ member, payload }) => {
      const updated = await updateUser(ctx.db, member.id, {
        settings: { general: payload.general, notification: payload.notification },
      });
      return ok(settingsOf(updated ?? member), "answers.saved");
    },
  );

  memberCall(
    app,
    MemberCalls.saveLanguage,
    { schema: languagePayloadSchema },
    async ({ member, payload }) => {
      const updated = await updateUser(ctx.db, member.id, { lang: payload.lang });
      return ok(settingsOf(updated ?? member), "answers.saved");
    },
  );

  memberCall(app, MemberCalls.invite, { schema: emptyPayloadSchema }, async ({ member }) =>
    ok(await inviteData(ctx, member)),
  );
}
