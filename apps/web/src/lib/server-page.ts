/**
 * What the server tells the page it rendered (issue 49: the public pages are rendered on the
 * server, then hydrated). The same value is given to the render on both sides, so the first client
 * render draws what the server drew: the language the server chose, the lazy namespaces it had
 * loaded, and the data the page's swr hooks would otherwise fetch. It rides in the page as
 * `<script type="application/json">` (data, which the CSP does not run).
 *
 * Undefined on a page the server did not render (every signed-in screen): the app starts as before.
 */
import type { Language } from "@site/contracts";
import { createContext, useContext } from "react";

export interface ServerPage {
  lang: Language;
  /** Lazy translation namespaces the page shows (loaded before the first render on both sides). */
  namespaces: string[];
  /** swr's fallback data, by serialised key (the blog's lists and article). */
  swr: Record<string, unknown>;
}

export const SERVER_PAGE_ID = "server-page";

export const ServerPageContext = createContext<ServerPage | undefined>(undefined);

/**
 * The server's page while it renders, and on the client the page it hydrates. Components that read
 * the browser (localStorage, the device) in their first render read it in an effect instead when
 * this is set: the server knows neither, and the first client render must match its HTML.
 */
export const useServerPage = (): ServerPage | undefined => useContext(ServerPageContext);

/** The page data the server left in the document, if it rendered it. */
export function readServerPage(): ServerPage | undefined {
  const text = document.getElementById(SERVER_PAGE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerPage) : undefined;
}
