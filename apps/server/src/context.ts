import type { PermissionFlag } from "@site/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { ChatHub } from "./chat/hub.ts";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/index.ts";
import type { Mailer } from "./lib/mailer.ts";
import type { Metrics } from "./lib/metrics.ts";
import type { Limiter } from "./lib/rate-limit.ts";
import type { AuthorityService } from "./services/authorities.ts";
import type { MemberEvents } from "./services/member-events.ts";
import type { SessionRow } from "./services/sessions.ts";
import type { SettingsService } from "./services/site-settings.ts";
import type { Translator } from "./services/translation/index.ts";
import type { UserRow } from "./services/users.ts";

/** What every route and service reaches: built once in `createContext`, closed on shutdown. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  limiter: Limiter;
  redis: Redis | undefined;
  authorities: AuthorityService;
  /** The configured translation provider (TRANSLATE_PROVIDER), shared by the translate call and initdata. */
  translator: Translator;
  /** What the administrator sets in the console's catalogs (services/site-settings.ts). */
  settings: SettingsService;
  /** Open chat connections and the delivery of socket messages (across instances with Redis). */
  chat: ChatHub;
  /** What happened to members, for the deliveries that tell them (services/member-events.ts). */
  events: MemberEvents;
  log: FastifyBaseLogger;
  /** The clock, injectable so that tests can move time (session idling, reset links, expiry). */
  now: () => Date;
  /** Prometheus figures of this instance (GET /metrics). */
  metrics: Metrics;
  /** Set when SIGTERM starts a drain: readiness answers 503 from then on. */
  lifecycle: { draining: boolean };
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in member, set by the auth hook on non-public calls. */
    member: UserRow | undefined;
    session: SessionRow | undefined;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (visitor calls). */
    public?: boolean;
    /** Reachable by a member whose account is still under review. */
    underReview?: boolean;
    /** The permission flag (spec §6) the member's tier must hold. */
    flag?: PermissionFlag;
  }
}
