/**
 * The PostgreSQL pool prepares each statement once per connection and runs it by name after
 * that, so PostgreSQL plans it once rather than for every call; a statement of many shapes cannot
 * fill a backend with plans. (PGlite, the embedded default, is one process and parses as before.)
 */
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, PREPARED_PER_CONNECTION, type Tx } from "../../src/db/index.ts";
import { users } from "../../src/db/schema.ts";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error("the prepared statements test needs DATABASE_URL");

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe("statements on PostgreSQL", () => {
  const name = `t_prepared_${process.pid}_${Date.now()}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let database: Database;
  beforeAll(async () => {
    await admin(`create database ${name}`);
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  // Each test runs in one transaction: one connection, so every statement meets the same backend.
  const onOneConnection = (fn: (tx: Tx) => Promise<void>) => database.db.transaction(fn);
  const prepared = async (tx: Tx) => {
    const result = await tx.execute(
      sql`select statement, generic_plans + custom_plans as runs from pg_prepared_statements`,
    );
    return (result as unknown as { rows: { statement: string; runs: string | number }[] }).rows.map(
      (row) => ({ statement: row.statement, runs: Number(row.runs) }),
    );
  };

  it("are prepared once per connection and run by name afterwards, each with its own values", () =>
    onOneConnection(async (tx) => {
      const byName = (username: string) =>
        tx.select({ id: users.id }).from(users).where(eq(users.username, username));
      expect(await byName("nobody")).toEqual([]);
      expect(await byName("nobody else")).toEqual([]);
      const answered = await tx.execute(sql`select ${41}::int + 1 as n`);
      expect((answered as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 42 }]);

      const select = (await prepared(tx)).find((row) =>
        row.statement.includes(`where "users"."username" = $1`),
      );
      // Planned once, run twice: the second call sent no statement text.
      expect(select?.runs).toBe(2);
    }));

  it("keep at most a bounded number per connection, and run the rest unnamed", () =>
    onOneConnection(async (tx) => {
      for (let i = 0; i < PREPARED_PER_CONNECTION + 40; i++) {
        const result = await tx.execute(sql`select ${i}::int as n, ${sql.raw(`'shape ${i}'`)} as shape`);
        expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ n: i, shape: `shape ${i}` }]);
      }
      const held = await prepared(tx);
      expect(held.length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
      expect(held.filter((row) => row.statement.includes("as shape")).length).toBeGreaterThan(0);
    }));
});
