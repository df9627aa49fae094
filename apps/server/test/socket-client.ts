/**
 * A raw chat socket client for tests: every message received is kept, and `next` waits for the
 * first one (not yet taken) that matches.
 */
import type { ServerMessage } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";

export interface TestSocket {
  ws: WebSocket;
  received: ServerMessage[];
  send(message: object | string): void;
  /** The first message not taken yet that matches; fails after `timeoutMs`. */
  next<T extends ServerMessage = ServerMessage>(
    match: (m: ServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

/** Resolves with the close code, or "open" if the socket is still open after `ms`. */
export const closedWithin = (s: TestSocket, ms = 1000): Promise<number | "open"> =>
  Promise.race([s.closed, new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms))]);

/** The address of a listening app (listens on a free port on first use). */
export async function wsBase(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `ws://127.0.0.1:${address.port}`;
}

export async function connect(
  app: FastifyInstance | string,
  token: string,
  options: { origin?: string; as?: string; init?: boolean } = {},
): Promise<TestSocket> {
  const base = typeof app === "string" ? app : await wsBase(app);
  const query = new URLSearchParams({ token, ...(options.as ? { as: options.as } : {}) });
  const ws = new WebSocket(`${base}/ws?${query}`, {
    headers: { origin: options.origin ?? "http://site.test" },
  });
  const received: ServerMessage[] = [];
  const taken = new Set<ServerMessage>();
  const waiters = new Set<() => void>();
  ws.on("message", (raw, isBinary) => {
    // Browsers hand a binary frame over as a Blob, which the site's client cannot read.
    if (isBinary) throw new Error("the server sent a binary frame: the protocol speaks text frames");
    received.push(JSON.parse(String(raw)) as ServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
    ws.once("close", () => resolve());
  });
  const socket: TestSocket = {
    ws,
    received,
    send(message) {
      ws.send(typeof message === "string" ? message : JSON.stringify(message));
    },
    next(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = received.find((m) => !taken.has(m) && match(m));
          if (!found) return false;
          taken.add(found);
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found as never);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    closed,
    close: () => ws.close(),
  };
  if (options.init !== false && ws.readyState === WebSocket.OPEN) {
    socket.send({ opt: 100 });
    socket.send({ opt: 100 });
    await socket.next((m) => m.opt === 0);
  }
  return socket;
}
