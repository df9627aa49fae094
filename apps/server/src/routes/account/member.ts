/** Signed-in account calls of spec §7: profile reads and edits, online status, password, logout. */
import {
  Calls,
  ChangePasswordStatus,
  changePasswordPayloadSchema,
  emptyPayloadSchema,
  type InitData,
  onlineStatusPayloadSchema,
  ProfileStatus,
  profilePayloadSchema,
  signaturePayloadSchema,
} from "@site/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { likes } from "../../db/schema.ts";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { changePassword } from "../../services/accounts.ts";
import { revokeSession } from "../../services/sessions.ts";
import { serviceAccount } from "../../services/system-accounts.ts";
import { birthdayColumn, findUserByEmail, toProfile, updateUser } from "../../services/users.ts";

export async function memberAccountRoutes(app: FastifyInstance) {
  const { ctx } = app;

  memberCall(app, Calls.userinfo, { schema: emptyPayloadSchema, underReview: true }, async ({ member }) =>
    ok(toProfile(member, ctx.authorities)),
  );

  memberCall(app, Calls.initdata, { schema: emptyPayloadSchema, underReview: true }, async ({ member }) => {
    const service = await serviceAccount(ctx.db);
    const liked = await ctx.db.select({ id: likes.targetId }).from(likes).where(eq(likes.userId, member.id));
    const data: InitData = {
      authority: ctx.authorities.lists(),
      service: { id: service.id, username: service.username, avatar: service.avatar },
      serviceavatar: service.avatar,
      like_ids: liked.map((l) => l.id),
    };
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

  memberCall(app, Calls.profile, { schema: profilePayloadSchema }, async ({ member, payload }) => {
    const owner = await findUserByEmail(ctx.db, payload.email);
    if (owner && owner.id !== member.id) return fail(ProfileStatus.emailUsed, "answers.emailUsed");
    const updated = await updateUser(ctx.db, member.id, {
      email: payload.email,
      gender: payload.sex,
      birthday: birthdayColumn(payload.birthday),
      ...(payload.avatar
        ? { avatar: payload.avatar.startsWith("/") ? payload.avatar : `/${payload.avatar}` }
        : {}),
    });
    return ok(updated ? toProfile(updated, ctx.authorities) : undefined, "answers.saved");
  });

  memberCall(app, Calls.changeSignature, { schema: signaturePayloadSchema }, async ({ member, payload }) => {
    await updateUser(ctx.db, member.id, { signature: payload.signature });
    return ok({ signature: payload.signature }, "answers.saved");
  });

  memberCall(
    app,
    Calls.changePassword,
    { schema: changePasswordPayloadSchema },
    async ({ member, session, payload }) => {
      const changed = await changePassword(ctx, member, session.id, payload.oldpassword, payload.newpassword);
      return changed
        ? ok(undefined, "answers.saved")
        : fail(ChangePasswordStatus.oldPasswordWrong, "answers.oldPasswordWrong");
    },
  );

  memberCall(app, Calls.logout, { schema: emptyPayloadSchema, underReview: true }, async ({ session }) => {
    await revokeSession(ctx.db, session.id, ctx.now());
    return ok(undefined, "answers.loggedOut");
  });
}
