/**
 * Moments for the demo dataset: posts in the three languages, some with a landscape picture
 * (drawn here and run through the real image pipeline), a few "joined" events, and the album
 * entries that follow posts with pictures. Deterministic, so screenshots stay the same.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { AppContext } from "../context.ts";
import { photos, trends, users } from "../db/schema.ts";
import { processImage } from "../media/images.ts";
import { mediaStorage, storeImage } from "../media/storage.ts";
import { pickFrom, random } from "./demo.ts";

const POSTS = [
  "Sunday hike up Elephant Mountain [smile] The view of the city at sunset never gets old.",
  "Found a tiny café with the best pour-over in town. Who wants to join next weekend? [coffee]",
  "Cooking dumplings with my grandmother today. Still can't fold them like she does!",
  "週末去了九份，山城的夜景真的好美 [heart_eyes]",
  "今天下班後去河濱騎腳踏車，風好舒服。",
  "有人也喜歡看老電影嗎？最近重看了《花樣年華》。",
  "周末去爬山了，空气特别好，推荐大家去走走！",
  "学会了做提拉米苏，第一次就成功了 [grin]",
  "Rainy day, a good book and some jazz. Perfect.",
  "Just back from Kyoto. The maple leaves were unreal this year.",
  "Morning run by the river, 10 km done [thumbsup]",
  "最近在學吉他，手指好痛但很開心。",
] as const;

/** A soft landscape: sky, sun and three ranges of hills in a palette. */
function landscape(seed: number): string {
  const palettes = [
    ["#fde2e4", "#fad2e1", "#e5476a", "#ab2147", "#6d1a36"],
    ["#e0f2fe", "#bae6fd", "#38bdf8", "#0369a1", "#0c4a6e"],
    ["#fef3c7", "#fde68a", "#f59e0b", "#b45309", "#78350f"],
    ["#ecfccb", "#d9f99d", "#84cc16", "#4d7c0f", "#365314"],
    ["#ede9fe", "#ddd6fe", "#8b5cf6", "#6d28d9", "#4c1d95"],
  ];
  const [a, b, c, d, e] = palettes[seed % palettes.length] as string[];
  const sun = 300 + ((seed * 137) % 600);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#s)"/><circle cx="${sun}" cy="300" r="90" fill="#fff" opacity=".75"/><path d="M0 520c200-90 400-90 600 0s400 80 600-20v320H0z" fill="${c}" opacity=".6"/><path d="M0 610c250-70 500-50 750 20s300 20 450-10v200H0z" fill="${d}" opacity=".75"/><path d="M0 700c300-40 600-30 900 10s200 10 300 0v100H0z" fill="${e}"/></svg>`;
}

/** Adds moments for the demo members (only once: skipped when any trend exists). */
export async function seedDemoFeed(ctx: AppContext): Promise<number> {
  const { db } = ctx;
  const [existing] = await db.select({ id: trends.id }).from(trends).limit(1);
  if (existing) return 0;
  const members = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.status, 1))
    .orderBy(users.id);
  const posters = members.filter((m) => m.username !== "admin");
  if (posters.length === 0) return 0;
  const rand = random(20261125);
  const storage = mediaStorage(ctx.config);
  const now = ctx.now().getTime();
  let added = 0;
  // Oldest first, so that ids grow with time as they do for real posts.
  for (let i = 39; i >= 0; i--) {
    const author = pickFrom(rand, posters);
    const at = new Date(now - i * 3 * 3_600_000 - Math.floor(rand() * 3_600_000));
    if (i % 9 === 4) {
      await db.insert(trends).values({ userId: author.id, type: 0, createdAt: at });
      added += 1;
      continue;
    }
    let img = "";
    if (i % 3 === 0) {
      const picture = await sharp(Buffer.from(landscape(i)))
        .jpeg()
        .toBuffer();
      const processed = await processImage(picture, { maxSide: 1600, format: "webp" });
      if (processed.ok) {
        img = `/${await storeImage(db, storage, author.id, "images", "image", processed.image)}`;
        await db.insert(photos).values({ userId: author.id, kind: 1, img, createdAt: at });
      }
    }
    await db
      .insert(trends)
      .values({ userId: author.id, type: 1, content: pickFrom(rand, POSTS), img, createdAt: at });
    added += 1;
  }
  return added;
}
