import { EMAIL_MAX, MESSAGE_MAX } from "@site/contracts";
import type { FocusEventHandler, FormEvent, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { FormAlert } from "../text-field/field-parts.tsx";
import { TextArea } from "../text-field/text-area.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

/** The errors the form shows, in the member's language (MailComposer reads the contracts' rules). */
export type ComposerErrors = { email?: string; content?: string };

export type ComposerFormProps = {
  recipient: string;
  content: string;
  errors: ComposerErrors;
  busy: boolean;
  failure: string | null;
  sent: boolean;
  /** A reply: the recipient is known, so the dialog puts focus on the message rather than on it. */
  startInMessage?: boolean;
  recipientRef?: RefObject<HTMLInputElement | null>;
  contentRef?: RefObject<HTMLTextAreaElement | null>;
  onRecipientChange: (value: string) => void;
  onContentChange: (value: string) => void;
  /** Leaving a field (formik's handleBlur: the field's error shows from then on). */
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onSubmit: () => void;
  onCancel: () => void;
  className?: string;
};

/** The form itself, every state from props: MailComposer drives it, catalogs freeze it. */
export function ComposerForm({
  recipient,
  content,
  errors,
  busy,
  failure,
  sent,
  startInMessage = false,
  recipientRef,
  contentRef,
  onRecipientChange,
  onContentChange,
  onBlur,
  onSubmit,
  onCancel,
  className,
}: ComposerFormProps) {
  const { t } = useTranslation("mail");
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // Our own messages, in the member's language, replace the browser's bubbles.
    <form
      noValidate
      onSubmit={handleSubmit}
      data-slot="mail-composer"
      className={cn("flex flex-col gap-4", className)}
    >
      <TextField
        ref={recipientRef}
        name="email"
        label={t("composer.recipient")}
        placeholder={t("composer.recipientPlaceholder")}
        autoComplete="off"
        required
        maxLength={EMAIL_MAX}
        value={recipient}
        onChange={(event) => onRecipientChange(event.target.value)}
        onBlur={onBlur}
        error={errors.email}
        // Where a dialog around the form puts focus on opening.
        data-autofocus={!startInMessage || undefined}
      />
      <TextArea
        ref={contentRef}
        name="content"
        label={t("composer.content")}
        placeholder={t("composer.contentPlaceholder")}
        required
        rows={4}
        maxLength={MESSAGE_MAX}
        showCounter
        value={content}
        onChange={(event) => onContentChange(event.target.value)}
        onBlur={onBlur}
        error={errors.content}
        data-autofocus={startInMessage || undefined}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {/* Present from the start: a live region only announces what is added to it later. */}
        <p
          role="status"
          className="me-auto flex min-h-5 items-center gap-1.5 font-medium text-sm text-success-700"
        >
          {sent && (
            <>
              <CheckIcon />
              {t("composer.sent")}
            </>
          )}
        </p>
        <Button variant="outline" onClick={onCancel}>
          {t("composer.cancel")}
        </Button>
        <Button type="submit" loading={busy}>
          <SendIcon />
          {t("composer.send")}
        </Button>
      </div>
    </form>
  );
}

export type MailComposerPreviewProps = {
  /**
   * The recipient as typed.
   * @default ""
   */
  recipient?: string;
  /**
   * The message as typed.
   * @default ""
   */
  content?: string;
  /**
   * "invalid": after a send with empty fields; "failed": after the call was refused.
   * @default "idle"
   */
  state?: "idle" | "invalid" | "sending" | "failed" | "sent";
};

/** The form in a fixed state, for catalogs and visual baselines only. */
export function MailComposerPreview({
  recipient = "",
  content = "",
  state = "idle",
}: MailComposerPreviewProps) {
  const { t } = useTranslation("mail");
  const noop = () => {};
  return (
    <ComposerForm
      recipient={recipient}
      content={content}
      errors={
        state === "invalid"
          ? {
              ...(recipient.trim() === "" && { email: t("composer.recipientRequired") }),
              ...(content.trim() === "" && { content: t("composer.contentRequired") }),
            }
          : {}
      }
      busy={state === "sending"}
      failure={state === "failed" ? t("composer.failed") : null}
      sent={state === "sent"}
      onRecipientChange={noop}
      onContentChange={noop}
      onSubmit={noop}
      onCancel={noop}
    />
  );
}

function SendIcon() {
  return (
    <LineIcon strokeWidth={2} strokeLinecap={undefined}>
      <path d="M4 12l16-8-6 16-2.5-6.5z" />
      <path d="M11.5 13.5L20 4" />
    </LineIcon>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className="size-4 shrink-0"
    >
      <path d="M4.5 10.5l3.5 3.5 7.5-8" />
    </svg>
  );
}
