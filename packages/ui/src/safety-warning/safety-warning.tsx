import type { RiskKind } from "@site/contracts";
import type { VariantProps } from "class-variance-authority";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { ShieldIcon } from "./shield-icon.tsx";

export const safetyWarningVariants = cva(
  "flex gap-2.5 rounded-xl border border-warning-500/35 bg-warning-50 text-ink-800",
  {
    variants: {
      size: {
        /** Under a chat bubble: narrow, small type. */
        compact: "px-3 py-2 text-xs leading-5",
        /** In a mail: the width of the text. */
        regular: "px-4 py-3 text-sm leading-6",
      },
    },
    defaultVariants: { size: "regular" },
  },
);

export type SafetyWarningProps = VariantProps<typeof safetyWarningVariants> & {
  /** What the message carries (assessMessage from contracts); nothing renders for none. */
  kinds: readonly RiskKind[];
  /** A chat message or a mail: the title names the right one. */
  about: "chat" | "mail";
  /** The sender, named by the report button for screen readers. */
  username: string;
  /** Shows a Report button (the app opens its report dialog with the message attached). */
  onReport?: () => void;
  /** Extra classes for the note. */
  className?: string;
};

/**
 * A calm note on a received message that looks like the start of a scam: what was noticed, in plain
 * words, one line of advice and a way to report. Advice only: the message itself is shown as sent.
 */
export function SafetyWarning({ kinds, about, username, onReport, size, className }: SafetyWarningProps) {
  const { t } = useTranslation("safety");
  if (kinds.length === 0) return null;
  const title = t(`warning.${about}`);
  return (
    // A note, not a landmark: a conversation may hold several, and landmarks must each be unique.
    <div
      role="note"
      aria-label={title}
      data-slot="safety-warning"
      data-kinds={kinds.join(" ")}
      className={cn(safetyWarningVariants({ size }), className)}
    >
      <ShieldIcon
        className={cn("mt-0.5 shrink-0 text-warning-700", size === "compact" ? "size-4" : "size-5")}
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold text-warning-700">{title}</p>
        <ul className="flex flex-col">
          {kinds.map((kind) => (
            <li key={kind}>{t(`warning.kinds.${kind}`)}</li>
          ))}
        </ul>
        <p className="text-ink-600">{t("warning.advice")}</p>
        {onReport && (
          <button
            type="button"
            onClick={onReport}
            aria-label={t("warning.reportLabel", { username })}
            className="mt-1 self-start rounded-sm font-semibold text-danger-700 underline decoration-danger-700/40 underline-offset-2 hover:decoration-danger-700 focus-visible:outline-2 focus-visible:outline-brand-300 focus-visible:outline-offset-2"
          >
            {t("warning.report")}
          </button>
        )}
      </div>
    </div>
  );
}
