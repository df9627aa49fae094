/**
 * What makes /m an installed app, mounted by the mobile shell after the page has loaded (lazily:
 * the first screens do not carry it): the service worker, the offline banner, the update prompt
 * and the install offer.
 */
import { InstallPrompt, OfflineBanner, UpdatePrompt } from "@site/ui/app-notices";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useInstallPrompt } from "./use-install-prompt.ts";
import { linkManifest, useOnline, useServiceWorker } from "./use-service-worker.ts";

/** Above the bottom tabs (3.5rem) and the phone's home indicator. */
const ABOVE_TABS =
  "fixed inset-x-0 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-40 flex justify-center px-3";

export function PwaLayer() {
  const { t } = useTranslation("app");
  useEffect(linkManifest, []);
  const online = useOnline();
  const worker = useServiceWorker();
  const offer = useInstallPrompt();
  return (
    <>
      {!online && <OfflineBanner className="fixed inset-x-0 top-0 z-50" message={t("offline")} />}
      {worker.updateReady ? (
        <div className={ABOVE_TABS}>
          <UpdatePrompt
            onReload={worker.update}
            onLater={worker.dismiss}
            reloading={worker.reloading}
            labels={{
              title: t("updateTitle"),
              text: t("updateText"),
              reload: t("reload"),
              later: t("later"),
            }}
          />
        </div>
      ) : (
        offer.kind && (
          <div className={ABOVE_TABS}>
            <InstallPrompt
              kind={offer.kind}
              onInstall={offer.install}
              onDismiss={offer.dismiss}
              labels={{
                title: t("installTitle"),
                text: t("installText"),
                install: t("install"),
                iosBefore: t("iosBefore"),
                iosAfter: t("iosAfter"),
                share: t("share"),
                notNow: t("notNow"),
              }}
            />
          </div>
        )
      )}
    </>
  );
}
