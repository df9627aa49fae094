/**
 * Privacy settings (issue 15), /w/home/user/privacy and /m/home/my/Setup/privacy: the signed-in
 * devices, the data archive and deleting the account.
 */

import { DataExportCard } from "@site/ui/data-export-card";
import { AccountDeletionCard, DeleteAccountDialog } from "@site/ui/delete-account-dialog";
import { SessionList } from "@site/ui/session-list";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useVariant } from "../../lib/use-variant.ts";
import { FullPageSpinner } from "../../router/guards.tsx";
import { MobileBar } from "../shell/mobile-bar.tsx";
import { usePrivacy } from "./use-privacy.ts";

export default function PrivacyPage() {
  const { t } = useTranslation("shell");
  const variant = useVariant();
  const privacy = usePrivacy();
  const [deleting, setDeleting] = useState(false);
  const [deletionAt, setDeletionAt] = useState(0);
  const { devices, status } = privacy;
  if (!devices || !status) return <FullPageSpinner />;
  // Each variant's shell holds the page in its <main>.
  // The phone's bar names the screen and leads back to the settings.
  return (
    <div className={variant === "m" ? "" : "mx-auto max-w-2xl"}>
      {variant === "m" ? (
        <MobileBar title={t("titles.privacy")} back="/m/home/my/Setup/index" />
      ) : (
        <h1 className="mb-6 font-bold text-2xl text-ink-900">{t("titles.privacy")}</h1>
      )}
      <div className={variant === "m" ? "flex flex-col gap-6 px-4 py-6" : "flex flex-col gap-6"}>
        <SessionList
          devices={devices}
          busy={privacy.busyDevice}
          onSignOut={(id) => privacy.signOut(id)}
          onSignOutOthers={() => privacy.signOut("others")}
        />
        <DataExportCard
          status={status.export}
          requesting={privacy.requesting}
          onRequest={privacy.requestExport}
          onDownload={privacy.download}
        />
        <AccountDeletionCard
          pendingAt={status.deletion_at}
          cancelling={privacy.cancelling}
          onCancel={privacy.cancelDeletion}
          onStart={() => {
            privacy.clearDeleteError();
            setDeletionAt(privacy.deletionAtIfNow());
            setDeleting(true);
          }}
        />
      </div>
      <DeleteAccountDialog
        open={deleting}
        deletionAt={deletionAt}
        error={privacy.deleteError}
        onClose={() => setDeleting(false)}
        onConfirm={async (password) => {
          if (await privacy.deleteAccount(password)) setDeleting(false);
        }}
      />
    </div>
  );
}
