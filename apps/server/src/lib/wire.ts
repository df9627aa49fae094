/**
 * The wire contract of ARCHITECTURE.md: every call is a POST answering `{ status, msg?, data? }`
 * with HTTP 200 for domain outcomes. `defineCall` validates the payload with the contracts' yup
 * schema before a handler sees it, so a handler only ever meets a well-formed payload.
 */
import {
  type Answer,
  formatMessage,
  type InvalidData,
  type MessageKey,
  type MessageRef,
  type PermissionFlag,
  type StaffPower,
  Status,
} from "@site/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AnyObject, ArraySchema, ObjectSchema, type Schema, ValidationError } from "yup";
import type { SessionRow } from "../services/sessions.ts";
import type { UserRow } from "../services/users.ts";
import { countRefusal } from "./security-events.ts";

function withMessage<T>(answer: Answer<T>, msg: MessageKey | MessageRef): Answer<T> {
  const ref = typeof msg === "string" ? { key: msg } : msg;
  answer.msg = formatMessage(ref);
  answer.key = ref.key;
  if (ref.values) answer.values = ref.values;
  return answer;
}

export function ok<T>(data?: T, msg?: MessageKey | MessageRef): Answer<T> {
  const answer: Answer<T> = { status: Status.ok };
  if (msg) withMessage(answer, msg);
  if (data !== undefined) answer.data = data;
  return answer;
}

export function fail<T = never>(status: number, msg: MessageKey | MessageRef, data?: T): Answer<T> {
  const answer = withMessage<T>({ status }, msg);
  if (data !== undefined) answer.data = data;
  return answer;
}

export interface CallInput<P> {
  payload: P;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface MemberCallInput<P> extends CallInput<P> {
  member: UserRow;
  session: SessionRow;
}

interface CallOptions<S extends ObjectSchema<AnyObject>> {
  schema: S;
  /** The status a payload that fails validation answers with (default 400; forget answers -1). */
  invalidStatus?: number;
  underReview?: boolean;
  flag?: PermissionFlag;
  /** GET reads its payload from the query (spec §7: the article reads); POST, the default, the body. */
  method?: "GET" | "POST";
  /** A console call: the staff power it checks itself (routes/admin), for the API document. */
  staff?: StaffPower;
}

type Payload<S> = S extends ObjectSchema<infer T> ? T : never;

/**
 * What a call validates with, kept on its route so that the API document (plugins/openapi.ts)
 * is generated from the very schema the handler's payload passed: it cannot drift from it.
 */
export interface CallContract {
  schema: ObjectSchema<AnyObject>;
  invalidStatus: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set by `publicCall` / `memberCall`; read only by the API document. */
    contract?: CallContract;
    /** Set on the console's calls: the staff power they require. */
    staff?: StaffPower;
  }
}

export function contractOf(options: CallOptions<ObjectSchema<AnyObject>>): CallContract {
  return { schema: options.schema, invalidStatus: options.invalidStatus ?? Status.invalid };
}

const guarded = new WeakSet<object>();

/**
 * yup looks each key of a payload up with `fields[key]` in its schema's field map, and that map is
 * a plain object (yup's clone copies it into `{}`): a payload key named like a member of
 * Object.prototype (`constructor`, `toString`, `__proto__`, in a form body or in JSON, at any
 * depth) found a function there, and validation threw a TypeError, an HTTP 500 on every call.
 * Without a prototype the map answers undefined for such a key, which stripUnknown then drops.
 */
function withoutPrototypeKeys(schema: Schema | unknown): void {
  if (!schema || typeof schema !== "object" || guarded.has(schema)) return;
  guarded.add(schema);
  if (schema instanceof ObjectSchema) {
    Object.setPrototypeOf(schema.fields, null);
    for (const field of Object.values(schema.fields)) withoutPrototypeKeys(field);
  } else if (schema instanceof ArraySchema) {
    withoutPrototypeKeys(schema.innerType);
  }
}

/**
 * The first field (its path) whose text holds a NUL character: PostgreSQL's text cannot store
 * one, and the write would fail as a server error after the payload had passed its schema.
 */
function fieldWithNul(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (!value || typeof value !== "object") return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

export async function parsePayload<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: unknown,
  invalidStatus: number,
): Promise<{ payload: Payload<S> } | { answer: Answer<InvalidData> }> {
  withoutPrototypeKeys(schema);
  const source = body && typeof body === "object" && !Array.isArray(body) ? body : {};
  try {
    const payload = (await schema.validate(source, { stripUnknown: true, abortEarly: true })) as Payload<S>;
    const nul = fieldWithNul(payload);
    if (nul !== undefined) {
      return { answer: fail(invalidStatus, "errors.invalid", { field: nul, key: "errors.invalid" }) };
    }
    return { payload };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const ref = error.errors[0] as unknown;
    const field = error.path ?? "";
    if (ref && typeof ref === "object" && "key" in ref) {
      const message = ref as MessageRef;
      return { answer: fail(invalidStatus, message, { field, key: message.key }) };
    }
    return { answer: fail(invalidStatus, "errors.invalid", { field, key: "errors.invalid" }) };
  }
}

/** A payload its contract refused: answered, and counted in /metrics. */
export function refusedPayload(req: FastifyRequest, answer: Answer<InvalidData>): Answer<InvalidData> {
  countRefusal(req, "validation");
  return answer;
}

/** A visitor call: no session needed. */
export function publicCall<S extends ObjectSchema<AnyObject>>(
  app: FastifyInstance,
  path: string,
  options: CallOptions<S>,
  handler: (input: CallInput<Payload<S>>) => Promise<Answer>,
): void {
  const method = options.method ?? "POST";
  app.route({
    method,
    url: path,
    config: {
      public: true,
      contract: contractOf(options),
      ...(options.staff ? { staff: options.staff } : {}),
    },
    handler: async (req, reply) => {
      const source = method === "GET" ? req.query : req.body;
      const parsed = await parsePayload(options.schema, source, options.invalidStatus ?? Status.invalid);
      if ("answer" in parsed) return refusedPayload(req, parsed.answer);
      return handler({ payload: parsed.payload, req, reply });
    },
  });
}

/** A member call: the auth hook has resolved the session (and checked review state and flag). */
export function memberCall<S extends ObjectSchema<AnyObject>>(
  app: FastifyInstance,
  path: string,
  options: CallOptions<S>,
  handler: (input: MemberCallInput<Payload<S>>) => Promise<Answer>,
): void {
  const config = {
    contract: contractOf(options),
    underReview: options.underReview ?? false,
    ...(options.flag ? { flag: options.flag } : {}),
  };
  app.post(path, { config }, async (req, reply) => {
    const parsed = await parsePayload(options.schema, req.body, options.invalidStatus ?? Status.invalid);
    if ("answer" in parsed) return refusedPayload(req, parsed.answer);
    // The auth hook guarantees both for every non-public route.
    const member = req.member as UserRow;
    const session = req.session as SessionRow;
    return handler({ payload: parsed.payload, req, reply, member, session });
  });
}

/** The token of a call: payload field `token`, query `token`, or `Authorization: Bearer`. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header === "string" && /^Bearer\s+/i.test(header))
    return header.replace(/^Bearer\s+/i, "").trim();
  for (const source of [req.body, req.query]) {
    if (source && typeof source === "object" && "token" in source) {
      const token = (source as { token: unknown }).token;
      if (typeof token === "string" && token.length > 0 && token.length <= 128) return token;
    }
  }
  return undefined;
}
