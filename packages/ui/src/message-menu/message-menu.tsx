import { useTranslation } from "react-i18next";
import { EnvelopeIcon } from "../mail-list/envelope-icon.tsx";
import type { MailItem } from "../mail-list/mail-item.ts";
import { NavPopover, navPopoverKind } from "../notice-menu/nav-popover.tsx";

/** The panel (the mail rows) loads with the popover's machinery, at the member's first intent. */
const usePopover = navPopoverKind(() => import("./message-panel.tsx"));

export type MessageMenuProps = {
  /** The mail list; the panel previews the first MAIL_PREVIEW unread ones (type 0). */
  mails: MailItem[];
  /** The badge's count (capped at 99), from the mail list's unread count. */
  unread: number;
  /** Called with the mail opened from the panel (the panel closes first). */
  onOpen: (mail: MailItem) => void;
  /** Opens the send-message dialog. */
  onCompose: () => void;
  /** Called by "View all" (the panel closes first): the app opens the mailbox. */
  onViewAll: () => void;
  /** Freezes "now" (epoch ms) for the times, in tests and stories. */
  now?: number;
  /** Extra classes for the trigger's wrapper. */
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
      usePopover={usePopover}
    >
      {(close, { MessagePanel }) => (
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
