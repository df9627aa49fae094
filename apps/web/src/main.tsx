import { StorageKey } from "@site/contracts";
import {
  createI18nWith,
  HTML_LANG,
  isLanguage,
  loadLanguage,
  setLanguage,
  storedLanguage,
  storeLanguageCookie,
} from "@site/i18n";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from "react-router-dom";
import { App } from "./app.tsx";
import { sendFirstCalls } from "./lib/first-calls.ts";
import { readServerPage, ServerPageContext } from "./lib/server-page.ts";
import { routerWindow } from "./router/router-window.ts";
import { createRouteTable } from "./router/routes.tsx";
import "./app.css";

/**
 * Ends the current task: the start-up below runs as a few tasks instead of one. Evaluating the
 * modules, creating the router, setting up the language, and the first render each take a slow
 * phone 40-100 ms; in one task they blocked the page for some 300 ms (Lighthouse,
 * total blocking time on /m/home). The first screen's modules are preloaded by index.html's loader,
 * so nothing waits on the network for these few milliseconds. A hidden tab goes on at once: nobody
 * is waiting on it, and its timers run at most once a second.
 */
const nextTask = () =>
  document.hidden ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve));

sendFirstCalls();
await nextTask();

// What createBrowserRouter does, in three tasks: building the route table, ranking it, then the
// first navigation (matching, the route modules, the index redirect); one task of about 35 ms on
// a slow phone. The first navigation starts fetching the first screen's route modules: they
// download while the language does, not after it.
const table = createRouteTable(location.pathname);
await nextTask();
const router = createRouter({
  history: createBrowserHistory(),
  routes: table.routes,
  mapRouteProperties,
  hydrationRouteProperties,
  patchRoutesOnNavigation: table.patchRoutesOnNavigation,
  // The page's window without session storage: no synchronous read of it at start.
  window: routerWindow(),
});
await nextTask();
router.initialize();
await nextTask();

// A public page the server rendered (issue 49) is hydrated in the language it was drawn in.
const serverPage = readServerPage();
// Only the language the member reads is downloaded; the others load when chosen.
const stored = localStorage.getItem(StorageKey.lang);
const lang = serverPage?.lang ?? storedLanguage();
document.documentElement.lang = HTML_LANG[lang];
const resources = await loadLanguage(lang);
await nextTask();
const i18n = createI18nWith(lang, { [lang]: resources });
await nextTask();

const root = document.getElementById("root");
const app = (
  <StrictMode>
    <ServerPageContext value={serverPage}>
      <App i18n={i18n} router={router} />
    </ServerPageContext>
  </StrictMode>
);
if (root && serverPage) {
  // Hydration draws what the server drew, at once: the route modules and the page's lazy
  // namespaces must be here first (the router's first navigation loads the modules).
  await Promise.all([
    i18n.loadNamespaces(serverPage.namespaces),
    router.state.initialized ||
      new Promise<void>((resolve) => {
        const stop = router.subscribe((state) => {
          if (state.initialized) {
            stop();
            resolve();
          }
        });
      }),
  ]);
  hydrateRoot(root, app, {
    // A mismatch between the server's HTML and the first render is a bug: said in the console.
    onRecoverableError: (error, info) => console.error("Hydration:", error, info.componentStack),
  });
  // A choice kept before the cookie existed, or with the query's language shown: the page goes
  // on in the member's own language (and the cookie learns it).
  const query = new URLSearchParams(location.search).get(StorageKey.lang);
  if (!query && isLanguage(stored) && stored !== lang) void setLanguage(i18n, stored);
} else if (root) {
  // The server reads the choice from the cookie: one kept only in localStorage (before the
  // cookie) is copied there.
  if (isLanguage(stored) && !document.cookie.includes(`${StorageKey.lang}=`)) storeLanguageCookie(stored);
  // A transition lets React yield while it builds the first screen, so the page stays
  // responsive (no single long task) while the static frame in index.html is still showing.
  startTransition(() => {
    createRoot(root).render(app);
  });
}
