/**
 * The message a member reports (issue 15): a chat message or a mail that the reported member sent to
 * the reporter. Its text and picture are copied into the report, so the moderator reads what the
 * reporter read even if the message is later deleted.
 */
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/index.ts";
import { chatMessages, mails } from "../db/schema.ts";

export type ReportEvidence = {
  evidenceKind: "chat" | "mail";
  evidenceId: number;
  evidenceText: string;
  evidenceImg: string;
  evidenceAt: Date;
};

/**
 * The evidence named by a report, or "notYours" when the message does not exist, was not sent to
 * the reporter, or was not sent by the reported member (one answer for all three: a reporter learns
 * nothing about other members' messages). Null when the report names no message.
 */
export async function reportEvidence(
  db: Tx,
  reporterId: number,
  targetId: number,
  named: { message_id?: number | undefined; eid?: number | undefined },
): Promise<ReportEvidence | "notYours" | null> {
  if (named.message_id !== undefined) {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.id, named.message_id),
          eq(chatMessages.receiverId, reporterId),
          eq(chatMessages.senderId, targetId),
        ),
      )
      .limit(1);
    if (!row) return "notYours";
    return {
      evidenceKind: "chat",
      evidenceId: row.id,
      evidenceText: row.content,
      evidenceImg: row.img,
      evidenceAt: row.createdAt,
    };
  }
  if (named.eid !== undefined) {
    const [row] = await db
      .select()
      .from(mails)
      .where(and(eq(mails.id, named.eid), eq(mails.receiverId, reporterId), eq(mails.senderId, targetId)))
      .limit(1);
    if (!row) return "notYours";
    return {
      evidenceKind: "mail",
      evidenceId: row.id,
      evidenceText: row.content,
      evidenceImg: "",
      evidenceAt: row.createdAt,
    };
  }
  return null;
}
