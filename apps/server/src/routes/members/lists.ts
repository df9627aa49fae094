/** The member lists, search, wall and detail (spec §7 Members). */
import {
  DetailStatus,
  emptyPayloadSchema,
  MemberCalls,
  memberIdPayloadSchema,
  pagePayloadSchema,
  SearchStatus,
  searchPayloadSchema,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { likeList, memberDetail, memberWall, searchMembers, snapshotList } from "../../services/members.ts";

export async function memberListRoutes(app: FastifyInstance) {
  const { ctx } = app;

  memberCall(app, MemberCalls.onlineList, { schema: pagePayloadSchema }, async ({ member, payload }) =>
    ok(await snapshotList(ctx, member, "online", payload.page, payload.snapshot)),
  );
  memberCall(app, MemberCalls.newOppositeSex, { schema: pagePayloadSchema }, async ({ member, payload }) =>
    ok(await snapshotList(ctx, member, "latest", payload.page, payload.snapshot)),
  );
  for (const [path, kind] of [
    [MemberCalls.iLike, "i_like"],
    [MemberCalls.loveMe, "love_me"],
    [MemberCalls.mutualLike, "mutual_like"],
  ] as const) {
    memberCall(app, path, { schema: pagePayloadSchema }, async ({ member, payload }) =>
      ok(await likeList(ctx, member, kind, payload.page, payload.snapshot)),
    );
  }

  memberCall(
    app,
    MemberCalls.search,
    { schema: searchPayloadSchema, flag: "Search_users" },
    async ({ member, payload }) => {
      if (!payload.username) return fail(SearchStatus.noUser, "answers.noUserFound");
      return ok(await searchMembers(ctx, member, payload.username));
    },
  );

  memberCall(app, MemberCalls.wall, { schema: emptyPayloadSchema }, async ({ member }) =>
    ok(await memberWall(ctx, member)),
  );

  memberCall(app, MemberCalls.detail, { schema: memberIdPayloadSchema }, async ({ member, payload }) => {
    // Opening one's own detail needs no permission; someone else's needs View_profiles (spec §6).
    if (payload.id !== member.id && !ctx.authorities.has(member.vip as 0 | 1 | 2, "View_profiles")) {
      return fail(403, "answers.noPermission");
    }
    const detail = await memberDetail(ctx, member, payload.id);
    return detail ? ok(detail) : fail(DetailStatus.notFound, "answers.memberNotFound");
  });
}
