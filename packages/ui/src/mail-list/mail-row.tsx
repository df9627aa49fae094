import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { LockIcon, MailStatusIcon } from "./mail-icons.tsx";
import { isUnread, type MailItem } from "./mail-item.ts";

const rowVariants = cva(
  "flex w-full min-w-0 items-center text-start transition-colors hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:-outline-offset-3",
  {
    variants: {
      density: {
        comfortable: "gap-3 rounded-xl px-3 py-3",
        compact: "gap-2.5 rounded-lg px-2.5 py-2",
      },
    },
    defaultVariants: { density: "comfortable" },
  },
);

export type MailRowProps = {
  /** The mail: sender, read state, first line (or locked), and time. */
  mail: MailItem;
  /** Called with the mail when its row is pressed. */
  onOpen: (mail: MailItem) => void;
  /**
   * "compact" for the message menu's preview.
   * @default "comfortable"
   */
  density?: "comfortable" | "compact";
  /** Freezes "now" (epoch ms) for the time, in tests and stories. */
  now?: number;
  /** Extra classes for the row. */
  className?: string;
};

/** One mail as a button: read state, sender, one line of text (or the upgrade hint) and time. */
export function MailRow({ mail, onOpen, density = "comfortable", now, className }: MailRowProps) {
  const { t } = useTranslation("mail");
  const unread = isUnread(mail);
  return (
    <button
      type="button"
      data-slot="mail-row"
      data-state={unread ? "unread" : "read"}
      onClick={() => onOpen(mail)}
      className={cn(rowVariants({ density }), className)}
    >
      {!mail.sent && <MailStatusIcon read={!unread} label={unread ? t("unread") : t("read")} />}
      <Avatar src={mail.avatar} name={mail.sendername} alt="" size={density === "compact" ? "sm" : "md"} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex min-w-0 items-baseline gap-3">
          <span
            data-slot="mail-row-sender"
            className={cn("min-w-0 truncate text-ink-900", unread ? "font-bold" : "font-medium")}
          >
            {mail.sent ? t("sentTo", { name: mail.sendername }) : mail.sendername}
          </span>
          <RelativeTime
            value={mail.create_time * 1000}
            now={now}
            className="ms-auto shrink-0 text-ink-500 text-xs"
          />
        </span>
        {mail.locked ? (
          <span
            data-slot="mail-row-locked"
            className="flex min-w-0 items-center gap-1.5 font-medium text-brand-700 text-sm"
          >
            <LockIcon className="size-3.5 shrink-0" />
            <span className="truncate">{t("locked")}</span>
          </span>
        ) : (
          <span
            data-slot="mail-row-text"
            className={cn("truncate text-sm", unread ? "font-semibold text-ink-800" : "text-ink-600")}
          >
            {mail.msg}
          </span>
        )}
      </span>
    </button>
  );
}
