/**
 * Several instances on one PostgreSQL (issue 16): instances starting together on an empty
 * database migrate it once and make its reference rows once, and a scheduled job's turn runs on
 * one instance at a time.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../src/context.ts";
import { closeContext, createContext } from "../../src/create-context.ts";
import { openDatabase } from "../../src/db/index.ts";
import { type Job, jobRunner } from "../../src/jobs.ts";
import { REDIS_TEST_PREFIX, type TestApp, testApp } from "../helper.ts";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error("the instances test needs DATABASE_URL (instances share one PostgreSQL)");

const journal = JSON.parse(
  readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: unknown[] };

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe("instances starting together on an empty database", () => {
  const name = `t_start_${process.pid}_${Date.now()}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  beforeAll(() => admin((c) => c.query(`create database ${name}`)));
  afterAll(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));

  it("all start, migrate it once and make its reference rows", async () => {
    const opened = await Promise.all(
      Array.from({ length: 4 }, () =>
        openDatabase({
          databaseUrl: url.toString(),
          async setup(db) {
            const { ensureDefaultAuthorities } = await import("../../src/services/authorities.ts");
            const { ensureReferenceData } = await import("../../src/seed/reference.ts");
            await ensureDefaultAuthorities(db);
            await ensureReferenceData(db);
          },
        }),
      ),
    );
    try {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const applied = await client.query("select hash from drizzle.__drizzle_migrations");
        expect(applied.rowCount).toBe(journal.entries.length);
        // The reference rows were made (their keys would have refused a second copy, and failed a start).
        const authorities = await client.query("select count(*)::int as n from authorities");
        expect(authorities.rows[0].n).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(opened.map((d) => d.close()));
    }
  });
});

describe("a scheduled job on two instances", () => {
  let one: TestApp;
  let two: AppContext;
  beforeAll(async () => {
    one = await testApp();
    two = await createContext(one.ctx.config, pino({ level: "silent" }), { redisPrefix: REDIS_TEST_PREFIX });
  });
  afterAll(async () => {
    await closeContext(two);
    await one.close();
  });

  it("runs each turn on one of them; the other skips it", async () => {
    const ranOn: string[] = [];
    const job = (instance: string): Job => ({
      name: "test.once-across",
      everyMs: 1_000,
      done: "done",
      async run() {
        ranOn.push(instance);
        await new Promise((r) => setTimeout(r, 300));
        return 1;
      },
    });
    const first = jobRunner(one.ctx, job("one"));
    const second = jobRunner(two, job("two"));
    await Promise.all([first.tick(), second.tick()]);
    expect(ranOn).toHaveLength(1);
    // The lock is given back: the next turn runs again, wherever it starts.
    await second.tick();
    expect(ranOn).toHaveLength(2);
    expect(ranOn[1]).toBe("two");
  });
});
