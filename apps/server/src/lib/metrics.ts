/**
 * What an instance tells Prometheus at GET /metrics: requests per route with their latency, open
 * chat sockets, chat messages and member events, scheduled jobs (runs, failures, time), the
 * queues those jobs work through, the database pool, and Node's own figures (event loop delay,
 * heap, CPU), and calls refused by reason (every wire refusal is HTTP 200, so the request counter
 * cannot tell probing from use). Each app has its own registry, so several in one process (tests)
 * do not mix.
 */
import type { NotifyItem } from "@site/contracts";
import { sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/index.ts";

/**
 * Why a call was refused: the label values of `site_refusals_total`, a fixed list so that a
 * client cannot grow the series (lib/security-events.ts counts them).
 */
export const REFUSAL_REASONS = [
  /** No token, or one that is unknown, revoked or idle. */
  "session_invalid",
  /** A staff call the signed-in role may not make (a member, or a moderator on an administrator's call). */
  "forbidden",
  /** A member call the member's tier does not allow. */
  "no_permission",
  /** An account under review on a call it may not make yet. */
  "under_review",
  /** A wrong account or password. */
  "sign_in_failed",
  /** The right password for a disabled account. */
  "account_disabled",
  /** An account held back after repeated failures (its growing delay). */
  "locked_out",
  /** Too many attempts from an address or at an account. */
  "rate_limited",
  /** A payload its call's contract refuses. */
  "validation",
  /** A staff session that has not passed its second factor, reaching for a console call. */
  "second_factor_due",
  /** A wrong, replayed or throttled second-factor code (or recovery code). */
  "second_factor_failed",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface Metrics {
  registry: Registry;
  requests: Counter<"method" | "route" | "status">;
  requestSeconds: Histogram<"method" | "route">;
  chatMessages: Counter;
  /** Chat events this instance could not publish to the others (Redis down), by kind. */
  chatEventsUndelivered: Counter<"kind">;
  /** Chat connections sent their contact list afresh after this instance's subscription was lost. */
  chatResyncs: Counter;
  memberEvents: Counter<"item">;
  jobRuns: Counter<"task" | "outcome">;
  jobSeconds: Histogram<"task">;
  refusals: Counter<"reason">;
  /** Counts what `count()` answers at each scrape (the open sockets of this instance). */
  watchSockets(count: () => number): void;
}

/**
 * The work waiting in the database, counted at each scrape: mails not yet sent, video jobs and
 * data archives queued, accounts whose deletion is due. Shared by every instance, so any one
 * instance's figure is the site's.
 */
const QUEUES: Record<string, ReturnType<typeof sql>> = {
  notification_mails: sql`select count(*)::int as n from notify_outbox where sent_at is null`,
  media_jobs: sql`select count(*)::int as n from media_jobs where state = 0`,
  data_exports: sql`select count(*)::int as n from data_exports where state = 0`,
};

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "site_" });
  const requests = new Counter({
    name: "site_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "site_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const chatMessages = new Counter({
    name: "site_chat_messages_total",
    help: "Chat messages stored (rate() gives messages per second)",
    registers: [registry],
  });
  const chatEventsUndelivered = new Counter({
    name: "site_chat_events_undelivered_total",
    help: "Chat events (messages, closes, cache forgets) not published to the other instances, by kind; their receivers are resynced",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  for (const kind of ["deliver", "close", "evict", "forget"]) chatEventsUndelivered.inc({ kind }, 0);
  const chatResyncs = new Counter({
    name: "site_chat_resyncs_total",
    help: "Chat connections sent their contact list afresh after this instance's subscription to the others' events was lost",
    registers: [registry],
  });
  const memberEvents = new Counter({
    name: "site_member_events_total",
    help: "Member events announced (mail, chat, comment, gift, credits), by item",
    labelNames: ["item"] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "site_job_runs_total",
    help: "Scheduled job runs by job (task) and outcome: done, failed, or skipped (another instance or run had it)",
    // Not `job`: Prometheus gives every scraped series its target's `job` label, and renames a
    // series' own `job` to `exported_job` (deploy/prometheus/alerts.yml reads `task`).
    labelNames: ["task", "outcome"] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: "site_job_duration_seconds",
    help: "Time a scheduled job run took, by job (task)",
    labelNames: ["task"] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const refusals = new Counter({
    name: "site_refusals_total",
    help: "Calls refused, by reason (answered with HTTP 200 and the wire's status, so not in the request counter's status)",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  // Every reason from the start, at zero: rate() sees the first refusal of each.
  for (const reason of REFUSAL_REASONS) refusals.inc({ reason }, 0);
  const sockets: (() => number)[] = [];
  new Gauge({
    name: "site_chat_open_sockets",
    help: "Chat sockets open on this instance",
    registers: [registry],
    collect() {
      this.set(sockets.reduce((sum, count) => sum + count(), 0));
    },
  });
  new Gauge({
    name: "site_db_pool_connections",
    help: "Database pool connections: total open, idle, and callers waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  const depth = new Gauge({
    name: "site_job_queue_depth",
    help: "Work waiting for a scheduled job, by queue (shared by every instance)",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      // A database that is down must not fail the scrape: the queues go unreported, the rest stays.
      this.reset();
      await Promise.all(
        Object.entries(QUEUES).map(async ([queue, query]) => {
          try {
            const result = await database.db.execute<{ n: number }>(query);
            const rows = (result as unknown as { rows: { n: number }[] }).rows;
            depth.set({ queue }, Number(rows[0]?.n ?? 0));
          } catch {
            // not reported this time
          }
        }),
      );
    },
  });
  return {
    registry,
    requests,
    requestSeconds,
    chatMessages,
    chatEventsUndelivered,
    chatResyncs,
    memberEvents,
    jobRuns,
    jobSeconds,
    refusals,
    watchSockets(count) {
      sockets.push(count);
    },
  };
}

/** The member-event item of a chat message: its count is the chat's messages. */
export const CHAT_ITEM: NotifyItem = "chat";
