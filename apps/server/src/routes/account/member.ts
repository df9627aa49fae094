/** Signed-in account calls of spec §7: profile reads and edits, online status, password, logout. */
import {
  Calls,
  ChangePasswordStatus,
  changePasswordPayloadSchema,
  cleanPrompts,
  emptyPayloadSchema,
  type InitData,
  onlineStatusPayloadSchema,
  ProfileStatus,
  profilePayloadSchema,
  SocketClose,
  Status,
  signaturePayloadSchema,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ownsUpload } from "../../chat/store.ts";
import { likes } from "../../db/schema.ts";
import { securityEvent } from "../../lib/security-events.ts";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { changePassword, requestEmailChange } from "../../services/accounts.ts";
import { countMemberTrends, postEventTrend } from "../../services/feed.ts";
import { revokeSession } from "../../services/sessions.ts";
import { serviceAccount } from "../../services/system-accounts.ts";
import { birthdayColumn, toProfile, type UserRow, updateUser } from "../../services/users.ts";

/** How long initdata waits for the translation provider's list of languages. */
const TARGETS_WAIT_MS = 300;

const who = (member: UserRow) => ({ account: member.username, userId: member.id });

export async function memberAccountRoutes(app: FastifyInstance) {
  const { ctx } = app;

  memberCall(app, Calls.userinfo, { schema: emptyPayloadSchema, underReview: true }, async ({ member }) =>
    // spec §3 newfeedcount: the client asks again after each post or deletion (issue 50).
    ok(toProfile(member, ctx.authorities, await countMemberTrends(ctx.db, member.id))),
  );

  memberCall(app, Calls.initdata, { schema: emptyPayloadSchema, underReview: true }, async ({ member }) => {
    const service = await serviceAccount(ctx.db);
    const liked = await ctx.db.select({ id: likes.targetId }).from(likes).where(eq(likes.userId, member.id));
    const data: InitData = {
      authority: ctx.authorities.lists(),
      service: { id: service.id, username: service.username, avatar: service.avatar },
      serviceavatar: service.avatar,
      like_ids: liked.map((l) => l.id),
      showmembertypename: ctx.config.payments.showTierNames ? 1 : 0,
    };
    // Every signed-in screen waits for initdata: a provider slow to list its languages (a
    // LibreTranslate that hangs rather than refusing) must not hold it up. Past a short wait the
    // field is left out (the menu offers the spec's list) while the lookup goes on and is kept for
    // the next call.
    const lookup = ctx.translator.targets().catch((error: unknown) => {
      // The provider is down: the screens still open, and the menu offers the spec's list.
      ctx.log.warn({ err: error, provider: ctx.translator.name }, "translation targets unknown");
      return undefined;
    });
    let stopWaiting = () => {};
    const targets = await Promise.race([
      lookup,
      new Promise<undefined>((resolve) => {
        const timer = setTimeout(resolve, TARGETS_WAIT_MS);
        stopWaiting = () => clearTimeout(timer);
      }),
    ]);
    stopWaiting();
    if (targets) data.translate_targets = [...targets];
    return ok(data);
  });

  memberCall(app, Calls.readOnlineStatus, { schema: emptyPayloadSchema }, async ({ member }) =>
    ok({ onlinestatus: member.onlineStatus }),
  );

  memberCall(
    app,
    Calls.changeOnlineStatus,
    { schema: onlineStatusPayloadSchema },
    async ({ member, payload }) => {
      const updated = await updateUser(ctx.db, member.id, { onlineStatus: payload.onlinestatus });
      return ok({ onlinestatus: updated?.onlineStatus ?? payload.onlinestatus });
    },
  );

  memberCall(app, Calls.profile, { schema: profilePayloadSchema }, async ({ member, payload, req }) => {
    const avatar = payload.avatar
      ? payload.avatar.startsWith("/")
        ? payload.avatar
        : `/${payload.avatar}`
      : undefined;
    // Only a picture this member uploaded (or the one they already show) can be their avatar.
    if (avatar && avatar !== member.avatar && !(await ownsUpload(ctx.db, member.id, avatar))) {
      return fail(
        Status.invalid,
        { key: "errors.format", values: { field: "avatar" } },
        { field: "avatar", key: "errors.format" },
      );
    }
    // A new address waits for its link: mailed to it when the call has our `password` field (our
    // client sends it, empty when the member left it so), to the current address when it has none
    // (the spec's client: a stolen session alone must not move the account), and the rest of the
    // save then goes through.
    // Whether another account uses the address (-1) is told a few times an hour per member
    // (EMAIL_CHANGE_LIMIT).
    const newEmail = payload.email.toLowerCase() !== member.email.toLowerCase();
    let asked: Awaited<ReturnType<typeof requestEmailChange>> | undefined;
    if (newEmail) {
      asked = await requestEmailChange(ctx, member, payload.email, payload.password, req.ip);
      if (asked.kind === "emailUsed") return fail(ProfileStatus.emailUsed, "answers.emailUsed");
      if (asked.kind === "rateLimited") {
        return fail(ProfileStatus.passwordNeeded, {
          key: "answers.tooManyAttempts",
          values: { minutes: asked.minutes },
        });
      }
      if (asked.kind === "failed") {
        return fail(
          ProfileStatus.passwordNeeded,
          payload.password ? "answers.passwordWrong" : "answers.emailNeedsPassword",
        );
      }
    }
    const updated = await updateUser(ctx.db, member.id, {
      ...(newEmail ? {} : { email: payload.email }),
      gender: payload.sex,
      birthday: birthdayColumn(payload.birthday),
      ...(avatar ? { avatar } : {}),
      // Ours (issue 50), each optional: absent leaves the stored one.
      ...(payload.about !== undefined ? { about: payload.about } : {}),
      ...(payload.prompts !== undefined ? { prompts: cleanPrompts(payload.prompts) } : {}),
      ...(payload.interest !== undefined ? { interest: payload.interest } : {}),
    });
    if (avatar && avatar !== member.avatar)
      await postEventTrend(ctx.db, member.id, 2, ctx.now(), { img: avatar });
    const profile = updated
      ? toProfile(updated, ctx.authorities, await countMemberTrends(ctx.db, member.id))
      : undefined;
    if (asked?.kind === "askedCurrent") return ok(profile, "answers.emailConfirmAtCurrent");
    return newEmail
      ? ok(profile, { key: "answers.emailConfirmSent", values: { email: payload.email } })
      : ok(profile, "answers.saved");
  });

  memberCall(app, Calls.changeSignature, { schema: signaturePayloadSchema }, async ({ member, payload }) => {
    await updateUser(ctx.db, member.id, { signature: payload.signature });
    if (payload.signature && payload.signature !== member.signature) {
      await postEventTrend(ctx.db, member.id, 3, ctx.now(), { content: payload.signature });
    }
    return ok({ signature: payload.signature }, "answers.saved");
  });

  memberCall(
    app,
    Calls.changePassword,
    { schema: changePasswordPayloadSchema },
    async ({ member, session, payload, req }) => {
      const result = await changePassword(
        ctx,
        member,
        session.id,
        payload.oldpassword,
        payload.newpassword,
        req.ip,
      );
      switch (result.kind) {
        case "ok":
          return ok(undefined, "answers.saved");
        case "failed":
          securityEvent(req, { kind: "password_check", reason: "sign_in_failed", ...who(member) });
          return fail(ChangePasswordStatus.oldPasswordWrong, "answers.oldPasswordWrong");
        case "rateLimited":
          securityEvent(req, {
            kind: "password_check",
            reason: result.lockedOut ? "locked_out" : "rate_limited",
            ...who(member),
          });
          return fail(ChangePasswordStatus.oldPasswordWrong, {
            key: "answers.tooManyAttempts",
            values: { minutes: result.minutes },
          });
      }
    },
  );

  memberCall(
    app,
    Calls.logout,
    { schema: emptyPayloadSchema, underReview: true },
    async ({ member, session }) => {
      await revokeSession(ctx.db, session.id, ctx.now());
      // Its open chat sockets close too, on every instance.
      await ctx.chat.closeAll(member.id, SocketClose.sessionInvalid, "signed out", { session: session.id });
      return ok(undefined, "answers.loggedOut");
    },
  );
}
