/**
 * Background work of a server instance. Each scheduled job runs on one instance at a time: a run
 * takes the job's advisory lock without waiting, and an instance that finds it held skips that
 * turn (counted as `skipped`). The jobs also claim their rows with conditional updates or SKIP
 * LOCKED, so even a lock lost with its connection mails, expires or erases nothing twice.
 * Video transcoding is a work queue instead: every instance takes jobs, each job once.
 */
import type { AppContext } from "./context.ts";
import { mediaStorage } from "./media/storage.ts";
import { startMediaWorker } from "./media/videos.ts";
import { eraseDueAccounts } from "./services/account-deletion.ts";
import { buildDueExports, sweepExpiredExports } from "./services/data-export.ts";
import { listenForNotificationMails, pruneOutbox, sendNotificationMails } from "./services/notify-mail.ts";
import { tellTiersEnding } from "./services/payments/member-mails.ts";
import { expireOrders } from "./services/payments/orders.ts";
import { expireMemberships } from "./services/users.ts";

export interface Job {
  /** Also the name of its lock and of its metrics label. */
  name: string;
  everyMs: number;
  /** Does one turn of the work; answers how many items it handled. */
  run(ctx: AppContext): Promise<number | undefined>;
  /** What the log says when a turn handled something. */
  done: string;
}

export const JOBS: Job[] = [
  {
    name: "memberships.expire",
    everyMs: 60_000,
    run: (ctx) => expireMemberships(ctx.db, ctx.now()),
    done: "memberships expired",
  },
  {
    // Members whose tier ends within a few days are told, once per deadline.
    name: "memberships.tell-ending",
    everyMs: 60_000,
    run: (ctx) => tellTiersEnding(ctx.db, ctx.now()),
    done: "tier endings told",
  },
  {
    name: "orders.expire",
    everyMs: 60_000,
    run: (ctx) => expireOrders(ctx.db, ctx.now()),
    done: "unpaid orders expired",
  },
  {
    // Due ones every 15 s: 'Immediately' leaves within a minute.
    name: "notifications.mail",
    everyMs: 15_000,
    run: (ctx) => sendNotificationMails(ctx),
    done: "notification mails sent",
  },
  {
    name: "notifications.prune",
    everyMs: 3_600_000,
    run: async (ctx) => {
      await pruneOutbox(ctx);
      return 0;
    },
    done: "notification outbox pruned",
  },
  {
    // Asked for by a member waiting on the page: looked for often.
    name: "privacy.exports",
    everyMs: 5_000,
    run: (ctx) => buildDueExports(ctx),
    done: "data archives built",
  },
  {
    name: "privacy.erase",
    everyMs: 10 * 60_000,
    run: (ctx) => eraseDueAccounts(ctx),
    done: "accounts erased",
  },
  {
    name: "privacy.sweep-exports",
    everyMs: 10 * 60_000,
    run: (ctx) => sweepExpiredExports(ctx),
    done: "expired data archives removed",
  },
];

/**
 * One turn of a job: skipped while this instance's previous turn or another instance's runs,
 * counted and timed either way; a failure is logged, never thrown.
 */
export function jobRunner(ctx: AppContext, job: Job) {
  let running: Promise<void> | undefined;
  const turn = async () => {
    const stopTimer = ctx.metrics.jobSeconds.startTimer({ task: job.name });
    try {
      let handled: number | undefined;
      const ran = await ctx.database.runExclusive(job.name, async () => {
        handled = await job.run(ctx);
      });
      ctx.metrics.jobRuns.inc({ task: job.name, outcome: ran ? "done" : "skipped" });
      if (ran) stopTimer();
      if (handled) ctx.log.info({ job: job.name, count: handled }, job.done);
    } catch (error) {
      stopTimer();
      ctx.metrics.jobRuns.inc({ task: job.name, outcome: "failed" });
      ctx.log.error({ err: error, job: job.name }, "job failed");
    }
  };
  return {
    /** Starts a turn unless one is still running here; resolves when the turn is over. */
    tick(): Promise<void> {
      if (running) {
        ctx.metrics.jobRuns.inc({ task: job.name, outcome: "skipped" });
        return running;
      }
      running = turn().finally(() => {
        running = undefined;
      });
      return running;
    },
    /** The turn in progress, if any. */
    current: () => running,
  };
}

export interface Jobs {
  /** No new turns; resolves when the turns in progress are over (shutdown). */
  stop(): Promise<void>;
}

export function startJobs(ctx: AppContext, jobs: Job[] = JOBS): Jobs {
  const runners = jobs.map((job) => {
    const runner = jobRunner(ctx, job);
    const timer = setInterval(() => void runner.tick(), job.everyMs);
    timer.unref();
    return { runner, timer };
  });
  const stopListening = listenForNotificationMails(ctx);
  // Video transcoding; queued jobs left by a previous run are picked up at once.
  const media = startMediaWorker(ctx, mediaStorage(ctx.config));
  media.drain().catch((error: unknown) => ctx.log.error({ err: error }, "media worker failed"));
  return {
    async stop() {
      for (const { timer } of runners) clearInterval(timer);
      stopListening();
      media.stop();
      await Promise.all(runners.map(({ runner }) => runner.current()));
    },
  };
}
