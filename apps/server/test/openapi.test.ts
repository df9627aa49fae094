/**
 * The API document at /api/docs against the routes the server really registers: no route of the
 * API missing from it, no documented path the server lacks, each call's request fields exactly
 * those of its contracts schema.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  Calls,
  ChatCalls,
  changePasswordPayloadSchema,
  loginPayloadSchema,
  MemberCalls,
  mailSendPayloadSchema,
  registerPayloadSchema,
  reportPayloadSchema,
  settingsPayloadSchema,
} from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyObject, ObjectSchema } from "yup";
import { makeStaff, member, signUp, type TestApp, testApp } from "./helper.ts";

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Which registered routes are the API: every POST, anything under /member/ or /api/ (GET calls of
 * spec §7 included), and the chat socket. The rest are GETs of static files and the web app
 * (one route per built file: the web's build decides their names). Left out on purpose:
 */
const NOT_API: Record<string, string> = {
  "/internal/admin": "loopback-only endpoint of `npm run admin`, behind the server's secret",
  "/payments/notify/:provider":
    "a payment provider's signed callback (services/payments/registry.ts), not a client call",
  "/sandbox-pay/v1/payments":
    "the sandbox gateway's own API (a provider's test mode), spoken to by our adapter",
  "/sandbox-pay/checkout/:id": "the sandbox gateway's hosted page, where a tester approves or declines",
};
const DOCS = "/api/docs";

function isApi(method: string, url: string): boolean {
  if (url in NOT_API || url === DOCS || url.startsWith(`${DOCS}/`)) return false;
  return method === "POST" || url.startsWith("/member/") || url.startsWith("/api/") || url === "/ws";
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  // With the web app and the admin endpoint on, so that every kind of route is registered.
  const dist = await mkdtemp(path.join(os.tmpdir(), "site-dist-"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>Amora</title>");
  t = await testApp({ WEB_DIST: dist }, { adminSecret: "openapi-test-secret" });
  // As staff past the second factor: the console's calls are documented to them only (issue 51).
  const admin = await makeStaff(t, await signUp(t), "admin");
  const res = await t.app.inject({
    method: "GET",
    url: "/api/docs/json",
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

function operation(url: string, method = "post"): Operation | undefined {
  return doc.paths[url]?.[method];
}

function requestSchema(url: string, type = "application/x-www-form-urlencoded"): JsonSchema | undefined {
  return operation(url)?.requestBody?.content[type]?.schema;
}

/** What the contract says a payload holds: its field names, and those it requires. */
function contractFields(schema: ObjectSchema<AnyObject>) {
  const fields = schema.describe().fields;
  return {
    names: Object.keys(fields).sort(),
    required: Object.entries(fields)
      .filter(([, field]) => "optional" in field && !field.optional)
      .map(([name]) => name)
      .sort(),
  };
}

describe("the API document", () => {
  it("is OpenAPI 3.1", () => {
    expect(doc.openapi).toBe("3.1.0");
  });

  it("documents every route of the API the server registers", () => {
    const routes = t.app.registeredRoutes.filter((r) => r.method !== "HEAD" && isApi(r.method, r.url));
    // The check has something to check: every call of the contracts is registered.
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes
      .filter((r) => !operation(r.url, r.method.toLowerCase()))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it("documents nothing the server does not register", () => {
    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    const phantom: string[] = [];
    for (const [url, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const route = `${method.toUpperCase()} ${url}`;
        if (!registered.has(route) || !t.app.hasRoute({ method: method.toUpperCase(), url }))
          phantom.push(route);
      }
    }
    expect(phantom).toEqual([]);
  });

  it("documents every call path of the contracts as a POST", () => {
    const paths = [...Object.values(Calls), ...Object.values(MemberCalls), ...Object.values(ChatCalls)];
    expect(paths.filter((p) => !operation(p))).toEqual([]);
  });

  it("gives each call exactly the fields of the schema it validates with", () => {
    const calls = t.app.registeredRoutes.filter((r) => r.config.contract);
    expect(calls.length).toBeGreaterThan(30);
    for (const route of calls) {
      const contract = route.config.contract;
      // Fastify answers HEAD beside every GET; the document describes the GET.
      if (!contract || route.method === "HEAD") continue;
      const { names, required } = contractFields(contract.schema);
      // Member calls and the console's staff calls take the session token.
      const member = !route.config.public || route.config.staff !== undefined;
      // Member calls take the session token as a payload field besides their own.
      const expected = member ? [...names, "token"].sort() : names;
      if (route.method === "GET") {
        // A GET call (the article reads) documents its fields as query parameters.
        const query = (operation(route.url, "get")?.parameters ?? []).filter((p) => p.in === "query");
        expect(query.map((p) => p.name).sort(), `${route.url} query`).toEqual(expected);
        expect(
          query
            .filter((p) => p.required)
            .map((p) => p.name)
            .sort(),
          `${route.url} required`,
        ).toEqual(required);
        expect(Boolean(operation(route.url, "get")?.security), `${route.url} security`).toBe(member);
        continue;
      }
      for (const [type, content] of Object.entries(operation(route.url)?.requestBody?.content ?? {})) {
        const documented = Object.keys(content.schema.properties ?? {}).sort();
        expect(documented, `${route.url} ${type}`).toEqual(expected);
        expect([...(content.schema.required ?? [])].sort(), `${route.url} required`).toEqual(required);
      }
      expect(operation(route.url)?.requestBody, route.url).toBeDefined();
      expect(Boolean(operation(route.url)?.security), `${route.url} security`).toBe(member);
    }
  });

  it("takes the fields of the contracts' schemas, whichever route registered them", () => {
    const cases: [string, ObjectSchema<AnyObject>, boolean][] = [
      [Calls.register, registerPayloadSchema, false],
      [Calls.login, loginPayloadSchema, false],
      [Calls.changePassword, changePasswordPayloadSchema, true],
      [ChatCalls.mailSend, mailSendPayloadSchema, true],
      [MemberCalls.report, reportPayloadSchema, true],
    ];
    for (const [url, schema, member] of cases) {
      const { names } = contractFields(schema);
      for (const type of ["application/x-www-form-urlencoded", "application/json"]) {
        const documented = Object.keys(requestSchema(url, type)?.properties ?? {}).sort();
        expect(documented, `${url} ${type}`).toEqual(member ? [...names, "token"].sort() : names);
      }
    }
    // Nested payloads cannot be form-encoded: JSON only.
    const settings = operation(MemberCalls.saveSettings)?.requestBody?.content ?? {};
    expect(Object.keys(settings)).toEqual(["application/json"]);
    expect(Object.keys(settings["application/json"]?.schema.properties ?? {}).sort()).toEqual(
      [...contractFields(settingsPayloadSchema).names, "token"].sort(),
    );
  });

  it("describes the answer envelope with the call's own status codes", () => {
    const answer = operation(Calls.register)?.responses["200"]?.content?.["application/json"]?.schema;
    expect(Object.keys(answer?.properties ?? {})).toEqual(expect.arrayContaining(["status", "msg", "data"]));
    const status = answer?.properties?.status as { description?: string; examples?: number[] } | undefined;
    // RegisterStatus in packages/contracts.
    expect(status?.examples).toEqual(expect.arrayContaining([200, -1, -2, -3]));
    expect(status?.description).toContain("-1: username used");
  });

  it("describes the multipart upload and the chat socket", () => {
    expect(Object.keys(operation(ChatCalls.chatUpload)?.requestBody?.content ?? {})).toEqual([
      "multipart/form-data",
    ]);
    expect(operation("/ws", "get")?.responses).toHaveProperty("101");
  });

  it("serves a browsable UI at /api/docs that its security headers let run", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain('id="swagger-ui"');
    // Scripts load from our own origin, which the policy allows; no inline script is needed.
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    for (const src of res.body.matchAll(/<script src="\.\/([^"]+)"/g)) {
      const script = await t.app.inject({ method: "GET", url: `/api/docs/${src[1]}` });
      expect(script.statusCode, src[1]).toBe(200);
      expect(script.headers["content-type"]).toMatch(/javascript/);
    }
  });

  it("leaves the answers as they were: the contracts' schema validates, not the document", async () => {
    const answer = await t.call(Calls.register, member({ sex: "x" }));
    expect(answer).toMatchObject({
      status: 400,
      key: "errors.format",
      data: { field: "sex", key: "errors.format" },
    });
  });
});
