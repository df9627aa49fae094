/**
 * What the load balancer, the orchestrator and Prometheus ask of an instance (ours, issue 16):
 * - GET /healthz: liveness. 200 while the process serves at all; nothing else is checked, so a
 *   database outage does not get every instance restarted.
 * - GET /readyz: readiness. 200 when the database and (when configured) Redis answer within
 *   READY_TIMEOUT_MS, 503 otherwise and from the moment a drain starts (SIGTERM), so the balancer
 *   sends new members elsewhere.
 * - GET /metrics: Prometheus' text format (lib/metrics.ts), to a bearer of METRICS_TOKEN, or
 *   without one only over loopback.
 * Every answer carries its request id (`x-request-id`, also on each log line as `reqId`), and
 * every request is counted and timed by route pattern.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sameSecret } from "../lib/tokens.ts";

export const OperationRoutes = { health: "/healthz", ready: "/readyz", metrics: "/metrics" } as const;

/** How long readiness waits for each dependency before calling it down. */
export const READY_TIMEOUT_MS = 2_000;

type Check = "up" | "down";

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export const operationsPlugin = fp(async (app: FastifyInstance) => {
  const { ctx } = app;
  const { metrics } = ctx;

  app.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });
  // While draining, each answer ends its keep-alive connection: otherwise the server's close
  // would wait for every idle connection to time out (72 s) before the process could exit.
  app.addHook("onSend", async (_req, reply) => {
    if (ctx.lifecycle.draining) reply.header("connection", "close");
  });
  app.addHook("onResponse", async (req, reply) => {
    // The route's pattern, never the raw URL: member ids and tokens would make a label per request.
    const route = req.routeOptions.url ?? "unmatched";
    const seconds = reply.elapsedTime / 1000;
    metrics.requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    metrics.requestSeconds.observe({ method: req.method, route }, seconds);
  });

  /**
   * Whether a request came over loopback from this machine. The connection's own address: a header
   * anyone can write does not count here. Behind a proxy (TRUST_PROXY) every request arrives from
   * the proxy, often over loopback: one it forwarded is an outsider's, whatever the address.
   */
  const fromLoopback = (req: FastifyRequest): boolean => {
    const forwarded =
      ctx.config.trustProxy.length > 0 &&
      (req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined);
    return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? "");
  };
  const bearsMetricsToken = (req: FastifyRequest): boolean => {
    const token = ctx.config.metricsToken;
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    return token !== undefined && given !== undefined && sameSecret(given, token);
  };
  /** /metrics: a bearer of METRICS_TOKEN when one is set, else loopback. */
  const allowed = (req: FastifyRequest): boolean =>
    ctx.config.metricsToken ? bearsMetricsToken(req) : fromLoopback(req);

  app.get(OperationRoutes.health, { config: { public: true } }, async (_req, reply) => {
    return reply.header("cache-control", "no-store").send({ status: "ok" });
  });

  app.get(OperationRoutes.ready, { config: { public: true } }, async (req, reply) => {
    const checks: Record<string, Check> = {};
    const probe = async (name: string, ping: () => Promise<unknown>) => {
      try {
        await within(ping(), READY_TIMEOUT_MS);
        checks[name] = "up";
      } catch {
        checks[name] = "down";
      }
    };
    const redis = ctx.redis;
    await Promise.all([
      probe("database", () => ctx.database.ping()),
      ...(redis ? [probe("redis", () => redis.ping())] : []),
    ]);
    const draining = ctx.lifecycle.draining;
    const ready = !draining && Object.values(checks).every((c) => c === "up");
    return (
      reply
        .code(ready ? 200 : 503)
        .header("cache-control", "no-store")
        // Which dependency is down is for this machine and the metrics scraper; others get the state.
        .send({
          status: draining ? "draining" : ready ? "ready" : "unavailable",
          ...(fromLoopback(req) || bearsMetricsToken(req) ? { checks } : {}),
        })
    );
  });

  app.get(OperationRoutes.metrics, { config: { public: true } }, async (req, reply: FastifyReply) => {
    if (!allowed(req)) {
      return reply.code(ctx.config.metricsToken ? 401 : 403).send({ status: "refused" });
    }
    return reply
      .header("content-type", metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.registry.metrics());
  });
});
