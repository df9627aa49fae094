/**
 * Chat persistence: messages, the per-member conversation rows (chat list, unread counts, deleted
 * conversations) and the free-message allowance. Every write a message causes happens in one
 * transaction, so that a message is either stored with its counts or not at all.
 */
import {
  CHAT_CONTACTS_MAX,
  CHAT_HISTORY_PAGE,
  CHAT_INITIAL_MESSAGES,
  type ChatContact,
  type ChatMessage,
  type ChatMessageType,
  type Vip,
} from "@site/contracts";
import { and, desc, eq, gt, inArray, lt, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/index.ts";
import { executeNamed, intArray, textArray } from "../db/params.ts";
import { chatContacts, chatMessages, dailyCounters, uploads, users } from "../db/schema.ts";

type MessageRow = typeof chatMessages.$inferSelect;

const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : 0);

export function toChatMessage(row: MessageRow): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    sender_id: row.senderId,
    reciver_id: row.receiverId,
    content: row.content,
    type: row.type as ChatMessageType,
    img: row.img,
    create_time: seconds(row.createdAt),
  };
  // Set, not spread in: every message of a batch goes through here, and a spread of a new object
  // costs more than the message itself.
  if (row.clientId) message.cid = row.clientId;
  return message;
}

/**
 * A conversation's newest messages matching `where`, newest first: the two directions each read
 * backwards along chat_messages_pair_idx and merged, so a page reads about `limit` rows however
 * long the conversation. (Written as one `or`, PostgreSQL gathered every message of both
 * directions in a bitmap and sorted them all for each page: 6 ms for a 20,000-message
 * conversation, against 0.4 ms this way.)
 */
function newestBetween(db: Tx, a: number, b: number, where: SQL | undefined, limit: number) {
  const side = (from: number, to: number) =>
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, from), eq(chatMessages.receiverId, to), where))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
  return unionAll(side(a, b), side(b, a)).orderBy(desc(chatMessages.id)).limit(limit);
}

const peerColumns = {
  peerId: chatContacts.peerId,
  unread: chatContacts.unread,
  clearedBeforeId: chatContacts.clearedBeforeId,
  username: users.username,
  avatar: users.avatar,
  vip: users.vip,
  role: users.role,
  isOnline: users.isOnline,
  onlineStatus: users.onlineStatus,
  lastLoginAt: users.lastLoginAt,
};

/** The latest messages of one conversation, oldest first, after what the member deleted. */
async function latestMessages(
  db: Tx,
  me: number,
  peer: number,
  clearedBeforeId: number | null,
  limit: number,
) {
  const rows = await newestBetween(db, me, peer, gt(chatMessages.id, clearedBeforeId ?? 0), limit);
  return rows.reverse().map(toChatMessage);
}

function toContact(row: Awaited<ReturnType<typeof contactRows>>[number], list: ChatMessage[]): ChatContact {
  const last = list.at(-1);
  const service = row.role === "service";
  return {
    uid: row.peerId,
    username: row.username,
    avatar: row.avatar,
    vip: row.vip as Vip,
    is_online: row.isOnline && row.onlineStatus === 0 ? 1 : 0,
    count: row.unread,
    content: last?.content ?? "",
    type: last?.type ?? "txt",
    img: last?.img ?? "",
    create_time: last?.create_time ?? 0,
    // A member who hides their online state hides when they were last here too (0: unknown).
    last_login_time: row.onlineStatus === 0 ? seconds(row.lastLoginAt) : 0,
    list,
    ...(service ? { service: 1 as const } : {}),
  };
}

function contactRows(db: Tx, me: number, peers?: number[]) {
  return db
    .select(peerColumns)
    .from(chatContacts)
    .innerJoin(users, eq(users.id, chatContacts.peerId))
    .where(
      and(
        eq(chatContacts.userId, me),
        peers ? inArray(chatContacts.peerId, peers) : eq(chatContacts.hidden, false),
      ),
    )
    .orderBy(desc(chatContacts.updatedAt))
    .limit(CHAT_CONTACTS_MAX);
}

/** The chat list (opt 0): conversations newest first, each with its latest messages. */
export async function contactList(db: Db, me: number, peers?: number[]): Promise<ChatContact[]> {
  const rows = await contactRows(db, me, peers);
  const lists = await Promise.all(
    rows.map((row) => latestMessages(db, me, row.peerId, row.clearedBeforeId, CHAT_INITIAL_MESSAGES)),
  );
  return rows.map((row, i) => toContact(row, lists[i] ?? []));
}

/** A member's chat list as contactLists reads it: opt 0's data as the wire carries it. */
export interface ContactListText {
  /** The contacts, newest first, as JSON text: the service conversation not marked yet. */
  json: string;
  /** The service conversation's member, when the list holds it (contactListText marks it). */
  serviceId: number | null;
}

/**
 * The chat lists of many members (what contactList answers each), in one query: the init of every
 * connection asks for one, and after a restart thousands of connections ask at once. PostgreSQL
 * writes each list as the wire's JSON, which goes out as it came in (contactListText): parsing it
 * into contacts of twenty messages each and writing them out again was most of what a connection
 * allocated (bench/chat.ts with a heap sampling profile). A test holds each list equal to
 * contactList's.
 */
export async function contactLists(db: Db, uids: number[]): Promise<Map<number, ContactListText>> {
  const lists = new Map<number, ContactListText>();
  if (uids.length === 0) return lists;
  // Per member, its newest conversations joined with their peers, each with its latest messages
  // after what the member deleted: the same reads as contactRows and latestMessages, and the same
  // fields as toContact and toChatMessage (cid only when the message has one). The newest
  // message's fields are picked by a flag, not by array_agg(... order by id desc)[1]: PostgreSQL
  // 15 sorted each such aggregate's input again, four sorts per contact (bench/chat.ts, 5,000
  // connections of twenty messages each: the database's CPU per connection 126-160 µs, now 118-120).
  const result = await executeNamed(
    db,
    "chat_contact_lists",
    sql`
    select me.id as uid, max(c.peer_id) filter (where c.role = 'service') as service_id,
      json_agg(json_build_object('uid', c.peer_id, 'username', c.username, 'avatar', c.avatar,
        'vip', c.vip, 'is_online', case when c.is_online and c.online_status = 0 then 1 else 0 end,
        'count', c.unread, 'content', coalesce(m.content, ''), 'type', coalesce(m.type, 'txt'),
        'img', coalesce(m.img, ''), 'create_time', coalesce(m.at, 0),
        'last_login_time', case when c.online_status = 0
          then coalesce(floor(extract(epoch from c.last_login_at))::bigint, 0) else 0 end,
        'list', m.list) order by c.updated_at desc)::text as list
    from unnest(${intArray(uids)}) as me(id)
    cross join lateral (
      select cc.peer_id, cc.unread, cc.cleared_before_id, cc.updated_at, u.username, u.avatar, u.vip,
        u.role, u.is_online, u.online_status, u.last_login_at
      from ${chatContacts} cc join ${users} u on u.id = cc.peer_id
      where cc.user_id = me.id and cc.hidden = false
      order by cc.updated_at desc limit ${CHAT_CONTACTS_MAX}
    ) c
    cross join lateral (
      select coalesce(json_agg(case when x.client_id is null or x.client_id = ''
          then json_build_object('id', x.id, 'sender_id', x.sender_id, 'reciver_id', x.receiver_id,
            'content', x.content, 'type', x.type, 'img', x.img, 'create_time', x.at)
          else json_build_object('id', x.id, 'sender_id', x.sender_id, 'reciver_id', x.receiver_id,
            'content', x.content, 'type', x.type, 'img', x.img, 'create_time', x.at, 'cid', x.client_id)
          end order by x.id), '[]') as list,
        max(x.content) filter (where x.newest) as content, max(x.type) filter (where x.newest) as type,
        max(x.img) filter (where x.newest) as img, max(x.at) filter (where x.newest) as at
      from (
        select id, sender_id, receiver_id, content, type, img, client_id,
          floor(extract(epoch from created_at))::bigint as at, id = max(id) over () as newest
        from (
          (select id, sender_id, receiver_id, content, type, img, created_at, client_id from ${chatMessages}
            where sender_id = me.id and receiver_id = c.peer_id and id > coalesce(c.cleared_before_id, 0)
            order by id desc limit ${CHAT_INITIAL_MESSAGES})
          union all
          (select id, sender_id, receiver_id, content, type, img, created_at, client_id from ${chatMessages}
            where sender_id = c.peer_id and receiver_id = me.id and id > coalesce(c.cleared_before_id, 0)
            order by id desc limit ${CHAT_INITIAL_MESSAGES})
          order by id desc limit ${CHAT_INITIAL_MESSAGES}
        ) newest
      ) x
    ) m
    group by me.id`,
  );
  const rows = (result as unknown as { rows: { uid: number; service_id: number | null; list: string }[] })
    .rows;
  for (const row of rows) lists.set(row.uid, { json: row.list, serviceId: row.service_id });
  return lists;
}

/**
 * opt 0's data for a list contactLists read (none: an empty list), the service conversation marked
 * as toContact marks it and, when told, whether an agent is connected: only such a list is parsed.
 */
export function contactListText(list: ContactListText | undefined, serviceOnline?: boolean): string {
  if (!list) return "[]";
  if (list.serviceId === null) return list.json;
  const contacts = JSON.parse(list.json) as ChatContact[];
  for (const contact of contacts) {
    if (contact.uid !== list.serviceId) continue;
    contact.service = 1;
    if (serviceOnline !== undefined) contact.os_online = serviceOnline ? 1 : 0;
  }
  return JSON.stringify(contacts);
}

/**
 * Opening a conversation (opt 0 sent): the conversation shows in the member's list (again), its
 * unread count is reset and the peer's messages are marked read. Answers the conversation.
 */
export async function openConversation(
  db: Db,
  me: number,
  peer: number,
  now: Date,
): Promise<ChatContact | undefined> {
  await db.transaction(async (tx) => {
    await tx
      .insert(chatContacts)
      .values({ userId: me, peerId: peer, unread: 0, hidden: false, updatedAt: now })
      .onConflictDoUpdate({
        target: [chatContacts.userId, chatContacts.peerId],
        set: { unread: 0, hidden: false },
      });
    await tx
      .update(chatMessages)
      .set({ readAt: now })
      .where(
        and(
          eq(chatMessages.senderId, peer),
          eq(chatMessages.receiverId, me),
          sql`${chatMessages.readAt} is null`,
        ),
      );
  });
  const [contact] = await contactList(db, me, [peer]);
  return contact;
}

/** Whether the member uploaded this image (chat images come only from our uploads). */
export async function ownsUpload(db: Db, uid: number, path: string): Promise<boolean> {
  const normalised = path.startsWith("/") ? path.slice(1) : path;
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, uid), inArray(uploads.path, [normalised, `/${normalised}`])))
    .limit(1);
  return !!row;
}

export interface NewMessage {
  sender: number;
  receiver: number;
  type: ChatMessageType;
  content: string;
  img: string;
  /** The client's id for the message; null when it sent none (no resend de-duplication then). */
  cid: string | null;
  /** When set, the message counts against the sender's daily allowance of this many. */
  allowance?: { kind: string; day: string; max: number };
}

export type StoreResult =
  | { status: "stored"; message: ChatMessage }
  | { status: "duplicate"; message: ChatMessage }
  | { status: "allowanceUsed" };

class AllowanceUsed extends Error {}

/**
 * Stores a message with its conversation rows and allowance, once per (sender, cid): a message
 * already stored under that cid is answered as a duplicate (the socket looks it up before its
 * checks; the unique index settles resends that race each other).
 */
export async function storeMessage(db: Db, input: NewMessage, now: Date): Promise<StoreResult> {
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(chatMessages)
        .values({
          senderId: input.sender,
          receiverId: input.receiver,
          type: input.type,
          content: input.content,
          img: input.img,
          clientId: input.cid,
          createdAt: now,
        })
        // Only the client key can clash: naming it spares a probe of the primary key per message.
        .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
        .returning();
      // Already stored under this cid (a resend, maybe racing the original): nothing more to do.
      if (!inserted) return undefined;
      if (input.allowance) {
        const { kind, day, max } = input.allowance;
        const [counted] = await tx
          .insert(dailyCounters)
          .values({ userId: input.sender, kind, day, count: 1 })
          .onConflictDoUpdate({
            target: [dailyCounters.userId, dailyCounters.kind, dailyCounters.day],
            set: { count: sql`${dailyCounters.count} + 1` },
            setWhere: lt(dailyCounters.count, max),
          })
          .returning({ count: dailyCounters.count });
        if (!counted) throw new AllowanceUsed();
      }
      // A batch of the group writer may commit after this message: keep the newest either way.
      const newest = {
        lastMessageId: sql`greatest(${chatContacts.lastMessageId}, excluded.last_message_id)`,
        updatedAt: sql`greatest(${chatContacts.updatedAt}, excluded.updated_at)`,
      };
      // Both conversation rows, always the lower member id first: two messages crossing in
      // opposite directions at once would otherwise lock the same rows in opposite orders.
      const senderRow = async () => {
        await tx
          .insert(chatContacts)
          .values({
            userId: input.sender,
            peerId: input.receiver,
            lastMessageId: inserted.id,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [chatContacts.userId, chatContacts.peerId],
            set: { lastMessageId: newest.lastMessageId, hidden: false, updatedAt: newest.updatedAt },
          });
      };
      const receiverRow = async () => {
        await tx
          .insert(chatContacts)
          .values({
            userId: input.receiver,
            peerId: input.sender,
            unread: 1,
            lastMessageId: inserted.id,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [chatContacts.userId, chatContacts.peerId],
            set: {
              unread: sql`${chatContacts.unread} + 1`,
              hidden: false,
              ...newest,
            },
          });
      };
      if (input.sender < input.receiver) {
        await senderRow();
        await receiverRow();
      } else {
        await receiverRow();
        await senderRow();
      }
      return inserted;
    });
    if (row) return { status: "stored", message: toChatMessage(row) };
  } catch (error) {
    if (error instanceof AllowanceUsed) return { status: "allowanceUsed" };
    throw error;
  }
  const stored = input.cid === null ? undefined : await findByClientId(db, input.sender, input.cid);
  if (!stored) throw new Error("a message vanished between its insert and its read");
  return { status: "duplicate", message: stored };
}

export async function findByClientId(db: Db, sender: number, cid: string): Promise<ChatMessage | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, sender), eq(chatMessages.clientId, cid)))
    .limit(1);
  return row ? toChatMessage(row) : undefined;
}

/** How many allowance-counted messages the member sent on this day. */
export async function allowanceUsed(db: Db, uid: number, kind: string, day: string): Promise<number> {
  const [row] = await db
    .select({ count: dailyCounters.count })
    .from(dailyCounters)
    .where(and(eq(dailyCounters.userId, uid), eq(dailyCounters.kind, kind), eq(dailyCounters.day, day)));
  return row?.count ?? 0;
}

/** History (opt 3): up to a page of messages older than `beforeId`, oldest first. */
export async function history(
  db: Db,
  me: number,
  peer: number,
  beforeId: number | undefined,
  beforeTime: number,
): Promise<{ data: ChatMessage[]; more: boolean }> {
  const [contact] = await db
    .select({ clearedBeforeId: chatContacts.clearedBeforeId })
    .from(chatContacts)
    .where(and(eq(chatContacts.userId, me), eq(chatContacts.peerId, peer)));
  const rows = await newestBetween(
    db,
    me,
    peer,
    and(
      gt(chatMessages.id, contact?.clearedBeforeId ?? 0),
      beforeId ? lt(chatMessages.id, beforeId) : lt(chatMessages.createdAt, new Date(beforeTime * 1000)),
    ),
    CHAT_HISTORY_PAGE + 1,
  );
  const more = rows.length > CHAT_HISTORY_PAGE;
  return { data: rows.slice(0, CHAT_HISTORY_PAGE).reverse().map(toChatMessage), more };
}

/** Deleting a conversation (opt 5): hidden for this member only, its messages up to now cleared. */
export async function removeConversation(db: Db, me: number, peer: number): Promise<void> {
  const [last] = await newestBetween(db, me, peer, undefined, 1);
  await db
    .update(chatContacts)
    .set({ hidden: true, unread: 0, clearedBeforeId: last?.id ?? null })
    .where(and(eq(chatContacts.userId, me), eq(chatContacts.peerId, peer)));
}

/**
 * Per member, those whose chat list shows them (they hear of its presence changes), for many
 * members in one query: a reconnect storm asks this for thousands at once.
 */
export async function watchersOf(db: Db, uids: number[]): Promise<Map<number, number[]>> {
  const watchers = new Map<number, number[]>();
  if (uids.length === 0) return watchers;
  const rows = await db
    .select({ id: chatContacts.userId, peer: chatContacts.peerId })
    .from(chatContacts)
    .where(and(sql`${chatContacts.peerId} = any(${intArray(uids)})`, eq(chatContacts.hidden, false)));
  for (const { id, peer } of rows) {
    const list = watchers.get(peer);
    if (list) list.push(id);
    else watchers.set(peer, [id]);
  }
  return watchers;
}

/**
 * Marks many members online or offline in one statement (a reconnect storm): `at`, when given, is
 * when the member came online, their last sign-in (setOnline does the same for one member). A row
 * already as given is left alone (an offline for a member still connected elsewhere, an instance's
 * death found after its members came back): the flag is in the member lists' index, so every write
 * of a users row is a new row version and an entry in each of the table's indexes.
 */
export async function setOnlineMany(
  db: Db,
  changes: Map<number, { online: boolean; at: Date | null }>,
): Promise<void> {
  if (changes.size === 0) return;
  const values = [...changes.values()];
  const online = `{${values.map((v) => (v.online ? "t" : "f")).join(",")}}`;
  // An empty text for "no time": the sign-in stays as it was.
  const at = textArray(values.map((v) => v.at?.toISOString() ?? ""));
  await executeNamed(
    db,
    "chat_presence_many",
    sql`
    update ${users} set is_online = c.online,
      last_login_at = coalesce(nullif(c.at, '')::timestamptz, ${users.lastLoginAt})
    from unnest(${intArray([...changes.keys()])}, ${online}::boolean[], ${at}) as c(id, online, at)
    where ${users.id} = c.id
      and (${users.isOnline} is distinct from c.online
        or ${users.lastLoginAt} is distinct from coalesce(nullif(c.at, '')::timestamptz, ${users.lastLoginAt}))`,
  );
}

/** Marks a member online or offline (their first or last connection). */
export async function setOnline(db: Db, uid: number, online: boolean, now: Date): Promise<void> {
  await db
    .update(users)
    .set(online ? { isOnline: true, lastLoginAt: now } : { isOnline: false })
    .where(eq(users.id, uid));
}
