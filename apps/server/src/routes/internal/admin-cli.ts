/**
 * The local endpoint `npm run admin` talks to while the server holds the embedded database
 * (PGlite is single-process). Reachable only from loopback and with the secret the server wrote
 * into DATA_DIR/server.lock (mode 0600) at start.
 */
import type { FastifyInstance } from "fastify";
import { sameSecret } from "../../lib/tokens.ts";
import { seedDemo } from "../../seed/demo.ts";
import { runAdminCommand } from "../../services/admin-ops.ts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export async function adminCliRoutes(app: FastifyInstance, options: { secret: string }) {
  app.post("/internal/admin", { config: { public: true } }, async (req, reply) => {
    const given = String(req.headers["x-admin-secret"] ?? "");
    const remote = req.socket.remoteAddress ?? "";
    if (!LOOPBACK.has(remote) || !sameSecret(given, options.secret)) {
      return reply.code(403).send({ ok: false, message: "forbidden" });
    }
    const body = (req.body ?? {}) as { command?: unknown; args?: unknown };
    const command = typeof body.command === "string" ? body.command : "";
    const args = Array.isArray(body.args) ? body.args.map(String) : [];
    if (command === "seed") {
      const summary = await seedDemo(app.ctx);
      return { ok: true, message: summary };
    }
    return runAdminCommand(app.ctx, command, args);
  });
}
