/** Mails (spec §7 notices and mails: emaillist, released, updatestatus; §8 mail send), and our sentlist. */
import {
  ChatCalls,
  MailSendStatus,
  mailReadPayloadSchema,
  mailSendPayloadSchema,
  pagePayloadSchema,
  Status,
  type Vip,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { FIRST_CONTACT_REFUSAL, mayStartConversation } from "../../services/first-contact.ts";
import {
  findRecipient,
  hasMailed,
  mailList,
  readMail,
  sendMail,
  sentMailList,
} from "../../services/mails.ts";

export async function mailRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const has = (vip: number, flag: "Start_mail_dialog" | "Continue_mail_dialog" | "Read_mails") =>
    ctx.authorities.has(vip as Vip, flag);

  memberCall(app, ChatCalls.mailSend, { schema: mailSendPayloadSchema }, async ({ member, payload }) => {
    // Start_mail_dialog opens a conversation; Continue_mail_dialog only answers someone who wrote first.
    const canStart = has(member.vip, "Start_mail_dialog");
    if (!canStart && !has(member.vip, "Continue_mail_dialog")) {
      return fail(Status.noPermission, "answers.noPermission");
    }
    const found = await findRecipient(ctx.db, member, payload.email);
    if ("self" in found) return fail(Status.invalid, "answers.notYourself");
    // One answer for every recipient not found, an address included (spec §8: -1 or -2, the user
    // does not exist): -2 only for addresses would tell which of them hold an account.
    if ("missing" in found) return fail(MailSendStatus.userMissing, "mail.userMissing");
    if (!canStart && !(await hasMailed(ctx.db, found.user.id, member.id))) {
      return fail(Status.noPermission, "answers.noPermission");
    }
    if (!(await mayStartConversation(ctx.db, member, found.user.id, ctx.now()))) {
      return fail(MailSendStatus.firstContactLimit, FIRST_CONTACT_REFUSAL);
    }
    const mail = await sendMail(ctx.db, member.id, found.user.id, payload.content.trim(), ctx.now());
    if (mail) {
      ctx.events.announce({
        item: "mail",
        memberId: found.user.id,
        actorId: member.id,
        key: `mail:${mail.id}`,
        preview: mail.content,
        at: mail.createdAt,
      });
    }
    return ok(undefined, "mail.sent");
  });

  memberCall(app, ChatCalls.mailList, { schema: pagePayloadSchema }, async ({ member, payload }) =>
    ok(await mailList(ctx.db, member.id, payload.page, has(member.vip, "Read_mails"))),
  );

  memberCall(app, ChatCalls.mailSent, { schema: pagePayloadSchema }, async ({ member, payload }) =>
    ok(await sentMailList(ctx.db, member.id, payload.page)),
  );

  memberCall(
    app,
    ChatCalls.mailRead,
    { schema: mailReadPayloadSchema, flag: "Read_mails" },
    async ({ member, payload }) => {
      const read = await readMail(ctx.db, member.id, payload.id);
      // Someone else's mail answers exactly like one that does not exist.
      return read ? ok(read) : fail(Status.notFound, "mail.notYours");
    },
  );
}
