/**
 * Serves /uploads/ from the media storage (the bucket), streamed through the server, with what the
 * file server gives local files: the content type from the name (and nosniff, set on every
 * answer), immutable caching, ETag and Last-Modified, HEAD, and one byte range for video
 * (206 with Content-Range, 416 when it lies past the end). The taken-down check is the app's
 * onRequest hook and runs before this route.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { IMMUTABLE, isStoredPath, type MediaStorage, type StoredInfo } from "./storage.ts";

export type RangeAnswer = { start: number; end: number } | "unsatisfiable" | undefined;

/**
 * One `bytes=` range of a file of `size` bytes: `a-b`, `a-` or the last `-n`. Undefined (send the
 * whole file) when there is no header, it is malformed, or it asks for several ranges.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined; // invalid: ignored, as RFC 9110 says
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

function setMediaHeaders(reply: FastifyReply, info: StoredInfo) {
  reply.header("content-type", info.contentType);
  reply.header("cache-control", IMMUTABLE);
  reply.header("accept-ranges", "bytes");
  if (info.etag) reply.header("etag", info.etag);
  if (info.lastModified) reply.header("last-modified", info.lastModified.toUTCString());
}

function notModified(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

export async function storedMediaRoutes(app: FastifyInstance, options: { storage: MediaStorage }) {
  const { storage } = options;
  app.route({
    method: ["GET", "HEAD"],
    url: "/uploads/*",
    // Media is compressed already, and a compressed 206 would not be the range asked for.
    compress: false,
    handler: async (req, reply) => {
      const rest = (req.params as { "*"?: string })["*"] ?? "";
      const key = `uploads/${rest}`;
      if (!isStoredPath(key)) return reply.callNotFound();
      const rangeHeader = req.method === "GET" ? req.headers.range : undefined;
      const ifNoneMatch = req.headers["if-none-match"];

      // A plain GET reads the object at once; HEAD, a range or a revalidation needs its size or tag first.
      if (req.method === "GET" && !rangeHeader && !ifNoneMatch) {
        const object = await storage.get(key);
        if (!object) return reply.callNotFound();
        setMediaHeaders(reply, object);
        reply.header("content-length", object.size);
        return reply.send(object.body);
      }
      const info = await storage.stat(key);
      if (!info) return reply.callNotFound();
      const range = parseRange(rangeHeader, info.size);
      if (range === "unsatisfiable") {
        reply.header("content-range", `bytes */${info.size}`);
        return reply.code(416).type("text/plain").send("Range Not Satisfiable");
      }
      setMediaHeaders(reply, info);
      if (notModified(ifNoneMatch, info.etag)) return reply.code(304).send();
      if (req.method === "HEAD") {
        reply.header("content-length", info.size);
        return reply.send();
      }
      const object = await storage.get(key, range);
      if (!object) return reply.callNotFound();
      reply.header("content-length", object.end - object.start + 1);
      if (range) {
        reply.code(206);
        reply.header("content-range", `bytes ${object.start}-${object.end}/${object.size}`);
      }
      return reply.send(object.body);
    },
  });
}
