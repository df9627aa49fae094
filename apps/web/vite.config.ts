import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwind from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { firstScreenChunks } from "./scripts/first-screen-chunks.ts";
import { firstScreenPreload } from "./scripts/first-screen-preload.ts";
import { serviceWorker } from "./scripts/service-worker.ts";

/** `npm run dev`: Vite on 5173 with the API, socket and media proxied to the server on API_PORT (8080). */
const api = `http://127.0.0.1:${process.env.API_PORT ?? "8080"}`;

/**
 * React Router 7 exports only its development build (dev warnings on); the production build it
 * ships next to it is the same code with them off. The bundle takes that one.
 */
const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The console's route modules (apps/web/src/features/admin), by their chunks' names. */
const STAFF_ONLY =
  /^assets\/(admin-pages|article-pages|catalog-pages|content-page|dashboard-page|member-file-dialog|order-pages|service-page|take-down)-/;

/** The chunks the entry imports statically, found before Vite writes the preload lists. */
const entryLoaded = new Set<string>();
const entryImports: Plugin = {
  name: "entry-imports",
  apply: "build",
  generateBundle: {
    order: "pre",
    handler(_options, bundle) {
      entryLoaded.clear();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (entryLoaded.has(file) || chunk?.type !== "chunk") return;
        entryLoaded.add(file);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry) for (const imported of chunk.imports) visit(imported);
      }
    },
  },
};

/**
 * The tab's icon rides in index.html as a data URL: no request for it competes with the first
 * screen's modules. In development it is served from public/ as it is.
 */
const inlineIcon: Plugin = {
  name: "inline-icon",
  apply: "build",
  transformIndexHtml: (html) =>
    html.replace(/href="\/icons\/(favicon-32\.png)"/, (_, file: string) => {
      const data = readFileSync(fileURLToPath(new URL(`public/icons/${file}`, import.meta.url)));
      return `href="data:image/png;base64,${data.toString("base64")}"`;
    }),
};

const firstChunks = firstScreenChunks();

/**
 * The server's render of the public pages (src/entry-server.tsx, issue 49): one module for Node in
 * dist-server/, outside dist/ so the file server never offers it. Everything it imports is bundled
 * in: the server's image installs only the server's dependencies.
 */
const serverRender = defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: "src/entry-server.tsx",
    outDir: "dist-server",
    emptyOutDir: true,
    sourcemap: true,
    // Node runs it; nobody downloads it.
    minify: false,
  },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverRender
    : {
        plugins: [
          react(),
          tailwind(),
          entryImports,
          inlineIcon,
          firstChunks.plugin,
          firstScreenPreload(),
          serviceWorker(),
        ],
        resolve: {
          alias:
            command === "build"
              ? [
                  { find: /^react-router$/, replacement: reactRouter("index.mjs") },
                  { find: /^react-router\/dom$/, replacement: reactRouter("dom-export.mjs") },
                ]
              : [],
        },
        server: {
          port: 5173,
          proxy: {
            "/member": api,
            "/uploads": api,
            "/static": api,
            "/ws": { target: api.replace("http", "ws"), ws: true },
          },
        },
        build: {
          outDir: "dist",
          emptyOutDir: true,
          sourcemap: true,
          manifest: true,
          modulePreload: {
            // Every lazy import in the route table carries the list of files to preload with it, and
            // that list rides on every member's first screen. Three kinds of entries are left out:
            // - what the entry itself imports: loaded before any lazy import runs, preloading it again
            //   is a no-op;
            // - the console's pages (staff only, on a desktop): they load their imports as the browser
            //   finds them.
            // - the stylesheet: the site has one (app.css), inlined in index.html (first-screen-preload.ts);
            //   a route whose chunk shares the entry's would otherwise fetch it again.
            // The HTML's own list (hostType "html": the entry's imports) keeps them all: the loader in
            // index.html preloads them with the entry instead of the entry finding them as it parses.
            resolveDependencies: (filename, deps, { hostType }) =>
              hostType === "html"
                ? deps.filter((dep) => !dep.endsWith(".css"))
                : STAFF_ONLY.test(filename)
                  ? []
                  : deps.filter((dep) => !entryLoaded.has(dep) && !dep.endsWith(".css")),
          },
          rolldownOptions: {
            output: {
              codeSplitting: {
                // What every screen runs (React, the router, i18next, class helpers) in one chunk: one
                // request and one compression window instead of a handful of shared slices.
                groups: [
                  {
                    name: "framework",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|clsx|tailwind-merge|class-variance-authority)[\\/]/,
                  },
                  // The entry's imports, then the first screens' modules by which of them need each
                  // (scripts/first-screen-chunks.ts): a few files per first screen instead of fifty.
                  { name: firstChunks.group, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      },
);
