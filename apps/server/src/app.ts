/**
 * Builds the Fastify app over a context: plugins in order external -> app -> routes, then the
 * web app's static files with an SPA fallback. `main.ts` listens; tests use `app.inject`.
 */
import { existsSync, readFileSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import formbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import { CHAT_PROTOCOL, SocketClose, Status } from "@site/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import { WebSocketServer } from "ws";
import type { AppContext } from "./context.ts";
import { inlineScriptHashes } from "./lib/inline-scripts.ts";
import { requestIdOf } from "./lib/logging.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { isUnavailable } from "./lib/unavailable.ts";
import { fail } from "./lib/wire.ts";
import { isTakenDown } from "./media/moderation.ts";
import { storedMediaRoutes } from "./media/serve.ts";
import { IMMUTABLE, isStoredPath, mediaStorage } from "./media/storage.ts";
import { authPlugin } from "./plugins/auth.ts";
import { openapiPlugin } from "./plugins/openapi.ts";
import { operationsPlugin } from "./plugins/operations.ts";
import { memberAccountRoutes } from "./routes/account/member.ts";
import { uploadRoutes } from "./routes/account/uploads.ts";
import { visitorRoutes } from "./routes/account/visitor.ts";
import { adminRoutes } from "./routes/admin/admin.ts";
import { blogRoutes } from "./routes/blog/blog.ts";
import { mailRoutes } from "./routes/chat/mail.ts";
import { noticeRoutes } from "./routes/chat/notices.ts";
import { translateRoutes } from "./routes/chat/translate.ts";
import { chatUploadRoutes } from "./routes/chat/upload.ts";
import { photoRoutes } from "./routes/feed/photos.ts";
import { trendRoutes } from "./routes/feed/trends.ts";
import { giftRoutes } from "./routes/gifts/gifts.ts";
import { adminCliRoutes } from "./routes/internal/admin-cli.ts";
import { memberGraphRoutes } from "./routes/members/graph.ts";
import { memberListRoutes } from "./routes/members/lists.ts";
import { privacyRoutes } from "./routes/members/privacy.ts";
import { pushRoutes } from "./routes/members/push.ts";
import { memberSettingsRoutes } from "./routes/members/settings.ts";
import { unsubscribeRoutes } from "./routes/members/unsubscribe.ts";
import { payRoutes } from "./routes/payments/pay.ts";
import { sandboxGatewayRoutes } from "./routes/payments/sandbox-gateway.ts";
import { socketRoutes } from "./routes/socket.ts";
import { storybookRoutes } from "./routes/storybook.ts";
import { ogImageRoutes } from "./ssr/og-image.ts";
import { publicPages } from "./ssr/public-pages.ts";
import { sitemapRoutes } from "./ssr/sitemap.ts";

/** Answers smaller than this go uncompressed: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Vite names every file under assets/ by its content hash: a new build means a new name, so a
 * browser may keep one for a year without asking. The HTML and unhashed files are revalidated
 * (ETag) on every use, so a new release reaches members at once.
 */
export function cacheControlOf(relativePath: string): string {
  return relativePath.split(path.sep)[0] === "assets" ? "public, max-age=31536000, immutable" : "no-cache";
}

/** Form and JSON payloads; uploads have their own limits in their own routes. */
export const BODY_LIMIT = 256 * 1024;

/**
 * Node checks the request timeout on a timer (every 30 s by default), so a request outlives its
 * limit by up to that much: checked a few times per limit instead. Headers have a minute at most.
 */
function httpServerOptions(requestTimeoutMs: number): http.ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(requestTimeoutMs / 4))),
  };
}

export interface BuildOptions {
  /** Shared secret of the local admin command; unset turns its endpoint off. */
  adminSecret?: string | undefined;
  /** Chat heartbeat interval (spec: 5 s); tests shorten it to see silent connections dropped. */
  heartbeatMs?: number;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    bodyLimit: BODY_LIMIT,
    // Forwarded headers only from the configured proxies: from anyone else they are a client's
    // word, and every per-address limit would be reset by changing them.
    trustProxy: ctx.config.trustProxy.length > 0 ? ctx.config.trustProxy : false,
    genReqId: (req) => requestIdOf(req.headers),
    // Fastify turns Node's request timeout off by default: a body trickled in (a byte a minute)
    // held its connection, and the upload's memory or file, for ever. The whole request must
    // arrive within REQUEST_TIMEOUT_MS (408 after), and a connection idle for IDLE_TIMEOUT_MS
    // closes. Chat sockets are not idle (a beat every 5 s) and leave the HTTP server's timers.
    requestTimeout: ctx.config.requestTimeoutMs,
    connectionTimeout: ctx.config.idleTimeoutMs,
    http: httpServerOptions(ctx.config.requestTimeoutMs),
  });
  app.decorate("ctx", ctx);

  // Everything that goes wrong answers the wire shape; malformed input never becomes a 5xx.
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, req, reply) => {
    const code = error.code ?? "";
    if (code === "FST_ERR_CTP_BODY_TOO_LARGE" || code === "FST_REQ_FILE_TOO_LARGE")
      return reply.code(413).send(fail(Status.tooLarge, "answers.tooLarge"));
    if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send(fail(Status.unsupportedMedia, "answers.unsupportedMedia"));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send(fail(Status.invalid, "answers.malformed"));
    }
    if (isUnavailable(error)) {
      req.log.warn({ err: error }, "a service the call needs is unavailable");
      return reply.code(503).header("retry-after", "5").send(fail(Status.unavailable, "answers.unavailable"));
    }
    req.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(fail(Status.serverError, "answers.serverError"));
  });

  const dist = ctx.config.webDist;
  const hasWeb = dist !== undefined && existsSync(path.join(dist, "index.html"));
  // The SPA loads its own scripts and styles only (and the inline scripts of its index.html, by
  // hash); images may come from our uploads and data URLs.
  const indexHtml = hasWeb ? readFileSync(path.join(dist, "index.html"), "utf8") : "";
  const inline = hasWeb ? inlineScriptHashes(indexHtml) : [];
  // A real card provider that frames its 3-D Secure page (WintoPay, answer 10011) needs the bank's
  // pages in a frame, and its device-fingerprint script on the pay pages.
  const wintopay = ctx.config.payments.wintopay;
  const shieldOrigin = wintopay?.shieldUrl ? [new URL(wintopay.shieldUrl).origin] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...inline, ...shieldOrigin],
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "blob:"],
        "connect-src": ["'self'", "ws:", "wss:", ...shieldOrigin],
        "style-src": ["'self'", "'unsafe-inline'"],
        "frame-src": ["'self'", ...(wintopay ? ["https:"] : [])],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", async (_req, reply) => {
    reply.headers(headers);
  });
  // Answers above a threshold are compressed on the fly (brotli at a quality that costs little
  // CPU); static files arrive compressed already and are left alone.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  // The chat sockets' server; routes/socket.ts takes the upgrades to /ws to it. On shutdown every
  // chat socket is told 1012 (service restart): clients reconnect at once, through the balancer,
  // to another instance. What a member sent is written before the database closes (the socket
  // routes' onClose), and an unacknowledged message sent again is recognised by its cid.
  // A client that sends its token as a subprotocol (our client: CHAT_TOKEN_PROTOCOL) is answered
  // with CHAT_PROTOCOL, which it offers too; the token itself is never chosen, nor echoed.
  app.decorate(
    "websocketServer",
    new WebSocketServer({
      noServer: true,
      maxPayload: 64 * 1024,
      handleProtocols: (protocols) => (protocols.has(CHAT_PROTOCOL) ? CHAT_PROTOCOL : false),
    }),
  );
  app.addHook("preClose", async () => {
    for (const client of app.websocketServer.clients) {
      client.close(SocketClose.restart, "server restarting");
    }
  });
  ctx.metrics.watchSockets(() => app.websocketServer.clients.size);
  await app.register(authPlugin);
  await app.register(openapiPlugin);
  await app.register(operationsPlugin);

  await app.register(visitorRoutes);
  await app.register(memberAccountRoutes);
  await app.register(memberListRoutes);
  await app.register(memberGraphRoutes);
  await app.register(memberSettingsRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(privacyRoutes);
  await app.register(pushRoutes);
  await app.register(mailRoutes);
  await app.register(noticeRoutes);
  await app.register(translateRoutes);
  await app.register(giftRoutes);
  await app.register(payRoutes);
  await app.register(blogRoutes);
  await app.register(adminRoutes);
  if (ctx.config.payments.mode === "sandbox") await app.register(sandboxGatewayRoutes);
  await app.register(chatUploadRoutes);
  await app.register(uploadRoutes);
  await app.register(trendRoutes);
  await app.register(photoRoutes);
  await app.register(socketRoutes, { heartbeatMs: options.heartbeatMs });
  if (options.adminSecret) await app.register(adminCliRoutes, { secret: options.adminSecret });

  const uploads = path.join(ctx.config.dataDir, "uploads");
  // Media names are content hashes: cached for good. A file staff took down answers 404.
  app.addHook("onRequest", async (req, reply) => {
    if (!req.url.startsWith("/uploads/")) return;
    let at: string;
    try {
      at = decodeURIComponent(req.url.split("?")[0] ?? "");
    } catch {
      return; // not a name we store; the file server answers it
    }
    // Not a name we store either (a NUL byte, "..", an empty part), and not one to look up: a NUL
    // byte failed the query (PostgreSQL text holds none), an HTTP 500.
    if (!isStoredPath(at.replace(/^\/+/, ""))) {
      return reply.code(404).send(fail(Status.notFound, "answers.notFound"));
    }
    if (await isTakenDown(ctx.db, at)) {
      return reply.code(404).send(fail(Status.notFound, "answers.notFound"));
    }
  });
  const storage = mediaStorage(ctx.config);
  if (storage.kind === "local") {
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: "/uploads/",
      decorateReply: false,
      index: false,
      acceptRanges: true,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header("cache-control", IMMUTABLE);
      },
    });
  } else {
    // In the bucket: streamed through here, so the taken-down check above still applies.
    await app.register(storedMediaRoutes, { storage });
  }
  // The design system's Storybook, with its own content security policy (routes/storybook.ts).
  await app.register(storybookRoutes, { root: ctx.config.storybookDir });
  const staticRoot = path.join(import.meta.dirname, "..", "public");
  await app.register(fastifyStatic, {
    root: staticRoot,
    prefix: "/static/",
    decorateReply: false,
    index: false,
  });

  if (hasWeb) {
    // As a CDN would serve it: the brotli or gzip copy made at build time, chosen by
    // Accept-Encoding (with Vary), hashed assets cached for good, everything else revalidated.
    await app.register(fastifyStatic, {
      root: dist,
      prefix: "/",
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header("cache-control", cacheControlOf(path.relative(dist, file)));
      },
    });
  }

  // The public pages rendered here (issue 49), their social cards, the sitemap and robots.txt.
  if (hasWeb) await app.register(publicPages, { dist: dist as string, indexHtml });
  await app.register(ogImageRoutes);
  await app.register(sitemapRoutes, { dist: hasWeb ? dist : undefined });

  app.setNotFoundHandler((req, reply) => {
    const isCall = req.method === "POST" || /^\/member\//i.test(req.url);
    if (!isCall && hasWeb && (req.method === "GET" || req.method === "HEAD")) {
      // The SPA owns every other path (/w/..., /m/..., /regist/{code}, ...).
      return reply.type("text/html").sendFile("index.html", dist as string);
    }
    return reply.code(404).send(fail(Status.notFound, "answers.notFound"));
  });

  return app;
}
