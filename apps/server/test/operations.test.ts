/**
 * What an operator's tools ask of an instance (issue 16): liveness, readiness (and its 503 when
 * the database is gone or a drain has begun), Prometheus metrics and who may read them, request
 * ids, an orderly shutdown that tells chat sockets 1012 and keeps what they sent, and scheduled
 * jobs that never overlap themselves.
 */
import { Calls, Opt, SocketClose } from "@site/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages } from "../src/db/schema.ts";
import { type Job, jobRunner } from "../src/jobs.ts";
import { shutDown } from "../src/lifecycle.ts";
import { runAdminCommand } from "../src/services/admin-ops.ts";
import { form, member, signUp, type TestApp, testApp } from "./helper.ts";
import { connect, wsBase } from "./socket-client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** A metric's value in Prometheus' text format, by name and labels as written there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app = t.app, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url: "/metrics", headers, remoteAddress: "127.0.0.1" });
}

describe("liveness and readiness", () => {
  it("answers liveness without asking anything else", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("is ready while the database answers, and not once a drain has begun", async () => {
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "up" } });
    t.ctx.lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: "draining" });
      // Liveness is another question: the process still serves what is in flight.
      expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      t.ctx.lifecycle.draining = false;
    }
  });

  it("answers 503 with the database named when the database is gone, quickly", async () => {
    const other = await testApp();
    await other.ctx.database.close();
    try {
      const started = Date.now();
      const res = await other.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", checks: { database: "down" } });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await other.close();
    }
  });
});

describe("request ids", () => {
  it("gives each answer an id of its own, and keeps a proxy's id when it looks like one", async () => {
    const a = await t.app.inject({ method: "GET", url: "/healthz" });
    const b = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers["x-request-id"]).not.toBe(a.headers["x-request-id"]);
    const kept = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "lb-4f2a9c71e0" },
    });
    expect(kept.headers["x-request-id"]).toBe("lb-4f2a9c71e0");
    // A header that would put a line break or markup into the logs is replaced.
    const strange = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "<script>alert(1)</script>" },
    });
    expect(strange.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the request id on the request's log lines", async () => {
    const lines: string[] = [];
    const logged = await testApp({}, { logStream: { write: (l: string) => lines.push(l) } as never });
    try {
      const res = await logged.app.inject({
        method: "GET",
        url: "/healthz",
        headers: { "x-request-id": "trace-12345678" },
      });
      expect(res.statusCode).toBe(200);
      const mine = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === "trace-12345678");
      expect(mine.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
    } finally {
      await logged.close();
    }
  });
});

describe("metrics", () => {
  it("counts requests by route pattern and status, with their latency", async () => {
    const { username } = await signUp(t);
    for (const password of ["secret-tulip-42", "wrong-password"]) {
      await t.app.inject({
        method: "POST",
        url: Calls.login,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: form({ username, password }),
      });
    }
    await t.app.inject({ method: "GET", url: "/uploads/../../etc/passwd" });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const text = res.body;
    // The login call answers 200 to both (spec §8 puts the refusal in the payload).
    expect(sample(text, `site_http_requests_total{method="POST",route="${Calls.login}",status="200"}`)).toBe(
      2,
    );
    expect(
      sample(text, `site_http_request_duration_seconds_count{method="POST",route="${Calls.login}"}`),
    ).toBe(2);
    // No label per URL: what no route matched is one series.
    expect(text).not.toContain("etc/passwd");
    expect(text).toMatch(/site_nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/site_db_pool_connections\{state="total"\} \d/);
    expect(sample(text, 'site_job_queue_depth{queue="notification_mails"}')).toBeGreaterThanOrEqual(0);
  });

  it("counts open chat sockets and chat messages", async () => {
    const a = await signUp(t, { sex: 1 });
    const b = await signUp(t, { sex: 0 });
    await runAdminCommand(t.ctx, "set-vip", [a.username, "2", "1"]);
    const before = sample((await scrape()).body, "site_chat_messages_total") ?? 0;
    const sa = await connect(t.app, a.token);
    const sb = await connect(t.app, b.token);
    try {
      sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "counted", cid: "metrics-1" });
      await sb.next((m) => m.opt === Opt.send);
      const text = (await scrape()).body;
      expect(sample(text, "site_chat_open_sockets")).toBe(2);
      expect(sample(text, "site_chat_messages_total")).toBe(before + 1);
      expect(sample(text, 'site_member_events_total{item="chat"}')).toBeGreaterThanOrEqual(1);
    } finally {
      sa.close();
      sb.close();
    }
  });

  it("is only for this machine without a token, and only for the token's bearer with one", async () => {
    const fromAfar = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.9" });
    expect(fromAfar.statusCode).toBe(403);
    expect(fromAfar.body).not.toContain("site_");
    // Through the balancer the connection is the balancer's: a forwarded loopback address is no key.
    const forged = await t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(forged.statusCode).toBe(403);

    const guarded = await testApp({ METRICS_TOKEN: "a-long-metrics-token-0123" });
    try {
      expect((await scrape(guarded.app)).statusCode).toBe(401);
      expect(
        (await scrape(guarded.app, { authorization: "Bearer a-long-metrics-token-9999" })).statusCode,
      ).toBe(401);
      const ok = await guarded.app.inject({
        method: "GET",
        url: "/metrics",
        remoteAddress: "198.51.100.7",
        headers: { authorization: "Bearer a-long-metrics-token-0123" },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain("site_http_requests_total");
    } finally {
      await guarded.close();
    }
  });
});

describe("an orderly shutdown", () => {
  it("tells chat sockets 1012, writes what was sent in the last moment, and refuses no answer in flight", async () => {
    const app = await testApp();
    const a = await signUp(app, { sex: 1 });
    const b = await signUp(app, { sex: 0 });
    await runAdminCommand(app.ctx, "set-vip", [a.username, "2", "1"]);
    const sa = await connect(app.app, a.token);
    const sb = await connect(app.app, b.token);
    await sa.next((m) => m.opt === Opt.init);
    // A request in flight on a real connection (an injected one is not a connection the server
    // waits for): its body is still arriving when the shutdown begins.
    const http = (await wsBase(app.app)).replace(/^ws/, "http");
    const body = form(member());
    let finish = () => {};
    const slowCall = fetch(`${http}${Calls.register}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
          finish = () => {
            controller.enqueue(new TextEncoder().encode(body.slice(10)));
            controller.close();
          };
        },
      }),
    } as RequestInit);
    await new Promise((r) => setTimeout(r, 300));
    // The database is still open until the socket routes have written what they had.
    let stored: unknown[] = [];
    const original = app.ctx.database.close;
    app.ctx.database.close = async () => {
      app.ctx.database.close = original;
      stored = await app.ctx.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, a.id), eq(chatMessages.receiverId, b.id)));
      await original();
    };
    // Received, and the instance told to stop in the same moment, before the message can be
    // written. (One still on the wire when the socket closes is the client's to resend: it has no
    // acknowledgement.) The socket route listened first, so it has the frame when this hears it.
    const received = new Promise<void>((resolve) => {
      for (const ws of app.app.websocketServer.clients) {
        ws.on("message", (raw: Buffer) => {
          if (raw.toString().includes("last-1")) resolve();
        });
      }
    });
    sa.send({ opt: Opt.send, uid: b.id, type: "txt", txt: "just before the deploy", cid: "last-1" });
    await received;
    const closing = shutDown(app.app, app.ctx, undefined);
    expect(app.ctx.lifecycle.draining).toBe(true);
    const [codeA, codeB] = await Promise.all([sa.closed, sb.closed]);
    finish();
    expect(codeA).toBe(SocketClose.restart);
    expect(codeB).toBe(SocketClose.restart);
    const answer = await slowCall;
    expect(await answer.json()).toMatchObject({ status: 200 });
    // The connection is not kept for another request: the drain need not wait for it to idle out.
    expect(answer.headers.get("connection")).toBe("close");
    await closing;
    await app.close();
    expect(stored).toHaveLength(1);
  });
});

describe("scheduled jobs", () => {
  it("never start a turn while the last one runs, and count each outcome", async () => {
    let inside = 0;
    let most = 0;
    let turns = 0;
    const job: Job = {
      name: "test.slow",
      everyMs: 1_000,
      done: "slow job done",
      async run() {
        inside++;
        most = Math.max(most, inside);
        turns++;
        await new Promise((r) => setTimeout(r, 50));
        inside--;
        return 1;
      },
    };
    const runner = jobRunner(t.ctx, job);
    await Promise.all([runner.tick(), runner.tick(), runner.tick()]);
    expect(turns).toBe(1);
    expect(most).toBe(1);
    await runner.tick();
    expect(turns).toBe(2);
    const failing = jobRunner(t.ctx, {
      ...job,
      name: "test.failing",
      run: () => Promise.reject(new Error("the mail server is down")),
    });
    await failing.tick(); // logged, never thrown
    const text = (await scrape()).body;
    expect(sample(text, 'site_job_runs_total{task="test.slow",outcome="done"}')).toBe(2);
    expect(sample(text, 'site_job_runs_total{task="test.slow",outcome="skipped"}')).toBe(2);
    expect(sample(text, 'site_job_runs_total{task="test.failing",outcome="failed"}')).toBe(1);
  });
});
