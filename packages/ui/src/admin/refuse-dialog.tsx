import { REJECT_REASON_MAX } from "@site/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { Dialog } from "../dialog/dialog.tsx";
import { TextArea } from "../text-field/text-area.tsx";

export type RefuseDialogProps = {
  /** The member being refused; null when closed. */
  username: string | null;
  /** Called on Escape, the backdrop, the close button and Cancel; set `username` back to null here. */
  onClose: () => void;
  /** Called with the trimmed reason; a returned promise keeps the button busy. */
  onRefuse: (reason: string) => Promise<void> | void;
  /** Another staff decision that needs a reason (a take-down): its own words. */
  words?: { title: string; hint: string; placeholder: string; submit: string };
};

/**
 * A staff decision with a reason (required, at most 500): refusing a new account (the member reads
 * it by e-mail), or, with `words`, another one such as taking content down.
 */
export function RefuseDialog({ username, onClose, onRefuse, words }: RefuseDialogProps) {
  const { t } = useTranslation("pages");
  const { t: tm } = useTranslation("messages");
  const [reason, setReason] = useState("");
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shownName, setShownName] = useState(username ?? "");
  if (username !== null && username !== shownName) setShownName(username);
  // Each opening starts empty: a reason is written for one member, once.
  const open = username !== null;
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason("");
      setError(false);
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) return setError(true);
    const result = onRefuse(reason.trim());
    if (!(result instanceof Promise)) return;
    setBusy(true);
    try {
      await result;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={words?.title ?? t("admin.refuseTitle", { name: shownName })}
      description={words?.hint ?? t("admin.refuseHint")}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextArea
          label={t("admin.reason")}
          placeholder={words?.placeholder ?? t("admin.reasonPlaceholder")}
          value={reason}
          required
          rows={4}
          maxLength={REJECT_REASON_MAX}
          showCounter
          error={error ? tm("errors.required", { field: t("admin.reason") }) : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(false);
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" type="button" onClick={onClose}>
            {t("admin.cancel")}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {words?.submit ?? t("admin.refuseSend")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
