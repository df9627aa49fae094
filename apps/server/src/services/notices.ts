/**
 * The notices aggregate (spec §3 Notice, §7 getgiftnewnotice/senotice/upnotice): what the site
 * tells a member, a gift received or the outcome of a report they made. Other capabilities add
 * notices through `createNotice`; the administrator's report decision goes through `resolveReport`.
 */
import {
  centsToCredits,
  NOTICE_LIST_MAX,
  type Notice,
  type NoticeType,
  REPORT_OUTCOMES,
  type ReportOutcome,
} from "@site/contracts";
import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "../db/index.ts";
import { comments, giftSends, gifts, notices, orders, reports, users } from "../db/schema.ts";

export type NoticeRow = typeof notices.$inferSelect;

export interface NewNotice {
  userId: number;
  type: NoticeType;
  content: string;
  giftSendId?: number;
  reportId?: number;
  orderId?: number;
  /** Defaults to the database clock; pass the app clock (`ctx.now()`) where tests move time. */
  createdAt?: Date;
}

export async function createNotice(db: Tx, notice: NewNotice): Promise<NoticeRow> {
  const [row] = await db
    .insert(notices)
    .values({
      userId: notice.userId,
      type: notice.type,
      content: notice.content,
      giftSendId: notice.giftSendId ?? null,
      reportId: notice.reportId ?? null,
      orderId: notice.orderId ?? null,
      ...(notice.createdAt ? { createdAt: notice.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("notice insert returned no row");
  return row;
}

export async function unreadNoticeCount(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.status, 0)));
  return row?.n ?? 0;
}

/** The member's notices, newest first, at most NOTICE_LIST_MAX, gift notices with their gift. */
export async function noticeList(db: Tx, userId: number): Promise<Notice[]> {
  const reported = alias(users, "reported");
  const actor = alias(users, "actor");
  const rows = await db
    .select({
      notice: notices,
      givername: users.username,
      path: gifts.path,
      cid: gifts.categoryId,
      gid: gifts.id,
      outcome: reports.outcome,
      reported: reported.username,
      orderAmount: orders.amountCents,
      orderType: orders.orderType,
      actorName: actor.username,
      comment: {
        content: comments.content,
        deletedAt: comments.deletedAt,
        takenDownAt: comments.takenDownAt,
      },
    })
    .from(notices)
    .leftJoin(giftSends, eq(giftSends.id, notices.giftSendId))
    .leftJoin(gifts, eq(gifts.id, giftSends.giftId))
    .leftJoin(users, eq(users.id, giftSends.giverId))
    .leftJoin(reports, eq(reports.id, notices.reportId))
    .leftJoin(reported, eq(reported.id, reports.targetId))
    .leftJoin(orders, eq(orders.id, notices.orderId))
    .leftJoin(actor, eq(actor.id, notices.actorId))
    .leftJoin(comments, eq(comments.id, notices.commentId))
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(NOTICE_LIST_MAX);
  return rows.map((r) => {
    const n = r.notice;
    const notice: Notice = {
      id: n.id,
      type: n.type === "gift" ? "gift" : "report",
      status: n.status === 1 ? 1 : 0,
      content: n.content,
      create_time: Math.floor(n.createdAt.getTime() / 1000),
    };
    if (r.gid !== null && r.cid !== null && r.path !== null) {
      notice.gift = { givername: r.givername ?? "", path: r.path, cid: r.cid, gid: r.gid };
    }
    const outcome = REPORT_OUTCOMES.find((o) => o === r.outcome);
    if (notice.type === "report" && outcome && r.reported !== null) {
      notice.report = { outcome, username: r.reported };
    }
    if (n.orderId !== null && r.orderAmount !== null && r.orderType !== null) {
      notice.refund = { order_id: n.orderId, amount: centsToCredits(r.orderAmount), order_type: r.orderType };
    }
    if (
      (n.type === "moment_like" || n.type === "moment_comment") &&
      n.actorId !== null &&
      n.trendId !== null
    ) {
      // A comment deleted or taken down since is not repeated here.
      const live = r.comment && !r.comment.deletedAt && !r.comment.takenDownAt;
      notice.moment = {
        kind: n.type === "moment_like" ? "like" : "comment",
        userid: n.actorId,
        username: r.actorName ?? "",
        trend_id: n.trendId,
        content: live ? (r.comment?.content ?? "") : "",
      };
    }
    return notice;
  });
}

/** Marks a notice read for its owner; false when it does not exist or belongs to someone else. */
export async function readNotice(db: Tx, userId: number, id: number): Promise<boolean> {
  const [own] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.userId, userId)))
    .limit(1);
  if (!own) return false;
  await db
    .update(notices)
    .set({ status: 1 })
    .where(and(eq(notices.id, id), eq(notices.userId, userId)));
  return true;
}

/** reports.state for each outcome (schema: open, actioned, dismissed). */
const STATE_OF: Record<ReportOutcome, string> = { upheld: "actioned", dismissed: "dismissed" };

/** The reporter's notice text in English (clients word `report` in the member's language). */
export function reportNoticeText(targetUsername: string, outcome: ReportOutcome): string {
  return outcome === "upheld"
    ? `Your report about ${targetUsername} was reviewed: action was taken. Thank you.`
    : `Your report about ${targetUsername} was reviewed: no rule was broken, so no action was taken.`;
}

export type ResolveResult =
  | { result: "resolved"; reportId: number; reporterId: number; target: string; noticeId: number }
  | { result: "missing" }
  | { result: "already"; outcome: string | null };

/**
 * Closes an open report with the administrator's decision and tells the reporter in a notice, in
 * one transaction: a report is resolved (and its reporter notified) once.
 */
export async function resolveReport(
  db: Tx,
  reportId: number,
  outcome: ReportOutcome,
  now: Date,
  handledBy?: number,
): Promise<ResolveResult> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(reports)
      .set({ state: STATE_OF[outcome], outcome, handledAt: now, handledBy: handledBy ?? null })
      .where(and(eq(reports.id, reportId), eq(reports.state, "open")))
      .returning();
    if (!closed) {
      const [existing] = await tx
        .select({ outcome: reports.outcome })
        .from(reports)
        .where(eq(reports.id, reportId))
        .limit(1);
      return existing ? { result: "already", outcome: existing.outcome } : { result: "missing" };
    }
    const [target] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, closed.targetId))
      .limit(1);
    const name = target?.username ?? "a member";
    const notice = await createNotice(tx, {
      userId: closed.reporterId,
      type: "report",
      content: reportNoticeText(name, outcome),
      reportId: closed.id,
      createdAt: now,
    });
    return {
      result: "resolved",
      reportId: closed.id,
      reporterId: closed.reporterId,
      target: name,
      noticeId: notice.id,
    };
  });
}
