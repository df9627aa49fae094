/** Starts a server instance: configuration, database, demo data on an empty database, HTTP and socket. */
import { eq } from "drizzle-orm";
import pino from "pino";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createContext } from "./create-context.ts";
import { users } from "./db/schema.ts";
import { startJobs } from "./jobs.ts";
import { loggerOptions } from "./lib/logging.ts";
import { releaseLock, takeLock, updateLockPort } from "./lib/server-lock.ts";
import { shutDown } from "./lifecycle.ts";
import { mediaStorage } from "./media/storage.ts";
import { DEMO_ADMIN, DEMO_MEMBER, seedDemo } from "./seed/demo.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const log = pino(loggerOptions(config.logLevel));
  // A bucket that is missing or refuses the credentials fails the start, not the first upload.
  try {
    await mediaStorage(config).check();
  } catch (error) {
    console.error(`Media storage error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  // Only the embedded database is single-process; PostgreSQL takes any number of instances.
  const lock = config.databaseUrl ? undefined : await takeLock(config.dataDir, config.port);
  const ctx = await createContext(config, log);

  if (config.seedOnEmpty) {
    // Instances starting together on an empty database: one seeds, the others go on without waiting.
    await ctx.database.runExclusive("seed-demo", async () => {
      const [member] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, "member"))
        .limit(1);
      if (!member) log.info(await seedDemo(ctx));
    });
  }

  const app = await buildApp(ctx, { adminSecret: lock?.secret });
  const jobs = startJobs(ctx);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, "shutting down");
    // A drain that hangs (a request that never ends, a database that stopped answering) must not
    // keep the orchestrator waiting for ever: past the bound the process leaves anyway.
    setTimeout(() => {
      log.error({ timeoutMs: config.shutdownTimeoutMs }, "shutdown took too long; exiting now");
      if (lock) releaseLock(config.dataDir);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      await shutDown(app, ctx, jobs);
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
    }
    if (lock) releaseLock(config.dataDir);
    log.info({ ms: Date.now() - started }, "shut down");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  if (lock) updateLockPort(config.dataDir, lock, port);
  log.info(
    `Site ready at ${config.publicUrl} (database: ${ctx.database.kind}${config.databaseUrl ? "" : ` in ${config.dataDir}`}; media: ${mediaStorage(config).location})`,
  );
  if (config.seedOnEmpty) {
    log.info(
      `Demo member ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}, administrator ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
