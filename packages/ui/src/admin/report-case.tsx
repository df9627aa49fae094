import {
  type ReportCase as Case,
  type ContentItem,
  REPORT_SLA_HOURS,
  type ReportAction,
} from "@site/contracts";
import { intlLocale } from "@site/i18n";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { cn } from "../utils/cn.ts";

/** A report type's words (ui namespace): 1 ads, 2 offensive, 3 illegal (spec §3 report). */
export const REPORT_TYPE_KEY = { 1: "report.ads", 2: "report.offensive", 3: "report.illegal" } as const;
const TYPE_KEY = REPORT_TYPE_KEY;

export type ReportCaseProps = {
  /** The report with its parties, reason, time and evidence, as the console's queue returns it. */
  report: Case;
  /** Called with the outcome the moderator chose. */
  onAct: (action: ReportAction) => void;
  /** The action being sent: its button spins, the others wait. */
  busy?: ReportAction | undefined;
  /** "Now" (epoch ms) for the clock (stories). */
  now?: number;
  /** Takes one of the reported member's pictures or posts down (asks for a reason first). */
  onTakeDown?: (item: ContentItem) => void;
  /** Extra classes for the outer element. */
  className?: string;
};

/**
 * An open report in the queue (issue 14): who reported whom and why, how long it has waited (past
 * 24 hours it is overdue, in red), the reported member's photos and the messages between the two
 * as evidence, and the four outcomes.
 */
export function ReportCase({
  report: r,
  onAct,
  busy,
  now = Date.now(),
  onTakeDown,
  className,
}: ReportCaseProps) {
  const { t } = useTranslation("pages");
  const { t: tu } = useTranslation("ui");
  const headingId = useId();
  const hours = Math.max(0, Math.floor((now / 1000 - r.create_time) / 3600));
  const type = TYPE_KEY[r.type as keyof typeof TYPE_KEY];
  const actions: [ReportAction, string, "outline" | "secondary" | "danger"][] = [
    ["dismiss", t("admin.dismiss"), "outline"],
    ["warn", t("admin.warn"), "secondary"],
    ["ban-chat", t("admin.banChat"), "secondary"],
    ["disable", t("admin.disableAccount"), "danger"],
  ];
  return (
    <article
      data-slot="report-case"
      data-state={r.overdue ? "overdue" : "open"}
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-4 rounded-2xl bg-surface p-5 shadow-card ring-1",
        r.overdue ? "ring-2 ring-danger-500" : "ring-ink-900/5",
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <Avatar src={r.reported.avatar} name={r.reported.username} size="md" />
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-ink-900">
              {t("admin.reportOf", { reporter: r.reporter.username, reported: r.reported.username })}
            </h2>
            <p className="text-ink-600 text-sm">{type ? tu(type) : ""}</p>
          </div>
        </div>
        <p
          className={cn(
            "rounded-full px-2.5 py-0.5 font-semibold text-xs",
            r.overdue ? "bg-danger-50 text-danger-700" : "bg-ink-100 text-ink-700",
          )}
        >
          {r.overdue ? `${t("admin.overdue")} · ` : ""}
          {t("admin.openFor", { hours })}
          <span className="sr-only"> / {REPORT_SLA_HOURS} h</span>
        </p>
      </div>
      {(r.reported.chat_state === 1 || r.reported.status === 3) && (
        <p className="text-danger-700 text-sm">
          {[
            r.reported.chat_state === 1 && t("admin.chatBanned"),
            r.reported.status === 3 && t("admin.disabled"),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      )}
      {r.content.length > 0 ? (
        <section aria-label={t("admin.reportedContent", { name: r.reported.username })}>
          <ul className="grid grid-cols-4 gap-2">
            {r.content.map((item) => (
              <li key={`${item.source}:${item.id}`} className="flex flex-col gap-1">
                {item.img ? (
                  <img
                    src={item.img}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full rounded-lg bg-ink-100 object-cover"
                  />
                ) : (
                  <p className="line-clamp-4 aspect-square overflow-hidden break-words rounded-lg bg-ink-100 p-1.5 text-ink-800 text-xs">
                    {item.text}
                  </p>
                )}
                {onTakeDown && (
                  <button
                    type="button"
                    onClick={() => onTakeDown(item)}
                    className="rounded-md px-1 py-0.5 font-semibold text-danger-700 text-xs hover:bg-danger-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    {t("admin.takeDown")}
                    <span className="sr-only">: {t(`admin.kind_${item.kind}`)}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        r.photos.length > 0 && (
          <section aria-label={t("admin.reportedPhotos", { name: r.reported.username })}>
            <ul className="flex flex-wrap gap-2">
              {r.photos.map((src) => (
                <li key={src}>
                  <img
                    src={src}
                    alt=""
                    loading="lazy"
                    className="size-16 rounded-lg bg-ink-100 object-cover"
                  />
                </li>
              ))}
            </ul>
          </section>
        )
      )}
      {r.evidence && <ReportedMessage evidence={r.evidence} />}
      <section aria-label={t("admin.evidence")} className="rounded-xl bg-surface-sunken p-3">
        <h3 className="mb-2 font-semibold text-ink-700 text-xs">{t("admin.evidence")}</h3>
        {r.messages.length === 0 ? (
          <p className="text-ink-600 text-sm">{t("admin.noMessages")}</p>
        ) : (
          <ol className="flex max-h-56 flex-col gap-1.5 overflow-y-auto text-sm">
            {r.messages.map((m) => (
              <li key={`${m.create_time}-${m.from}-${m.content}`} className="break-words">
                <span
                  className={cn(
                    "font-semibold",
                    m.from === r.reported.username ? "text-danger-700" : "text-ink-700",
                  )}
                >
                  {m.from}:
                </span>{" "}
                {m.type === "img" ? <a href={m.img}>[img]</a> : m.content}
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="flex flex-wrap justify-end gap-2">
        {actions.map(([action, label, variant]) => (
          <Button
            key={action}
            variant={variant}
            size="sm"
            loading={busy === action}
            disabled={busy !== undefined && busy !== action}
            onClick={() => onAct(action)}
          >
            {label}
          </Button>
        ))}
      </div>
    </article>
  );
}

/** The message the reporter reported (issue 15), as they received it: what the case is about. */
function ReportedMessage({ evidence }: { evidence: NonNullable<Case["evidence"]> }) {
  const { t, i18n } = useTranslation("pages");
  const label = t(evidence.kind === "mail" ? "admin.reportedMail" : "admin.reportedChat");
  const at = new Date(evidence.create_time * 1000);
  return (
    <section
      aria-label={label}
      data-slot="report-evidence"
      className="rounded-xl border border-danger-500/30 bg-danger-50 p-3"
    >
      <h3 className="mb-1 flex flex-wrap items-baseline justify-between gap-2 font-semibold text-danger-700 text-xs">
        {label}
        <time dateTime={at.toISOString()} className="font-normal text-ink-600 tabular-nums">
          {at.toLocaleString(intlLocale(i18n.language), { dateStyle: "medium", timeStyle: "short" })}
        </time>
      </h3>
      {evidence.content && (
        <p className="whitespace-pre-wrap text-ink-900 text-sm wrap-anywhere">{evidence.content}</p>
      )}
      {evidence.img && (
        <a href={evidence.img} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block">
          <img src={evidence.img} alt="" className="max-h-40 rounded-lg bg-ink-100" />
        </a>
      )}
    </section>
  );
}
