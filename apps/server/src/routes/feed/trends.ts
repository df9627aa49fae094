/**
 * Trends (spec §7 Newsfeed and media): the feed, own and another member's lists, posting and
 * deleting. Permissions (spec §6) are checked here, not only in the client: posting needs
 * Allows_newsfeed_to_be_sent, an image Upload_photo, a video Add_video; Dynamic_unrestricted
 * lifts the daily allowance. Media must be the poster's own upload.
 *
 * Answers (ours, issue 50): liking a trend the member can see, its comments, commenting (with
 * Allow_comments_on_newsfeed, except on one's own trend) and deleting one's own comment. A trend
 * that cannot be seen (gone, taken down, its author not approved, a block either way) answers
 * 404 the same whatever the reason. Each list of trends carries its counts and the viewer's like.
 */
import {
  type Answer,
  emptyPayloadSchema,
  type FeedAnswer,
  FeedCalls,
  hisTrendsPayloadSchema,
  pagePayloadSchema,
  Status,
  TREND_ANSWER_LIMIT,
  type TrendCommentPage,
  type TrendLikeState,
  trendCommentIdPayloadSchema,
  trendCommentPayloadSchema,
  trendCommentsPayloadSchema,
  trendIdPayloadSchema,
  trendLikePayloadSchema,
  trendPayloadSchema,
  type Vip,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { blockedBetween } from "../../services/blocks.ts";
import { DailyLimitReached, deleteTrend, feedPage, memberTrends, postTrend } from "../../services/feed.ts";
import {
  addComment,
  commentPage,
  deleteComment,
  momentNotice,
  setLike,
  visibleTrend,
  withAnswers,
} from "../../services/moments.ts";
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
      data: await withAnswers(ctx.db, member.id, page.data),
    };
    return answer as unknown as Answer;
  });

  memberCall(app, FeedCalls.myTrends, { schema: emptyPayloadSchema }, async ({ member }) =>
    ok(await withAnswers(ctx.db, member.id, await memberTrends(ctx, member, member.id))),
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
    return ok(await withAnswers(ctx.db, member.id, await memberTrends(ctx, member, author.id)));
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

  /** Counts one answer of the member's against its window; true when past the limit. */
  const tooFast = async (kind: "likes" | "comments", memberId: number) => {
    const asked = await ctx.limiter.hit(`trend-${kind}:${memberId}`, TREND_ANSWER_LIMIT.windowSeconds);
    return asked.count > TREND_ANSWER_LIMIT[kind];
  };

  memberCall(app, FeedCalls.likeTrend, { schema: trendLikePayloadSchema }, async ({ member, payload }) => {
    const trend = await visibleTrend(ctx.db, member.id, payload.id);
    if (!trend) return fail(Status.notFound, "feed.notFound");
    if (await tooFast("likes", member.id)) return fail(Status.tooManyRequests, "feed.answerTooFast");
    const at = ctx.now();
    const state = await setLike(ctx.db, member.id, trend.id, payload.like === 1, at);
    if (state.changed && state.liked === 1 && trend.authorId !== member.id) {
      await momentNotice(ctx.db, {
        authorId: trend.authorId,
        actor: member,
        trendId: trend.id,
        kind: "like",
        at,
      });
      ctx.events.announce({
        item: "statusLike",
        memberId: trend.authorId,
        actorId: member.id,
        // Once per member and trend: liking again after taking it back tells nobody twice.
        key: `trend-like:${trend.id}:${member.id}`,
        preview: "",
        at,
      });
    }
    const answer: TrendLikeState = { liked: state.liked, like_count: state.like_count };
    return ok(answer);
  });

  memberCall(
    app,
    FeedCalls.trendComments,
    { schema: trendCommentsPayloadSchema },
    async ({ member, payload }) => {
      const trend = await visibleTrend(ctx.db, member.id, payload.id);
      if (!trend) return fail(Status.notFound, "feed.notFound");
      const page: TrendCommentPage = await commentPage(ctx.db, member.id, trend.id, payload.page);
      return ok(page);
    },
  );

  memberCall(
    app,
    FeedCalls.commentTrend,
    { schema: trendCommentPayloadSchema },
    async ({ member, payload }) => {
      const trend = await visibleTrend(ctx.db, member.id, payload.id);
      if (!trend) return fail(Status.notFound, "feed.notFound");
      // spec §6: commenting on the newsfeed is a tier's permission; one's own post takes replies.
      if (trend.authorId !== member.id && !has(member.vip, "Allow_comments_on_newsfeed")) {
        return fail(Status.noPermission, "answers.noPermission");
      }
      if (await tooFast("comments", member.id)) return fail(Status.tooManyRequests, "feed.answerTooFast");
      const at = ctx.now();
      const comment = await addComment(ctx.db, member, trend.id, payload.content, at);
      if (trend.authorId !== member.id) {
        await momentNotice(ctx.db, {
          authorId: trend.authorId,
          actor: member,
          trendId: trend.id,
          kind: "comment",
          commentId: comment.id,
          at,
        });
        ctx.events.announce({
          item: "statusComment",
          memberId: trend.authorId,
          actorId: member.id,
          key: `trend-comment:${comment.id}`,
          preview: payload.content,
          at,
        });
      }
      return ok(comment, "feed.commented");
    },
  );

  memberCall(
    app,
    FeedCalls.deleteTrendComment,
    { schema: trendCommentIdPayloadSchema },
    async ({ member, payload }) => {
      const result = await deleteComment(ctx.db, member.id, payload.id, ctx.now());
      if (result === "missing") return fail(Status.notFound, "feed.commentGone");
      if (result === "notYours") return fail(Status.noPermission, "feed.notYours");
      return ok(undefined, "feed.commentDeleted");
    },
  );
}
