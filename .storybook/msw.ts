/**
 * Mock Service Worker for the stories (the screens under stories/screens): the worker answers the
 * API calls a story's `parameters.msw` handlers describe. A call no handler answers is an error,
 * not a silent wait: it fails with a network error in the page, and the story's test fails after
 * its play function, naming the call (see `failOnUnhandledCalls`).
 */
import { isCommonAssetRequest } from "msw";
import { mswLoader } from "msw-storybook-addon/csf3";

/** The calls of the story now showing that no handler answered. */
const unhandled: string[] = [];

/** The dev server's own files (modules, pre-bundled dependencies, HMR): never the API's. */
const OWN_FILE =
  /\/@|\/node_modules\/|\.(?:[cm]?[jt]sx?|css|json|svg|png|jpe?g|webp|gif|woff2?|html|map|mdx)(?:\?|$)|iframe\.html|sb-|storybook|vitest|__vitest/;

async function setup() {
  const { setupWorker } = await import("msw/browser");
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: "./mockServiceWorker.js" },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.origin !== location.origin) return;
      if (isCommonAssetRequest(request) || OWN_FILE.test(url.pathname)) return;
      unhandled.push(`${request.method} ${url.pathname}`);
      print.error();
    },
  });
  return worker;
}

/**
 * The loader: starts the worker once, with the first story that mocks calls (the components'
 * stories make none, and do not wait for a worker), then sets each story's handlers.
 */
const applyHandlers = mswLoader(setup);
let started = false;
export const loadMsw: typeof applyHandlers = async (context) => {
  unhandled.length = 0;
  if (!context.parameters.msw && !started) return {};
  started = true;
  return applyHandlers(context);
};

/** After a story's play function: an API call nobody mocked fails the test, by name. */
export function failOnUnhandledCalls() {
  if (unhandled.length === 0) return;
  const calls = [...new Set(unhandled)].join(", ");
  unhandled.length = 0;
  throw new Error(`API calls without an MSW handler: ${calls}. Add them to the story's parameters.msw.`);
}
