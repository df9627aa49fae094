import type { MailSendInput, RiskKind } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { Dialog } from "../dialog/dialog.tsx";
import { MailComposer } from "./mail-composer.tsx";

export type MailComposerDialogProps = {
  /** Whether the dialog is shown; each opening starts a fresh form. */
  open: boolean;
  /** Called on Escape, the backdrop, the close button, Cancel, and after a successful send. */
  onClose: () => void;
  /** Sends the mail; a rejection's `message` is shown and what was typed is kept. */
  onSend: (input: MailSendInput) => Promise<void>;
  /** The recipient to start with (a reply, a profile's "send message"). */
  defaultRecipient?: string;
  /** The kinds of risk to confirm before a mail goes, or null to send it at once. */
  checkBeforeSend?: (input: MailSendInput) => readonly RiskKind[] | null;
};

/** The web's send-message dialog; each opening starts a fresh form. */
export function MailComposerDialog({
  open,
  onClose,
  onSend,
  defaultRecipient,
  checkBeforeSend,
}: MailComposerDialogProps) {
  const { t } = useTranslation("mail");
  return (
    <Dialog open={open} onClose={onClose} title={t("composer.title")}>
      <MailComposer
        onSend={onSend}
        onCancel={onClose}
        onSent={onClose}
        defaultRecipient={defaultRecipient}
        checkBeforeSend={checkBeforeSend}
      />
    </Dialog>
  );
}
