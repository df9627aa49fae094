/**
 * The demo dataset: about 200 members of both sexes, ages, countries, tiers and online states,
 * plus a demo member and an administrator whose credentials the README prints. Idempotent: a
 * member that exists is left alone, a missing avatar file is drawn again.
 */
import { AccountStatus, Gender, OnlineStatus, type ProfilePromptKey, Vip } from "@site/contracts";
import { inArray, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/index.ts";
import { users } from "../db/schema.ts";
import { hashPassword } from "../lib/passwords.ts";
import { newShortCode } from "../lib/tokens.ts";
import { type MediaStorage, mediaStorage } from "../media/storage.ts";
import { post, SiteAccount } from "../services/ledger.ts";
import { renderAvatar } from "./avatars.ts";
import { seedDemoFeed } from "./demo-feed.ts";

export const DEMO_MEMBER = { username: "demo", password: "demo1234", email: "demo@example.com" } as const;
export const DEMO_MEMBER_2 = { username: "demo2", password: "demo1234", email: "demo2@example.com" } as const;
export const DEMO_ADMIN = { username: "admin", password: "admin1234", email: "admin@example.com" } as const;
export const DEMO_MEMBER_COUNT = 200;

const FEMALE = [
  "Olivia",
  "Mia",
  "Chloe",
  "Grace",
  "Lily",
  "Sophie",
  "Emma",
  "Hannah",
  "Yuki",
  "Mei",
  "Anna",
  "Ivy",
];
const MALE = [
  "Ethan",
  "Lucas",
  "Ryan",
  "Daniel",
  "Kevin",
  "Jason",
  "Leo",
  "Adam",
  "Hiro",
  "Wei",
  "Max",
  "Owen",
];
const FEMALE_ZH = ["小雨", "思涵", "雅婷", "佳怡", "欣妍", "詩涵", "曉彤", "美玲"];
const MALE_ZH = ["子軒", "浩然", "志明", "俊傑", "宇航", "家豪", "建宏", "明哲"];
const SURNAMES_ZH = ["陳", "林", "黃", "張", "李", "王", "吳", "劉"];
const COUNTRIES = ["TW", "TW", "HK", "SG", "MY", "US", "KR", "JP", "CA", "AU", "GB", "CN"];
/**
 * Words about themselves for two in three demo members (issue 50's richer profiles), chosen by
 * the member's place in the list rather than the seed's random sequence, which the rest of the
 * demo data (and the journeys that know it) depend on.
 */
const ABOUTS: { about: string; prompts: { key: ProfilePromptKey; answer: string }[] }[] = [
  {
    about:
      "Product designer by day, amateur baker by night. I moved to the city two years ago and I am still finding my favourite noodle shop. Tell me yours.",
    prompts: [
      { key: "idealSunday", answer: "A long walk, a longer brunch, and a film I have seen five times." },
    ],
  },
  {
    about: "老師，喜歡爬山和拍照。週末常去淡水看夕陽，希望認識一個能一起慢慢走的人。",
    prompts: [{ key: "perfectFirstDate", answer: "一起去夜市，邊吃邊聊，看誰先投降。" }],
  },
  {
    about:
      "Nurse, runner, terrible at karaoke but I sing anyway. Looking for kindness and someone who laughs easily.",
    prompts: [
      { key: "greenFlag", answer: "You text back, and you are nice to waiters." },
      { key: "simplePleasures", answer: "The first coffee of the day and a quiet train." },
    ],
  },
];

const SIGNATURES = [
  "Coffee first, then adventures",
  "Looking for someone to hike with",
  "喜歡旅行、美食和電影",
  "周末一起去看海吧",
  "Amateur chef, professional eater",
  "慢慢來，比較快",
  "Books, cats and long walks",
  "想認識有趣的靈魂",
  "Music is my love language",
  "",
];

/** A small deterministic generator: the same seed gives the same members on every machine. */
export function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pickFrom<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

async function ensureAvatar(storage: MediaStorage, seed: number, female: boolean): Promise<string> {
  // "v2": the faces were redrawn; a data folder seeded before keeps its files apart.
  const rel = `uploads/avatars/demo-v2-${seed}.png`;
  if (!(await storage.stat(rel))) await storage.putAt(rel, await renderAvatar(seed * 7919, female));
  return `/${rel}`;
}

export async function seedDemo(ctx: AppContext): Promise<string> {
  const { db, config } = ctx;
  const storage = mediaStorage(config);
  const now = ctx.now();
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  const year = now.getUTCFullYear();
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

  type NewUser = typeof users.$inferInsert;
  const rows: NewUser[] = [];
  const rand = random(20261121);
  const taken = new Set<string>();
  for (let i = 0; i < DEMO_MEMBER_COUNT; i++) {
    const female = i % 2 === 0;
    const chinese = rand() < 0.4;
    let username = chinese
      ? pickFrom(rand, SURNAMES_ZH) + pickFrom(rand, female ? FEMALE_ZH : MALE_ZH)
      : `${pickFrom(rand, female ? FEMALE : MALE)}${Math.floor(rand() * 90) + 10}`;
    while (taken.has(username.toLowerCase())) username += String(Math.floor(rand() * 10));
    taken.add(username.toLowerCase());
    const age = 18 + Math.floor(rand() ** 1.6 * 47);
    const tierRoll = rand();
    const vip = tierRoll < 0.1 ? Vip.gold : tierRoll < 0.3 ? Vip.silver : Vip.free;
    const online = rand() < 0.3;
    rows.push({
      username,
      email: `member${i + 1}@demo.example.com`,
      passwordHash,
      gender: female ? Gender.female : Gender.male,
      birthday: `${year - age - 1}-${String(1 + Math.floor(rand() * 12)).padStart(2, "0")}-${String(1 + Math.floor(rand() * 28)).padStart(2, "0")}`,
      country: pickFrom(rand, COUNTRIES),
      interest: ["a", "b", "c", "d"].filter(() => rand() < 0.5).join(","),
      signature: pickFrom(rand, SIGNATURES),
      ...(i % 3 !== 2 && ABOUTS[i % ABOUTS.length]),
      avatar: await ensureAvatar(storage, i + 1, female),
      lang: pickFrom(rand, ["zhtw", "zhcn", "en"]),
      // A handful wait for review, so that the administrator's queue is not empty.
      status: i % 40 === 39 ? AccountStatus.underReview : AccountStatus.approved,
      vip,
      goldDeadline: vip === Vip.gold ? days(30 + Math.floor(rand() * 300)) : null,
      silverDeadline: vip === Vip.silver ? days(30 + Math.floor(rand() * 300)) : null,
      isOnline: online,
      onlineStatus: rand() < 0.1 ? OnlineStatus.hidden : OnlineStatus.visible,
      lastLoginAt: online ? now : new Date(now.getTime() - Math.floor(rand() * 30 * 86_400_000)),
      balanceCents: Math.floor(rand() * 20) * 500,
      invitationCode: newShortCode(),
      createdAt: new Date(now.getTime() - Math.floor(rand() * 180 * 86_400_000)),
    });
  }
  rows.push(
    {
      username: DEMO_MEMBER.username,
      email: DEMO_MEMBER.email,
      passwordHash,
      gender: Gender.male,
      birthday: `${year - 32}-05-20`,
      country: "TW",
      interest: "a,c",
      signature: "Here to meet good people",
      avatar: await ensureAvatar(storage, 9001, false),
      status: AccountStatus.approved,
      vip: Vip.gold,
      goldDeadline: days(365),
      balanceCents: 10_000,
      invitationCode: "DEMO2026",
      lastLoginAt: now,
    },
    {
      username: DEMO_MEMBER_2.username,
      email: DEMO_MEMBER_2.email,
      passwordHash,
      gender: Gender.female,
      birthday: `${year - 28}-09-12`,
      country: "HK",
      interest: "b,d",
      signature: "喜歡咖啡和老電影",
      about:
        "在香港做室內設計，週末喜歡逛二手書店、找好喝的手沖咖啡。I speak Cantonese, Mandarin and English, and I am learning Japanese.",
      prompts: [
        { key: "idealSunday", answer: "早上爬獅子山，下午看一部老電影。" },
        { key: "lookingForSomeone", answer: "Curious, kind, and happy to try a new café with me." },
      ],
      avatar: await ensureAvatar(storage, 9002, true),
      status: AccountStatus.approved,
      vip: Vip.silver,
      silverDeadline: days(180),
      balanceCents: 5_000,
      invitationCode: "DEMO2027",
      lastLoginAt: now,
    },
    {
      username: DEMO_ADMIN.username,
      email: DEMO_ADMIN.email,
      passwordHash: adminHash,
      gender: Gender.female,
      birthday: `${year - 40}-01-01`,
      country: "TW",
      role: "admin",
      status: AccountStatus.approved,
      invitationCode: "ADMIN001",
    },
  );

  const before = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, [...taken, "demo", "demo2", "admin"]));
  // Insert in slices: one statement of 200 rows x 25 columns is fine, but stay well under parameter limits.
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insert(users)
      .values(rows.slice(i, i + 100).map((row) => ({ ...row, balanceCents: 0 })))
      .onConflictDoNothing();
  }
  const added = rows.length - (before[0]?.n ?? 0);
  await openDemoWallets(db, rows, now);
  const moments = await seedDemoFeed(ctx);
  return `demo data: ${added} members added, ${rows.length - added} already there, ${moments} moments`;
}

/**
 * The demo members' credits enter through the ledger like any other (an opening movement each,
 * keyed by the member, so that seeding again adds nothing): the balance column is its projection.
 */
async function openDemoWallets(db: Db, rows: { username: string; balanceCents?: number }[], at: Date) {
  const credits = new Map(
    rows.filter((r) => (r.balanceCents ?? 0) > 0).map((r) => [r.username.toLowerCase(), r.balanceCents ?? 0]),
  );
  if (credits.size === 0) return;
  const found = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, [...credits.keys()]));
  for (const { id, username } of found) {
    const cents = credits.get(username.toLowerCase()) ?? 0;
    await post(
      db,
      {
        key: `opening:seed:${id}`,
        kind: "opening",
        memo: "demo credits",
        postings: [
          { account: "wallet", userId: id, amountCents: cents },
          { account: SiteAccount.openingBalances, amountCents: -cents },
        ],
      },
      at,
    );
  }
}
