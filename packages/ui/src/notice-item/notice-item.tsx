import type { Notice } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { NewMark } from "../notice-menu/nav-popover.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { LineIcon } from "../utils/line-icon.tsx";

/** One notice as a button (the web's menu, the phone's notices tab). */
export function NoticeItem({
  notice,
  onOpen,
  now,
}: {
  /**
   * The notice (a gift, a like or comment on a moment, a refund, a report's outcome), as the list call
   * returns it.
   */
  notice: Notice;
  /** Called with the notice when its row is pressed. */
  onOpen: (notice: Notice) => void;
  /** Freezes "now" (epoch ms) for the time, in tests and stories. */
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

function ShieldIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M12 3.5l7 2.5v5.5c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </LineIcon>
  );
}
