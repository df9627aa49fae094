/** Background work of a server instance. Every job is safe to run on several instances at once. */
import type { AppContext } from "./context.ts";
import { mediaStorage } from "./media/storage.ts";
import { startMediaWorker } from "./media/videos.ts";
import { listenForNotificationMails, pruneOutbox, sendNotificationMails } from "./services/notify-mail.ts";
import { tellTiersEnding } from "./services/payments/member-mails.ts";
import { expireOrders } from "./services/payments/orders.ts";
import { privacyJobs } from "./services/privacy-jobs.ts";
import { expireMemberships } from "./services/users.ts";

export function startJobs(ctx: AppContext): () => void {
  const expiry = setInterval(() => {
    expireMemberships(ctx.db, ctx.now())
      .then((n) => n > 0 && ctx.log.info({ count: n }, "memberships expired"))
      .catch((error: unknown) => ctx.log.error({ err: error }, "membership expiry failed"));
    // Members whose tier ends within a few days are told, once per deadline.
    tellTiersEnding(ctx.db, ctx.now())
      .then((n) => n > 0 && ctx.log.info({ count: n }, "tier endings told"))
      .catch((error: unknown) => ctx.log.error({ err: error }, "tier ending notices failed"));
    // Orders nobody paid expire; each is one conditional update, safe on every instance.
    expireOrders(ctx.db, ctx.now())
      .then((n) => n > 0 && ctx.log.info({ count: n }, "unpaid orders expired"))
      .catch((error: unknown) => ctx.log.error({ err: error }, "order expiry failed"));
  }, 60_000);
  expiry.unref();
  // Notification mails: due ones every 15 s (Immediately within a minute), safe on every instance.
  const stopListening = listenForNotificationMails(ctx);
  let mailing = false;
  const notify = setInterval(() => {
    if (mailing) return;
    mailing = true;
    sendNotificationMails(ctx)
      .then((n) => n > 0 && ctx.log.info({ count: n }, "notification mails sent"))
      .catch((error: unknown) => ctx.log.error({ err: error }, "notification mails failed"))
      .finally(() => {
        mailing = false;
      });
  }, 15_000);
  notify.unref();
  const prune = setInterval(() => {
    pruneOutbox(ctx).catch((error: unknown) =>
      ctx.log.error({ err: error }, "notification outbox prune failed"),
    );
  }, 3_600_000);
  prune.unref();
  const privacy = privacyJobs(ctx);
  // Video transcoding; queued jobs left by a previous run are picked up at once.
  const media = startMediaWorker(ctx, mediaStorage(ctx.config));
  media.drain().catch((error: unknown) => ctx.log.error({ err: error }, "media worker failed"));
  return () => {
    clearInterval(expiry);
    clearInterval(notify);
    clearInterval(prune);
    stopListening();
    privacy.stop();
    media.stop();
  };
}
