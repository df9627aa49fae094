import type { MailSendInput, MessageRef, RiskKind } from "@site/contracts";
import { useFormik } from "formik";
import { type FocusEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchemaValidation } from "../forms/schema-validation.ts";
import { useMessageText } from "../payments/message-text.ts";
import { type ComposerErrors, ComposerForm } from "./composer-form.tsx";

type ComposerValues = { email: string; content: string };

export type MailComposerProps = {
  /** Sends the mail; a rejection's `message` is shown and what was typed is kept. */
  onSend: (input: MailSendInput) => Promise<void>;
  /** Called by Cancel: the app closes the form. */
  onCancel: () => void;
  /** Called after a successful send (the dialog closes on it). */
  onSent?: () => void;
  /**
   * The recipient to start with (a reply, a profile's "send message").
   * @default ""
   */
  defaultRecipient?: string;
  /** The kinds of risk to confirm before this mail goes, or null to send it at once. */
  checkBeforeSend?: (input: MailSendInput) => readonly RiskKind[] | null;
  /** Extra classes for the form. */
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
  const messageText = useMessageText();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [startInMessage] = useState(defaultRecipient.trim() !== "");
  /** The risks of the mail waiting for the member's answer; kept after it closes for the fade-out. */
  const [confirm, setConfirm] = useState<{ open: boolean; kinds: readonly RiskKind[] } | null>(null);
  /** Set when the member said "send anyway": the next send skips the risk check. */
  const confirmed = useRef(false);
  // Set by a refused send: the first field in error takes the focus once its error has rendered.
  const focusInvalid = useRef(false);
  const recipientRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  // The contracts' rules of /member/email/released, loaded with the first validation.
  const validate = useSchemaValidation((s) => s.mailSendPayloadSchema);
  const form = useFormik<ComposerValues>({
    initialValues: { email: defaultRecipient, content: "" },
    validate,
    onSubmit: async (values, { resetForm }) => {
      focusInvalid.current = false;
      const input = { email: values.email.trim(), content: values.content.trim() };
      const kinds = confirmed.current ? null : checkBeforeSend?.(input);
      confirmed.current = false;
      if (kinds && kinds.length > 0) {
        setConfirm({ open: true, kinds });
        return;
      }
      try {
        await onSend(input);
        // The message clears and the recipient stays; the empty message is not an error yet.
        resetForm({ values: { email: values.email, content: "" } });
        setSent(true);
        onSent?.();
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : t("composer.failed"));
      }
    },
  });

  /** A field's error once it was left or a send was tried; the recipient's own words when empty. */
  const shown = (name: keyof ComposerValues): string | undefined => {
    const error = form.errors[name] as MessageRef | string | undefined;
    if (!error || (!form.touched[name] && form.submitCount === 0)) return undefined;
    if (typeof error === "string") return error;
    if (name === "email" && error.key === "errors.required") return t("composer.recipientRequired");
    return messageText(error);
  };
  const errors: ComposerErrors = { email: shown("email"), content: shown("content") };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the errors or sends change
  useEffect(() => {
    if (!focusInvalid.current) return;
    const first = errors.email ? recipientRef.current : errors.content ? contentRef.current : null;
    if (!first) return;
    focusInvalid.current = false;
    first.focus();
  }, [form.errors, form.submitCount]);

  const submit = (confirmedSend = false) => {
    if (form.isSubmitting) return;
    confirmed.current = confirmedSend;
    focusInvalid.current = true;
    setFailure(null);
    setSent(false);
    void form.submitForm();
  };

  // Leaving a field for Send or Cancel shows nothing yet: an error shown on the way would push the
  // buttons down under the pointer, and the press would land beside them.
  const blur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.form === event.target.form) return;
    form.handleBlur(event);
  };

  return (
    <>
      <ComposerForm
        className={className}
        recipient={form.values.email}
        content={form.values.content}
        errors={errors}
        busy={form.isSubmitting}
        failure={failure}
        sent={sent}
        startInMessage={startInMessage}
        recipientRef={recipientRef}
        contentRef={contentRef}
        onRecipientChange={(value) => {
          void form.setFieldValue("email", value);
          setSent(false);
        }}
        onContentChange={(value) => {
          void form.setFieldValue("content", value);
          setSent(false);
        }}
        onBlur={blur}
        onSubmit={() => submit()}
        onCancel={onCancel}
      />
      {confirm && (
        <Suspense fallback={null}>
          <ConfirmSendPrompt
            open={confirm.open}
            kinds={confirm.kinds}
            about="mail"
            username={form.values.email.trim()}
            onEdit={() => {
              setConfirm({ ...confirm, open: false });
              contentRef.current?.focus();
            }}
            onSend={() => {
              setConfirm({ ...confirm, open: false });
              submit(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
