import { MAIL_PREVIEW } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { EnvelopeIcon } from "../mail-list/envelope-icon.tsx";
import { isUnread } from "../mail-list/mail-item.ts";
import { MailRow } from "../mail-list/mail-row.tsx";
import { NavPanel, navPanelClass } from "../notice-menu/nav-popover.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";
import type { MessageMenuProps } from "./message-menu.tsx";

/** The message menu's panel: loaded with the popover, when the member first points at the envelope. */
export type MessagePanelProps = Pick<
  MessageMenuProps,
  "mails" | "onOpen" | "onCompose" | "onViewAll" | "now"
>;

export function MessagePanel({ mails, onOpen, onCompose, onViewAll, now }: MessagePanelProps) {
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

export type MessageMenuPreviewProps = { mails: MessageMenuProps["mails"]; now?: number; className?: string };

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
