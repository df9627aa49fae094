import { fileURLToPath } from "node:url";
import tailwind from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
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

const syncStoreShim = fileURLToPath(
  new URL("src/lib/react-builtins/use-sync-external-store-shim.ts", import.meta.url),
);
const formikLodash = (name: string) =>
  fileURLToPath(new URL(`src/lib/formik-lodash/${name}.ts`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverRender
    : {
        plugins: [react(), tailwind(), firstChunks.plugin, firstScreenPreload(), serviceWorker()],
        resolve: {
          alias:
            command === "build"
              ? [
                  { find: /^react-router$/, replacement: reactRouter("index.mjs") },
                  { find: /^react-router\/dom$/, replacement: reactRouter("dom-export.mjs") },
                  // Formik's two copies of plain data, without lodash's clone machinery: src/lib/formik-lodash.
                  { find: /^lodash-es\/clone$/, replacement: formikLodash("clone") },
                  { find: /^lodash-es\/cloneDeep$/, replacement: formikLodash("clone-deep") },
                  // React 19 has useSyncExternalStore; the shims for React 16 and 17 need not ship.
                  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: syncStoreShim },
                  {
                    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
                    replacement: "use-sync-external-store/with-selector",
                  },
                ]
              : [],
        },
        server: {
          port: 5173,
          proxy: {
            "/member": api,
            "/uploads": api,
            "/static": api,
            // The built Storybook (npm run build-storybook), served by the server (routes/storybook.ts).
            "/storybook": api,
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
            // that list rides on every member's first screen. Two kinds of entries are left out:
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
                  : deps.filter((dep) => !dep.endsWith(".css")),
          },
          rolldownOptions: {
            // formik imports hoist-non-react-statics (CommonJS, so kept whole with react-is wherever
            // it is imported) for its connect(), which the site never calls: marked free of side
            // effects, it goes with connect (0.9 KB gzip off the sign-in screens).
            treeshake: {
              moduleSideEffects: (id: string) =>
                !/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id),
            },
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
