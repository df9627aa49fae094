/**
 * The operator's console API (issue 14; contracts/admin.ts): JSON POSTs under /admin/api, each
 * checked on the server against the signed-in staff member's role. A visitor gets the spec's
 * session-invalid answer; a member's token, or a moderator's on an administrator's call, gets 403
 * and never data. Every action is written with its audit row (services/audit.ts).
 */
import {
  AccountStatus,
  AdminCalls,
  AdminStatus,
  type Answer,
  auditListPayloadSchema,
  emptyAdminPayloadSchema,
  rejectPayloadSchema,
  reviewDecisionPayloadSchema,
  SESSION_INVALID_MSG,
  type StaffMe,
  type StaffPower,
  type StaffRole,
  Status,
  staffMay,
} from "@site/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AnyObject, ObjectSchema } from "yup";
import { fail, ok, publicCall, tokenOf } from "../../lib/wire.ts";
import type { Actor } from "../../services/audit.ts";
import { auditPage } from "../../services/audit.ts";
import { approveMember, type Decision, refuseMember, reviewQueue } from "../../services/review.ts";
import { resolveSessionMember } from "../../services/sessions.ts";
import type { UserRow } from "../../services/users.ts";

type Payload<S> = S extends ObjectSchema<infer T> ? T : never;

export async function adminRoutes(app: FastifyInstance) {
  const { ctx } = app;

  /** The staff member behind the request, or the answer that refuses it. */
  async function staff(
    req: FastifyRequest,
    power: StaffPower,
  ): Promise<{ staff: UserRow } | { refused: Answer }> {
    const token = tokenOf(req);
    const found = token ? await resolveSessionMember(ctx.db, token, ctx.now()) : undefined;
    if (!found || found.member.status !== AccountStatus.approved)
      return { refused: { status: Status.failed, msg: SESSION_INVALID_MSG } };
    if (!staffMay(found.member.role, power))
      return { refused: fail(AdminStatus.forbidden, "admin.forbidden") };
    return { staff: found.member };
  }

  /**
   * A console call: validated by its contract schema (publicCall: the staff check below is this
   * call's own, not the members' session guard), then refused unless the role holds `power`.
   */
  function staffCall<S extends ObjectSchema<AnyObject>>(
    path: string,
    schema: S,
    power: StaffPower,
    handler: (input: { payload: Payload<S>; actor: Actor; me: UserRow }) => Promise<Answer>,
  ) {
    publicCall(app, path, { schema, staff: power }, async ({ payload, req }) => {
      const who = await staff(req, power);
      if ("refused" in who) return who.refused;
      const me = who.staff;
      return handler({ payload, actor: { id: me.id, name: me.username }, me });
    });
  }

  const decision = (done: Decision) =>
    done.ok
      ? ok({ id: done.user.id })
      : fail(
          done.why === "missing" ? AdminStatus.missing : AdminStatus.done,
          done.why === "missing" ? "admin.memberMissing" : "admin.alreadyDecided",
        );

  staffCall(AdminCalls.me, emptyAdminPayloadSchema, "queues", async ({ me }) =>
    ok<StaffMe>({ id: me.id, username: me.username, role: me.role as StaffRole }),
  );
  staffCall(AdminCalls.reviewQueue, emptyAdminPayloadSchema, "queues", async () =>
    ok(await reviewQueue(ctx.db)),
  );
  staffCall(AdminCalls.approve, reviewDecisionPayloadSchema, "queues", async ({ payload, actor }) =>
    decision(await approveMember(ctx, actor, payload.id)),
  );
  staffCall(AdminCalls.reject, rejectPayloadSchema, "queues", async ({ payload, actor }) =>
    decision(await refuseMember(ctx, actor, payload.id, payload.reason)),
  );
  // The trail shows what staff did, money included: administrators read it.
  staffCall(AdminCalls.audit, auditListPayloadSchema, "money", async ({ payload }) =>
    ok(await auditPage(ctx.db, { page: payload.page, q: payload.q, targetId: payload.target_id })),
  );
}
