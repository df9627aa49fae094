/**
 * Compresses the built web app once, at build time, as a CDN would: a brotli (quality 11) and a
 * gzip (level 9) copy beside every text asset, kept only where it is smaller. The server picks
 * one by the request's Accept-Encoding (`preCompressed` in apps/server/src/app.ts), so no
 * request pays for compression and every member gets the smallest bytes.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = process.argv[2] ?? fileURLToPath(new URL("../dist", import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const bytes = readFileSync(file);
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gzip = gzipSync(bytes, { level: 9 });
  if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
  raw += bytes.length;
  br += Math.min(brotli.length, bytes.length);
  count += 1;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`precompressed ${count} files: ${kb(raw)} -> ${kb(br)} brotli`);
