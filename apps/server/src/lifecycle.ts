/**
 * An instance's orderly exit (SIGTERM from a deploy or a scale-in): readiness answers 503 at once
 * so the balancer stops sending members here; scheduled jobs start no new turn and finish the one
 * in hand; the server stops accepting connections and finishes the requests in flight; chat
 * sockets are told 1012 (service restart) and what they sent is written; then the database,
 * Redis and the mailer close. The caller bounds the whole by SHUTDOWN_TIMEOUT_MS.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context.ts";
import { closeContext } from "./create-context.ts";
import type { Jobs } from "./jobs.ts";

export async function shutDown(app: FastifyInstance, ctx: AppContext, jobs: Jobs | undefined): Promise<void> {
  ctx.lifecycle.draining = true;
  await jobs?.stop();
  await app.close();
  await closeContext(ctx);
}
