/**
 * The OpenAPI operation of each route, generated from what the route itself runs with: a call
 * registered by `publicCall` / `memberCall` carries its contracts schema and invalid status in its
 * config (wire.ts), its permission flag and review rule beside them; its name, area and own answer
 * codes come from packages/contracts by convention (the key of its path in `Calls`, `MemberCalls`
 * or `ChatCalls`, and the `<Key>Status` object of that name, e.g. `Calls.register` and
 * `RegisterStatus`). Nothing here repeats a field list. Answer data are TypeScript interfaces in
 * packages/contracts, so the document describes the envelope and names where `data` is defined.
 *
 * The two routes registered otherwise (the chat image upload, multipart; the chat socket) are
 * described in `OTHER_ROUTES` below. Every other route (static files, the SPA, the local admin
 * endpoint, this document's own pages) is left out; test/openapi.test.ts keeps that list honest.
 */
import * as contracts from "@site/contracts";
import {
  AdminCalls,
  AVATAR_MAX_KB,
  AVATAR_MIN_SIDE,
  AVATAR_SIDE,
  BlogCalls,
  Calls,
  CHAT_IMAGE_MAX_MB,
  ChatCalls,
  FeedCalls,
  GiftCalls,
  IMAGE_MAX_MB,
  IMAGE_MAX_SIDE,
  MemberCalls,
  NotifyCalls,
  Opt,
  PayCalls,
  PrivacyCalls,
  PushCalls,
  SESSION_INVALID_MSG,
  SocketClose,
  Status,
  VIDEO_MAX_MB,
  VIDEO_MAX_SECONDS,
  WalletCalls,
} from "@site/contracts";
import type { FastifySchema, RouteOptions } from "fastify";
import { type JsonSchema, yupToJsonSchema } from "./yup-json-schema.ts";

/** The areas of the API, as the document's tags. */
const AREAS = [
  { tag: "account", calls: Calls },
  { tag: "members", calls: MemberCalls },
  { tag: "members", calls: PrivacyCalls },
  { tag: "chat", calls: ChatCalls },
  { tag: "newsfeed", calls: FeedCalls },
  { tag: "gifts", calls: { ...GiftCalls, ...WalletCalls } },
  { tag: "payments", calls: PayCalls },
  { tag: "blog", calls: BlogCalls },
  { tag: "admin", calls: AdminCalls },
  { tag: "push", calls: PushCalls },
] as const;

export const API_TAGS = [
  { name: "account", description: "Sign-up, sign-in and the member's own account (spec §7 Account)." },
  {
    name: "members",
    description: "Member lists, detail, likes, blocks, reports, settings (spec §7 Members).",
  },
  {
    name: "chat",
    description: "Mails, notices, translation, chat images and the chat socket (spec §4, §7).",
  },
  {
    name: "newsfeed",
    description: "Trends, albums, comments, backgrounds and video uploads (spec §7 Newsfeed and media).",
  },
  {
    name: "gifts",
    description: "The gift store, sends, received gifts and the credit history (spec §7 Gifts).",
  },
  {
    name: "payments",
    description: "Recharge and upgrade packages, the pay call and its orders (spec §7 Payment).",
  },
  {
    name: "admin",
    description: "The operator's console (ours): staff calls, each checked against the staff member's role.",
  },
  {
    name: "blog",
    description: "The public blog: categories, articles, the popular list, an article (spec §7 Blog).",
  },
  { name: "push", description: "Web Push (ours): the VAPID key and this device's push subscription." },
];

export const SECURITY_SCHEMES = {
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "The session token from login or register; it may go as payload field `token` instead.",
  },
} as const;

interface CallName {
  tag: string;
  key: string;
}

function nameOf(url: string): CallName | undefined {
  for (const area of AREAS) {
    for (const [key, path] of Object.entries(area.calls)) if (path === url) return { tag: area.tag, key };
  }
  return undefined;
}

/** "changeOnlineStatus" -> "Change online status". */
function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The call's own answer codes: the contracts' `<Key>Status` object, when there is one. */
function ownStatuses(key: string): Record<string, number> {
  const name = `${key.charAt(0).toUpperCase()}${key.slice(1)}Status`;
  const found = (contracts as Record<string, unknown>)[name];
  if (!found || typeof found !== "object") return {};
  const codes: Record<string, number> = {};
  for (const [label, code] of Object.entries(found)) if (typeof code === "number") codes[label] = code;
  return codes;
}

interface StatusLine {
  code: number;
  meaning: string;
}

/** Codes any call may answer besides its own (status.ts), named once for every operation. */
const SHARED = Object.entries(Status)
  .map(([label, code]) => `${code} ${label}`)
  .join(", ");

/**
 * The `status` codes are described, not enumerated: a handler may also answer a shared code of
 * `Status` (404 for someone else's mail, 429 when rate limited) that no contract ties to the call.
 */
function envelope(lines: StatusLine[], data: string): JsonSchema {
  const known = lines.map((l) => `${l.code}: ${l.meaning}`).join("; ");
  return {
    type: "object",
    description: "The answer envelope: HTTP 200 for every domain outcome, told apart by `status`.",
    required: ["status"],
    properties: {
      status: {
        type: "integer",
        examples: [...new Set(lines.map((l) => l.code))],
        description: `${known}. Shared codes (Status in packages/contracts): ${SHARED}.`,
      },
      msg: { type: "string", description: "English text of the outcome, for callers that show it as is." },
      key: { type: "string", description: "The message key of `msg` (an `errors.*` or `answers.*` key)." },
      values: {
        type: "object",
        additionalProperties: { type: ["string", "number"] },
        description: "The values the message key interpolates.",
      },
      data: { description: data },
    },
  };
}

/** Answers Fastify itself gives before a handler runs (app.ts error handler), as HTTP errors. */
const TRANSPORT_ERRORS = {
  ...envelope(
    [
      { code: Status.invalid, meaning: "malformed body (HTTP 400)" },
      { code: Status.tooLarge, meaning: "body too large (HTTP 413)" },
      { code: Status.unsupportedMedia, meaning: "unsupported content type (HTTP 415)" },
      { code: Status.serverError, meaning: "server error (HTTP 500)" },
    ],
    "Absent.",
  ),
  description: "Transport errors, in the same envelope, with the HTTP status of their code.",
};

const TOKEN_FIELD: JsonSchema = {
  type: "string",
  maxLength: 128,
  description: "The session token (or send it as `Authorization: Bearer <token>`).",
};

/** Form-encoded payloads are flat: a schema with nested objects or lists travels as JSON only. */
function contentTypes(body: JsonSchema): string[] {
  const nested = Object.values(body.properties ?? {}).some((p) => p.type === "object" || p.type === "array");
  return nested ? ["application/json"] : ["application/x-www-form-urlencoded", "application/json"];
}

function memberLines(route: RouteOptions): StatusLine[] {
  const config = route.config ?? {};
  const lines: StatusLine[] = [
    { code: Status.failed, meaning: `session invalid when msg is "${SESSION_INVALID_MSG}" (sign in again)` },
  ];
  if (!config.underReview) lines.push({ code: Status.underReview, meaning: "account under review" });
  if (config.flag)
    lines.push({ code: Status.noPermission, meaning: `the member's tier lacks ${config.flag}` });
  return lines;
}

function memberDescription(route: RouteOptions): string {
  const config = route.config ?? {};
  const parts = [
    "Member call: the session token goes as payload field `token` or as `Authorization: Bearer`.",
  ];
  if (config.flag) parts.push(`Needs permission flag \`${config.flag}\` (spec §6).`);
  if (config.underReview) parts.push("Open to an account still under review.");
  return parts.join(" ");
}

/** The operation of a `publicCall` / `memberCall` route, from its contract. */
function callOperation(route: RouteOptions): FastifySchema | undefined {
  const contract = route.config?.contract;
  if (!contract) return undefined;
  const member = !route.config?.public;
  const staff = route.config?.staff;
  const name = nameOf(route.url);
  const body = yupToJsonSchema(contract.schema);
  if (member || staff) body.properties = { ...body.properties, token: TOKEN_FIELD };

  const lines: StatusLine[] = [{ code: Status.ok, meaning: "success" }];
  for (const [label, code] of Object.entries(name ? ownStatuses(name.key) : {})) {
    lines.push({ code, meaning: humanise(label).toLowerCase() });
  }
  lines.push({
    code: contract.invalidStatus,
    meaning: "payload refused by the schema; data is `{ field, key }` (the field and an `errors.*` key)",
  });
  if (member) lines.push(...memberLines(route));
  if (staff)
    lines.push({
      code: contracts.AdminStatus.forbidden,
      meaning: "the token's account is not staff with this power",
    });

  const label = name ? humanise(name.key) : route.url;
  // A GET call (the article reads) takes its fields in the query.
  const input = route.method === "GET" ? { querystring: body } : { consumes: contentTypes(body), body };
  return {
    summary: label,
    description: staff
      ? `Staff call: the session token of a staff member whose role holds \`${staff}\` (contracts/admin.ts).`
      : member
        ? memberDescription(route)
        : "Visitor call: no session needed.",
    tags: [name?.tag ?? "other"],
    operationId: name?.key ?? route.url,
    ...input,
    response: {
      200: envelope(
        lines,
        "Answer data: the TypeScript interface of this call in packages/contracts (not given as JSON Schema).",
      ),
      default: TRANSPORT_ERRORS,
    },
    ...(member || staff ? { security: [{ bearer: [] }] } : {}),
  };
}

/** The spec's image uploads: multipart, the token as a field like every payload of the spec's client. */
function imageUpload(operationId: string, field: string, description: string): FastifySchema {
  return {
    summary: operationId === "uploadAvatar" ? "Avatar upload" : "Image upload",
    description: `${description} The token field comes before the file (or the token as \`Authorization: Bearer\`): a file sent before it is refused unread. The content is sniffed from its bytes; the name and type sent are not trusted.`,
    tags: ["account"],
    operationId,
    consumes: ["multipart/form-data"],
    body: {
      type: "object",
      required: [field, "token"],
      properties: {
        token: { type: "string" },
        [field]: { type: "string", contentEncoding: "binary", description: "JPEG, PNG, GIF or WebP." },
      },
    },
    response: {
      200: envelope(
        [
          { code: Status.ok, meaning: "stored" },
          { code: Status.failed, meaning: `session invalid when msg is "${SESSION_INVALID_MSG}"` },
          { code: Status.underReview, meaning: "account under review" },
          { code: Status.invalid, meaning: `no \`${field}\`` },
          { code: Status.tooLarge, meaning: "file too large" },
          { code: Status.unsupportedMedia, meaning: "not an image (or beyond the decoder's pixel cap)" },
          { code: 422, meaning: "smaller than the avatar's minimum size" },
        ],
        "In packages/contracts.",
      ),
      default: TRANSPORT_ERRORS,
    },
    security: [{ bearer: [] }],
  };
}

/** Routes registered outside `publicCall` / `memberCall`, described here. */
const OTHER_ROUTES: Record<string, FastifySchema> = {
  [`GET ${NotifyCalls.unsubscribe}`]: {
    summary: "Unsubscribe page",
    description:
      "Ours (issue 15): the link of a notification mail's List-Unsubscribe header. Answers an HTML page in the " +
      "member's language asking to confirm (a link scanner's GET changes nothing); 404 for an unknown, used or expired link.",
    tags: ["members"],
    operationId: "unsubscribePage",
    querystring: { type: "object", required: ["t"], properties: { t: { type: "string" } } },
    response: {
      200: { description: "text/html", type: "string" },
      404: { description: "text/html", type: "string" },
    },
  },
  [`POST ${NotifyCalls.unsubscribe}`]: {
    summary: "One-click unsubscribe",
    description:
      "Ours (issue 15), RFC 8058: a POST with body `List-Unsubscribe=One-Click` to the header's URL turns off, in the " +
      "member's notification settings, the items the mail was about; no session needed, the link works once. " +
      "Answers an HTML page; 404 for an unknown, used or expired link.",
    tags: ["members"],
    operationId: "unsubscribe",
    querystring: { type: "object", required: ["t"], properties: { t: { type: "string" } } },
    consumes: ["application/x-www-form-urlencoded"],
    body: { type: "object", properties: { "List-Unsubscribe": { type: "string", enum: ["One-Click"] } } },
    response: {
      200: { description: "text/html", type: "string" },
      404: { description: "text/html", type: "string" },
    },
  },
  [`GET ${PrivacyCalls.download}`]: {
    summary: "Download my data (mailed link)",
    description:
      "The archive of the member's data (a zip of data.json and media/), by the one-time `code` of the link " +
      "mailed when it was ready. A used, unknown or expired code answers HTTP 404 with status -1.",
    tags: ["members"],
    operationId: "downloadByCode",
    querystring: { type: "object", properties: { code: { type: "string" } } },
    response: { 200: { description: "application/zip", type: "string" } },
  },
  [`POST ${PrivacyCalls.download}`]: {
    summary: "Download my data",
    description:
      "The member's latest archive while it has not expired, by the session `token` (a form the browser " +
      "posts, so it saves the answer). No archive ready answers HTTP 404 with status -1.",
    tags: ["members"],
    operationId: "download",
    body: { type: "object", required: ["token"], properties: { token: { type: "string" } } },
    response: { 200: { description: "application/zip", type: "string" } },
    security: [{ bearer: [] }],
  },
  [`GET ${PayCalls.generateUuid}`]: {
    summary: "Generate uuid (GET)",
    description:
      "Spec §7: a new payment session id as `data.uuid` (also answered to an empty POST). A pay sent twice " +
      "with the same uuid is one order. The token as query `token` or `Authorization: Bearer`.",
    tags: ["payments"],
    operationId: "generateUuidGet",
    querystring: { type: "object", properties: { token: { type: "string" } } },
    response: { 200: { description: "`{ status: 200, data: { uuid } }`", type: "object" } },
    security: [{ bearer: [] }],
  },
  [`GET ${PayCalls.ipAddress}`]: {
    summary: "The caller's address (GET)",
    description:
      "Spec §7: the address this connection comes from as `data.ip` (also answered to an empty POST), as " +
      "seen through the proxies TRUST_PROXY names. Providers are told this address, never a pay's `ip`.",
    tags: ["payments"],
    operationId: "getIpAddressGet",
    querystring: { type: "object", properties: { token: { type: "string" } } },
    response: { 200: { description: "`{ status: 200, data: { ip } }`", type: "object" } },
    security: [{ bearer: [] }],
  },
  [`POST ${ChatCalls.chatUpload}`]: {
    summary: "Chat upload",
    description:
      "A chat image, multipart with one `file` field; the token as `Authorization: Bearer` or query `token`. " +
      "The content is sniffed and re-encoded as WebP; `data` is `ChatUpload` (path, width, height), the path " +
      "to send in a chat message.",
    tags: ["chat"],
    operationId: "chatUpload",
    consumes: ["multipart/form-data"],
    body: {
      type: "object",
      required: ["file"],
      properties: {
        file: {
          type: "string",
          contentEncoding: "binary",
          description: `JPEG, PNG, GIF or WebP, at most ${CHAT_IMAGE_MAX_MB} MB.`,
        },
      },
    },
    response: {
      200: envelope(
        [
          { code: Status.ok, meaning: "stored; data is `{ path, width, height }`" },
          { code: -1, meaning: "the member is banned from chat" },
          { code: Status.failed, meaning: `session invalid when msg is "${SESSION_INVALID_MSG}"` },
          { code: Status.underReview, meaning: "account under review" },
          { code: Status.invalid, meaning: "no file" },
          { code: Status.tooLarge, meaning: "file too large" },
          { code: Status.unsupportedMedia, meaning: "not an image" },
        ],
        "`ChatUpload` in packages/contracts.",
      ),
      default: TRANSPORT_ERRORS,
    },
    security: [{ bearer: [] }],
  },
  [`POST ${Calls.uploadAvatar}`]: imageUpload(
    "uploadAvatar",
    "img",
    `The cropped avatar (spec §7, §5): at least ${AVATAR_MIN_SIDE}x${AVATAR_MIN_SIDE}, at most ${AVATAR_MAX_KB} KB. ` +
      `Stored as a ${AVATAR_SIDE}x${AVATAR_SIDE} PNG without metadata; it becomes the avatar. \`data\` is its path without the leading slash.`,
  ),
  [`POST ${Calls.uploadImage}`]: imageUpload(
    "uploadImage",
    "file",
    `An image (spec §7): at most ${IMAGE_MAX_MB} MB, stored as WebP without metadata, at most ${IMAGE_MAX_SIDE} px on its longer side. ` +
      "`data` is `ImageUpload` (url, width, height).",
  ),
  [`POST ${FeedCalls.uploadVideo}`]: {
    summary: "Video upload",
    description:
      `A video (spec §7), multipart \`video\` with the token as a field before it; needs Add_video. At most ${VIDEO_MAX_MB} MB and ` +
      `${VIDEO_MAX_SECONDS} s. The content is sniffed and probed; it is transcoded off the request path to H.264/AAC MP4 ` +
      "with a poster. `data` is the path it is served at once ready (no leading slash); trends and photos that name it " +
      "carry `state` (1 processing, 0 ready, 2 failed) and `poster`.",
    tags: ["newsfeed"],
    operationId: "uploadVideo",
    consumes: ["multipart/form-data"],
    body: {
      type: "object",
      required: ["video", "token"],
      properties: {
        token: { type: "string" },
        video: { type: "string", contentEncoding: "binary", description: "MP4, MOV, WebM, AVI or MKV." },
      },
    },
    response: {
      200: envelope(
        [
          { code: Status.ok, meaning: "accepted; data is the path" },
          { code: Status.failed, meaning: `session invalid when msg is "${SESSION_INVALID_MSG}"` },
          { code: Status.underReview, meaning: "account under review" },
          { code: Status.invalid, meaning: "no `video`" },
          { code: Status.noPermission, meaning: "no Add_video" },
          { code: Status.tooLarge, meaning: "file too large" },
          { code: Status.unsupportedMedia, meaning: "not a video" },
          { code: 422, meaning: "longer than the limit" },
        ],
        "In packages/contracts.",
      ),
      default: TRANSPORT_ERRORS,
    },
    security: [{ bearer: [] }],
  },
  "GET /ws": {
    summary: "Chat socket",
    description:
      "WebSocket upgrade (spec §4); the token as query `token`. JSON frames carry an `opt` code: " +
      `${Object.entries(Opt)
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")}. ` +
      "Close codes: " +
      `${Object.entries(SocketClose)
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")}. Frame shapes: \`ClientMessage\` and \`ServerMessage\` in packages/contracts.`,
    tags: ["chat"],
    operationId: "chatSocket",
    querystring: {
      type: "object",
      properties: {
        token: { type: "string", description: "The session token." },
        as: {
          type: "string",
          enum: ["service"],
          description: "Staff: speak as the customer-service account.",
        },
      },
    },
    response: { 101: { description: "Switching Protocols: the socket is open.", type: "null" } },
  },
};

/**
 * The document's view of a route: its operation, or `{ hide: true }` for a route that is not part
 * of the API (static files, the SPA, the admin command's local endpoint, the document's pages).
 */
export function operationOf(route: RouteOptions): FastifySchema {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // The HEAD that Fastify adds beside a GET call is the GET's, without a body: not a call of its own.
  if (methods.length === 1 && methods[0] === "HEAD") return { hide: true };
  return (
    callOperation(route) ??
    methods.map((m) => OTHER_ROUTES[`${m} ${route.url}`]).find((op) => op !== undefined) ?? { hide: true }
  );
}
