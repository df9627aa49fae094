import type { i18n as I18n } from "i18next";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createRoutes } from "./router/routes.tsx";

export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
