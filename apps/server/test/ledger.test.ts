/**
 * The credit ledger (issue 13): every movement balances, no wallet goes below zero however many
 * movements race, a key posts once, and the balance a profile shows is the sum of the wallet's
 * entries. Against the embedded database and, in CI, the real PostgreSQL (row locks for real).
 */
import { Calls, type Profile } from "@site/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions, users } from "../src/db/schema.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import {
  IdempotencyConflict,
  InsufficientCredits,
  type Movement,
  newKey,
  post,
  SiteAccount,
  walletHistory,
  walletSum,
} from "../src/services/ledger.ts";
import { signUp, type TestApp, testApp } from "./helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Members straight into the table: the ledger needs wallets, not sign-ups. */
async function wallets(n: number, tag: string): Promise<number[]> {
  const rows = await t.ctx.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `l${tag}${i}`,
        email: `l${tag}${i}@ledger.test`,
        passwordHash: "-",
        birthday: "1990-01-01",
        country: "TW",
        invitationCode: `L${tag}${i}`,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

const recharge = (userId: number, cents: number, key = newKey("recharge")): Movement => ({
  key,
  kind: "recharge",
  postings: [
    { account: "wallet", userId, amountCents: cents },
    { account: SiteAccount.providerClearing, amountCents: -cents },
  ],
});

const spend = (userId: number, cents: number): Movement => ({
  key: newKey("gift"),
  kind: "gift",
  postings: [
    { account: "wallet", userId, amountCents: -cents },
    { account: SiteAccount.giftRevenue, amountCents: cents },
  ],
});

async function balanceOf(userId: number): Promise<number> {
  const [row] = await t.ctx.db.select({ b: users.balanceCents }).from(users).where(eq(users.id, userId));
  return row?.b ?? Number.NaN;
}

/** A small seeded generator: the same run every time, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the credit ledger", () => {
  it("keeps every wallet at or above zero and the books at zero under 10,000 concurrent movements", async () => {
    const ids = await wallets(200, "c");
    const rand = random(13);
    const pick = () => ids[Math.floor(rand() * ids.length)] as number;
    const movements: Movement[] = [];
    for (let i = 0; i < 10_000; i++) {
      const r = rand();
      const cents = (1 + Math.floor(rand() * 20)) * 50;
      if (r < 0.3) movements.push(recharge(pick(), cents));
      else if (r < 0.85) movements.push(spend(pick(), cents));
      else {
        // A recharge paid by one member for another: the payer's provider, the gainer's wallet.
        const [from, to] = [pick(), pick()];
        if (from === to) continue;
        movements.push({
          key: newKey("gift"),
          kind: "gift",
          postings: [
            { account: "wallet", userId: from, amountCents: -cents },
            { account: "wallet", userId: to, amountCents: cents },
          ],
        });
      }
    }
    let refused = 0;
    let next = 0;
    const worker = async () => {
      while (next < movements.length) {
        const movement = movements[next++] as Movement;
        try {
          await post(t.ctx.db, movement, new Date());
        } catch (error) {
          if (!(error instanceof InsufficientCredits)) throw error;
          refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: 24 }, worker));
    expect(refused).toBeGreaterThan(100); // the run did try to overspend

    const [books] = await t.ctx.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries);
    expect(Number(books?.sum)).toBe(0);
    const unbalanced = await t.ctx.db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    expect(unbalanced).toEqual([]);
    for (const id of ids) {
      const balance = await balanceOf(id);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(await walletSum(t.ctx.db, id));
    }
  }, 240_000);

  it("posts a key once, however many times it arrives at once", async () => {
    const [id] = (await wallets(1, "k")) as [number];
    const movement = recharge(id, 2000, "recharge:order-77");
    const results = await Promise.all(
      Array.from({ length: 100 }, () => post(t.ctx.db, movement, new Date())),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.every((r) => r.balances.get(id) === 2000)).toBe(true);
    expect(await balanceOf(id)).toBe(2000);
    const rows = await t.ctx.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.key, "recharge:order-77"));
    expect(rows).toHaveLength(1);
  });

  it("refuses a key posted again with other amounts, and moves nothing", async () => {
    const [id] = (await wallets(1, "x")) as [number];
    await post(t.ctx.db, recharge(id, 500, "recharge:order-78"), new Date());
    await expect(post(t.ctx.db, recharge(id, 5000, "recharge:order-78"), new Date())).rejects.toBeInstanceOf(
      IdempotencyConflict,
    );
    expect(await balanceOf(id)).toBe(500);
  });

  it("writes nothing of a movement that would take a wallet below zero", async () => {
    const [a, b] = (await wallets(2, "n")) as [number, number];
    await post(t.ctx.db, recharge(a, 300), new Date());
    // b receives first in the postings, a cannot pay: neither wallet moves.
    const both: Movement = {
      key: newKey("gift"),
      kind: "gift",
      postings: [
        { account: "wallet", userId: b, amountCents: 400 },
        { account: "wallet", userId: a, amountCents: -400 },
      ],
    };
    await expect(post(t.ctx.db, both, new Date())).rejects.toBeInstanceOf(InsufficientCredits);
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([300, 0]);
    expect(await walletHistory(t.ctx.db, b, { limit: 10 })).toEqual([]);
    // The key was not used up by the refusal: it can be posted once the credits are there.
    await post(t.ctx.db, recharge(a, 100), new Date());
    expect((await post(t.ctx.db, both, new Date())).replayed).toBe(false);
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([0, 400]);
  });

  it("is checked by the database too: an unbalanced transaction or a negative balance does not commit", async () => {
    const [id] = (await wallets(1, "d")) as [number];
    await expect(
      t.ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ key: "raw:1", kind: "grant" })
          .returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerEntries).values({
          transactionId: row?.id as number,
          account: "wallet",
          userId: id,
          amountCents: 100,
          balanceAfterCents: 100,
        });
      }),
    ).rejects.toThrow();
    expect(
      await t.ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, "raw:1")),
    ).toEqual([]);
    await expect(t.ctx.db.update(users).set({ balanceCents: -1 }).where(eq(users.id, id))).rejects.toThrow();
  });

  it("refuses amounts that are not whole cents or do not balance, before writing", async () => {
    const [id] = (await wallets(1, "v")) as [number];
    const bad = (postings: Movement["postings"]) =>
      post(t.ctx.db, { key: newKey("grant"), kind: "grant", postings }, new Date());
    await expect(bad([{ account: "wallet", userId: id, amountCents: 100 }])).rejects.toThrow(/two entries/);
    await expect(
      bad([
        { account: "wallet", userId: id, amountCents: 100 },
        { account: SiteAccount.adjustments, amountCents: -99 },
      ]),
    ).rejects.toThrow(/balance/);
    await expect(
      bad([
        { account: "wallet", userId: id, amountCents: 0.5 },
        { account: SiteAccount.adjustments, amountCents: -0.5 },
      ]),
    ).rejects.toThrow(/whole/);
    expect(await balanceOf(id)).toBe(0);
  });
});

describe("staff credits (npm run admin -- credits)", () => {
  it("grants and deducts with a reason, never below zero, and the profile shows the ledger's balance", async () => {
    const m = await signUp(t);
    const amount = async () =>
      (await t.call<Profile>(Calls.userinfo, {}, { token: m.token })).data?.amount ?? Number.NaN;
    expect(
      await runAdminCommand(t.ctx, "credits", [m.username, "25.5", "goodwill", "for", "a", "bug"]),
    ).toEqual({
      ok: true,
      message: `${m.username}: granted 25.5 credits; balance 25.5`,
    });
    expect(await amount()).toBe(25.5);
    expect(await runAdminCommand(t.ctx, "credits", [m.username, "-30", "chargeback"])).toEqual({
      ok: false,
      message: `${m.username} has fewer credits than that: nothing was deducted`,
    });
    expect((await runAdminCommand(t.ctx, "credits", [m.username, "-5.5", "chargeback"])).ok).toBe(true);
    expect(await amount()).toBe(20);
    const history = await walletHistory(t.ctx.db, m.id, { limit: 10 });
    expect(history.map((e) => [e.kind, e.amountCents, e.balanceAfterCents, e.memo])).toEqual([
      ["grant", -550, 2000, "chargeback"],
      ["grant", 2550, 2550, "goodwill for a bug"],
    ]);
    expect(await walletSum(t.ctx.db, m.id)).toBe(2000);
  });

  it("says what is wrong with an amount or a missing reason, and moves nothing", async () => {
    const m = await signUp(t);
    for (const args of [["abc", "x"], ["0", "x"], ["1.234", "x"], ["1e3", "x"], ["100001", "x"], ["10"]]) {
      const done = await runAdminCommand(t.ctx, "credits", [m.username, ...args]);
      expect(done.ok, args.join(" ")).toBe(false);
      expect(done.message).toMatch(/^credits <username> <amount> <reason>: /);
    }
    expect(await walletHistory(t.ctx.db, m.id, { limit: 10 })).toEqual([]);
  });
});
