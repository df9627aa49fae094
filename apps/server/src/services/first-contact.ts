/**
 * The first-contact limit of new accounts (issue 15, FIRST_CONTACT_LIMIT in contracts): in its first
 * hours an account may start only so many new conversations, by chat or by mail. A conversation is
 * new when the two members never exchanged a chat message or a mail; it counts against the member
 * who wrote first, so answering someone never counts. The hours run from the approval (an account
 * cannot write before it; one approved on registration has it then). An account without an approval
 * time was seeded or imported from before approvals were recorded: it is not new.
 */
import { FIRST_CONTACT_LIMIT, type MessageRef } from "@site/contracts";
import { and, eq, min, or } from "drizzle-orm";
import type { Tx } from "../db/index.ts";
import { chatMessages, mails } from "../db/schema.ts";
import type { UserRow } from "./users.ts";

export const FIRST_CONTACT_REFUSAL: MessageRef = {
  key: "answers.firstContactLimit",
  values: { max: FIRST_CONTACT_LIMIT.conversations, hours: FIRST_CONTACT_LIMIT.hours },
};

/** Whether the limit may apply to `sender` at all: a member in the first hours after approval. */
export function inFirstContactHours(sender: Pick<UserRow, "role" | "approvedAt">, now: Date): boolean {
  if (sender.role !== "member" || !sender.approvedAt) return false;
  return now.getTime() - sender.approvedAt.getTime() < FIRST_CONTACT_LIMIT.hours * 3_600_000;
}

/** Whether `sender` may write to `peerId` now: false only for a new conversation past the limit. */
export async function mayStartConversation(
  db: Tx,
  sender: Pick<UserRow, "id" | "role" | "approvedAt">,
  peerId: number,
  now: Date,
) {
  if (!inFirstContactHours(sender, now)) return true;
  if (await exchanged(db, sender.id, peerId)) return true;
  return (await conversationsStarted(db, sender.id)) < FIRST_CONTACT_LIMIT.conversations;
}

async function exchanged(db: Tx, a: number, b: number): Promise<boolean> {
  const pair = <T extends typeof chatMessages | typeof mails>(table: T) =>
    or(
      and(eq(table.senderId, a), eq(table.receiverId, b)),
      and(eq(table.senderId, b), eq(table.receiverId, a)),
    );
  const [chat, mail] = await Promise.all([
    db.select({ id: chatMessages.id }).from(chatMessages).where(pair(chatMessages)).limit(1),
    db.select({ id: mails.id }).from(mails).where(pair(mails)).limit(1),
  ]);
  return chat.length > 0 || mail.length > 0;
}

/**
 * The members `me` wrote to before they wrote to `me` (by chat or mail). Only a new account asks,
 * so the rows read are few: its own messages of its first day and the ones it received.
 */
async function conversationsStarted(db: Tx, me: number): Promise<number> {
  const [chatOut, mailOut, chatIn, mailIn] = await Promise.all([
    db
      .select({ peer: chatMessages.receiverId, first: min(chatMessages.createdAt) })
      .from(chatMessages)
      .where(eq(chatMessages.senderId, me))
      .groupBy(chatMessages.receiverId),
    db
      .select({ peer: mails.receiverId, first: min(mails.createdAt) })
      .from(mails)
      .where(eq(mails.senderId, me))
      .groupBy(mails.receiverId),
    db
      .select({ peer: chatMessages.senderId, first: min(chatMessages.createdAt) })
      .from(chatMessages)
      .where(eq(chatMessages.receiverId, me))
      .groupBy(chatMessages.senderId),
    db
      .select({ peer: mails.senderId, first: min(mails.createdAt) })
      .from(mails)
      .where(eq(mails.receiverId, me))
      .groupBy(mails.senderId),
  ]);
  // A mail sent to an address that reached no one has no peer (a new account sends none: mail.ts).
  const earliest = (rows: { peer: number | null; first: Date | null }[]) => {
    const out = new Map<number, number>();
    for (const { peer, first } of rows) {
      if (!first || peer === null) continue;
      const at = new Date(first).getTime();
      out.set(peer, Math.min(out.get(peer) ?? at, at));
    }
    return out;
  };
  const wrote = earliest([...chatOut, ...mailOut]);
  const heard = earliest([...chatIn, ...mailIn]);
  let started = 0;
  for (const [peer, at] of wrote) {
    const theirs = heard.get(peer);
    if (theirs === undefined || at < theirs) started++;
  }
  return started;
}
