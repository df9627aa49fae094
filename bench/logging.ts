/**
 * What the log costs a request: Fastify makes a child logger per request (its request id), and at
 * `info`, the production default, writes two lines with it ("incoming request", "request
 * completed"). Measured with the site's logger options (apps/server/src/lib/logging.ts) against
 * pino with no options in the same run, into a sink that drops the bytes:
 *   node bench/logging.ts [requests]
 * The site's options take secrets out of every line. With pino's `redact` and its wildcard paths
 * they did it on every child's bindings and every key of every line: 11.2 µs per request at `warn`
 * (bare pino 0.8) and 71.1 µs at `info` (bare 6.8), on a call whose whole cost is some 250 µs of
 * CPU. Censoring each line's object as it is written: 0.5 and 9.2 µs (bare 0.6 and 4.1), same host,
 * 2026-11-30.
 */
import { Writable } from "node:stream";
import pino, { type LoggerOptions } from "pino";
import { loggerOptions } from "../apps/server/src/lib/logging.ts";
import { hostLine, measureHost } from "./host.ts";

// npm run bench passes its own arguments to every bench: only a number is ours.
const requests = /^\d+$/.test(process.argv[2] ?? "") ? Number(process.argv[2]) : 50_000;
const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** µs per request: a child logger with a request id, and at `info` the two lines Fastify writes. */
function perRequest(options: LoggerOptions): number {
  const log = pino(options, sink());
  // As Fastify logs them: the request's own fields, then the answer's.
  const request = { method: "POST", url: "/member/index/onlinelist?token=abc", ip: "127.0.0.1" };
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const child = log.child({ reqId: `req-${i}` });
    child.info({ req: request }, "incoming request");
    child.info({ res: { statusCode: 200 }, responseTime: 1.25 }, "request completed");
  }
  return ((performance.now() - started) / requests) * 1000;
}

console.log(`logging: ${requests.toLocaleString("en")} requests per run, best of 5 runs`);
console.log(hostLine(await measureHost()));
for (const level of ["warn", "info"] as const) {
  const best = (options: LoggerOptions) => Math.min(...Array.from({ length: 5 }, () => perRequest(options)));
  const bare = best({ level });
  const site = best(loggerOptions(level));
  console.log(
    `${level.padEnd(5)} site's logger ${site.toFixed(1)} µs per request, bare pino ${bare.toFixed(1)} µs: ${(site / bare).toFixed(2)}x`,
  );
}
