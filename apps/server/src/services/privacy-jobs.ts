/**
 * The privacy jobs of an instance (issue 15): erasing accounts whose grace period is over, building
 * the data archives asked for, removing expired ones. Each claims its rows with SKIP LOCKED or a
 * conditional update, so every instance may run them at once.
 */
import type { AppContext } from "../context.ts";
import { eraseDueAccounts } from "./account-deletion.ts";
import { buildDueExports, sweepExpiredExports } from "./data-export.ts";

/** Archives are asked for by a member waiting on the page: they are looked for often. */
const EXPORT_EVERY_MS = 5_000;
const ERASE_EVERY_MS = 10 * 60_000;

export function privacyJobs(ctx: AppContext): { stop(): void } {
  let building = false;
  const exports = setInterval(() => {
    if (building) return;
    building = true;
    buildDueExports(ctx)
      .then((n) => n > 0 && ctx.log.info({ count: n }, "data archives built"))
      .catch((error: unknown) => ctx.log.error({ err: error }, "data archive job failed"))
      .finally(() => {
        building = false;
      });
  }, EXPORT_EVERY_MS);
  exports.unref();
  const erase = () => {
    eraseDueAccounts(ctx)
      .then((n) => n > 0 && ctx.log.info({ count: n }, "accounts erased"))
      .catch((error: unknown) => ctx.log.error({ err: error }, "account erasure failed"));
    sweepExpiredExports(ctx)
      .then((n) => n > 0 && ctx.log.info({ count: n }, "expired data archives removed"))
      .catch((error: unknown) => ctx.log.error({ err: error }, "data archive sweep failed"));
  };
  const erasure = setInterval(erase, ERASE_EVERY_MS);
  erasure.unref();
  return {
    stop() {
      clearInterval(exports);
      clearInterval(erasure);
    },
  };
}
