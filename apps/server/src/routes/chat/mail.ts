/** Mails (spec §7 notices and mails: emaillist, released, updatestatus; §8 mail send), and our sentlist. */
import {
  ChatCalls,
  FIRST_CONTACT_LIMIT,
  MailSendStatus,
  mailReadPayloadSchema,
  mailSendPayloadSchema,
  pagePayloadSchema,
  Status,
  type Vip,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import {
  FIRST_CONTACT_REFUSAL,
  inFirstContactHours,
  mayStartConversation,
} from "../../services/first-contact.ts";
import {
  findRecipient,
  hasMailed,
  isAddress,
  mailList,
  readMail,
  sendMail,
  sentMailList,
} from "../../services/mails.ts";
import type { UserRow } from "../../services/users.ts";

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
    if (isAddress(payload.email)) return sendToAddress(member, payload.email, payload.content, canStart);
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
    await deliver(member.id, found.user.id, payload.content);
    return ok(undefined, "mail.sent");
  });

  async function deliver(senderId: number, receiverId: number | null, content: string, toAddress?: string) {
    const mail = await sendMail(ctx.db, senderId, receiverId, content.trim(), ctx.now(), toAddress);
    if (mail && receiverId !== null) {
      ctx.events.announce({
        item: "mail",
        memberId: receiverId,
        actorId: senderId,
        key: `mail:${mail.id}`,
        preview: mail.content,
        at: mail.createdAt,
      });
    }
  }

  /**
   * Spec §7 names `email` the recipient's address. Usernames are public, addresses are not: so an
   * address is answered "sent" whether or not it reaches a member (none, a blocked pair, staff, an
   * account under review), and the mail is kept either way under the address as typed, which is
   * all the sender's sent box and data export show. What would depend on the member reached is
   * decided before the lookup: answering someone (Continue_mail_dialog alone) goes by username, as
   * the mail list shows it, and a new account, whose first contacts are counted by member, writes
   * by username in its first hours.
   */
  async function sendToAddress(member: UserRow, address: string, content: string, canStart: boolean) {
    if (address.toLowerCase() === member.email.toLowerCase()) {
      return fail(Status.invalid, "answers.notYourself");
    }
    if (!canStart) return fail(Status.noPermission, "answers.noPermission");
    if (inFirstContactHours(member, ctx.now())) {
      return fail(MailSendStatus.firstContactLimit, {
        key: "mail.byAddressLater",
        values: { hours: FIRST_CONTACT_LIMIT.hours },
      });
    }
    const found = await findRecipient(ctx.db, member, address);
    await deliver(member.id, "user" in found ? found.user.id : null, content, address);
    return ok(undefined, "mail.sent");
  }

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
