/**
 * The wire contract as an OpenAPI 3.1 document, browsable at /api/docs (JSON at /api/docs/json).
 * Registered before the routes so that it sees each one as it is added; every operation is built
 * from the route's own contract (lib/api-document.ts). The routes get no Fastify `schema`: the
 * payload stays validated by the contracts' yup schema alone, and answers are serialised as before.
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyContextConfig, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { API_TAGS, operationOf, SECURITY_SCHEMES } from "../lib/api-document.ts";

export const DOCS_PREFIX = "/api/docs";

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
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
  });
});
