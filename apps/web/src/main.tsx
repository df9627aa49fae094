import { createI18nWith, HTML_LANG, loadLanguage, storedLanguage } from "@site/i18n";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router-dom";
import { App } from "./app.tsx";
import { sendFirstCalls } from "./lib/first-calls.ts";
import { createRouteTable } from "./router/routes.tsx";
import "./app.css";

// The router starts fetching the first screen's route modules as it is created: they download
// while the language does, not after it.
const table = createRouteTable(location.pathname);
const router = createBrowserRouter(table.routes, {
  patchRoutesOnNavigation: table.patchRoutesOnNavigation,
});
sendFirstCalls();

// Only the language the member reads is downloaded; the others load when chosen.
const lang = storedLanguage();
document.documentElement.lang = HTML_LANG[lang];
const i18n = createI18nWith(lang, { [lang]: await loadLanguage(lang) });

const root = document.getElementById("root");
if (root) {
  // A transition lets React yield while it builds the first screen, so the page stays
  // responsive (no single long task) while the static frame in index.html is still showing.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} router={router} />
      </StrictMode>,
    );
  });
}
