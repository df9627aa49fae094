/**
 * Reference data every site needs, inserted when missing (not demo data): membership tiers with
 * their base prices, the recharge and upgrade packages of ARCHITECTURE.md's business defaults, and
 * the gift store's opening catalog, and the blog's opening articles.
 * The administrator may change them afterwards; this never overwrites.
 */
import { RECHARGE_PACKAGES_USD, TIER_BASE_PRICE_CENTS } from "@site/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { giftCategories, gifts, membershipTiers, rechargePackages, upgradePackages } from "../db/schema.ts";
import { blogIsEmpty, saveArticle, saveArticleCategory } from "../services/articles.ts";
import { BLOG_CATEGORIES } from "./blog-articles.ts";
import { GIFT_CATALOG } from "./gift-catalog.ts";

/** Months and the monthly price as a share of the base price: longer commitments cost less a month. */
const DURATIONS = [
  { months: 1, share: 1 },
  { months: 3, share: 0.9 },
  { months: 6, share: 0.8 },
  { months: 12, share: 0.7 },
] as const;

export async function ensureReferenceData(db: Db, now = new Date()): Promise<void> {
  await db
    .insert(membershipTiers)
    .values([
      { tier: 1, name: "silver", basePriceCents: TIER_BASE_PRICE_CENTS[1] },
      { tier: 2, name: "gold", basePriceCents: TIER_BASE_PRICE_CENTS[2] },
    ])
    .onConflictDoNothing();

  const [anyRecharge] = await db.select({ id: rechargePackages.id }).from(rechargePackages).limit(1);
  if (!anyRecharge) {
    await db
      .insert(rechargePackages)
      .values(RECHARGE_PACKAGES_USD.map((usd, sort) => ({ amountCents: usd * 100, sort })));
  }
  const [anyUpgrade] = await db.select({ id: upgradePackages.id }).from(upgradePackages).limit(1);
  if (!anyUpgrade) {
    await db.insert(upgradePackages).values(
      ([1, 2] as const).flatMap((tier) =>
        DURATIONS.map((d, sort) => ({
          tier,
          months: d.months,
          amountCents: Math.round((TIER_BASE_PRICE_CENTS[tier] * d.share * d.months) / 100) * 100 - 1,
          sort,
        })),
      ),
    );
  }
  // Instances starting together fill the catalog once: the check and the inserts hold one lock.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GIFT_CATALOG_LOCK})`);
    const [anyCategory] = await tx.select({ id: giftCategories.id }).from(giftCategories).limit(1);
    if (anyCategory) return;
    for (const [sort, category] of GIFT_CATALOG.entries()) {
      const [row] = await tx
        .insert(giftCategories)
        .values({ nameEn: category.en, nameZhcn: category.zhcn, nameZhtw: category.zhtw, sort })
        .returning({ id: giftCategories.id });
      if (!row) throw new Error("gift category insert returned no row");
      await tx.insert(gifts).values(
        category.gifts.map((gift, giftSort) => ({
          categoryId: row.id,
          path: `/static/gifts/${gift.slug}.svg`,
          priceCents: gift.credits * 100,
          titleEn: gift.en,
          titleZhcn: gift.zhcn,
          titleZhtw: gift.zhtw,
          sort: giftSort,
        })),
      );
    }
  });
  await ensureBlog(db, now);
}

/** An arbitrary constant naming the catalog's advisory lock. */
const GIFT_CATALOG_LOCK = 713_001;
const BLOG_LOCK = 713_002;
const DAY_MS = 86_400_000;

/** The blog's opening articles, saved as staff save theirs (bodies sanitised), once. */
async function ensureBlog(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_LOCK})`);
    if (!(await blogIsEmpty(tx))) return;
    for (const [sort, category] of BLOG_CATEGORIES.entries()) {
      await saveArticleCategory(tx, {
        slug: category.slug,
        name: { en: category.en, zhcn: category.zhcn, zhtw: category.zhtw },
        sort,
      });
      for (const article of category.articles)
        await saveArticle(tx, {
          slug: article.slug,
          category: category.slug,
          image: `/static${article.image}`,
          title: article.title,
          body: article.body,
          publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS),
          views: article.reads,
        });
    }
  });
}
