/**
 * Trends (spec §7 Newsfeed and media): the feed, own and another member's lists, posting and
 * deleting. Permissions (spec §6) are checked here, not only in the client: posting needs
 * Allows_newsfeed_to_be_sent, an image Upload_photo, a video Add_video; Dynamic_unrestricted
 * lifts the daily allowance. Media must be the poster's own upload.
 */
import {
  type Answer,
  emptyPayloadSchema,
  type FeedAnswer,
  FeedCalls,
  hisTrendsPayloadSchema,
  pagePayloadSchema,
  Status,
  trendIdPayloadSchema,
  trendPayloadSchema,
  type Vip,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { blockedBetween } from "../../services/blocks.ts";
import { DailyLimitReached, deleteTrend, feedPage, memberTrends, postTrend } from "../../services/feed.ts";
import { ownUpload } from "../../services/photos.ts";
import { findUserById } from "../../services/users.ts";

export async function trendRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const has = (vip: number, flag: Parameters<typeof ctx.authorities.has>[1]) =>
    ctx.authorities.has(vip as Vip, flag);

  memberCall(app, FeedCalls.feed, { schema: pagePayloadSchema }, async ({ member, payload }) => {
    const page = await feedPage(ctx, member, payload.page, payload.snapshot);
    const answer: FeedAnswer = {
      status: Status.ok,
      msg: { totalPage: page.totalPage, current_page: payload.page, snapshot: page.snapshot },
      data: page.data,
    };
    return answer as unknown as Answer;
  });

  memberCall(app, FeedCalls.myTrends, { schema: emptyPayloadSchema }, async ({ member }) =>
    ok(await memberTrends(ctx, member, member.id)),
  );

  memberCall(app, FeedCalls.hisTrends, { schema: hisTrendsPayloadSchema }, async ({ member, payload }) => {
    const author = await findUserById(ctx.db, payload.userid);
    if (
      author?.status !== 1 ||
      author.role !== "member" ||
      (author.id !== member.id && (await blockedBetween(ctx.db, member.id, author.id)))
    ) {
      return fail(Status.notFound, "answers.memberNotFound");
    }
    return ok(await memberTrends(ctx, member, author.id));
  });

  memberCall(
    app,
    FeedCalls.postTrend,
    { schema: trendPayloadSchema, flag: "Allows_newsfeed_to_be_sent" },
    async ({ member, payload }) => {
      const { content, img, video } = payload;
      if (!content && !img && !video) return fail(Status.invalid, "feed.empty", { field: "content" });
      if (img && video) return fail(Status.invalid, "feed.oneMedia", { field: "video" });
      if (img) {
        if (!has(member.vip, "Upload_photo")) return fail(Status.noPermission, "answers.noPermission");
        if (!(await ownUpload(ctx.db, member.id, img, ["image", "avatar"]))) {
          return fail(Status.invalid, "feed.mediaInvalid", { field: "img" });
        }
      }
      if (video) {
        if (!has(member.vip, "Add_video")) return fail(Status.noPermission, "answers.noPermission");
        if (!(await ownUpload(ctx.db, member.id, video, ["video"]))) {
          return fail(Status.invalid, "feed.mediaInvalid", { field: "video" });
        }
      }
      try {
        const id = await postTrend(ctx, member, payload, has(member.vip, "Dynamic_unrestricted"));
        return ok({ id }, "feed.sent");
      } catch (error) {
        if (error instanceof DailyLimitReached) {
          return fail(Status.tooManyRequests, { key: "feed.dailyLimit", values: { max: error.max } });
        }
        throw error;
      }
    },
  );

  memberCall(app, FeedCalls.deleteTrend, { schema: trendIdPayloadSchema }, async ({ member, payload }) => {
    const result = await deleteTrend(ctx.db, member.id, payload.id, ctx.now());
    if (result === "missing") return fail(Status.notFound, "feed.notFound");
    if (result === "notYours") return fail(Status.noPermission, "feed.notYours");
    return ok(undefined, "feed.deleted");
  });
}
