/**
 * The mails aggregate (spec §3 Mail, §7 /member/email/*): member-to-member letters with an
 * unread/read state. Blocks (services/blocks.ts) hide mails both ways: a blocked pair cannot
 * mail each other, and mails already received from someone now blocked either way drop out of
 * the list, the unread count and the detail.
 */
import { AccountStatus, MAIL_PAGE_SIZE, type Mail, type MailList, type SentMailList } from "@site/contracts";
import { and, count, desc, eq, notExists, or, sql } from "drizzle-orm";
import type { Tx } from "../db/index.ts";
import { blocks, mails, users } from "../db/schema.ts";
import { blockedBetween } from "./blocks.ts";
import { findUserByEmail, findUserByUsername, type UserRow } from "./users.ts";

/** The detail answer of /member/email/updatestatus: the opened mail and the unread count after it. */
export interface MailRead {
  mail: Mail;
  unread: number;
}

/** A recipient the sender may not reach: "missing" covers every case so that a block never shows. */
export type Recipient = { user: UserRow } | { missing: true } | { self: true };

/** Whether the recipient field holds an address (a username holds no @). */
export function isAddress(input: string): boolean {
  return input.includes("@");
}

/**
 * Looks up a recipient by username or by address (case-insensitive). The caller answers an
 * address alike whether or not it reaches a member (sendMailToAddress): only a username's answer
 * may tell that it is missing, since usernames are public and addresses are not.
 */
export async function findRecipient(db: Tx, sender: UserRow, input: string): Promise<Recipient> {
  const user = isAddress(input) ? await findUserByEmail(db, input) : await findUserByUsername(db, input);
  if (user?.id === sender.id) return { self: true };
  if (!user || user.status !== AccountStatus.approved || user.role !== "member") return { missing: true };
  if (await blockedBetween(db, sender.id, user.id)) return { missing: true };
  return { user };
}

/** True when `from` has mailed `to` at least once: a mail from `to` to `from` is then a reply. */
export async function hasMailed(db: Tx, from: number, to: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mails.id })
    .from(mails)
    .where(and(eq(mails.senderId, from), eq(mails.receiverId, to)))
    .limit(1);
  return Boolean(row);
}

export async function sendMail(
  db: Tx,
  senderId: number,
  receiverId: number | null,
  content: string,
  now: Date,
  toAddress?: string,
) {
  const [row] = await db
    .insert(mails)
    .values({ senderId, receiverId, toAddress, content, type: 0, createdAt: now })
    .returning();
  return row;
}

/** Mails of `me` whose sender is not blocked by, and has not blocked, `me`. */
function visibleTo(db: Tx, me: number) {
  const blocked = db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.userId, me), eq(blocks.targetId, mails.senderId)),
        and(eq(blocks.userId, mails.senderId), eq(blocks.targetId, me)),
      ),
    );
  return and(eq(mails.receiverId, me), notExists(blocked));
}

export async function unreadMailCount(db: Tx, me: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mails)
    .where(and(visibleTo(db, me), eq(mails.type, 0)));
  return row?.n ?? 0;
}

type MailJoin = { mail: typeof mails.$inferSelect; sendername: string; avatar: string };

function toMail(row: MailJoin, readable: boolean): Mail {
  return {
    eid: row.mail.id,
    type: row.mail.type === 1 ? 1 : 0,
    sendername: row.sendername,
    senderid: row.mail.senderId,
    avatar: row.avatar,
    msg: readable ? row.mail.content : "",
    create_time: Math.floor(row.mail.createdAt.getTime() / 1000),
    locked: !readable,
  };
}

/** Received mails, newest first, one page of MAIL_PAGE_SIZE. Without Read_mails the text is withheld. */
export async function mailList(db: Tx, me: number, page: number, readable: boolean): Promise<MailList> {
  const where = visibleTo(db, me);
  const [[total], rows, unread] = await Promise.all([
    db.select({ n: count() }).from(mails).where(where),
    db
      .select({ mail: mails, sendername: users.username, avatar: users.avatar })
      .from(mails)
      .innerJoin(users, eq(users.id, mails.senderId))
      .where(where)
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((page - 1) * MAIL_PAGE_SIZE),
    unreadMailCount(db, me),
  ]);
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / MAIL_PAGE_SIZE)),
    data: rows.map((r) => toMail(r, readable)),
    unread,
  };
}

/** Mails the member sent, newest first, one page of MAIL_PAGE_SIZE: their own words, always readable. */
export async function sentMailList(db: Tx, me: number, page: number): Promise<SentMailList> {
  const mine = eq(mails.senderId, me);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(mails).where(mine),
    db
      .select({ mail: mails, receivername: users.username, avatar: users.avatar })
      .from(mails)
      .leftJoin(users, eq(users.id, mails.receiverId))
      .where(mine)
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((page - 1) * MAIL_PAGE_SIZE),
  ]);
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil((total?.n ?? 0) / MAIL_PAGE_SIZE)),
    // A mail sent by address shows the address as typed, never whom it reached (if anyone).
    data: rows.map((r) => ({
      eid: r.mail.id,
      receivername: r.mail.toAddress ?? r.receivername ?? "",
      receiverid: r.mail.toAddress === null ? (r.mail.receiverId ?? 0) : 0,
      avatar: r.mail.toAddress === null ? (r.avatar ?? "") : "",
      msg: r.mail.content,
      create_time: Math.floor(r.mail.createdAt.getTime() / 1000),
    })),
  };
}

/**
 * Marks a mail read for its recipient and answers it with the new unread count; undefined when the
 * mail does not exist, is someone else's, or comes from a member now blocked either way.
 */
export async function readMail(db: Tx, me: number, eid: number): Promise<MailRead | undefined> {
  const [row] = await db
    .select({ mail: mails, sendername: users.username, avatar: users.avatar })
    .from(mails)
    .innerJoin(users, eq(users.id, mails.senderId))
    .where(and(eq(mails.id, eid), visibleTo(db, me)))
    .limit(1);
  if (!row) return undefined;
  if (row.mail.type !== 1) {
    await db
      .update(mails)
      .set({ type: 1 })
      .where(and(eq(mails.id, eid), eq(mails.receiverId, me)));
    row.mail.type = 1;
  }
  return { mail: toMail(row, true), unread: await unreadMailCount(db, me) };
}
