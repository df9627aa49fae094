import { createI18nWith, HTML_LANG, loadLanguage, storedLanguage } from "@site/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import "./app.css";

// Only the language the member reads is downloaded; the others load when chosen.
const lang = storedLanguage();
document.documentElement.lang = HTML_LANG[lang];
const i18n = createI18nWith(lang, { [lang]: await loadLanguage(lang) });

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}
