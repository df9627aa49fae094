/** The privacy page's data and actions: devices, the deletion and the archive, each answered with a toast. */
import { type PrivacyApi, privacyCalls, privacyKeys, useDevices, usePrivacyStatus } from "@site/api-client";
import { type Answer, DELETION_GRACE_DAYS, PrivacyCalls, type PrivacyStatus } from "@site/contracts";
import { useToast } from "@site/ui/toast";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSWRConfig } from "swr";
import { useAnswerText } from "../../lib/messages.ts";
import { useSession } from "../../session/session.tsx";

/** While an archive is being built the page looks again this often (the job runs every few seconds). */
const BUILDING_POLL_MS = 4000;
const DAY = 86_400_000;

export function usePrivacy() {
  const { client, token } = useSession();
  const api: PrivacyApi = useMemo(() => privacyCalls(client), [client]);
  const devices = useDevices(api);
  const status = usePrivacyStatus(api, {
    refreshInterval: (latest) => (latest?.export.state === "building" ? BUILDING_POLL_MS : 0),
  });
  const { mutate } = useSWRConfig();
  const { show } = useToast();
  const answerText = useAnswerText();
  const [busyDevice, setBusyDevice] = useState<number | "others">();
  const [requesting, setRequesting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  const { t } = useTranslation("privacy");
  /** A success in the page's words (the server answers it without a msg), a refusal in the server's. */
  const tell = (answer: Answer, success: string) =>
    show(
      answer.status === 200
        ? { tone: "success", title: success }
        : { tone: "error", title: answerText(answer) },
    );
  const saveStatus = (answer: Answer<PrivacyStatus>) =>
    answer.status === 200 && answer.data
      ? mutate(privacyKeys.status, answer.data, { revalidate: false })
      : undefined;

  return {
    devices: devices.data,
    status: status.data,
    error: devices.error ?? status.error,
    busyDevice,
    requesting,
    cancelling,
    deleteError,
    /** When a deletion asked for now would happen. */
    deletionAtIfNow: () => Date.now() + DELETION_GRACE_DAYS * DAY,
    async signOut(id: number | "others") {
      setBusyDevice(id);
      const answer = await (id === "others" ? api.endOtherSessions() : api.endSession(id)).finally(() =>
        setBusyDevice(undefined),
      );
      tell(answer, t(id === "others" ? "toast.othersSignedOut" : "toast.signedOut"));
      await mutate(privacyKeys.devices, answer.status === 200 ? answer.data : undefined);
    },
    async requestExport() {
      setRequesting(true);
      const answer = await api.requestExport().finally(() => setRequesting(false));
      tell(answer, t("toast.exportStarted"));
      await saveStatus(answer);
    },
    /** The archive, saved by the browser: a form posting the session's token (no token in an address). */
    download() {
      const form = document.createElement("form");
      form.method = "POST";
      form.action = PrivacyCalls.download;
      form.hidden = true;
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = "token";
      field.value = token ?? "";
      form.append(field);
      document.body.append(form);
      form.submit();
      form.remove();
    },
    clearDeleteError: () => setDeleteError(undefined),
    /** Answers whether the deletion was scheduled (the dialog then closes). */
    async deleteAccount(password: string): Promise<boolean> {
      const answer = await api.deleteAccount(password);
      if (answer.status !== 200) {
        setDeleteError(answerText(answer));
        return false;
      }
      setDeleteError(undefined);
      tell(answer, t("toast.deletionScheduled", { days: DELETION_GRACE_DAYS }));
      await saveStatus(answer);
      return true;
    },
    async cancelDeletion() {
      setCancelling(true);
      const answer = await api.cancelDeletion().finally(() => setCancelling(false));
      tell(answer, t("toast.deletionCancelled"));
      await saveStatus(answer);
    },
  };
}
