/** Shown when a route fails to load or render (a new deployment, a lost chunk, a bug). */
import { Button } from "@site/ui/button";
import { useTranslation } from "react-i18next";

export function ErrorPage() {
  const { t } = useTranslation("shell");
  return (
    <div className="grid min-h-dvh place-items-center px-6">
      <section className="max-w-md text-center" aria-labelledby="error-title">
        <h1 id="error-title" className="text-2xl font-bold text-ink-900">
          {t("error.title")}
        </h1>
        <p className="mt-3 text-ink-600">{t("error.body")}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t("error.reload")}</Button>
          <Button variant="ghost" onClick={() => window.location.assign("/")}>
            {t("error.home")}
          </Button>
        </div>
      </section>
    </div>
  );
}
