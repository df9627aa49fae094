/**
 * Receiving a multipart upload without holding it whole before anything is checked (issue 12).
 *
 * The spec's client sends the token as a text field of the multipart body, before the file. The
 * route's `preValidation` hook (`uploadHooks`) reads the body's parts only up to the token and puts
 * the text fields on `req.body`, so the session guard (plugins/auth.ts, a preHandler) checks the
 * token while the file has not been read at all: busboy holds it back (backpressure), and a refused
 * session costs no more than the bytes already in flight. With the token outside the body
 * (`Authorization: Bearer`, or the query) nothing is read before the guard. No file is ever read
 * before the session is known (issue 51): a file part that comes before the token stops the reading
 * there, and the guard refuses the call as it refuses any call without a token, so an anonymous
 * sender cannot make the server hold 10 MB in memory or write 50 MB to disk.
 *
 * The handler then receives the file (`receiveUpload`): in memory for images (small, and decoded
 * whole by sharp anyway), or for videos streamed to a file of its own under DATA_DIR/work/uploads
 * while it arrives, hashed on the way. The size limit is enforced while the bytes arrive: past it
 * the file is cut off, its partial file removed, and the route answers the spec's `upload.tooLarge`.
 * Every file written here is removed when the request ends, however it ends (answered, refused,
 * failed, or the connection dropped); the route moves what it keeps out of it before then.
 *
 * What the client still sends after an early answer (a refused session, a file over the limit) is
 * read and dropped, so that the client receives the answer instead of a reset connection; a
 * request is never read past `bodyCap` bytes, beyond which its connection is closed, and one refused
 * before its handler ran (no session) not past another `OVERHEAD` bytes after the answer.
 */
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { Answer } from "@site/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { fail, tokenOf } from "../lib/wire.ts";

/** An image, read whole. */
export interface InMemory {
  kind: "memory";
  data: Buffer;
}

/** A video, written to a file while it arrived: its size and SHA-256 (hex) are known. */
export interface OnDisk {
  kind: "disk";
  file: string;
  bytes: number;
  sha256: string;
}

export interface ReceiveOptions {
  /** The multipart field that carries the file. */
  field: string;
  /** The largest file accepted, in bytes; one byte more is refused as too large. */
  maxBytes: number;
  /** Where the file goes while it arrives: memory, or a file in this folder. */
  sink: "memory" | { dir: string };
}

/** The parser's limits for an upload route: the token and one file. */
export const PART_LIMITS = { files: 1, fields: 4, parts: 5, fieldSize: 16 * 1024 } as const;

/** Text fields and the parts' headers stay far below this; past it the body is a file over its limit. */
const OVERHEAD = 1024 * 1024;

/** The most bytes of a request's body ever read: a file over the limit, cut off, and what follows it. */
export function bodyCap(maxBytes: number): number {
  return 2 * maxBytes + OVERHEAD;
}

type Outcome = InMemory | OnDisk | { kind: "tooLarge" } | { kind: "missing" };

interface UploadState {
  parts: AsyncIterator<Multipart>;
  /** The most bytes of the body read before the connection is closed. */
  cap: number;
  /** The count of bytes read is kept (from the parser's start, or from dropping the rest). */
  counting: boolean;
  /** The body's bytes read so far, once counting. */
  read: number;
  /** A file part that came before the token: not read, held for a handler that may never run. */
  pending: Multipart | undefined;
  /** The handler ran (the session was good): what follows an answer may be drained up to the cap. */
  handled: boolean;
  /** The connection is gone: a file finished after it is removed at once. */
  closed: boolean;
  /** The parts are all read. */
  ended: boolean;
  /** The file of the route's field, once read. */
  outcome: Outcome | undefined;
  /** Files written for this request: removed when it ends. */
  temp: Set<string>;
  /** The handler is using the files: the request's end does not remove them under it. */
  handling: boolean;
}

const states = new WeakMap<FastifyRequest, UploadState>();

class TooLarge extends Error {
  constructor() {
    super("the file is over its limit");
  }
}

/**
 * The body is not multipart the parser can read (it ends early, a boundary or a part header is
 * broken). That is the client's doing: answered as a malformed request (HTTP 400, the wire shape,
 * by the app's error handler), where the parser's plain Error used to be an HTTP 500.
 */
class MalformedUpload extends Error {
  readonly statusCode = 400;
  constructor(cause: unknown) {
    super("the multipart body is malformed", { cause });
  }
}

/** A parser's error as the client's fault; one that already says its status (a limit) stays as it is. */
function asMalformed(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof TooLarge || (typeof status === "number" && status < 500)) return error;
  return new MalformedUpload(error);
}

/**
 * Keeps the count of the body's bytes read, and closes the connection past the cap. Started once
 * the body flows into the parser (a `data` listener added earlier would start the flow before the
 * parser is there to read it), or when the rest is dropped.
 */
function countBytes(req: FastifyRequest, state: UploadState): void {
  if (state.counting) return;
  state.counting = true;
  const raw = req.raw;
  raw.on("data", (chunk: Buffer) => {
    state.read += chunk.length;
    if (state.read > state.cap) raw.destroy();
  });
}

/** The next part; the first call starts the parser. */
function nextPart(req: FastifyRequest, state: UploadState): Promise<IteratorResult<Multipart>> {
  const step = state.parts.next().catch((error: unknown) => {
    throw asMalformed(error);
  });
  countBytes(req, state);
  return step;
}

async function removeTemp(state: UploadState): Promise<void> {
  const files = [...state.temp];
  state.temp.clear();
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/** Reads one file part, cut off at the limit (the session is known: the answer can go at once). */
async function readFile(state: UploadState, part: MultipartFile, options: ReceiveOptions): Promise<Outcome> {
  const stream = part.file;
  stream.once("limit", () => stream.destroy(new TooLarge()));
  const { sink, maxBytes } = options;
  if (sink === "memory") {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch (error) {
      if (error instanceof TooLarge) return { kind: "tooLarge" };
      // Nothing but the parser feeds this stream: its error is the body's.
      throw asMalformed(error);
    }
    if (stream.truncated) return { kind: "tooLarge" };
    const data = Buffer.concat(chunks);
    return data.length > maxBytes ? { kind: "tooLarge" } : { kind: "memory", data };
  }
  await mkdir(sink.dir, { recursive: true });
  const file = path.join(sink.dir, `upload-${randomBytes(12).toString("hex")}.part`);
  state.temp.add(file);
  const hash = createHash("sha256");
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, meter, createWriteStream(file, { flags: "wx" }));
  } catch (error) {
    await rm(file, { force: true });
    state.temp.delete(file);
    if (error instanceof TooLarge) return { kind: "tooLarge" };
    // The part's stream failed (the body is broken), or the disk did (ours: stays a 500).
    throw stream.errored ? asMalformed(error) : error;
  }
  if (stream.truncated || bytes > maxBytes) {
    await rm(file, { force: true });
    state.temp.delete(file);
    return { kind: "tooLarge" };
  }
  if (state.closed) {
    // The connection went while the file was being finished: nobody will use it.
    await rm(file, { force: true });
    state.temp.delete(file);
    throw new Error("the connection closed during the upload");
  }
  return { kind: "disk", file, bytes, sha256: hash.digest("hex") };
}

/** Reads a file part that is not the route's: its bytes are dropped. */
async function skipFile(part: MultipartFile): Promise<void> {
  try {
    for await (const _chunk of part.file) {
      // dropped
    }
  } catch (error) {
    throw asMalformed(error);
  }
}

/**
 * The rest of a body nobody reads any more (an early answer) is read and dropped, so the client
 * gets its answer; the cap set when the request began still closes the connection past it.
 */
function dropRest(req: FastifyRequest, state: UploadState): void {
  const raw = req.raw;
  if (raw.readableEnded || raw.destroyed) return;
  // Refused before the handler (no session): enough for the client to read the answer, no more.
  if (!state.handled) state.cap = Math.min(state.cap, state.read + OVERHEAD);
  raw.unpipe();
  countBytes(req, state);
  raw.resume();
}

/**
 * The route options of an upload route: the token read before the session guard, the body
 * capped, and the files removed when the request ends.
 */
export function uploadHooks(options: ReceiveOptions) {
  return {
    async preValidation(req: FastifyRequest, reply: FastifyReply) {
      if (!req.isMultipart()) return;
      // A token outside the body (Bearer, or the query): the guard needs nothing from the body, and
      // the parser starts in the handler. Asked before the fields are on `req.body`.
      const outside = tokenOf(req) !== undefined;
      const state: UploadState = {
        parts: req.parts({ limits: { ...PART_LIMITS, fileSize: options.maxBytes } }),
        cap: bodyCap(options.maxBytes),
        counting: false,
        read: 0,
        pending: undefined,
        handled: false,
        closed: false,
        ended: false,
        outcome: undefined,
        temp: new Set(),
        handling: false,
      };
      states.set(req, state);
      // However the request ends, what it wrote goes; a handler at work removes its own when done.
      reply.raw.once("close", () => {
        state.closed = true;
        if (!state.handling) void removeTemp(state);
      });
      const fields: Record<string, string> = {};
      req.body = fields;
      if (outside) return;
      for (;;) {
        const step = await nextPart(req, state);
        if (step.done) {
          state.ended = true;
          return;
        }
        const part = step.value;
        if (part.type === "field") {
          if (typeof part.value === "string" && !Object.hasOwn(fields, part.fieldname))
            fields[part.fieldname] = part.value;
          if (part.fieldname === "token") return;
        } else {
          // A file before the token: the session cannot be known before the file is read, so it
          // is not read. Without a token the guard refuses the call; the bytes sent are dropped.
          state.pending = part;
          return;
        }
      }
    },
    // An answer given without the handler (a refused session, a parser error) goes out once any
    // file the request wrote is gone (none is written before the session is known).
    async onSend(req: FastifyRequest) {
      const state = states.get(req);
      if (state && !state.handling) await removeTemp(state);
    },
    async onResponse(req: FastifyRequest) {
      const state = states.get(req);
      if (!state) return;
      dropRest(req, state);
      if (!state.handling) await removeTemp(state);
    },
  };
}

/**
 * Receives the route's file and hands it to `use`, or answers the spec's refusals: no file
 * (400 `errors.required`), or one over the limit (413 `upload.tooLarge`, cut off as it arrived).
 * A file on disk is removed once `use` is done: `use` moves what it keeps.
 */
export async function receiveUpload(
  req: FastifyRequest,
  options: ReceiveOptions,
  use: (file: InMemory | OnDisk) => Promise<Answer<unknown>>,
): Promise<Answer<unknown>> {
  const state = states.get(req);
  if (!state) return missing(options);
  state.handling = true;
  state.handled = true;
  try {
    while (!state.ended) {
      if (state.outcome?.kind === "tooLarge") break;
      const held = state.pending;
      state.pending = undefined;
      const step = held ? { done: false as const, value: held } : await nextPart(req, state);
      if (step.done) {
        state.ended = true;
        break;
      }
      const part = step.value;
      if (part.type === "field") continue;
      if (part.fieldname === options.field && state.outcome === undefined) {
        state.outcome = await readFile(state, part, options);
      } else {
        await skipFile(part);
      }
    }
    const outcome = state.outcome ?? { kind: "missing" };
    if (outcome.kind === "missing") return missing(options);
    if (outcome.kind === "tooLarge") {
      return fail(413, {
        key: "upload.tooLarge",
        values: { max: Math.round(options.maxBytes / 1024 / 1024) },
      });
    }
    return await use(outcome);
  } finally {
    state.handling = false;
    await removeTemp(state);
  }
}

function missing(options: ReceiveOptions) {
  return fail(400, { key: "errors.required", values: { field: options.field } });
}

/**
 * Removes upload files a stopped process left behind (a crash cannot run the request's cleanup).
 * Only files older than `olderThanMs`: another process may share the folder.
 */
export async function sweepUploads(
  dir: string,
  olderThanMs = 60 * 60 * 1000,
  now = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith("upload-")) continue;
    const file = path.join(dir, name);
    try {
      if (now - (await stat(file)).mtimeMs < olderThanMs) continue;
      await rm(file, { force: true });
      removed += 1;
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}
