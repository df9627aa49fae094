/**
 * The /m app's service worker (apps/web/scripts/sw-source.js), written into the build as `/sw.js`
 * with the list of what it keeps for offline use: index.html and the hashed chunks that the /m
 * first screens (sign-in, the shell, home, every language) and the app layer (features/pwa) import.
 * Its version is a hash of that list and of index.html, so every release is a new worker, which
 * waits until the member chooses to reload (features/pwa/update-prompt).
 *
 * Hand-written rather than vite-plugin-pwa: the page's scripts are added by the inline loader of
 * first-screen-preload.ts, and what to precache is exactly that loader's list for /m, which this
 * plugin reads from the same bundle; the worker itself is some sixty lines.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

/** Besides the entry: the modules whose chunks (and their static imports) an offline /m start needs. */
const OFFLINE_MODULES = [
  "src/features/auth/login-page.tsx",
  "src/features/shell/mobile-shell.tsx",
  "src/features/members/mobile-home-page.tsx",
  "src/features/pwa/pwa-layer.tsx",
  "packages/i18n/src/locales/en/index.ts",
  "packages/i18n/src/locales/zhcn/index.ts",
  "packages/i18n/src/locales/zhtw/index.ts",
  "packages/i18n/src/locales/en/app.ts",
  "packages/i18n/src/locales/zhcn/app.ts",
  "packages/i18n/src/locales/zhtw/app.ts",
];
/** Public files the installed app shows without network (its manifest and icons). */
const OFFLINE_FILES = ["/manifest.webmanifest", "/icons/icon-192.png"];

type Chunk = Rollup.OutputChunk;

export function serviceWorker(): Plugin {
  return {
    name: "service-worker",
    apply: "build",
    writeBundle(options, bundle) {
      const dist = options.dir ?? "dist";
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === "chunk");
      const files = new Set<string>();
      const add = (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        const chunk = bundle[file];
        if (chunk?.type === "chunk") for (const imported of chunk.imports) add(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) add(chunk.fileName);
      for (const suffix of OFFLINE_MODULES) {
        const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll("\\", "/").endsWith(suffix));
        if (!chunk) throw new Error(`service-worker: no chunk for ${suffix}`);
        add(chunk.fileName);
      }
      const html = readFileSync(path.join(dist, "index.html"), "utf8");
      const precache = ["/index.html", ...OFFLINE_FILES, ...[...files].sort().map((f) => `/${f}`)];
      const version = createHash("sha256")
        .update(html)
        .update(precache.join("\n"))
        .digest("hex")
        .slice(0, 16);
      let source = readFileSync(new URL("./sw-source.js", import.meta.url), "utf8");
      for (const [placeholder, value] of [
        ['"__VERSION__"', version],
        ['"__PRECACHE__"', precache],
      ] as const) {
        if (!source.includes(placeholder))
          throw new Error(`service-worker: no ${placeholder} in sw-source.js`);
        source = source.replace(placeholder, JSON.stringify(value));
      }
      writeFileSync(path.join(dist, "sw.js"), source);
    },
  };
}
