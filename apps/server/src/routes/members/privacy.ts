/** The privacy calls of the member's settings (issue 15): devices, deleting the account, the data archive. */
import {
  AccountStatus,
  DeleteAccountStatus,
  DownloadStatus,
  deleteAccountPayloadSchema,
  downloadPayloadSchema,
  EndSessionStatus,
  emptyPayloadSchema,
  endSessionPayloadSchema,
  PrivacyCalls,
  RequestExportStatus,
  Status,
} from "@site/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { fail, memberCall, ok, parsePayload, tokenOf } from "../../lib/wire.ts";
import { cancelDeletion, privacyStatus, scheduleDeletion } from "../../services/account-deletion.ts";
import {
  type DownloadResult,
  downloadByCode,
  downloadForMember,
  requestExport,
} from "../../services/data-export.ts";
import { endOtherSessions, endOwnSession, listDevices } from "../../services/device-sessions.ts";
import { resolveSessionMember } from "../../services/sessions.ts";
import { findUserById } from "../../services/users.ts";

export async function privacyRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const fresh = async (id: number) => findUserById(ctx.db, id);

  memberCall(app, PrivacyCalls.sessions, { schema: emptyPayloadSchema }, async ({ member, session }) =>
    ok(await listDevices(ctx, member.id, session.id)),
  );

  memberCall(
    app,
    PrivacyCalls.endSession,
    { schema: endSessionPayloadSchema },
    async ({ member, session, payload }) => {
      // Another member's session, or one ended already, answers the same: nothing tells them apart.
      if (!(await endOwnSession(ctx, member.id, payload.id))) {
        return fail(EndSessionStatus.notFound, "privacy.sessionMissing");
      }
      return ok(await listDevices(ctx, member.id, session.id));
    },
  );

  memberCall(
    app,
    PrivacyCalls.endOtherSessions,
    { schema: emptyPayloadSchema },
    async ({ member, session }) => {
      await endOtherSessions(ctx, member.id, session.id);
      return ok(await listDevices(ctx, member.id, session.id));
    },
  );

  memberCall(app, PrivacyCalls.status, { schema: emptyPayloadSchema }, async ({ member }) =>
    ok(await privacyStatus(ctx, member)),
  );

  memberCall(
    app,
    PrivacyCalls.deleteAccount,
    { schema: deleteAccountPayloadSchema },
    async ({ member, payload, req }) => {
      const result = await scheduleDeletion(ctx, member, payload.password, req.ip);
      if (result.kind === "failed") return fail(DeleteAccountStatus.passwordWrong, "answers.passwordWrong");
      if (result.kind === "rateLimited") {
        return fail(DeleteAccountStatus.passwordWrong, {
          key: "answers.tooManyAttempts",
          values: { minutes: result.minutes },
        });
      }
      const updated = (await fresh(member.id)) ?? member;
      return ok(await privacyStatus(ctx, updated));
    },
  );

  memberCall(app, PrivacyCalls.cancelDeletion, { schema: emptyPayloadSchema }, async ({ member }) => {
    await cancelDeletion(ctx.db, member.id);
    const updated = (await fresh(member.id)) ?? member;
    return ok(await privacyStatus(ctx, updated));
  });

  memberCall(app, PrivacyCalls.requestExport, { schema: emptyPayloadSchema }, async ({ member }) => {
    const result = await requestExport(ctx, member.id);
    if (result.kind === "tooSoon") {
      return fail(RequestExportStatus.tooSoon, {
        key: "privacy.exportTooSoon",
        values: { hours: result.hours },
      });
    }
    const updated = (await fresh(member.id)) ?? member;
    return ok(await privacyStatus(ctx, updated));
  });

  const send = (reply: FastifyReply, result: DownloadResult) => {
    if (result.kind === "invalid") {
      return reply.code(404).send(fail(DownloadStatus.invalidLink, "privacy.linkInvalid"));
    }
    return reply
      .header("content-type", "application/zip")
      .header("content-length", String(result.file.size))
      .header("content-disposition", `attachment; filename="${result.name}"`)
      .header("cache-control", "private, no-store")
      .send(result.file.body);
  };

  // The mailed link: a one-time code, no session needed (it may open in another browser).
  app.get(PrivacyCalls.download, { config: { public: true } }, async (req, reply) => {
    const parsed = await parsePayload(downloadPayloadSchema, req.query, Status.invalid);
    if ("answer" in parsed) return parsed.answer;
    if (!parsed.payload.code) return send(reply, { kind: "invalid" });
    return send(reply, await downloadByCode(ctx, parsed.payload.code));
  });

  // The settings' button: a form posting the member's token, so the browser saves the answer.
  app.post(PrivacyCalls.download, { config: { public: true } }, async (req, reply) => {
    const token = tokenOf(req);
    const resolved = token ? await resolveSessionMember(ctx.db, token, ctx.now()) : undefined;
    if (!resolved || resolved.member.status === AccountStatus.disabled)
      return send(reply, { kind: "invalid" });
    return send(reply, await downloadForMember(ctx, resolved.member.id));
  });
}
