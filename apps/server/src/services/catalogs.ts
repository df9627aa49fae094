/**
 * The console's catalogs (issue 14; contracts/admin-catalogs.ts): one view of everything the
 * administrator prices or allows, and one function per change. Each change is written with its
 * audit row in one transaction, and applies at once: gifts and packages are read from the
 * database by every call; the authorities and site settings caches are refreshed after the commit
 * (other instances within their cache's age).
 */
import {
  type CatalogView,
  centsToCredits,
  type GiftCategoryFields,
  type GiftCreateFields,
  type GiftSaveFields,
  type PayFlag,
  PERMISSION_FLAGS,
  type PermissionFlag,
} from "@site/contracts";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/index.ts";
import {
  authorities,
  giftCategories,
  gifts,
  membershipTiers,
  rechargePackages,
  upgradePackages,
} from "../db/schema.ts";
import { type Actor, audit } from "./audit.ts";

const cents = (credits: number) => Math.round(credits * 100);

export async function catalogView(ctx: AppContext): Promise<CatalogView> {
  const [categories, allGifts, recharge, upgrades, tiers] = await Promise.all([
    ctx.db.select().from(giftCategories).orderBy(asc(giftCategories.sort), asc(giftCategories.id)),
    ctx.db.select().from(gifts).orderBy(asc(gifts.categoryId), asc(gifts.sort), asc(gifts.id)),
    ctx.db.select().from(rechargePackages).orderBy(asc(rechargePackages.sort), asc(rechargePackages.id)),
    ctx.db
      .select()
      .from(upgradePackages)
      .orderBy(asc(upgradePackages.tier), asc(upgradePackages.sort), asc(upgradePackages.id)),
    ctx.db.select().from(membershipTiers).orderBy(asc(membershipTiers.tier)),
  ]);
  const settings = ctx.settings.current();
  const lists = ctx.authorities.lists();
  const flagsOf = (list: Record<string, 1>) => PERMISSION_FLAGS.filter((f) => list[f] === 1);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      classifye: c.nameEn,
      classifyc: c.nameZhcn,
      classifyf: c.nameZhtw,
    })),
    gifts: allGifts.map((g) => ({
      id: g.id,
      category_id: g.categoryId,
      path: g.path,
      money: centsToCredits(g.priceCents),
      titlee: g.titleEn,
      titlec: g.titleZhcn,
      titlef: g.titleZhtw,
      active: g.active,
    })),
    recharge: recharge.map((p) => ({ id: p.id, amount: centsToCredits(p.amountCents), active: p.active })),
    upgrades: upgrades.map((p) => ({
      id: p.id,
      amount: centsToCredits(p.amountCents),
      active: p.active,
      tier: p.tier,
      months: p.months,
    })),
    tiers: tiers.map((t) => ({ tier: t.tier, name: t.name, base_price: centsToCredits(t.basePriceCents) })),
    authorities: { "0": flagsOf(lists.vip0), "1": flagsOf(lists.vip1), "2": flagsOf(lists.vip2) },
    settings: {
      free_chats_per_day: settings.freeChatsPerDay,
      translation_price: centsToCredits(settings.translationCostCents),
      pay_methods: settings.payMethods,
      pay_methods_configured: [...ctx.settings.configuredPayMethods()],
    },
  };
}

export type Saved = { ok: true } | { ok: false; why: "missing" };

export async function saveGift(ctx: AppContext, actor: Actor, input: GiftSaveFields): Promise<Saved> {
  return ctx.db.transaction(async (tx) => {
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, input.id)).for("update");
    if (!gift) return { ok: false, why: "missing" } as const;
    if (input.category_id !== undefined && !(await categoryExists(tx, input.category_id)))
      return { ok: false, why: "missing" } as const;
    const next = {
      ...(input.path ? { path: input.path } : {}),
      ...(input.category_id !== undefined ? { categoryId: input.category_id } : {}),
      priceCents: cents(input.price),
      titleEn: input.titlee,
      titleZhcn: input.titlec,
      titleZhtw: input.titlef,
      active: input.active,
    };
    await tx.update(gifts).set(next).where(eq(gifts.id, gift.id));
    await audit(
      tx,
      actor,
      {
        action: "catalog.gift",
        targetType: "gift",
        targetId: gift.id,
        before: changed(gift, next),
        after: changed(next, gift),
      },
      ctx.now(),
    );
    return { ok: true } as const;
  });
}

const categoryExists = async (tx: Tx, id: number) =>
  (await tx.select({ id: giftCategories.id }).from(giftCategories).where(eq(giftCategories.id, id))).length >
  0;

/** A new gift in a category, on sale at once when `active`. */
export async function createGift(
  ctx: AppContext,
  actor: Actor,
  input: GiftCreateFields,
): Promise<{ ok: true; id: number } | { ok: false; why: "missing" }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await categoryExists(tx, input.category_id))) return { ok: false, why: "missing" } as const;
    const [row] = await tx
      .insert(gifts)
      .values({
        categoryId: input.category_id,
        path: input.path,
        priceCents: cents(input.price),
        titleEn: input.titlee,
        titleZhcn: input.titlec,
        titleZhtw: input.titlef,
        active: input.active,
        sort: 1000,
      })
      .returning({ id: gifts.id });
    if (!row) throw new Error("gift insert returned no row");
    await audit(
      tx,
      actor,
      {
        action: "catalog.gift-new",
        targetType: "gift",
        targetId: row.id,
        after: { title: input.titlee, price_cents: cents(input.price), category_id: input.category_id },
      },
      ctx.now(),
    );
    return { ok: true, id: row.id } as const;
  });
}

/** A gift category created (no id) or renamed. */
export async function saveGiftCategory(
  ctx: AppContext,
  actor: Actor,
  input: GiftCategoryFields,
): Promise<{ ok: true; id: number } | { ok: false; why: "missing" }> {
  const names = { nameEn: input.classifye, nameZhcn: input.classifyc, nameZhtw: input.classifyf };
  return ctx.db.transaction(async (tx) => {
    let id = input.id;
    let before: Record<string, unknown> | null = null;
    if (id === undefined) {
      const [row] = await tx
        .insert(giftCategories)
        .values({ ...names, sort: 1000 })
        .returning({ id: giftCategories.id });
      id = row?.id;
    } else {
      const [row] = await tx.select().from(giftCategories).where(eq(giftCategories.id, id)).for("update");
      if (!row) return { ok: false, why: "missing" } as const;
      before = { nameEn: row.nameEn, nameZhcn: row.nameZhcn, nameZhtw: row.nameZhtw };
      await tx.update(giftCategories).set(names).where(eq(giftCategories.id, id));
    }
    if (id === undefined) throw new Error("category insert returned no row");
    await audit(
      tx,
      actor,
      { action: "catalog.gift-category", targetType: "gift_category", targetId: id, before, after: names },
      ctx.now(),
    );
    return { ok: true, id } as const;
  });
}

export async function savePackage(
  ctx: AppContext,
  actor: Actor,
  input: { kind: "recharge" | "upgrade"; id: number; amount: number; active: boolean },
): Promise<Saved> {
  const table = input.kind === "recharge" ? rechargePackages : upgradePackages;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ amountCents: table.amountCents, active: table.active })
      .from(table)
      .where(eq(table.id, input.id))
      .for("update");
    if (!row) return { ok: false, why: "missing" } as const;
    const next = { amountCents: cents(input.amount), active: input.active };
    await tx.update(table).set(next).where(eq(table.id, input.id));
    await audit(
      tx,
      actor,
      {
        action: `catalog.${input.kind}`,
        targetType: "package",
        targetId: input.id,
        before: row,
        after: next,
      },
      ctx.now(),
    );
    return { ok: true } as const;
  });
}

export async function saveTierPrice(
  ctx: AppContext,
  actor: Actor,
  tier: number,
  price: number,
): Promise<Saved> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(membershipTiers).where(eq(membershipTiers.tier, tier)).for("update");
    if (!row) return { ok: false, why: "missing" } as const;
    await tx
      .update(membershipTiers)
      .set({ basePriceCents: cents(price) })
      .where(eq(membershipTiers.tier, tier));
    await audit(
      tx,
      actor,
      {
        action: "catalog.tier",
        targetType: "tier",
        targetId: tier,
        before: { base_price_cents: row.basePriceCents },
        after: { base_price_cents: cents(price) },
      },
      ctx.now(),
    );
    return { ok: true } as const;
  });
}

export async function saveSettings(
  ctx: AppContext,
  actor: Actor,
  input: { freeChatsPerDay: number; translationPrice: number; payMethods: PayFlag[] },
): Promise<void> {
  const before = ctx.settings.current();
  const next = {
    freeChatsPerDay: input.freeChatsPerDay,
    translationCostCents: cents(input.translationPrice),
    payMethods: ctx.settings.configuredPayMethods().filter((f) => input.payMethods.includes(f)),
  };
  await ctx.db.transaction(async (tx) => {
    await ctx.settings.write(tx, next);
    await audit(
      tx,
      actor,
      { action: "catalog.settings", targetType: "settings", before: { ...before }, after: { ...next } },
      ctx.now(),
    );
  });
  await ctx.settings.refresh();
}

export async function saveAuthorities(
  ctx: AppContext,
  actor: Actor,
  tier: number,
  flags: PermissionFlag[],
): Promise<void> {
  const wanted = PERMISSION_FLAGS.filter((f) => flags.includes(f));
  await ctx.db.transaction(async (tx) => {
    const before = (await tx.select().from(authorities).where(eq(authorities.tier, tier))).map((r) => r.flag);
    await tx.delete(authorities).where(eq(authorities.tier, tier));
    if (wanted.length > 0) await tx.insert(authorities).values(wanted.map((flag) => ({ tier, flag })));
    await audit(
      tx,
      actor,
      {
        action: "catalog.authorities",
        targetType: "tier",
        targetId: tier,
        before: { flags: before.sort() },
        after: { flags: [...wanted].sort() },
      },
      ctx.now(),
    );
  });
  await ctx.authorities.refresh();
}

/** The fields of `a` whose value differs in `b` (what an audit row shows). */
function changed<T extends object>(a: T, b: Partial<Record<keyof T, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(a).filter(([k, v]) => k in b && b[k as keyof T] !== v && typeof v !== "object"),
  );
}
