import { MAIL_PREVIEW } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { EnvelopeIcon } from "../mail-list/mail-icons.tsx";
import { isUnread, type MailItem } from "../mail-list/mail-item.ts";
import { MailRow } from "../mail-list/mail-row.tsx";
import { NavPanel, NavPopover, navPanelClass } from "../notice-menu/nav-popover.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

export type MessageMenuProps = {
  /** The mail list; the panel previews the first MAIL_PREVIEW unread ones (type 0). */
  mails: MailItem[];
  /** The badge's count (capped at 99), from the mail list's unread count. */
  unread: number;
  onOpen: (mail: MailItem) => void;
  /** Opens the send-message dialog. */
  onCompose: () => void;
  onViewAll: () => void;
  /** Freezes "now" (epoch ms) for the times, in tests and stories. */
  now?: number;
  className?: string;
};

/** The web's message menu (spec §2 web shell, §9 previews): an envelope, a badge and unread mails. */
export function MessageMenu({
  mails,
  unread,
  onOpen,
  onCompose,
  onViewAll,
  now,
  className,
}: MessageMenuProps) {
  const { t } = useTranslation("mail");
  // Each action closes the panel first, so focus is back on the button before a dialog opens.
  const closing =
    <A extends unknown[]>(close: () => void, action: (...args: A) => void) =>
    (...args: A) => {
      close();
      action(...args);
    };
  return (
    <NavPopover
      label={unread > 0 ? t("messages.labelUnread", { count: unread }) : t("messages.label")}
      title={t("messages.label")}
      icon={<EnvelopeIcon />}
      unread={unread}
      className={className}
    >
      {(close) => (
        <MessagePanel
          mails={mails}
          now={now}
          onOpen={closing(close, onOpen)}
          onCompose={closing(close, onCompose)}
          onViewAll={closing(close, onViewAll)}
        />
      )}
    </NavPopover>
  );
}

type MessagePanelProps = Pick<MessageMenuProps, "mails" | "onOpen" | "onCompose" | "onViewAll" | "now">;

function MessagePanel({ mails, onOpen, onCompose, onViewAll, now }: MessagePanelProps) {
  const { t } = useTranslation("mail");
  const preview = mails.filter(isUnread).slice(0, MAIL_PREVIEW);
  return (
    <NavPanel
      title={t("messages.title")}
      action={
        <Button variant="secondary" size="sm" onClick={onCompose}>
          <PencilIcon />
          {t("messages.compose")}
        </Button>
      }
      footer={
        <Button variant="ghost" size="sm" block onClick={onViewAll}>
          {t("messages.viewAll")}
        </Button>
      }
    >
      {preview.length === 0 ? (
        <EmptyState
          icon={<EnvelopeIcon className="size-10" />}
          title={t("messages.empty")}
          className="py-6"
        />
      ) : (
        <ul className="flex flex-col gap-0.5">
          {preview.map((mail) => (
            <li key={mail.eid}>
              <MailRow mail={mail} onOpen={onOpen} density="compact" now={now} />
            </li>
          ))}
        </ul>
      )}
    </NavPanel>
  );
}

export type MessageMenuPreviewProps = { mails: MailItem[]; now?: number; className?: string };

/** The open panel in place, not in a popover: for catalogs and visual baselines only. */
export function MessageMenuPreview({ mails, now, className }: MessageMenuPreviewProps) {
  const noop = () => {};
  return (
    <div className={cn(navPanelClass, className)}>
      <MessagePanel mails={mails} onOpen={noop} onCompose={noop} onViewAll={noop} now={now} />
    </div>
  );
}

function PencilIcon() {
  return (
    <LineIcon strokeWidth={2}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M14 6l4 4" />
    </LineIcon>
  );
}
