/**
 * Feed throughput on PostgreSQL with 100,000 trends by 10,000 members: `/member/trend/trend`
 * page 1 and page 50 next to a bare Fastify hello route measured in the same run (before and
 * after each feed run, as the machine's speed drifts). Each page is
 * measured as the web app asks for it (with page 1's snapshot) and as the spec's client does
 * (page only). The data is shaped like a live site: a quarter of the trends carry a picture, some
 * are deleted or taken down, some authors are not approved, and the viewer has blocks both ways.
 * Goals (issue 12): the feed at >= 30% of the hello route's req/s, page 50 no slower than page 1.
 * Then the same with two instances (processes) sharing the one PostgreSQL, against two hello
 * processes (issue 16).
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/feed.ts [seconds per run]
 * It creates and drops a database of its own next to the one DATABASE_URL names.
 */
import { FeedCalls } from "@site/contracts";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { closeContext } from "../apps/server/src/create-context.ts";
import { hashPassword } from "../apps/server/src/lib/passwords.ts";
import { hiddenFrom } from "../apps/server/src/services/blocks.ts";
import { readFeedPage } from "../apps/server/src/services/feed.ts";
import { benchDatabase } from "./bench-database.ts";
import { type Figures, measureSpread, startHellos, startInstances } from "./instances.ts";

const base = process.env.DATABASE_URL;
if (!base) {
  console.log("feed bench: needs DATABASE_URL (PostgreSQL); not run");
  process.exit(0);
}
const seconds = Number(process.argv[2] ?? 10);
const MEMBERS = 10_000;
const TRENDS = 100_000;
const bench = await benchDatabase(base, "feed");
const { ctx } = bench;
const url = bench.url;

/** One process under load: 20 connections for `seconds`. */
const measure = (target: string, body?: string) => measureSpread([target], "", 20, seconds, body);

try {
  const hash = await hashPassword("bench-pass1");
  const started = Date.now();
  const seed = new pg.Client({ connectionString: url });
  await seed.connect();
  // Member 1 is the viewer; one author in 50 is not approved (under review or disabled).
  await seed.query(
    `insert into users (username, email, password_hash, gender, birthday, country, status, invitation_code, created_at)
     select 'f' || g, 'f' || g || '@bench.example', $1, g % 2, date '1970-01-01' + (g % 12000), 'TW',
            case when g > 1 and g % 50 = 0 then 2 + g % 2 else 1 end, 'F' || g, now() - interval '400 days'
     from generate_series(1, $2) g`,
    [hash, MEMBERS],
  );
  // The migrations made the site's own accounts first: member g has id lo + g - 1; f1 is the viewer.
  const { rows: ids } = await seed.query<{ lo: number }>(
    "select min(id) as lo from users where email like '%@bench.example'",
  );
  const lo = Number(ids[0]?.lo);
  // The viewer blocked 20 members and 20 others blocked the viewer.
  await seed.query(
    `insert into blocks (user_id, target_id) select $1, $1 + 100 + g * 37 from generate_series(1, 20) g
     union all select $1 + 200 + g * 41, $1 from generate_series(1, 20) g`,
    [lo],
  );
  // Trends in time order (ids grow with created_at), authors spread over the members; every
  // fourth has a picture of its author's, one in 100 is deleted and one in 500 taken down.
  await seed.query(
    `insert into trends (user_id, type, content, img, created_at, deleted_at, taken_down_at)
     select $3 + (g * 7919) % $1, case when g % 10 = 0 then 0 else 1 end,
            'Trend ' || g || ' from the bench: a line or two of what a member says to everyone.',
            case when g % 4 = 0 then '/uploads/images/' || ($3 + (g * 7919) % $1) || '/t' || g || '.webp' else '' end,
            now() - (($2 - g) || ' minutes')::interval,
            case when g % 100 = 7 then now() end,
            case when g % 500 = 11 then now() end
     from generate_series(1, $2) g`,
    [MEMBERS, TRENDS, lo],
  );
  await seed.query(
    `insert into uploads (user_id, path, kind, mime, bytes, width, height)
     select user_id, substr(img, 2), 'image', 'image/webp', 120000, 1600, 1200 from trends where img <> ''`,
  );
  await seed.query("analyze");
  await seed.end();
  console.log(
    `seeded ${TRENDS} trends by ${MEMBERS} members in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const site = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${site}/member/index/login`, {
    method: "POST",
    body: new URLSearchParams({ account: "f1", password: "bench-pass1" }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const feedUrl = `${site}${FeedCalls.feed}`;
  const first = await fetch(feedUrl, {
    method: "POST",
    body: new URLSearchParams({ token: data.token, page: "1" }),
  });
  const { msg } = (await first.json()) as { msg: { snapshot: string; totalPage: number } };
  console.log(`feed: ${msg.totalPage} pages for the viewer`);
  for (const page of [1, 50]) {
    const check = await fetch(feedUrl, {
      method: "POST",
      body: new URLSearchParams({ token: data.token, page: String(page), snapshot: msg.snapshot }),
    });
    const { data: rows } = (await check.json()) as { data: unknown[] };
    if (rows.length !== 10) throw new Error(`page ${page} holds ${rows.length} trends, not 10`);
  }

  // The page query alone, uncached and one at a time: what a page costs when no call before it
  // cut it (the HTTP runs below mostly reuse cut pages, as a busy site does).
  const hidden = `{${[...(await hiddenFrom(ctx.db, lo))].sort((a, b) => a - b).join(",")}}`;
  const anchor = Number(msg.snapshot);
  const timed = async (run: () => Promise<unknown>, n = 200) => {
    const ms: number[] = [];
    for (let i = 0; i < n + 20; i++) {
      const t0 = performance.now();
      await run();
      if (i >= 20) ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    return { p50: ms[Math.floor(n / 2)] ?? 0, p99: ms[Math.floor(n * 0.99)] ?? 0 };
  };
  const page49 = await readFeedPage(ctx.db, anchor, hidden, 48 * 10);
  const below49 = (page49.at(-1)?.trend.id ?? 0) - 1;
  const q1 = await timed(() => readFeedPage(ctx.db, anchor, hidden, 0));
  const q50 = await timed(() => readFeedPage(ctx.db, anchor, hidden, 490));
  const q50k = await timed(() => readFeedPage(ctx.db, below49, hidden, 0));
  // A snapshot's first call also counts its trends (then kept for a minute).
  const firsts: number[] = [];
  for (let k = 1; k <= 5; k++) {
    const t0 = performance.now();
    await fetch(feedUrl, {
      method: "POST",
      body: new URLSearchParams({ token: data.token, page: "1", snapshot: String(anchor - k) }),
    });
    firsts.push(performance.now() - t0);
  }
  firsts.sort((a, b) => a - b);

  const hello = Fastify();
  hello.get("/", async () => ({ hello: "world" }));
  await hello.listen({ port: 0, host: "127.0.0.1" });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;

  const body = (page: number, snapshot?: string) =>
    `token=${data.token}&page=${page}${snapshot ? `&snapshot=${snapshot}` : ""}`;
  // This machine's speed drifts by tens of percent within a minute (shared cores): the hello
  // route runs before and after every feed run, and each feed run is set against the mean of
  // the two hello runs around it.
  const runs: [string, string][] = [
    ["feed page 1 (snapshot)", body(1, msg.snapshot)],
    ["feed page 50 (snapshot)", body(50, msg.snapshot)],
    ["feed page 1 (page only)", body(1)],
    ["feed page 50 (page only)", body(50)],
  ];
  const hellos = [await measure(helloUrl)];
  const feeds: { label: string; r: Figures; pct: number }[] = [];
  for (const [label, payload] of runs) {
    const r = await measure(feedUrl, payload);
    hellos.push(await measure(helloUrl));
    const around = ((hellos.at(-2)?.rps ?? 0) + (hellos.at(-1)?.rps ?? 0)) / 2;
    feeds.push({ label, r, pct: (r.rps / around) * 100 });
  }
  const row = (label: string, r: Figures, pct?: number) =>
    console.log(
      `${label.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms${pct === undefined ? "" : `   ${pct.toFixed(1)}% of hello's`}`,
    );
  console.log(
    `database: postgres, ${TRENDS} trends by ${MEMBERS} members; 20 connections, ${seconds} s per run`,
  );
  for (const [i, h] of hellos.entries()) {
    row(`hello (bare Fastify) #${i + 1}`, h);
    const feed = feeds[i];
    if (feed) row(feed.label, feed.r, feed.pct);
  }
  const ms = (q: { p50: number; p99: number }) => `p50 ${q.p50.toFixed(2)} ms, p99 ${q.p99.toFixed(2)} ms`;
  console.log("page query alone, uncached, one at a time (200 runs each):");
  console.log(`  page 1                            ${ms(q1)}`);
  console.log(`  page 50 (skipping 490)            ${ms(q50)}`);
  console.log(`  page 50 (below page 49's end)     ${ms(q50k)}`);
  console.log(`first call of a new snapshot (counts its trends): median ${firsts[2]?.toFixed(1)} ms`);
  const mark = (ok: boolean) => (ok ? "PASS" : "MISS");
  const [s1, s50, b1, b50] = feeds.map((f) => f.pct) as [number, number, number, number];
  // Even set against the hello runs around them, runs drift by a few percent: "no slower" allows 10%.
  const ratio50 = s50 / s1;
  const ratio50bare = b50 / b1;
  console.log(
    `  ${mark(Math.min(s1, s50, b1, b50) >= 30)}  feed >= 30% of hello's req/s (page 1 ${s1.toFixed(1)}%, page 50 ${s50.toFixed(1)}%; page only ${b1.toFixed(1)}%, ${b50.toFixed(1)}%)`,
  );
  console.log(
    `  ${mark(Math.min(ratio50, ratio50bare) >= 0.9)}  page 50 no slower than page 1 (page 50 / page 1, each against its hello runs: ${ratio50.toFixed(2)}; page only ${ratio50bare.toFixed(2)}; uncached query p50 page 50 / page 1 = ${(q50.p50 / q1.p50).toFixed(2)} skipping, ${(q50k.p50 / q1.p50).toFixed(2)} below page 49)`,
  );
  await hello.close();
  await app.close();

  // Two instances on the one PostgreSQL, the load spread over both as a balancer would, against
  // two hello processes: the same number of processes on each side.
  const sites = await startInstances(2, url);
  const hellos2 = await startHellos(2);
  try {
    const h2a = await measureSpread(hellos2.urls, "/", 20, seconds);
    const two1 = await measureSpread(sites.urls, FeedCalls.feed, 20, seconds, body(1, msg.snapshot));
    const two50 = await measureSpread(sites.urls, FeedCalls.feed, 20, seconds, body(50, msg.snapshot));
    const h2b = await measureSpread(hellos2.urls, "/", 20, seconds);
    const h2 = (h2a.rps + h2b.rps) / 2;
    console.log("two instances on one PostgreSQL (20 connections spread over both):");
    row("hello x2 (bare Fastify) #1", h2a);
    row("feed page 1 x2 (snapshot)", two1, (two1.rps / h2) * 100);
    row("feed page 50 x2 (snapshot)", two50, (two50.rps / h2) * 100);
    row("hello x2 (bare Fastify) #2", h2b);
    // The goal's baseline is one hello process (as for one instance: the hello runs above); two
    // hello processes are printed too, though on two cores they take the CPU PostgreSQL needs.
    const h1 = hellos.reduce((sum, r) => sum + r.rps, 0) / hellos.length;
    const single = feeds[0]?.r.rps ?? 1;
    console.log(
      `  ${mark(Math.min(two1.rps, two50.rps) / h1 >= 0.3)}  two instances >= 30% of hello's req/s (page 1 ${((two1.rps / h1) * 100).toFixed(1)}%, page 50 ${((two50.rps / h1) * 100).toFixed(1)}%; against two hello processes ${((two1.rps / h2) * 100).toFixed(1)}%, ${((two50.rps / h2) * 100).toFixed(1)}%); two instances / one: ${(two1.rps / single).toFixed(2)} on page 1`,
    );
    console.log(
      `  ${mark(two50.rps / two1.rps >= 0.9)}  page 50 no slower than page 1 with two instances (${(two50.rps / two1.rps).toFixed(2)})`,
    );
  } finally {
    await sites.stop();
    await hellos2.stop();
  }
  await closeContext(ctx);
} finally {
  await bench.drop();
}
