import { Outlet } from "react-router-dom";
import { SessionProvider } from "../session/session.tsx";
import { useDocumentTitle } from "./title.ts";

function Titled() {
  useDocumentTitle();
  return <Outlet />;
}

/** Everything under the router: the session (it navigates on expiry) and the page title. */
export function RootLayout() {
  return (
    <SessionProvider>
      <Titled />
    </SessionProvider>
  );
}
