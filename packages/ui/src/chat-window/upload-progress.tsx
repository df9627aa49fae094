import { useTranslation } from "react-i18next";

/** A thin bar and the percentage while a picture uploads (`value` 0..1). */
export function UploadProgress({ value }: { value: number }) {
  const { t } = useTranslation("chat");
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div data-slot="chat-upload" className="mb-2 flex items-center gap-2 text-ink-600 text-xs">
      <div
        role="progressbar"
        aria-label={t("composer.uploading")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="tabular-nums">{percent}%</span>
    </div>
  );
}
