import { useState } from "react";
import { Outlet } from "react-router-dom";
import { SessionProvider } from "../session/session.tsx";
import { type PageMeta, PageMetaContext, useDocumentTitle } from "./title.ts";

function Titled() {
  const [meta, setMeta] = useState<PageMeta>();
  useDocumentTitle(meta);
  return (
    <PageMetaContext.Provider value={setMeta}>
      <Outlet />
    </PageMetaContext.Provider>
  );
}

/** Everything under the router: the session (it navigates on expiry), the page title and description. */
export function RootLayout() {
  return (
    <SessionProvider>
      <Titled />
    </SessionProvider>
  );
}
