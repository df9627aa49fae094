import type { MailSendInput, RiskKind } from "@site/contracts";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ComposerErrors, ComposerForm, validate } from "./composer-form.tsx";

export type MailComposerProps = {
  /** Sends the mail; a rejection's `message` is shown and what was typed is kept. */
  onSend: (input: MailSendInput) => Promise<void>;
  onCancel: () => void;
  /** Called after a successful send (the dialog closes on it). */
  onSent?: () => void;
  /** The recipient to start with (a reply, a profile's "send message"). */
  defaultRecipient?: string;
  /** The kinds of risk to confirm before this mail goes, or null to send it at once. */
  checkBeforeSend?: (input: MailSendInput) => readonly RiskKind[] | null;
  className?: string;
};

// The "are you sure?" of a risky mail loads when it is first needed.
const ConfirmSendPrompt = lazy(() =>
  import("../confirm-send-prompt/confirm-send-prompt.tsx").then((m) => ({ default: m.ConfirmSendPrompt })),
);

/** The send-message form (spec §2 Messages): recipient, message with its 50-character counter. */
export function MailComposer({
  onSend,
  onCancel,
  onSent,
  defaultRecipient = "",
  checkBeforeSend,
  className,
}: MailComposerProps) {
  const { t } = useTranslation("mail");
  const [recipient, setRecipient] = useState(defaultRecipient);
  const [content, setContent] = useState("");
  const [errors, setErrors] = useState<ComposerErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [startInMessage] = useState(defaultRecipient.trim() !== "");
  /** The risks of the mail waiting for the member's answer; kept after it closes for the fade-out. */
  const [confirm, setConfirm] = useState<{ open: boolean; kinds: readonly RiskKind[] } | null>(null);
  const recipientRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (confirmed = false) => {
    if (busy) return;
    const found = validate(recipient, content);
    setErrors(found);
    setFailure(null);
    setSent(false);
    if (found.email) return recipientRef.current?.focus();
    if (found.content) return contentRef.current?.focus();
    const kinds = confirmed ? null : checkBeforeSend?.({ email: recipient.trim(), content: content.trim() });
    if (kinds && kinds.length > 0) {
      setConfirm({ open: true, kinds });
      return;
    }
    setBusy(true);
    try {
      await onSend({ email: recipient.trim(), content: content.trim() });
      setContent("");
      setSent(true);
      onSent?.();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t("composer.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ComposerForm
        className={className}
        recipient={recipient}
        content={content}
        errors={errors}
        busy={busy}
        failure={failure}
        sent={sent}
        startInMessage={startInMessage}
        recipientRef={recipientRef}
        contentRef={contentRef}
        onRecipientChange={(value) => {
          setRecipient(value);
          setErrors((current) => ({ ...current, email: undefined }));
          setSent(false);
        }}
        onContentChange={(value) => {
          setContent(value);
          setErrors((current) => ({ ...current, content: undefined }));
          setSent(false);
        }}
        onSubmit={() => void submit()}
        onCancel={onCancel}
      />
      {confirm && (
        <Suspense fallback={null}>
          <ConfirmSendPrompt
            open={confirm.open}
            kinds={confirm.kinds}
            about="mail"
            username={recipient.trim()}
            onEdit={() => {
              setConfirm({ ...confirm, open: false });
              contentRef.current?.focus();
            }}
            onSend={() => {
              setConfirm({ ...confirm, open: false });
              void submit(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
