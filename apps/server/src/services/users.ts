/** The users aggregate: reads and writes of member rows, and the profile the wire answers with. */
import {
  type AccountStatus,
  birthdayToDate,
  type ChatState,
  dateToBirthday,
  type Gender,
  isProfilePromptKey,
  type OnlineStatus,
  type Profile,
  type ProfilePrompt,
  type Role,
  Vip,
} from "@site/contracts";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../db/index.ts";
import { executeNamed, intArray, jsonValue } from "../db/params.ts";
import { blocks, users } from "../db/schema.ts";
import type { AuthorityService } from "./authorities.ts";
import { pairKey } from "./blocks.ts";
import { forgetMember, forgetMembers, forgetOnCommit } from "./member-cache.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The rows of these members (those that exist), in one query. */
export async function findUsersByIds(db: Tx, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  // One array parameter, however many ids.
  return db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${intArray(ids)})`);
}

/** What the chat reads of a member for every message: who they are, whether they may talk, their tier. */
export type ChatMember = Pick<
  UserRow,
  | "id"
  | "username"
  | "avatar"
  | "role"
  | "status"
  | "chatState"
  | "onlineStatus"
  | "vip"
  | "silverDeadline"
  | "goldDeadline"
>;

/** A member as findChatMembers reads it: the columns in order, deadlines in epoch milliseconds. */
type RawChatMember = [
  id: number,
  username: string,
  avatar: string,
  role: string,
  status: number,
  chatState: number,
  onlineStatus: number,
  vip: number,
  silverDeadline: number | null,
  goldDeadline: number | null,
];

const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The chat's view of these members as one JSON value (a scalar subquery: see findChatMembers). */
const chatMembersJson = (ids: number[]) =>
  sql`(select coalesce(json_agg(json_build_array(id, username, avatar, role, status, chat_state,
          online_status, vip, floor(extract(epoch from silver_deadline) * 1000)::bigint,
          floor(extract(epoch from gold_deadline) * 1000)::bigint)), '[]')
        from ${users} where id = any(${intArray(ids)}))`;

const toChatMember = (m: RawChatMember): ChatMember => ({
  id: m[0],
  username: m[1],
  avatar: m[2],
  role: m[3] as ChatMember["role"],
  status: m[4] as ChatMember["status"],
  chatState: m[5] as ChatMember["chatState"],
  onlineStatus: m[6] as ChatMember["onlineStatus"],
  vip: m[7] as ChatMember["vip"],
  silverDeadline: toDate(m[8]),
  goldDeadline: toDate(m[9]),
});

/** The chat's view of a member read whole (the socket's own member, read with its session). */
export const chatMemberOf = (row: UserRow): ChatMember => ({
  id: row.id,
  username: row.username,
  avatar: row.avatar,
  role: row.role,
  status: row.status,
  chatState: row.chatState,
  onlineStatus: row.onlineStatus,
  vip: row.vip,
  silverDeadline: row.silverDeadline,
  goldDeadline: row.goldDeadline,
});

/**
 * The chat's view of these members, in one query. The chat asks this for both members of every
 * message, thousands at a time under load: the rows come back as one JSON value (see db/params).
 */
export async function findChatMembers(db: Tx, ids: number[]): Promise<ChatMember[]> {
  if (ids.length === 0) return [];
  const result = await executeNamed(db, "chat_members", sql`select ${chatMembersJson(ids)} as members`);
  const [row] = (result as unknown as { rows: { members: RawChatMember[] | string }[] }).rows;
  return jsonValue(row?.members, []).map(toChatMember);
}

/**
 * findChatMembers and blockedPairs in one statement: every chat message asks for its two members
 * and whether either blocked the other, and one round trip per batch answers both. The blocked
 * pairs come back as their pairKey.
 */
export async function findChatMembersAndBlocks(
  db: Tx,
  ids: number[],
  pairs: [number, number][],
): Promise<{ members: ChatMember[]; blocked: Set<string> }> {
  if (ids.length === 0 && pairs.length === 0) return { members: [], blocked: new Set() };
  // Both ways round, as two arrays (as blockedPairs asks).
  const from = pairs.flat();
  const to = pairs.flatMap(([a, b]) => [b, a]);
  const result = await executeNamed(
    db,
    "chat_members_blocks",
    sql`select ${chatMembersJson(ids)} as members,
      (select coalesce(json_agg(json_build_array(b.user_id, b.target_id)), '[]') from ${blocks} b
        where (b.user_id, b.target_id) in (select * from unnest(${intArray(from)}, ${intArray(to)}))) as blocked`,
  );
  const [row] = (
    result as unknown as {
      rows: { members: RawChatMember[] | string; blocked: [number, number][] | string }[];
    }
  ).rows;
  return {
    members: jsonValue(row?.members, []).map(toChatMember),
    blocked: new Set(jsonValue(row?.blocked, []).map(([a, b]) => pairKey(a, b))),
  };
}

export async function findUserByUsername(db: Tx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row;
}

/** `account` is a username or, when it holds an @, an e-mail address (spec §7 login). */
export function findUserByAccount(db: Tx, account: string): Promise<UserRow | undefined> {
  return account.includes("@") ? findUserByEmail(db, account) : findUserByUsername(db, account);
}

export async function updateUser(db: Tx, id: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  forgetOnCommit(db, () => forgetMember(id));
  return row;
}

/** The tier a member holds at `now`: a paid tier ends at its deadline (spec §4 Membership). */
export function effectiveVip(user: Pick<UserRow, "silverDeadline" | "goldDeadline">, now: Date): Vip {
  if (user.goldDeadline && user.goldDeadline > now) return Vip.gold;
  if (user.silverDeadline && user.silverDeadline > now) return Vip.silver;
  return Vip.free;
}

/** Drops members whose paid time has run out back to the tier they still hold. Answers how many changed. */
export async function expireMemberships(db: Tx, now: Date): Promise<number> {
  const rows = await db
    .update(users)
    .set({
      vip: sql`case when ${users.goldDeadline} > ${now} then 2 when ${users.silverDeadline} > ${now} then 1 else 0 end`,
    })
    .where(
      sql`${users.vip} <> case when ${users.goldDeadline} > ${now} then 2 when ${users.silverDeadline} > ${now} then 1 else 0 end`,
    )
    .returning({ id: users.id });
  // The member's next answer shows the tier they still hold, not a cached one.
  forgetOnCommit(db, () => forgetMembers(rows.map((row) => row.id)));
  return rows.length;
}

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** Parsed once per `date` string: list pages ask it of the same members again and again. */
const birthdays = new Map<string, number>();

export function birthdayMs(user: Pick<UserRow, "birthday">): number {
  let ms = birthdays.get(user.birthday);
  if (ms === undefined) {
    const [y, m, d] = user.birthday.split("-").map(Number);
    ms = dateToBirthday(y ?? 1970, m ?? 1, d ?? 1);
    // A calendar holds some 40,000 days of living members: the map stays small.
    if (birthdays.size < 100_000) birthdays.set(user.birthday, ms);
  }
  return ms;
}

/** The `date` column value of a wire birthday (epoch ms of a calendar day). */
export function birthdayColumn(ms: number): string {
  const { year, month, day } = birthdayToDate(ms);
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The stored prompts as the wire carries them: only keys the list still has. */
export function storedPrompts(value: unknown): ProfilePrompt[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (p): p is ProfilePrompt => isProfilePromptKey(p?.key) && typeof p?.answer === "string" && p.answer !== "",
  );
}

/** The member as the wire carries it (spec §3 User). */
export function toProfile(user: UserRow, authorities: AuthorityService, newfeedcount = 0): Profile {
  const vip = user.vip as Vip;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    gender: user.gender as Gender,
    birthday: birthdayMs(user),
    country: user.country,
    signature: user.signature,
    interest: user.interest,
    about: user.about,
    prompts: storedPrompts(user.prompts),
    vip,
    amount: user.balanceCents / 100,
    invitation_code: user.invitationCode,
    newfeedcount,
    silver_deadline: ms(user.silverDeadline),
    gold_deadline: ms(user.goldDeadline),
    overduedate_1: ms(user.silverDeadline),
    overduedate_2: ms(user.goldDeadline),
    status: user.status as AccountStatus,
    chat_state: user.chatState as ChatState,
    onlinestatus: user.onlineStatus as OnlineStatus,
    role: user.role as Role,
    authority: authorities.flagsOf(vip),
    isLogin: true,
  };
}
