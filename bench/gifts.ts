/**
 * Gift sends from 1,000 concurrent members on PostgreSQL (issue 13): each member sends gifts to
 * one recipient at once, all at the same time, until their credits run out. Checks that no update
 * is lost (every wallet ends at its credits minus what its sends cost, the ledger sums to zero and
 * agrees with every balance) and prints the send's p50/p99 beside `userinfo` (a plain read)
 * measured in the same run with the same concurrency.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/gifts.ts
 * It creates and drops a database of its own next to the one DATABASE_URL names.
 */
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { closeContext } from "../apps/server/src/create-context.ts";
import { post, SiteAccount, walletSum } from "../apps/server/src/services/ledger.ts";
import { createSession } from "../apps/server/src/services/sessions.ts";
import { benchDatabase } from "./bench-database.ts";

const base = process.env.DATABASE_URL;
if (!base) {
  console.log("gifts bench: needs DATABASE_URL (PostgreSQL); not run");
  process.exit(0);
}
const MEMBERS = 1_000;
/** Each giver can pay for this many of the gift, and tries one more. */
const AFFORDABLE = 5;
const bench = await benchDatabase(base, "gifts");
const { ctx } = bench;
const url = bench.url;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

try {
  const seed = new pg.Client({ connectionString: url });
  await seed.connect();
  await seed.query(
    `insert into users (username, email, password_hash, gender, birthday, country, status, invitation_code)
     select 'g' || g, 'g' || g || '@bench.example', '-', g % 2, date '1990-01-01', 'TW', 1, 'G' || g
     from generate_series(0, $1) g`,
    [MEMBERS],
  );
  const { rows: gift } = await seed.query(
    "select id, price_cents from gifts order by price_cents, id limit 1",
  );
  const { id: giftId, price_cents: price } = gift[0] as { id: number; price_cents: number };
  const { rows: members } = await seed.query(
    "select id, username from users where username like 'g%' and username <> 'g0' order by id",
  );
  await seed.end();
  const now = ctx.now();
  const tokens: string[] = [];
  for (const m of members as { id: number; username: string }[]) {
    await post(
      ctx.db,
      {
        key: `bench:${m.id}`,
        kind: "grant",
        postings: [
          { account: "wallet", userId: m.id, amountCents: price * AFFORDABLE },
          { account: SiteAccount.adjustments, amountCents: -price * AFFORDABLE },
        ],
      },
      now,
    );
    tokens.push(await createSession(ctx.db, m.id, { now }));
  }
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const site = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  /** Every member calls at once, `rounds` calls each; answers the latencies and the statuses. */
  async function storm(path: string, body: (token: string) => string, rounds: number) {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        for (let i = 0; i < rounds; i++) {
          const t0 = performance.now();
          const response = await fetch(`${site}${path}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: body(token),
          });
          const { status } = (await response.json()) as { status: number };
          latencies.push(performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      seconds,
      statuses,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      calls: latencies.length,
    };
  }

  const read = await storm("/member/index/userinfo", (token) => `token=${token}`, AFFORDABLE + 1);
  const sends = await storm(
    "/member/gift/gift_giving",
    (token) => `token=${token}&username=g0&message=bench&number=1&giftid=${giftId}`,
    AFFORDABLE + 1,
  );

  // No lost update: every giver paid for exactly AFFORDABLE gifts and holds nothing more or less.
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  const { rows: balances } = await check.query(
    "select id, balance_cents from users where username like 'g%' and username <> 'g0'",
  );
  const { rows: books } = await check.query(
    "select coalesce(sum(amount_cents), 0)::bigint as sum from ledger_entries",
  );
  const { rows: sent } = await check.query("select count(*)::int as n from gift_sends");
  await check.end();
  const wrong = (balances as { balance_cents: string }[]).filter((b) => Number(b.balance_cents) !== 0).length;
  let disagree = 0;
  for (const b of (balances as { id: number; balance_cents: string }[]).slice(0, 100))
    if ((await walletSum(ctx.db, b.id)) !== Number(b.balance_cents)) disagree++;

  const row = (label: string, r: Awaited<ReturnType<typeof storm>>) =>
    console.log(
      `${label.padEnd(26)} ${r.calls} calls in ${r.seconds.toFixed(1)} s (${(r.calls / r.seconds).toFixed(0)}/s)   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   statuses ${JSON.stringify(Object.fromEntries(r.statuses))}`,
    );
  console.log(
    `database: postgres; ${MEMBERS} members at once, ${AFFORDABLE + 1} calls each (database pool 10)`,
  );
  row("userinfo (plain read)", read);
  row("gift_giving", sends);
  console.log(
    `sends: ${sent[0]?.n} stored (expected ${MEMBERS * AFFORDABLE}); wallets not at zero: ${wrong}; ledger sum ${books[0]?.sum} (expected 0); projection disagreements in 100 sampled: ${disagree}`,
  );
  console.log(`p99 send / p99 read = ${(sends.p99 / Math.max(read.p99, 0.1)).toFixed(1)}`);
  const ok =
    sent[0]?.n === MEMBERS * AFFORDABLE && wrong === 0 && Number(books[0]?.sum) === 0 && disagree === 0;
  console.log(ok ? "PASS: no lost update" : "FAIL: lost or extra updates");
  await app.close();
  await closeContext(ctx);
  if (!ok) process.exitCode = 1;
} finally {
  await bench.drop();
}
