import type { MailSendInput } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { Dialog } from "../dialog/dialog.tsx";
import { MailComposer } from "./mail-composer.tsx";

export type MailComposerDialogProps = {
  open: boolean;
  /** Called on Escape, the backdrop, the close button, Cancel, and after a successful send. */
  onClose: () => void;
  onSend: (input: MailSendInput) => Promise<void>;
  defaultRecipient?: string;
};

/** The web's send-message dialog; each opening starts a fresh form. */
export function MailComposerDialog({ open, onClose, onSend, defaultRecipient }: MailComposerDialogProps) {
  const { t } = useTranslation("mail");
  return (
    <Dialog open={open} onClose={onClose} title={t("composer.title")}>
      <MailComposer onSend={onSend} onCancel={onClose} onSent={onClose} defaultRecipient={defaultRecipient} />
    </Dialog>
  );
}
