/**
 * The wire contract as an OpenAPI 3.1 document, browsable at /api/docs (JSON at /api/docs/json).
 * Registered before the routes so that it sees each one as it is added; every operation is built
 * from the route's own contract (lib/api-document.ts). The routes get no Fastify `schema`: the
 * payload stays validated by the contracts' yup schema alone, and answers are serialised as before.
 *
 * The console's calls (/admin/api) are in the document only for staff whose session has passed
 * the second factor (issue 51): the page itself and everyone else get the member's API. Staff
 * fetch /api/docs/json (or /yaml) with their token, as every call takes it (`Authorization:
 * Bearer`, or `token` in the query).
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { AccountStatus, isStaffRole } from "@site/contracts";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { API_TAGS, operationOf, SECURITY_SCHEMES } from "../lib/api-document.ts";
import { tokenOf } from "../lib/wire.ts";
import { resolveSessionMember } from "../services/sessions.ts";

export const DOCS_PREFIX = "/api/docs";
/** The console's calls, documented to staff only. */
const STAFF_PATHS = "/admin/api/";

export interface RegisteredRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route as registered, beside the document built from them (its test compares both). */
    registeredRoutes: RegisteredRoute[];
  }
}

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", routes);
  app.addHook("onRoute", (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      routes.push({ method, url: route.url, config: route.config ?? {} });
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Site API",
        version: "1",
        description:
          "Every call is a POST, form-encoded or JSON, answering HTTP 200 with `{ status, msg?, data? }` " +
          "(spec §7 and §8). Generated from the yup schemas in packages/contracts.",
      },
      tags: API_TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: ({ route, url }) => ({ schema: operationOf(route), url }),
  });
  /** The requests for the document made by staff past the second factor. */
  const staffAsking = new WeakSet<FastifyRequest>();
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiHooks: {
      preHandler: async (req) => {
        const token = tokenOf(req);
        if (!token) return;
        const found = await resolveSessionMember(app.ctx.db, token, app.ctx.now());
        if (
          found?.member.status === AccountStatus.approved &&
          isStaffRole(found.member.role) &&
          found.session.secondFactorAt
        )
          staffAsking.add(req);
      },
    },
    transformSpecification: (document, req) => {
      if (staffAsking.has(req)) return document;
      const paths = Object.fromEntries(
        Object.entries(document.paths ?? {}).filter(([path]) => !path.startsWith(STAFF_PATHS)),
      );
      const tags = (document.tags as { name: string }[] | undefined)?.filter((tag) => tag.name !== "admin");
      return { ...document, paths, ...(tags ? { tags } : {}) };
    },
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
  });
});
