import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import type { createBrowserRouter } from "react-router-dom";
import { RouterProvider } from "react-router-dom";

export function App({ i18n, router }: { i18n: I18n; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
