/** Follow, block, report (spec §7 Members; blocks are ours). */
import {
  DetailStatus,
  emptyPayloadSchema,
  MemberCalls,
  ReportStatus,
  reportPayloadSchema,
  targetPayloadSchema,
} from "@site/contracts";
import { and, desc, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { blocks, reports, users } from "../../db/schema.ts";
import { fail, memberCall, ok } from "../../lib/wire.ts";
import { blockedBetween, toggleBlock } from "../../services/blocks.ts";
import { toggleLike, toListEntry } from "../../services/members.ts";
import { reportEvidence } from "../../services/report-evidence.ts";
import { findUserById } from "../../services/users.ts";

const DAY_MS = 86_400_000;

export async function memberGraphRoutes(app: FastifyInstance) {
  const { ctx } = app;

  /** The target of an action: an approved member other than oneself, with no block between. */
  async function reachable(me: number, target: number) {
    if (target === me) return "self" as const;
    const user = await findUserById(ctx.db, target);
    if (user?.status !== 1 || user.role !== "member") return "missing" as const;
    return user;
  }

  memberCall(app, MemberCalls.like, { schema: targetPayloadSchema }, async ({ member, payload }) => {
    const target = await reachable(member.id, payload.target_id);
    if (target === "self") return fail(400, "answers.notYourself");
    if (target === "missing" || (await blockedBetween(ctx.db, member.id, target.id))) {
      return fail(DetailStatus.notFound, "answers.memberNotFound");
    }
    const result = await toggleLike(ctx, member.id, target.id);
    return ok(result, result.is_like ? "answers.liked" : "answers.unliked");
  });

  memberCall(app, MemberCalls.block, { schema: targetPayloadSchema }, async ({ member, payload }) => {
    const target = await reachable(member.id, payload.target_id);
    if (target === "self") return fail(400, "answers.notYourself");
    if (target === "missing") return fail(DetailStatus.notFound, "answers.memberNotFound");
    const state = await toggleBlock(ctx.db, member.id, target.id);
    return ok({ is_block: state }, state ? "answers.blocked" : "answers.unblocked");
  });

  memberCall(app, MemberCalls.blockList, { schema: emptyPayloadSchema }, async ({ member }) => {
    const rows = await ctx.db
      .select({ user: users })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.targetId))
      .where(eq(blocks.userId, member.id))
      .orderBy(desc(blocks.createdAt));
    const now = ctx.now();
    return ok(rows.map((r) => toListEntry(r.user, false, now)));
  });

  memberCall(app, MemberCalls.report, { schema: reportPayloadSchema }, async ({ member, payload }) => {
    const target = await reachable(member.id, payload.userid);
    if (target === "self") return fail(400, "answers.notYourself");
    if (target === "missing") return fail(ReportStatus.notFound, "answers.memberNotFound");
    const evidence = await reportEvidence(ctx.db, member.id, target.id, payload);
    if (evidence === "notYours") return fail(ReportStatus.notYours, "answers.reportNotYours");
    const since = new Date(ctx.now().getTime() - DAY_MS);
    const done = await ctx.db.transaction(async (tx) => {
      const [recent] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, member.id),
            eq(reports.targetId, target.id),
            gt(reports.createdAt, since),
          ),
        )
        .limit(1);
      if (recent) return false;
      await tx.insert(reports).values({
        reporterId: member.id,
        targetId: target.id,
        type: payload.type,
        createdAt: ctx.now(),
        ...evidence,
      });
      return true;
    });
    return done
      ? ok(undefined, "answers.reported")
      : fail(ReportStatus.alreadyToday, "answers.reportedToday");
  });
}
