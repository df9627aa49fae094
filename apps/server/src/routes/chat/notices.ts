/** Notices (spec §7 notices and mails: getgiftnewnotice, senotice, upnotice). */
import {
  ChatCalls,
  emptyPayloadSchema,
  type NoticeCount,
  noticeReadPayloadSchema,
  Status,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { noticeList, readNotice, unreadNoticeCount } from "../../services/notices.ts";

export async function noticeRoutes(app: FastifyInstance) {
  const { ctx } = app;

  memberCall(app, ChatCalls.noticeCount, { schema: emptyPayloadSchema }, async ({ member }) =>
    ok<NoticeCount>({ newnoticecount: await unreadNoticeCount(ctx.db, member.id) }),
  );

  memberCall(app, ChatCalls.noticeList, { schema: emptyPayloadSchema }, async ({ member }) =>
    ok(await noticeList(ctx.db, member.id)),
  );

  memberCall(app, ChatCalls.noticeRead, { schema: noticeReadPayloadSchema }, async ({ member, payload }) => {
    // Someone else's notice answers exactly like one that does not exist, and stays unread.
    if (!(await readNotice(ctx.db, member.id, payload.id))) return fail(Status.notFound, "notice.notYours");
    return ok<NoticeCount>({ newnoticecount: await unreadNoticeCount(ctx.db, member.id) });
  });
}
