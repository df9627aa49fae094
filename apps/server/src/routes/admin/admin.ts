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
  articleCategorySavePayloadSchema,
  articleSavePayloadSchema,
  auditListPayloadSchema,
  authoritiesSavePayloadSchema,
  type ContentKind,
  CREDIT_GRANT_MAX,
  centsToCredits,
  contentListPayloadSchema,
  creditsToCents,
  emptyAdminPayloadSchema,
  giftCategorySavePayloadSchema,
  giftCreatePayloadSchema,
  giftSavePayloadSchema,
  type MemberAction,
  type MessageKey,
  memberActionPayloadSchema,
  memberCreditsPayloadSchema,
  memberListPayloadSchema,
  memberTierPayloadSchema,
  orderListPayloadSchema,
  orderPayloadSchema,
  type PayFlag,
  type PermissionFlag,
  packageSavePayloadSchema,
  type ReportAction,
  refundPayloadSchema,
  rejectPayloadSchema,
  resolveReportPayloadSchema,
  reviewDecisionPayloadSchema,
  SESSION_INVALID_MSG,
  type SecondFactorEnrolment,
  type SecondFactorRecovery,
  type StaffMe,
  type StaffPower,
  type StaffRole,
  Status,
  secondFactorCodePayloadSchema,
  settingsSavePayloadSchema,
  staffMay,
  takeDownPayloadSchema,
  tierPriceSavePayloadSchema,
} from "@site/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AnyObject, ObjectSchema } from "yup";
import { securityEvent } from "../../lib/security-events.ts";
import { contractOf, fail, ok, parsePayload, refusedPayload, tokenOf } from "../../lib/wire.ts";
import {
  saveArticleByStaff,
  saveCategoryByStaff,
  staffArticle,
  staffArticleList,
} from "../../services/article-desk.ts";
import { ArticleError } from "../../services/articles.ts";
import type { Actor } from "../../services/audit.ts";
import { audit, auditPage } from "../../services/audit.ts";
import {
  catalogView,
  createGift,
  type Saved,
  saveAuthorities,
  saveGift,
  saveGiftCategory,
  savePackage,
  saveSettings,
  saveTierPrice,
} from "../../services/catalogs.ts";
import { contentPage, takeDownContent } from "../../services/content-moderation.ts";
import { dashboard } from "../../services/dashboard.ts";
import { actOnMember, grantCredits, memberPage } from "../../services/member-actions.ts";
import { endOfDay, memberFile, setTier } from "../../services/member-file.ts";
import { orderDetail, orderPage, refundByStaff } from "../../services/order-desk.ts";
import { actOnReport, reportQueue } from "../../services/report-cases.ts";
import { approveMember, type Decision, refuseMember, reviewQueue } from "../../services/review.ts";
import {
  type CodeCheck,
  confirmSecondFactor,
  enrolSecondFactor,
  secondFactorDue,
  verifySecondFactor,
} from "../../services/second-factor.ts";
import { resolveSessionMember } from "../../services/sessions.ts";
import type { UserRow } from "../../services/users.ts";

type Payload<S> = S extends ObjectSchema<infer T> ? T : never;

export async function adminRoutes(app: FastifyInstance) {
  const { ctx } = app;

  /**
   * The staff member behind the request, or the answer that refuses it. A staff session that has
   * not passed the second factor is refused every call but the second factor's own (`before`).
   */
  async function staff(
    req: FastifyRequest,
    power: StaffPower,
    before = false,
  ): Promise<{ staff: UserRow; sessionId: number } | { refused: Answer; who?: UserRow }> {
    const token = tokenOf(req);
    const found = token ? await resolveSessionMember(ctx.db, token, ctx.now()) : undefined;
    if (!found || found.member.status !== AccountStatus.approved)
      return { refused: { status: Status.failed, msg: SESSION_INVALID_MSG } };
    if (!staffMay(found.member.role, power))
      return { refused: fail(AdminStatus.forbidden, "admin.forbidden"), who: found.member };
    if (!before && !found.session.secondFactorAt) {
      const due = await secondFactorDue(ctx.db, found.member.id);
      return { refused: fail(AdminStatus.secondFactor, "admin.secondFactorDue", { due }), who: found.member };
    }
    return { staff: found.member, sessionId: found.session.id };
  }

  /**
   * A console call: the staff check comes first (a member learns nothing, not even which fields a
   * call takes), then the payload is validated by its contract schema, then the handler runs.
   */
  function staffCall<S extends ObjectSchema<AnyObject>>(
    path: string,
    schema: S,
    power: StaffPower,
    handler: (input: {
      payload: Payload<S>;
      actor: Actor;
      me: UserRow;
      req: FastifyRequest;
      sessionId: number;
    }) => Promise<Answer>,
    /** The second factor's own calls, made before the session has passed it. */
    beforeSecondFactor = false,
  ) {
    const options = { schema, staff: power };
    app.post(path, { config: { public: true, contract: contractOf(options), staff: power } }, async (req) => {
      const who = await staff(req, power, beforeSecondFactor);
      if ("refused" in who) {
        // Every refused console call is a security event: someone reached for staff powers.
        const reason = !who.who
          ? "session_invalid"
          : who.refused.status === AdminStatus.secondFactor
            ? "second_factor_due"
            : "forbidden";
        securityEvent(req, {
          kind: "staff_call",
          reason,
          ...(who.who ? { account: who.who.username, userId: who.who.id } : {}),
        });
        return who.refused;
      }
      const parsed = await parsePayload(schema, req.body, Status.invalid);
      if ("answer" in parsed) return refusedPayload(req, parsed.answer);
      const me = who.staff;
      return handler({
        payload: parsed.payload as Payload<S>,
        actor: { id: me.id, name: me.username },
        me,
        req,
        sessionId: who.sessionId,
      });
    });
  }

  /**
   * A code refused, or the step the session is at when it is not the one this call is for. A
   * refused or throttled code is a security event: someone may hold a staff password.
   */
  const codeAnswer = (req: FastifyRequest, me: UserRow, check: CodeCheck): Answer => {
    if (check.kind === "refused" || check.kind === "rateLimited")
      securityEvent(req, {
        kind: "second_factor",
        reason: "second_factor_failed",
        account: me.username,
        userId: me.id,
      });
    switch (check.kind) {
      case "ok":
        return ok({});
      case "due":
        return fail(AdminStatus.secondFactor, "admin.secondFactorDue", { due: check.due });
      case "rateLimited":
        return fail(AdminStatus.codeRefused, {
          key: "admin.secondFactorLimited",
          values: { minutes: check.minutes },
        });
      case "refused":
        return fail(AdminStatus.codeRefused, "admin.codeRefused");
    }
  };
  staffCall(
    AdminCalls.secondFactorEnrol,
    emptyAdminPayloadSchema,
    "queues",
    async ({ me }) => {
      const enrolment = await enrolSecondFactor(ctx, me);
      return enrolment
        ? ok<SecondFactorEnrolment>(enrolment)
        : fail(AdminStatus.done, "admin.secondFactorEnrolled", { due: "verify" });
    },
    true,
  );
  staffCall(
    AdminCalls.secondFactorConfirm,
    secondFactorCodePayloadSchema,
    "queues",
    async ({ me, payload, sessionId, req }) => {
      const check = await confirmSecondFactor(ctx, me, sessionId, payload.code);
      return check.kind === "confirmed"
        ? ok<SecondFactorRecovery>({ recovery_codes: check.recoveryCodes })
        : codeAnswer(req, me, check);
    },
    true,
  );
  staffCall(
    AdminCalls.secondFactorVerify,
    secondFactorCodePayloadSchema,
    "queues",
    async ({ me, payload, sessionId, req }) =>
      codeAnswer(req, me, await verifySecondFactor(ctx, me, sessionId, payload.code)),
    true,
  );

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
  staffCall(AdminCalls.reportQueue, emptyAdminPayloadSchema, "queues", async () =>
    ok(await reportQueue(ctx.db, ctx.now())),
  );
  staffCall(AdminCalls.resolveReport, resolveReportPayloadSchema, "queues", async ({ payload, actor }) => {
    const acted = await actOnReport(ctx, actor, payload.id, payload.action as ReportAction);
    if (acted.ok) return ok({ id: acted.reportId });
    return acted.why === "missing"
      ? fail(AdminStatus.missing, "admin.reportMissing")
      : fail(AdminStatus.done, "admin.alreadyDecided");
  });
  // Moderators work the member list and files too, without the money in them (balances, orders,
  // cards): that is the administrator's, in every call.
  staffCall(AdminCalls.members, memberListPayloadSchema, "queues", async ({ payload, me }) =>
    ok(
      await memberPage(ctx, {
        money: staffMay(me.role, "money"),
        q: payload.q,
        page: payload.page,
        status: payload.status,
        vip: payload.vip,
        chatBanned: payload.chat_banned,
      }),
    ),
  );
  staffCall(AdminCalls.member, reviewDecisionPayloadSchema, "queues", async ({ payload, actor, me, req }) => {
    const found = await memberFile(ctx, payload.id, { money: staffMay(me.role, "money") });
    if (!found) return fail(AdminStatus.missing, "admin.memberMissing");
    // A member's file is personal data: who read it, and when, is on the trail and in the log.
    await audit(
      ctx.db,
      actor,
      { action: "member.view", targetType: "member", targetId: payload.id },
      ctx.now(),
    );
    securityEvent(req, {
      kind: "member_file_read",
      account: actor.name,
      userId: me.id,
      targetId: payload.id,
    });
    return ok(found);
  });
  // A tier is money's worth: the administrator's.
  staffCall(AdminCalls.memberTier, memberTierPayloadSchema, "money", async ({ payload, actor }) => {
    const set = await setTier(
      ctx,
      actor,
      payload.id,
      payload.vip as 0 | 1 | 2,
      payload.deadline ? endOfDay(payload.deadline) : undefined,
    );
    if (set.ok) return ok({ vip: set.vip });
    return set.why === "missing"
      ? fail(AdminStatus.missing, "admin.memberMissing")
      : fail(Status.invalid, { key: "errors.format", values: { field: "deadline" } });
  });
  staffCall(AdminCalls.memberAction, memberActionPayloadSchema, "queues", async ({ payload, actor }) => {
    const acted = await actOnMember(ctx, actor, payload.id, payload.action as MemberAction);
    return acted.ok ? ok({ id: acted.user.id }) : fail(AdminStatus.missing, "admin.memberMissing");
  });
  // Money is the administrator's (a moderator cannot change money).
  staffCall(AdminCalls.memberCredits, memberCreditsPayloadSchema, "money", async ({ payload, actor }) => {
    const cents = creditsToCents(payload.amount, { signed: true });
    if (cents === undefined || cents === 0 || Math.abs(cents) > CREDIT_GRANT_MAX * 100)
      return fail(Status.invalid, { key: "errors.format", values: { field: "amount" } });
    const granted = await grantCredits(ctx, actor, payload.id, cents, payload.reason);
    if (granted.ok) return ok({ amount: centsToCredits(granted.balanceCents) });
    return granted.why === "insufficient"
      ? fail(AdminStatus.done, "pay.creditsLow")
      : fail(AdminStatus.missing, "admin.memberMissing");
  });
  staffCall(AdminCalls.content, contentListPayloadSchema, "queues", async ({ payload }) =>
    ok(await contentPage(ctx.db, { before: payload.before, kind: payload.kind as ContentKind | undefined })),
  );
  staffCall(AdminCalls.takeDown, takeDownPayloadSchema, "queues", async ({ payload, actor }) => {
    const done = await takeDownContent(ctx, actor, {
      source: payload.source as "upload" | "trend" | "comment",
      id: payload.id,
      reason: payload.reason,
    });
    return done.ok ? ok({ id: payload.id }) : fail(AdminStatus.missing, "admin.contentMissing");
  });
  // Articles: staff read them; administrators write them (the blog speaks for the site).
  staffCall(AdminCalls.articles, emptyAdminPayloadSchema, "catalogs", async () =>
    ok(await staffArticleList(ctx)),
  );
  staffCall(AdminCalls.article, orderPayloadSchema, "catalogs", async ({ payload }) => {
    const found = await staffArticle(ctx, payload.id);
    return found ? ok(found) : fail(AdminStatus.missing, "blog.articleMissing");
  });
  const articleRefused = (error: unknown) => {
    if (error instanceof ArticleError)
      return fail(Status.invalid, { key: "admin.articleInvalid", values: { why: error.message } });
    throw error;
  };
  staffCall(AdminCalls.articleSave, articleSavePayloadSchema, "catalogs", async ({ payload, actor }) => {
    try {
      return ok({ id: await saveArticleByStaff(ctx, actor, payload) });
    } catch (error) {
      return articleRefused(error);
    }
  });
  staffCall(
    AdminCalls.articleCategorySave,
    articleCategorySavePayloadSchema,
    "catalogs",
    async ({ payload, actor }) => {
      try {
        return ok({ id: await saveCategoryByStaff(ctx, actor, payload) });
      } catch (error) {
        return articleRefused(error);
      }
    },
  );
  staffCall(AdminCalls.dashboard, emptyAdminPayloadSchema, "queues", async ({ me }) =>
    ok(await dashboard(ctx, { revenue: staffMay(me.role, "money") })),
  );
  // Orders and refunds are money: the administrator's.
  staffCall(AdminCalls.orders, orderListPayloadSchema, "money", async ({ payload }) =>
    ok(await orderPage(ctx, { page: payload.page, q: payload.q, state: payload.state })),
  );
  staffCall(AdminCalls.order, orderPayloadSchema, "money", async ({ payload }) => {
    const found = await orderDetail(ctx, payload.id);
    return found ? ok(found) : fail(AdminStatus.missing, "pay.orderMissing");
  });
  staffCall(AdminCalls.refund, refundPayloadSchema, "money", async ({ payload, actor }) => {
    const done = await refundByStaff(ctx, actor, payload.id, payload.reason);
    if (done.refunded) return ok({ id: done.order.id });
    return done.reason === "missing"
      ? fail(AdminStatus.missing, "pay.orderMissing")
      : fail(AdminStatus.done, done.reason === "spent" ? "admin.refundSpent" : "admin.refundNotPaid");
  });
  // Catalogs and settings are the administrator's (a moderator cannot change prices).
  const saved = (done: Saved, missing: MessageKey) => (done.ok ? ok({}) : fail(AdminStatus.missing, missing));
  staffCall(AdminCalls.catalog, emptyAdminPayloadSchema, "catalogs", async () => ok(await catalogView(ctx)));
  staffCall(AdminCalls.giftSave, giftSavePayloadSchema, "catalogs", async ({ payload, actor }) =>
    saved(await saveGift(ctx, actor, payload), "admin.catalogMissing"),
  );
  staffCall(AdminCalls.giftCreate, giftCreatePayloadSchema, "catalogs", async ({ payload, actor }) => {
    const made = await createGift(ctx, actor, payload);
    return made.ok ? ok({ id: made.id }) : fail(AdminStatus.missing, "admin.catalogMissing");
  });
  staffCall(
    AdminCalls.giftCategorySave,
    giftCategorySavePayloadSchema,
    "catalogs",
    async ({ payload, actor }) => {
      const made = await saveGiftCategory(ctx, actor, payload);
      return made.ok ? ok({ id: made.id }) : fail(AdminStatus.missing, "admin.catalogMissing");
    },
  );
  staffCall(AdminCalls.packageSave, packageSavePayloadSchema, "catalogs", async ({ payload, actor }) =>
    saved(
      await savePackage(ctx, actor, { ...payload, kind: payload.kind as "recharge" | "upgrade" }),
      "admin.catalogMissing",
    ),
  );
  staffCall(AdminCalls.tierPriceSave, tierPriceSavePayloadSchema, "catalogs", async ({ payload, actor }) =>
    saved(await saveTierPrice(ctx, actor, payload.tier, payload.price), "admin.catalogMissing"),
  );
  staffCall(AdminCalls.settingsSave, settingsSavePayloadSchema, "catalogs", async ({ payload, actor }) => {
    await saveSettings(ctx, actor, {
      freeChatsPerDay: payload.free_chats_per_day,
      translationPrice: payload.translation_price,
      payMethods: payload.pay_methods as PayFlag[],
    });
    return ok({});
  });
  staffCall(
    AdminCalls.authoritiesSave,
    authoritiesSavePayloadSchema,
    "catalogs",
    async ({ payload, actor }) => {
      await saveAuthorities(ctx, actor, payload.tier, payload.flags as PermissionFlag[]);
      return ok({});
    },
  );
  // The trail shows what staff did, money included: administrators read it.
  staffCall(AdminCalls.audit, auditListPayloadSchema, "money", async ({ payload }) =>
    ok(await auditPage(ctx.db, { page: payload.page, q: payload.q, targetId: payload.target_id })),
  );
}
