import { NOTICE_PREVIEW, type Notice } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";
import { NavPanel, NavPopover, NewMark, navPanelClass } from "./nav-popover.tsx";

export type NoticeMenuProps = {
  /** The notice list; the panel previews the first NOTICE_PREVIEW unread ones (status 0). */
  notices: Notice[];
  /** The badge's count (capped at 99), from the notice count call. */
  unread: number;
  onOpen: (notice: Notice) => void;
  onViewAll?: () => void;
  /** Freezes "now" (epoch ms) for the times, in tests and stories. */
  now?: number;
  className?: string;
};

/** The web's notice menu (spec §2 web shell, §9 previews): a bell, a badge and unread notices. */
export function NoticeMenu({ notices, unread, onOpen, onViewAll, now, className }: NoticeMenuProps) {
  const { t } = useTranslation("mail");
  return (
    <NavPopover
      label={unread > 0 ? t("notices.labelUnread", { count: unread }) : t("notices.label")}
      title={t("notices.label")}
      icon={<BellIcon />}
      unread={unread}
      className={className}
    >
      {(close) => (
        <NoticePanel
          notices={notices}
          now={now}
          onOpen={(notice) => {
            close();
            onOpen(notice);
          }}
          onViewAll={
            onViewAll &&
            (() => {
              close();
              onViewAll();
            })
          }
        />
      )}
    </NavPopover>
  );
}

type NoticePanelProps = Pick<NoticeMenuProps, "notices" | "onOpen" | "onViewAll" | "now">;

function NoticePanel({ notices, onOpen, onViewAll, now }: NoticePanelProps) {
  const { t } = useTranslation("mail");
  const preview = notices.filter((notice) => notice.status === 0).slice(0, NOTICE_PREVIEW);
  return (
    <NavPanel
      title={t("notices.title")}
      focusBody={preview.length === 0 && !onViewAll}
      footer={
        onViewAll && (
          <Button variant="ghost" size="sm" block onClick={onViewAll}>
            {t("notices.viewAll")}
          </Button>
        )
      }
    >
      {preview.length === 0 ? (
        <EmptyState icon={<BellIcon className="size-10" />} title={t("notices.empty")} className="py-6" />
      ) : (
        <ul className="flex flex-col gap-0.5">
          {preview.map((notice) => (
            <li key={notice.id}>
              <NoticeItem notice={notice} onOpen={onOpen} now={now} />
            </li>
          ))}
        </ul>
      )}
    </NavPanel>
  );
}

/** One notice as a button (the web's menu, the phone's notices tab). */
export function NoticeItem({
  notice,
  onOpen,
  now,
}: {
  notice: Notice;
  onOpen: (notice: Notice) => void;
  now?: number;
}) {
  const { t } = useTranslation("mail");
  const gift = notice.type === "gift" ? notice.gift : undefined;
  const refund = notice.refund;
  const moment = notice.moment;
  const headline = gift
    ? t("notices.gift", { name: gift.givername })
    : moment
      ? t(moment.kind === "like" ? "notices.momentLike" : "notices.momentComment", { name: moment.username })
      : refund
        ? t("notices.refund")
        : t("notices.report");
  const report = notice.type === "report" ? notice.report : undefined;
  const body = moment
    ? moment.content
    : report
      ? t(report.outcome === "upheld" ? "notices.reportUpheld" : "notices.reportDismissed", {
          username: report.username,
        })
      : refund
        ? t(refund.order_type === 2 ? "notices.refundUpgrade" : "notices.refundRecharge", {
            id: refund.order_id,
            amount: refund.amount,
          })
        : notice.content;
  return (
    <button
      type="button"
      data-slot="notice-item"
      data-type={notice.type}
      onClick={() => onOpen(notice)}
      className="flex w-full items-start gap-3 rounded-lg px-2.5 py-2 text-start transition-colors hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:-outline-offset-3"
    >
      {gift ? (
        <img src={gift.path} alt="" className="size-10 shrink-0 rounded-lg bg-brand-50 object-cover" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <ShieldIcon className="size-5" />
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex min-w-0 items-start gap-2">
          <span className="min-w-0 flex-1 font-semibold text-ink-900 text-sm">{headline}</span>
          {notice.status === 0 && <NewMark>{t("notices.new")}</NewMark>}
        </span>
        {/* A report's content is the administrator's outcome; a gift's, the giver's words if any. */}
        {body && <span className="line-clamp-2 text-ink-700 text-sm">{body}</span>}
        <RelativeTime value={notice.create_time * 1000} now={now} className="text-ink-500 text-xs" />
      </span>
    </button>
  );
}

export type NoticeMenuPreviewProps = {
  notices: Notice[];
  viewAll?: boolean;
  now?: number;
  className?: string;
};

/** The open panel in place, not in a popover: for catalogs and visual baselines only. */
export function NoticeMenuPreview({ notices, viewAll = true, now, className }: NoticeMenuPreviewProps) {
  const noop = () => {};
  return (
    <div className={cn(navPanelClass, className)}>
      <NoticePanel notices={notices} onOpen={noop} onViewAll={viewAll ? noop : undefined} now={now} />
    </div>
  );
}

export function BellIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M6 10a6 6 0 0112 0c0 4 1.5 5.5 2 6.5H4c.5-1 2-2.5 2-6.5z" />
      <path d="M10 19.5a2 2 0 004 0" />
    </LineIcon>
  );
}

function ShieldIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M12 3.5l7 2.5v5.5c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </LineIcon>
  );
}
