/**
 * The session guard over every route that is not marked `public` in its config: resolves the
 * token, refuses unknown, revoked and idle sessions with the spec's session-invalid answer,
 * confines accounts under review to the calls marked `underReview`, and checks the route's
 * permission flag against the member's current tier.
 */
import { AccountStatus, SESSION_INVALID_MSG, Status, type Vip } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { countRefusal } from "../lib/security-events.ts";
import { fail, tokenOf } from "../lib/wire.ts";
import { resolveSessionMember } from "../services/sessions.ts";
import { effectiveVip, updateUser } from "../services/users.ts";

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("member", undefined);
  app.decorateRequest("session", undefined);

  app.addHook("preHandler", async (req, reply) => {
    const config = req.routeOptions.config;
    // Only the calls of the wire contract are guarded here; static files and the SPA are not.
    // HEAD too: it runs the GET handler (the body is only left out), so a member GET answered
    // HEAD without any session.
    if (req.method !== "POST" && req.method !== "GET" && req.method !== "HEAD") return;
    if (config.public || !req.routeOptions.url) return;
    if (!req.routeOptions.url.startsWith("/member/")) return;

    const { db, now } = app.ctx;
    // Refusals are counted by reason (/metrics); a session that ended is everyday, not logged.
    const invalid = () => {
      countRefusal(req, "session_invalid");
      return reply.send({ status: Status.failed, msg: SESSION_INVALID_MSG });
    };
    const token = tokenOf(req);
    if (!token) return invalid();
    const at = now();
    const found = await resolveSessionMember(db, token, at);
    if (!found || found.member.status === AccountStatus.disabled) return invalid();
    const { session } = found;
    let { member } = found;

    // A paid tier ends at its deadline even between the expiry sweeps.
    const vip = effectiveVip(member, at);
    if (vip !== member.vip) member = (await updateUser(db, member.id, { vip })) ?? member;

    if (member.status === AccountStatus.underReview && !config.underReview) {
      countRefusal(req, "under_review");
      return reply.send(fail(Status.underReview, "answers.underReview"));
    }
    if (config.flag && !app.ctx.authorities.has(member.vip as Vip, config.flag)) {
      countRefusal(req, "no_permission");
      return reply.send(fail(Status.noPermission, "answers.noPermission"));
    }
    req.member = member;
    req.session = session;
  });
});
