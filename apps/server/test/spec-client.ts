/**
 * The spec's own client, as spec §7 and §4 describe it, and nothing of ours: calls are POSTs of
 * HTML-form bodies (the pay call alone is JSON) to the spec's paths, the token travels as the
 * payload field `token`, the article reads are GETs with the token in the query, and the chat
 * socket speaks the spec's opt codes with the spec's fields. Paths and field names are written out
 * here from the spec on purpose: nothing is imported from `@site/contracts` or `@site/api-client`,
 * so a rename on our side fails the conformance suite instead of a client in the field.
 */
import WebSocket from "ws";

/** spec §8: the msg that means "session invalid, sign in again" ('please enter user name'). */
export const SPEC_SESSION_INVALID = "请输入用户名";

export interface SpecAnswer {
  status: number;
  msg?: unknown;
  data?: unknown;
  [extra: string]: unknown;
}

export class SpecClient {
  readonly base: string;
  token = "";
  /**
   * The address the site's reverse proxy reports for this client (X-Forwarded-For). Not the
   * client's doing: in production the site sits behind a proxy and every member has an address
   * of their own; the harness plays that proxy so that per-address limits see separate members.
   */
  readonly forwardedFor: string | undefined;

  constructor(base: string, forwardedFor?: string) {
    this.base = base;
    this.forwardedFor = forwardedFor;
  }

  #headers(contentType: string): Record<string, string> {
    return {
      "content-type": contentType,
      ...(this.forwardedFor ? { "x-forwarded-for": this.forwardedFor } : {}),
    };
  }

  /** A form post (spec §7: "Most are form-encoded"); the token is added as the field `token`. */
  async post(path: string, fields: Record<string, string | number> = {}): Promise<SpecAnswer> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
    if (this.token) body.append("token", this.token);
    return this.#answer(
      await fetch(new URL(path, this.base), {
        method: "POST",
        headers: this.#headers("application/x-www-form-urlencoded"),
        body,
      }),
    );
  }

  /**
   * An upload (spec §7 uploadImg, uploads, uploadVideo): multipart, as a browser's FormData sends
   * it, with the token as one more field like every payload of the spec's client.
   */
  async postFile(
    path: string,
    field: string,
    file: { name: string; type: string; data: Uint8Array },
  ): Promise<SpecAnswer> {
    const form = new FormData();
    if (this.token) form.append("token", this.token);
    form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    return this.#answer(
      await fetch(new URL(path, this.base), {
        method: "POST",
        headers: this.forwardedFor ? { "x-forwarded-for": this.forwardedFor } : {},
        body: form,
      }),
    );
  }

  /** An article read (spec §7: "GET with the token as a query parameter"). */
  async get(path: string, fields: Record<string, string | number> = {}): Promise<SpecAnswer> {
    const url = new URL(path, this.base);
    for (const [k, v] of Object.entries(fields)) url.searchParams.append(k, String(v));
    if (this.token) url.searchParams.append("token", this.token);
    return this.#answer(
      await fetch(url, { headers: this.forwardedFor ? { "x-forwarded-for": this.forwardedFor } : {} }),
    );
  }

  /** The pay call's encoding (spec §7: "the pay call is JSON"). */
  async postJson(path: string, fields: Record<string, unknown>): Promise<SpecAnswer> {
    return this.#answer(
      await fetch(new URL(path, this.base), {
        method: "POST",
        headers: this.#headers("application/json"),
        body: JSON.stringify(this.token ? { ...fields, token: this.token } : fields),
      }),
    );
  }

  async #answer(res: Response): Promise<SpecAnswer> {
    // The spec's client reads every outcome from the JSON body: no domain outcome is an HTTP error.
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    return (await res.json()) as SpecAnswer;
  }

  /** The chat socket at the configured address; the token rides in the address's query. */
  socket(): Promise<SpecSocket> {
    const url = new URL("/ws", this.base.replace(/^http/, "ws"));
    url.searchParams.set("token", this.token);
    return SpecSocket.open(url.toString(), new URL(this.base).origin);
  }
}

export type Frame = Record<string, unknown> & { opt: number };

/** A socket that keeps every frame it receives, and waits for the first untaken one that matches. */
export class SpecSocket {
  readonly ws: WebSocket;
  readonly frames: Frame[] = [];
  readonly closed: Promise<number>;
  #taken = new Set<Frame>();
  #wake = new Set<() => void>();

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on("message", (raw, binary) => {
      if (binary) throw new Error("a binary frame: the spec's client reads text frames");
      this.frames.push(JSON.parse(String(raw)) as Frame);
      for (const wake of this.#wake) wake();
    });
    this.closed = new Promise((resolve) => ws.on("close", (code) => resolve(code)));
  }

  static async open(url: string, origin: string): Promise<SpecSocket> {
    const socket = new SpecSocket(new WebSocket(url, { headers: { origin } }));
    await new Promise<void>((resolve, reject) => {
      socket.ws.once("open", () => resolve());
      socket.ws.once("error", reject);
    });
    return socket;
  }

  send(frame: Record<string, unknown> | string): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  next(match: (frame: Frame) => boolean, timeoutMs = 4000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = this.frames.find((f) => !this.#taken.has(f) && match(f));
        if (!found) return false;
        this.#taken.add(found);
        this.#wake.delete(look);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        this.#wake.delete(look);
        reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      if (!look()) this.#wake.add(look);
    });
  }

  /** Frames not taken yet (to prove something did not arrive). */
  untaken(match: (frame: Frame) => boolean): Frame[] {
    return this.frames.filter((f) => !this.#taken.has(f) && match(f));
  }

  close(): void {
    this.ws.close();
  }
}

type Kind = "number" | "string" | "array" | "object" | "integer01" | "nullable-number";

/**
 * The fields the spec's client reads, with the JSON type it reads them as. A field it would
 * misread (a string where it does arithmetic, a boolean where it compares with 1) fails here.
 */
export function shapeErrors(value: unknown, shape: Record<string, Kind>, where = "data"): string[] {
  if (!value || typeof value !== "object") return [`${where} is not an object: ${JSON.stringify(value)}`];
  const record = value as Record<string, unknown>;
  const errors: string[] = [];
  for (const [field, kind] of Object.entries(shape)) {
    const v = record[field];
    const ok =
      kind === "number"
        ? typeof v === "number" && Number.isFinite(v)
        : kind === "nullable-number"
          ? v === null || (typeof v === "number" && Number.isFinite(v))
          : kind === "integer01"
            ? v === 0 || v === 1
            : kind === "array"
              ? Array.isArray(v)
              : kind === "object"
                ? !!v && typeof v === "object" && !Array.isArray(v)
                : typeof v === "string";
    if (!ok) errors.push(`${where}.${field} should be ${kind}, is ${JSON.stringify(v)}`);
  }
  return errors;
}
