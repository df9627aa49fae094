/** Visitor calls of spec §7 Account: register, login, forget, and the reset link's call. */
import {
  AccountStatus,
  Calls,
  ConfirmEmailStatus,
  confirmEmailPayloadSchema,
  ForgetStatus,
  forgetPayloadSchema,
  isStaffRole,
  LoginStatus,
  loginPayloadSchema,
  RegisterStatus,
  ResetPasswordStatus,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  type SessionProfile,
  Status,
} from "@site/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RefusalReason } from "../../lib/metrics.ts";
import { countRefusal, securityEvent } from "../../lib/security-events.ts";
import { fail, ok, publicCall } from "../../lib/wire.ts";
import { confirmEmailChange, forget, login, register, resetPassword } from "../../services/accounts.ts";
import { countMemberTrends } from "../../services/feed.ts";
import { secondFactorDue } from "../../services/second-factor.ts";
import { toProfile } from "../../services/users.ts";

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers["user-agent"] });

export async function visitorRoutes(app: FastifyInstance) {
  const { ctx } = app;

  publicCall(app, Calls.register, { schema: registerPayloadSchema }, async ({ payload, req }) => {
    const result = await register(ctx, payload, meta(req));
    switch (result.kind) {
      case "usernameUsed":
        return fail(RegisterStatus.usernameUsed, "answers.usernameUsed");
      case "emailUsed":
        return fail(RegisterStatus.emailUsed, "answers.emailUsed");
      case "rateLimited":
        countRefusal(req, "rate_limited");
        return fail(Status.tooManyRequests, {
          key: "answers.tooManyAttempts",
          values: { minutes: result.minutes },
        });
      case "ok": {
        // Under review the member is signed in all the same (data.status 2, spec §4).
        const data: SessionProfile = { ...toProfile(result.user, ctx.authorities), token: result.token };
        return ok(
          data,
          result.user.status === AccountStatus.underReview ? "answers.underReview" : "answers.registerOk",
        );
      }
    }
  });

  publicCall(app, Calls.login, { schema: loginPayloadSchema }, async ({ payload, req }) => {
    const result = await login(ctx, payload, meta(req));
    // A refused sign-in is a security event: the account as typed, the address, why (no password).
    const refused = (reason: RefusalReason) =>
      securityEvent(req, { kind: "sign_in", reason, account: payload.account });
    switch (result.kind) {
      case "failed":
        refused("sign_in_failed");
        return fail(LoginStatus.failed, "answers.loginFailed");
      case "disabled":
        refused("account_disabled");
        return fail(LoginStatus.failed, "answers.accountDisabled");
      case "rateLimited":
        refused(result.lockedOut ? "locked_out" : "rate_limited");
        return fail(LoginStatus.failed, {
          key: "answers.tooManyAttempts",
          values: { minutes: result.minutes },
        });
      case "ok": {
        const feeds = await countMemberTrends(ctx.db, result.user.id);
        const data: SessionProfile = {
          ...toProfile(result.user, ctx.authorities, feeds),
          token: result.token,
        };
        // Staff only: the console waits for the second factor (issue 51); members' answer is as before.
        if (isStaffRole(result.user.role)) data.second_factor = await secondFactorDue(ctx.db, result.user.id);
        // -3 with the session: the client shows the under-review notice with sign-out (spec §4).
        if (result.user.status === AccountStatus.underReview)
          return fail(LoginStatus.underReview, "answers.underReview", data);
        return ok(data, result.deletionCancelled ? "privacy.signInCancelledDeletion" : "answers.loginOk");
      }
    }
  });

  publicCall(
    app,
    Calls.forget,
    { schema: forgetPayloadSchema, invalidStatus: ForgetStatus.formatError },
    async ({ payload, req }) => {
      const result = await forget(ctx, payload.email, meta(req));
      if (result.kind === "rateLimited") {
        countRefusal(req, "rate_limited");
        return fail(Status.tooManyRequests, {
          key: "answers.tooManyAttempts",
          values: { minutes: result.minutes },
        });
      }
      return ok(undefined, "answers.resetSent");
    },
  );

  // Ours: the link mailed to a new e-mail address; it works without a session (another device).
  publicCall(app, Calls.confirmEmail, { schema: confirmEmailPayloadSchema }, async ({ payload }) => {
    const result = await confirmEmailChange(ctx, payload.code);
    if (result === "changed") return ok(undefined, "answers.emailConfirmed");
    return result === "emailUsed"
      ? fail(ConfirmEmailStatus.emailUsed, "answers.emailUsed")
      : fail(ConfirmEmailStatus.invalidLink, "answers.emailLinkInvalid");
  });

  publicCall(app, Calls.resetPassword, { schema: resetPasswordPayloadSchema }, async ({ payload }) => {
    const done = await resetPassword(ctx, payload.code, payload.newpassword);
    return done
      ? ok(undefined, "answers.passwordSet")
      : fail(ResetPasswordStatus.invalidLink, "answers.resetInvalid");
  });
}
