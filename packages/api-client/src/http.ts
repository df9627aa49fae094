/**
 * The transport of the wire contract: form-encoded POSTs with the session token in the payload,
 * answers `{ status, msg?, data? }`. A session-invalid answer and a lost network are reported to
 * the app (which sends the member to their variant's login), and still returned to the caller.
 */
import { type Answer, isSessionInvalid, Status } from "@site/contracts";

export interface ClientOptions {
  /** Where the API lives; "" for the same origin. */
  baseUrl?: string;
  getToken?: () => string | null | undefined;
  onSessionInvalid?: (answer: Answer) => void;
  onNetworkLost?: (error: unknown) => void;
  fetch?: typeof fetch;
}

/** A call's fields; lists travel as JSON arrays, or in a form as the same key repeated. */
export type Payload = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

/** Network failure: the request never got an answer of the wire shape. */
export class NetworkError extends Error {
  override name = "NetworkError";
}

export interface Client {
  call<T = unknown>(path: string, payload?: Payload, init?: CallInit): Promise<Answer<T>>;
}

/** json: a JSON body (a nested payload); get: a GET with the payload in the query (the article reads). */
export interface CallInit {
  json?: boolean;
  get?: boolean;
  signal?: AbortSignal;
}

export function encodeForm(payload: Payload): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params.toString();
}

/** One wire request: a form POST, JSON where a call takes a nested payload, or a GET. */
function post(doFetch: typeof fetch, url: string, body: Payload, init: CallInit = {}): Promise<Response> {
  if (init.get) {
    const query = encodeForm(body);
    return doFetch(query ? `${url}?${query}` : url, init.signal ? { signal: init.signal } : {});
  }
  return doFetch(url, {
    method: "POST",
    headers: { "content-type": init.json ? "application/json" : "application/x-www-form-urlencoded" },
    body: init.json ? JSON.stringify(body) : encodeForm(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
}

/** Calls sent before the app had a client, by path and form body; each is taken once. */
const early = new Map<string, Promise<Response>>();
/** An early call nobody took (the member went elsewhere) is forgotten: its answer may be stale. */
const EARLY_CALL_TTL_MS = 10_000;
const earlyKey = (path: string, body: Payload) => `${path}?${encodeForm(body)}`;

/**
 * Sends a form call now, before the app has built its client (main.tsx: the session's profile,
 * while the modules download). The first client call with the same path and the same payload and
 * token takes this answer instead of asking again, and treats it as its own (a session-invalid
 * answer signs out as usual). A failed send is simply asked again.
 */
export function callEarly(path: string, payload: Payload, token: string, sent?: Promise<Response>): void {
  const body = { ...payload, token };
  const key = earlyKey(path, body);
  // `sent`: the same call sent earlier still, by index.html's inline loader (it has no client).
  sent ??= post(globalThis.fetch.bind(globalThis), path, body);
  sent.catch(() => early.delete(key));
  early.set(key, sent);
  setTimeout(() => early.delete(key), EARLY_CALL_TTL_MS);
}

function takeEarly(path: string, body: Payload): Promise<Response> | undefined {
  const key = earlyKey(path, body);
  const sent = early.get(key);
  early.delete(key);
  return sent;
}

export function createClient(options: ClientOptions = {}): Client {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async call<T>(path: string, payload: Payload = {}, init: CallInit = {}) {
      const token = options.getToken?.();
      const body = token ? { ...payload, token } : payload;
      let response: Response;
      try {
        // An early answer is taken only by a same-origin form call, the only kind callEarly sends.
        const sent = init.json || init.get || options.baseUrl ? undefined : takeEarly(path, body);
        const answered = sent ? await sent.catch(() => undefined) : undefined;
        response = answered ?? (await post(doFetch, `${options.baseUrl ?? ""}${path}`, body, init));
      } catch (error) {
        if ((error as { name?: string }).name === "AbortError") throw error;
        options.onNetworkLost?.(error);
        throw new NetworkError(`no answer from ${path}`);
      }
      let answer: Answer<T>;
      try {
        answer = (await response.json()) as Answer<T>;
      } catch {
        // A proxy's HTML error page or an empty body: not our wire, so treat it as the network.
        options.onNetworkLost?.(new Error(`HTTP ${response.status}`));
        throw new NetworkError(`unreadable answer from ${path} (HTTP ${response.status})`);
      }
      if (isSessionInvalid(answer)) options.onSessionInvalid?.(answer);
      return answer;
    },
  };
}

export const isOk = <T>(answer: Answer<T>): answer is Answer<T> & { status: 200 } =>
  answer.status === Status.ok;
