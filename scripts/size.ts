/**
 * Size budgets of the built web app (ARCHITECTURE): the JavaScript a visitor downloads before the
 * first screen of each variant, and the CSS, gzipped. Reads Vite's manifest: the entry with its
 * static imports, plus the lazy route modules of the variant's landing screen (its frame and
 * sign-in page) with theirs. Prints the figures; exits non-zero over budget.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET = { js: 150 * 1024, css: 20 * 1024 };
const dist = fileURLToPath(new URL("../apps/web/dist", import.meta.url));
type Chunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
};
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
  string,
  Chunk
>;

const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const k of keys) visit(k);
  return { js, css };
}

const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
if (!entry) throw new Error("no entry in the manifest: run `npm run build` first");
// The landing screen of each variant is its sign-in page, in the default language (traditional
// Chinese, loaded by the entry before the first render).
const language = "../../packages/i18n/src/locales/zhtw/index.ts";
const landing = {
  w: ["src/features/auth/auth-layout.tsx", "src/features/auth/login-page.tsx", language],
  m: ["src/features/auth/auth-layout.tsx", "src/features/auth/login-page.tsx", language],
};

let over = false;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const [variant, modules] of Object.entries(landing)) {
  const { js, css } = closure([entry, ...modules]);
  const jsBytes = [...js].reduce((sum, f) => sum + gz(f), 0);
  const cssBytes = [...css].reduce((sum, f) => sum + gz(f), 0);
  over ||= jsBytes > BUDGET.js || cssBytes > BUDGET.css;
  console.log(
    `/${variant}: initial JS ${kb(jsBytes)} gzip (budget ${kb(BUDGET.js)}, ${js.size} files), CSS ${kb(cssBytes)} gzip (budget ${kb(BUDGET.css)})`,
  );
}
const all = Object.values(manifest).reduce((sum, c) => sum + gz(c.file), 0);
console.log(`whole app, every lazy chunk included: ${kb(all)} gzip`);
process.exit(over ? 1 : 0);
