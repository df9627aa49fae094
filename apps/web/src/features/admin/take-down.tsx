/** Taking content down from the console: the reason asked in a dialog, then the call, then a toast. */
import type { ContentItem } from "@site/contracts";
import { contentKey, RefuseDialog } from "@site/ui/admin";
import { useToast } from "@site/ui/toast";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAnswerText } from "../../lib/messages.ts";
import { useAdminApi } from "./admin-shared.ts";

/** `ask(item)` opens the reason dialog; `dialog` goes in the page; `busy` is the key being taken down. */
export function useTakeDown(onDone: () => Promise<unknown>): {
  ask: (item: ContentItem) => void;
  busy: string | undefined;
  dialog: ReactNode;
} {
  const { t } = useTranslation("pages");
  const api = useAdminApi();
  const { show } = useToast();
  const answerText = useAnswerText();
  const [taking, setTaking] = useState<ContentItem | null>(null);
  const [busy, setBusy] = useState<string>();
  const takeDown = async (item: ContentItem, reason: string) => {
    setBusy(contentKey(item));
    try {
      const answer = await api.takeDown(item.source, item.id, reason);
      show(
        answer.status === 200
          ? { tone: "success", title: t("admin.takenDown") }
          : { tone: "error", title: answerText(answer) },
      );
      setTaking(null);
      await onDone();
    } finally {
      setBusy(undefined);
    }
  };
  const dialog = (
    <RefuseDialog
      username={taking ? taking.member.username : null}
      onClose={() => setTaking(null)}
      onRefuse={(reason) => (taking ? takeDown(taking, reason) : undefined)}
      words={{
        title: taking
          ? t("admin.takeDownTitle", { kind: t(`admin.kind_${taking.kind}`), name: taking.member.username })
          : "",
        hint: t("admin.takeDownHint"),
        placeholder: t("admin.takeDownPlaceholder"),
        submit: t("admin.takeDownSend"),
      }}
    />
  );
  return { ask: setTaking, busy, dialog };
}
