import type { ExportStatus } from "@site/contracts";
import { formatDate, intlLocale } from "@site/i18n";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

export type DataExportCardProps = {
  /**
   * Where the archive stands (none, being made, ready until a date, expired or failed), as the server
   * answers.
   */
  status: ExportStatus;
  /** Asks for a new archive (idle, expired or failed). */
  onRequest: () => void;
  /** Downloads the ready archive. */
  onDownload: () => void;
  /**
   * The request is under way.
   * @default false
   */
  requesting?: boolean;
  /** Extra classes for the card. */
  className?: string;
};

/** The settings' card for the data archive: ask for one, wait for it, download it until it expires. */
export function DataExportCard({
  status,
  onRequest,
  onDownload,
  requesting = false,
  className,
}: DataExportCardProps) {
  const { t, i18n } = useTranslation("privacy");
  const titleId = useId();
  const locale = intlLocale(i18n.language);
  const date = (ms: number | null) => (ms === null ? "" : formatDate(ms, i18n.language, "day"));
  const { state } = status;
  return (
    <section
      data-slot="data-export-card"
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={state === "building" || undefined}
      className={cn(
        "rounded-2xl bg-surface px-5 py-5 shadow-card ring-1 ring-ink-900/5 sm:px-6 sm:py-6",
        className,
      )}
    >
      <h2 id={titleId} className="text-balance font-semibold text-ink-900 text-lg">
        {t("export.title")}
      </h2>
      <p className="mt-1 max-w-prose text-pretty text-ink-600 text-sm">{t("export.description")}</p>
      <div role="status" className="mt-4">
        {state === "ready" ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl bg-success-50 px-4 py-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-success-700 [&_svg]:size-5">
              <ArchiveIcon />
            </span>
            <div className="min-w-0 flex-1 basis-44 text-sm">
              <p className="font-semibold text-ink-900">{t("export.ready")}</p>
              <p className="text-ink-600">
                {status.bytes !== null && <>{t("export.size", { size: size(status.bytes, locale) })} · </>}
                {t("export.expiresOn", { date: date(status.expires_at) })}
              </p>
            </div>
            <Button onClick={onDownload} className="ms-auto">
              <DownloadIcon />
              {t("export.download")}
            </Button>
          </div>
        ) : state === "building" ? (
          <p className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-ink-800 text-sm">
            <Spinner size="sm" className="shrink-0 text-brand-600" />
            {t("export.building")}
          </p>
        ) : (
          <p className={cn("text-sm", state === "failed" ? "text-danger-700" : "text-ink-600")}>
            {state === "expired"
              ? t("export.expired", { date: date(status.expires_at) })
              : state === "failed"
                ? t("export.failed")
                : t("export.idle")}
          </p>
        )}
      </div>
      {state !== "ready" && state !== "building" && (
        <div className="mt-4 flex justify-end">
          <Button variant={state === "idle" ? "primary" : "outline"} onClick={onRequest} loading={requesting}>
            {state === "idle" ? t("export.request") : t("export.again")}
          </Button>
        </div>
      )}
    </section>
  );
}

/** "850 KB", "12.4 MB": an archive's size as a person reads it. */
function size(bytes: number, locale: string): string {
  const mb = bytes / 1_000_000;
  const [value, unit] = mb >= 1 ? [mb, "megabyte"] : [Math.max(bytes / 1000, 1), "kilobyte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
}

function ArchiveIcon() {
  return (
    <LineIcon>
      <path d="M4 7.5h16v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
      <path d="M3 4.5h18v3H3z" />
      <path d="M10 11.5h4" />
    </LineIcon>
  );
}

function DownloadIcon() {
  return (
    <LineIcon>
      <path d="M12 4v11" />
      <path d="m7.5 10.5 4.5 4.5 4.5-4.5" />
      <path d="M5 19.5h14" />
    </LineIcon>
  );
}
