/**
 * What the administrator sets from the console's catalogs without a restart (issue 14): the free
 * chat allowance, the price of a translation, and which of the configured payment methods are
 * offered. Stored in `site_settings` (one JSON value per key), cached here like the authorities:
 * a change made on this instance applies at once, one made on another within `maxAgeMs`.
 * Without a stored value, the default is the environment's (TRANSLATE_COST_CENTS, PAY_METHODS)
 * or the contracts' (FREE_CHATS_PER_DAY).
 */
import { FREE_CHATS_PER_DAY, type PayFlag } from "@site/contracts";
import { sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db, Tx } from "../db/index.ts";
import { siteSettings } from "../db/schema.ts";

export interface SiteSettings {
  freeChatsPerDay: number;
  translationCostCents: number;
  /** Offered methods, a subset of the configured ones (PAY_METHODS). */
  payMethods: PayFlag[];
}

const KEYS = {
  freeChatsPerDay: "free_chats_per_day",
  translationCostCents: "translation_cost_cents",
  payMethods: "pay_methods",
} as const satisfies Record<keyof SiteSettings, string>;

export interface SettingsService {
  current(): SiteSettings;
  /** The methods the environment configured: the console offers a choice among these. */
  configuredPayMethods(): readonly PayFlag[];
  refresh(): Promise<void>;
  /** Stores the values in the caller's transaction; `refresh()` after the commit applies them. */
  write(tx: Tx, next: SiteSettings): Promise<void>;
}

export async function createSettingsService(
  db: Db,
  config: Config,
  maxAgeMs = 30_000,
): Promise<SettingsService> {
  const configured = config.payments.enabled;
  const defaults: SiteSettings = {
    freeChatsPerDay: FREE_CHATS_PER_DAY,
    translationCostCents: config.translation.costCents,
    payMethods: [...configured],
  };
  let settings = defaults;
  let loadedAt = 0;

  const read = (rows: { key: string; value: unknown }[]): SiteSettings => {
    const stored = new Map(rows.map((r) => [r.key, r.value]));
    const whole = (key: string, fallback: number) => {
      const value = stored.get(key);
      return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : fallback;
    };
    const methods = stored.get(KEYS.payMethods);
    return {
      freeChatsPerDay: whole(KEYS.freeChatsPerDay, defaults.freeChatsPerDay),
      translationCostCents: whole(KEYS.translationCostCents, defaults.translationCostCents),
      // A method the environment no longer configures is never offered.
      payMethods: Array.isArray(methods)
        ? configured.filter((flag) => methods.includes(flag))
        : [...configured],
    };
  };
  const refresh = async () => {
    settings = read(await db.select().from(siteSettings));
    loadedAt = Date.now();
  };
  await refresh();

  return {
    refresh,
    configuredPayMethods: () => configured,
    current() {
      if (Date.now() - loadedAt > maxAgeMs) {
        loadedAt = Date.now();
        refresh().catch(() => {});
      }
      return settings;
    },
    async write(tx, next) {
      const rows = (Object.keys(KEYS) as (keyof SiteSettings)[]).map((k) => ({
        key: KEYS[k],
        value: next[k],
      }));
      await tx
        .insert(siteSettings)
        .values(rows)
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    },
  };
}
