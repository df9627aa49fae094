/**
 * Tier -> permission flags (spec §6), stored in the `authorities` table and cached here. The one
 * guard every flag-needing call goes through is `has`; the auth hook applies it from route config.
 */
import {
  type AuthorityLists,
  DEFAULT_AUTHORITIES,
  PERMISSION_FLAGS,
  type PermissionFlag,
  VIP_TIERS,
  type Vip,
} from "@site/contracts";
import type { Db } from "../db/index.ts";
import { authorities } from "../db/schema.ts";

export interface AuthorityService {
  /** Re-read the table (after an administrator's change, or when the cache is old). */
  refresh(): Promise<void>;
  lists(): AuthorityLists;
  has(vip: Vip, flag: PermissionFlag): boolean;
  flagsOf(vip: Vip): PermissionFlag[];
}

/** Fills the table with the defaults of ARCHITECTURE.md when it is empty (first start). */
export async function ensureDefaultAuthorities(db: Db): Promise<void> {
  const rows = Object.entries(DEFAULT_AUTHORITIES).flatMap(([tier, flags]) =>
    flags.map((flag) => ({ tier: Number(tier), flag })),
  );
  const existing = await db.select().from(authorities).limit(1);
  if (existing.length === 0) await db.insert(authorities).values(rows).onConflictDoNothing();
}

export async function createAuthorityService(db: Db, maxAgeMs = 30_000): Promise<AuthorityService> {
  let byTier = new Map<number, Set<PermissionFlag>>();
  let loadedAt = 0;
  const known = new Set<string>(PERMISSION_FLAGS);

  const refresh = async () => {
    const rows = await db.select().from(authorities);
    const next = new Map<number, Set<PermissionFlag>>(VIP_TIERS.map((t) => [t, new Set()]));
    for (const row of rows) {
      if (known.has(row.flag)) next.get(row.tier)?.add(row.flag as PermissionFlag);
    }
    byTier = next;
    loadedAt = Date.now();
  };
  await refresh();

  const current = () => {
    // Other instances may have changed the table: re-read in the background once the cache is old.
    if (Date.now() - loadedAt > maxAgeMs) {
      loadedAt = Date.now();
      refresh().catch(() => {});
    }
    return byTier;
  };

  return {
    refresh,
    has: (vip, flag) => current().get(vip)?.has(flag) ?? false,
    flagsOf: (vip) => [...(current().get(vip) ?? [])],
    lists() {
      const map = current();
      const list = (tier: Vip) => Object.fromEntries([...(map.get(tier) ?? [])].map((f) => [f, 1 as const]));
      return { vip0: list(0), vip1: list(1), vip2: list(2) };
    },
  };
}
