import { DELETION_GRACE_DAYS } from "@site/contracts";
import { formatDate } from "@site/i18n";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { Dialog, dialogPanelVariants } from "../dialog/dialog.tsx";
import { DialogFrame, type DialogFrameProps } from "../dialog/dialog-frame.tsx";
import { PasswordField } from "../password-field/password-field.tsx";
import { cn } from "../utils/cn.ts";

export type DeleteAccountDialogProps = {
  /** Whether the dialog is shown; each opening starts with an empty password. */
  open: boolean;
  /** Escape, the backdrop, the close button and "Keep my account". */
  onClose: () => void;
  /** When the account would be erased if confirmed now (epoch ms). */
  deletionAt: number;
  /** Called with the password; while a returned promise runs the button spins. */
  onConfirm: (password: string) => Promise<void> | void;
  /** Why the last try was refused (a wrong password), shown under the field. */
  error?: string | undefined;
  /**
   * The erasure call is under way (when the app tracks it rather than returning a promise).
   * @default false
   */
  submitting?: boolean;
};

/** Asks for the password before scheduling the account's erasure, and says what goes and what stays. */
export function DeleteAccountDialog({
  open,
  onClose,
  deletionAt,
  onConfirm,
  error,
  submitting,
}: DeleteAccountDialogProps) {
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  // Every opening starts empty: a password is never left in a closed dialog.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPassword("");
  }
  const busy = submitting ?? pending;
  const submit = async () => {
    if (!password || busy) return;
    const result = onConfirm(password);
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } finally {
      setPending(false);
    }
  };
  const parts = useDeleteParts({
    deletionAt,
    password,
    onPassword: setPassword,
    error,
    busy,
    onCancel: onClose,
    onSubmit: submit,
  });
  return <Dialog open={open} onClose={onClose} size="md" role="alertdialog" {...parts} />;
}

type PartsOptions = {
  deletionAt: number;
  password: string;
  onPassword: (value: string) => void;
  error: string | undefined;
  busy: boolean;
  onCancel: () => void;
  onSubmit: () => void;
};

function useDeleteParts({ deletionAt, password, onPassword, error, busy, onCancel, onSubmit }: PartsOptions) {
  const { t, i18n } = useTranslation("privacy");
  const formId = useId();
  const date = formatDate(deletionAt, i18n.language, "day");
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return {
    title: t("deletion.dialogTitle"),
    description: t("deletion.dialogDescription", { date }),
    footer: (
      <>
        <Button variant="outline" onClick={onCancel}>
          {t("deletion.keep")}
        </Button>
        <Button type="submit" form={formId} variant="danger" disabled={!password} loading={busy}>
          {t("deletion.confirm")}
        </Button>
      </>
    ),
    children: (
      <form
        id={formId}
        data-slot="delete-account-dialog"
        onSubmit={handleSubmit}
        className="flex flex-col gap-5 pb-2"
      >
        <div className="rounded-xl bg-danger-50 px-4 py-3 text-ink-800">
          <p className="font-semibold text-danger-700">{t("deletion.erased")}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {(["item1", "item2", "item3", "item4"] as const).map((key) => (
              <li key={key}>{t(`deletion.${key}`)}</li>
            ))}
          </ul>
          <p className="mt-3 text-ink-600">{t("deletion.kept")}</p>
        </div>
        <PasswordField
          label={t("deletion.password")}
          hint={t("deletion.passwordHint")}
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          error={error}
          disabled={busy}
          required
          name="password"
        />
      </form>
    ),
  } satisfies Omit<DialogFrameProps, "onClose">;
}

export type DeleteAccountDialogPreviewProps = {
  /** When the account would be erased if confirmed now (epoch ms). */
  deletionAt: number;
  /**
   * What the password field holds (shown as dots).
   * @default ""
   */
  password?: string;
  /** A refusal shown under the field. */
  error?: string;
  /**
   * Shows the button spinning.
   * @default false
   */
  submitting?: boolean;
};

/** The dialog's panel in place, not modal: for catalogs and visual baselines only. */
export function DeleteAccountDialogPreview({
  deletionAt,
  password = "",
  error,
  submitting = false,
}: DeleteAccountDialogPreviewProps) {
  const noop = () => {};
  const parts = useDeleteParts({
    deletionAt,
    password,
    onPassword: noop,
    error,
    busy: submitting,
    onCancel: noop,
    onSubmit: noop,
  });
  return (
    <div className={cn(dialogPanelVariants({ size: "md" }), "w-[560px]")}>
      <DialogFrame preview hideClose {...parts} />
    </div>
  );
}

export type AccountDeletionCardProps = {
  /** When a pending deletion happens (epoch ms), or null when none is pending. */
  pendingAt: number | null;
  /** Opens the dialog. */
  onStart: () => void;
  /** Cancels the pending deletion (the button shown while one is pending). */
  onCancel: () => void;
  /**
   * The cancel call is under way: its button spins.
   * @default false
   */
  cancelling?: boolean;
  /** Extra classes for the card. */
  className?: string;
};

/** The settings' card: the way to delete the account, or, while one is pending, its date and Cancel. */
export function AccountDeletionCard({
  pendingAt,
  onStart,
  onCancel,
  cancelling = false,
  className,
}: AccountDeletionCardProps) {
  const { t, i18n } = useTranslation("privacy");
  const titleId = useId();
  const pending = pendingAt !== null;
  const date = pending ? formatDate(pendingAt, i18n.language, "day") : "";
  return (
    <section
      data-slot="account-deletion-card"
      data-state={pending ? "pending" : "idle"}
      aria-labelledby={titleId}
      className={cn(
        "rounded-2xl bg-surface px-5 py-5 shadow-card ring-1 sm:px-6 sm:py-6",
        pending ? "ring-danger-600/40" : "ring-ink-900/5",
        className,
      )}
    >
      <h2 id={titleId} className="text-balance font-semibold text-ink-900 text-lg">
        {pending ? t("deletion.pendingTitle", { date }) : t("deletion.title")}
      </h2>
      <p className="mt-1 max-w-prose text-pretty text-ink-600 text-sm">
        {pending ? t("deletion.pendingBody") : t("deletion.description", { days: DELETION_GRACE_DAYS })}
      </p>
      <div className="mt-4 flex justify-end">
        {pending ? (
          <Button variant="primary" onClick={onCancel} loading={cancelling}>
            {t("deletion.cancel")}
          </Button>
        ) : (
          <Button variant="outline" className="text-danger-700" onClick={onStart}>
            {t("deletion.start")}
          </Button>
        )}
      </div>
    </section>
  );
}
