/**
 * The report queue (issue 14; spec §6: the administrator handles reports): open reports, oldest
 * first, each with what a moderator needs to decide (the reported member's latest photos and the
 * messages between the two, and the 24-hour clock), and the one rule for acting on a report, from
 * the console or `npm run admin -- resolve-report`: the report is closed, the reporter told, the
 * action taken and audited, all in one transaction.
 */
import {
  AccountStatus,
  ChatState,
  type Language,
  Opt,
  REPORT_SLA_HOURS,
  type ReportAction,
  type ReportCase,
  SocketClose,
} from "@site/contracts";
import { aliasedTable, and, asc, desc, eq, isNull, or } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/index.ts";
import { chatMessages, photos, reports, users } from "../db/schema.ts";
import { type Actor, audit } from "./audit.ts";
import { contentPage } from "./content-moderation.ts";
import { sendMail } from "./mails.ts";
import { resolveReport } from "./notices.ts";
import { revokeUserSessions } from "./sessions.ts";
import { updateUser } from "./users.ts";

const QUEUE_MAX = 100;
const EVIDENCE_MESSAGES = 20;
const PHOTOS_SHOWN = 6;
/** The reported member's newest pictures and posts shown with a case, each one can be taken down. */
const CONTENT_SHOWN = 8;

export async function reportQueue(db: Tx, now: Date): Promise<ReportCase[]> {
  const reporter = aliasedTable(users, "reporter");
  const reported = aliasedTable(users, "reported");
  const open = await db
    .select({ report: reports, reporter, reported })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.targetId))
    .where(eq(reports.state, "open"))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(QUEUE_MAX);
  const slaMs = REPORT_SLA_HOURS * 3_600_000;
  return Promise.all(
    open.map(async ({ report, reporter: from, reported: about }): Promise<ReportCase> => {
      const [shots, said, recent] = await Promise.all([
        db
          .select({ img: photos.img })
          .from(photos)
          .where(and(eq(photos.userId, about.id), eq(photos.kind, 1), isNull(photos.takenDownAt)))
          .orderBy(desc(photos.id))
          .limit(PHOTOS_SHOWN),
        db
          .select()
          .from(chatMessages)
          .where(
            or(
              and(eq(chatMessages.senderId, from.id), eq(chatMessages.receiverId, about.id)),
              and(eq(chatMessages.senderId, about.id), eq(chatMessages.receiverId, from.id)),
            ),
          )
          .orderBy(desc(chatMessages.id))
          .limit(EVIDENCE_MESSAGES),
        contentPage(db, { memberId: about.id, limit: CONTENT_SHOWN }),
      ]);
      return {
        id: report.id,
        type: report.type,
        create_time: Math.floor(report.createdAt.getTime() / 1000),
        overdue: now.getTime() - report.createdAt.getTime() > slaMs,
        reporter: { id: from.id, username: from.username, avatar: from.avatar },
        reported: {
          id: about.id,
          username: about.username,
          avatar: about.avatar,
          status: about.status,
          chat_state: about.chatState,
        },
        ...(report.evidenceKind && report.evidenceAt
          ? {
              evidence: {
                kind: report.evidenceKind === "mail" ? ("mail" as const) : ("chat" as const),
                content: report.evidenceText ?? "",
                img: report.evidenceImg ?? "",
                create_time: Math.floor(report.evidenceAt.getTime() / 1000),
              },
            }
          : {}),
        photos: shots.map((p) => p.img),
        content: recent.items,
        messages: said.reverse().map((m) => ({
          from: m.senderId === from.id ? from.username : about.username,
          type: m.type,
          content: m.content,
          img: m.img,
          create_time: Math.floor(m.createdAt.getTime() / 1000),
        })),
      };
    }),
  );
}

/** The customer-service mail that warns a reported member, in their language. */
const WARNING: Record<Language, string> = {
  en: "A member reported your behaviour, and we agree that it broke our rules. Please keep every conversation respectful, and never ask for money or contact details. If it happens again, your account may lose chat or be closed.",
  zhcn: "有会员举报了您的行为，经审核确认违反了我们的规则。请在每一次交流中保持尊重，也不要索取金钱或联系方式。如再次发生，您的账户可能会被禁止聊天或停用。",
  zhtw: "有會員檢舉了您的行為，經審核確認違反了我們的規則。請在每一次交流中保持尊重，也不要索取金錢或聯絡方式。如再次發生，您的帳號可能會被禁止聊天或停用。",
};

export type ReportActed =
  | { ok: true; reportId: number; targetId: number }
  | { ok: false; why: "missing" | "decided" };

export async function actOnReport(
  ctx: AppContext,
  actor: Actor,
  reportId: number,
  action: ReportAction,
): Promise<ReportActed> {
  const at = ctx.now();
  const acted = await ctx.db.transaction(async (tx): Promise<ReportActed> => {
    const resolved = await resolveReport(
      tx,
      reportId,
      action === "dismiss" ? "dismissed" : "upheld",
      at,
      actor.id ?? undefined,
    );
    if (resolved.result === "missing") return { ok: false, why: "missing" };
    if (resolved.result === "already") return { ok: false, why: "decided" };
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId));
    const [target] = report ? await tx.select().from(users).where(eq(users.id, report.targetId)) : [];
    if (!report || !target) return { ok: false, why: "missing" };
    const before = { chat_state: target.chatState, status: target.status };
    let after = before;
    if (action === "ban-chat") {
      await updateUser(tx, target.id, { chatState: ChatState.banned });
      after = { ...before, chat_state: ChatState.banned };
    } else if (action === "disable") {
      await updateUser(tx, target.id, { status: AccountStatus.disabled });
      await revokeUserSessions(tx, target.id, at);
      after = { ...before, status: AccountStatus.disabled };
    } else if (action === "warn") {
      const [service] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, "service"))
        .limit(1);
      const lang = (target.lang in WARNING ? target.lang : "en") as Language;
      if (service) await sendMail(tx, service.id, target.id, WARNING[lang], at);
    }
    await audit(
      tx,
      actor,
      {
        action: `report.${action}`,
        targetType: "report",
        targetId: reportId,
        before,
        after,
        reason: `about ${target.username}`,
      },
      at,
    );
    return { ok: true, reportId, targetId: target.id };
  });
  if (acted.ok && action === "ban-chat")
    await ctx.chat.deliver(acted.targetId, { opt: Opt.heartbeat, chat_state: ChatState.banned });
  if (acted.ok && action === "disable")
    await ctx.chat.closeAll(acted.targetId, SocketClose.sessionInvalid, "account disabled after a report");
  return acted;
}
