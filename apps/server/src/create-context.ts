/** Opens everything a server (or the admin command) needs, and closes it again. */
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { createChatHub } from "./chat/hub.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/index.ts";
import { createMailer } from "./lib/mailer.ts";
import { CHAT_ITEM, createMetrics } from "./lib/metrics.ts";
import { memoryLimiter, redisLimiter } from "./lib/rate-limit.ts";
import { ensureReferenceData } from "./seed/reference.ts";
import { createAuthorityService, ensureDefaultAuthorities } from "./services/authorities.ts";
import { createMemberEvents } from "./services/member-events.ts";
import { pushDelivery } from "./services/push.ts";
import { createSettingsService } from "./services/site-settings.ts";
import { serviceAccount } from "./services/system-accounts.ts";
import { createTranslator } from "./services/translation/index.ts";

export interface ContextOptions {
  /** Open an in-memory PGlite instead of DATA_DIR (tests). */
  memoryDb?: boolean;
  /** With memoryDb: start from this dump of a migrated database (see openDatabase). */
  memoryDbDump?: Blob;
  now?: () => Date;
  /** Put before every Redis key and channel (tests sharing one Redis); none in production. */
  redisPrefix?: string;
}

export async function createContext(
  config: Config,
  log: FastifyBaseLogger,
  options: ContextOptions = {},
): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.memoryDb ? undefined : config.dataDir,
    loadDataDir: options.memoryDb ? options.memoryDbDump : undefined,
    async setup(db) {
      await ensureDefaultAuthorities(db);
      await ensureReferenceData(db);
      await serviceAccount(db);
    },
  });
  const { db } = database;

  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
    redis.on("error", (error) => log.warn({ err: error }, "redis error"));
    await redis.connect();
  }

  const now = options.now ?? (() => new Date());
  const metrics = createMetrics(database);
  const ctx: AppContext = {
    chat: await createChatHub(redis, log, {
      prefix: options.redisPrefix,
      heartbeatMs: config.instanceHeartbeatMs,
      rebalance: config.chatRebalance,
      onUndelivered: (kind) => metrics.chatEventsUndelivered.inc({ kind }),
    }),
    config,
    database,
    db,
    events: createMemberEvents(log),
    redis,
    log,
    limiter: redis
      ? redisLimiter(redis, `${options.redisPrefix ?? ""}rl:`)
      : memoryLimiter(() => now().getTime()),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outbox: path.join(config.dataDir, "outbox"),
      log,
    }),
    authorities: await createAuthorityService(db),
    settings: await createSettingsService(db, config),
    translator: createTranslator(config.translation),
    now,
    metrics,
    lifecycle: { draining: false },
  };
  ctx.events.listen((event) => {
    ctx.metrics.memberEvents.inc({ item: event.item });
    if (event.item === CHAT_ITEM) ctx.metrics.chatMessages.inc();
    return undefined;
  });
  // Web Push to the member's devices while no tab is open (chat, mail, gift).
  ctx.events.listen(pushDelivery(ctx));
  return ctx;
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.events.settled();
  ctx.mailer.close();
  await ctx.chat.close();
  if (ctx.redis) await ctx.redis.quit().catch(() => ctx.redis?.disconnect());
  await ctx.database.close();
}
