import type { RiskKind } from "@site/contracts";
import { formatDate } from "@site/i18n";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { Dialog, dialogPanelVariants } from "../dialog/dialog.tsx";
import { DialogFrame } from "../dialog/dialog-frame.tsx";
import { LockIcon } from "../mail-list/mail-icons.tsx";
import type { MailItem } from "../mail-list/mail-item.ts";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

export type MailDetailProps = {
  /** The mail to show; null while none is chosen. */
  mail: MailItem | null;
  /** Whether the dialog is shown (only while `mail` is not null). */
  open: boolean;
  /** Called on Escape, the backdrop and Close. */
  onClose: () => void;
  /** Shows a Reply button that hands the mail back. */
  onReply?: (mail: MailItem) => void;
  /** What a received mail carries that looks like the start of a scam (assessMessage): shown as a note. */
  risk?: readonly RiskKind[];
  /** Offered on that note: report the mail. */
  onReport?: (mail: MailItem) => void;
  /** Shown in a locked mail's place (the app's upgrade offer); otherwise a short note says it is locked. */
  lockedOffer?: ReactNode;
};

// Only a risky mail needs the note (and its words): it loads with the first one.
const SafetyWarning = lazy(() =>
  import("../safety-warning/safety-warning.tsx").then((m) => ({ default: m.SafetyWarning })),
);

/** The web's mail detail dialog (spec §2 Messages): sender, full time and the whole text. */
export function MailDetail({ mail, open, onClose, onReply, risk, onReport, lockedOffer }: MailDetailProps) {
  const { t } = useTranslation("mail");
  // The app may clear the mail as it closes the dialog: keep showing it while the panel fades out.
  const [shown, setShown] = useState(mail);
  if (mail && mail !== shown) setShown(mail);
  if (!shown) return null;
  return (
    <Dialog
      open={open && mail !== null}
      onClose={onClose}
      hideClose
      title={t(shown.sent ? "detail.sentTitle" : "detail.title", { name: shown.sendername })}
      footer={<DetailActions mail={shown} onClose={onClose} onReply={shown.sent ? undefined : onReply} />}
    >
      <MailDetailBody
        mail={shown}
        risk={shown === mail ? risk : undefined}
        onReport={onReport}
        lockedOffer={lockedOffer}
      />
    </Dialog>
  );
}

function DetailActions({
  mail,
  onClose,
  onReply,
}: Omit<MailDetailProps, "open" | "mail"> & { mail: MailItem }) {
  const { t } = useTranslation("mail");
  return (
    <>
      <Button variant="outline" onClick={onClose}>
        {t("detail.close")}
      </Button>
      {onReply && (
        <Button onClick={() => onReply(mail)}>
          <ReplyIcon />
          {t("detail.reply")}
        </Button>
      )}
    </>
  );
}

function MailDetailBody({
  mail,
  risk,
  onReport,
  lockedOffer,
}: { mail: MailItem } & Pick<MailDetailProps, "risk" | "onReport" | "lockedOffer">) {
  const { t } = useTranslation("mail");
  let text: ReactNode;
  if (mail.locked && lockedOffer) text = lockedOffer;
  else if (mail.locked)
    text = (
      <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2.5 font-medium text-brand-800 text-sm">
        <LockIcon className="size-4 shrink-0" />
        {t("detail.locked")}
      </p>
    );
  else
    text = (
      // The sender's line breaks and indents are kept; a long link wraps instead of widening the panel.
      <p data-slot="mail-detail-text" className="whitespace-pre-wrap text-base text-ink-800 wrap-anywhere">
        {mail.msg}
      </p>
    );
  return (
    <div data-slot="mail-detail" className="flex flex-col gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={mail.avatar} name={mail.sendername} alt="" size="md" />
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-semibold text-base text-ink-900">{mail.sendername}</span>
          <FullTime value={mail.create_time * 1000} />
        </div>
      </div>
      {text}
      {!mail.sent && !mail.locked && risk && risk.length > 0 && (
        <Suspense fallback={null}>
          <SafetyWarning
            kinds={risk}
            about="mail"
            username={mail.sendername}
            {...(onReport ? { onReport: () => onReport(mail) } : {})}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Date and time in full, in the member's language (the list shows the relative time). */
function FullTime({ value }: { value: number }) {
  const { i18n } = useTranslation("mail");
  return (
    <time dateTime={new Date(value).toISOString()} className="text-ink-500 text-sm tabular-nums">
      {formatDate(value, i18n.language, "dayTime")}
    </time>
  );
}

export type MailDetailPreviewProps = {
  /** The mail shown. */
  mail: MailItem;
  /**
   * Shows the Reply button.
   * @default false
   */
  withReply?: boolean;
  /** The kinds of risk the mail carries: shown as the safety note. */
  risk?: readonly RiskKind[];
};

/** The dialog's panel in place, not modal: for catalogs and visual baselines only. */
export function MailDetailPreview({ mail, withReply = false, risk }: MailDetailPreviewProps) {
  const { t } = useTranslation("mail");
  const noop = () => {};
  return (
    <div className={cn(dialogPanelVariants({ size: "md" }), "w-[560px]")}>
      <DialogFrame
        preview
        hideClose
        title={t("detail.title", { name: mail.sendername })}
        footer={<DetailActions mail={mail} onClose={noop} onReply={withReply ? noop : undefined} />}
      >
        <MailDetailBody mail={mail} risk={risk} onReport={risk ? noop : undefined} />
      </DialogFrame>
    </div>
  );
}

function ReplyIcon() {
  return (
    <LineIcon strokeWidth={2}>
      <path d="M10 6l-6 6 6 6" />
      <path d="M4 12h10a6 6 0 016 6v1" />
    </LineIcon>
  );
}
