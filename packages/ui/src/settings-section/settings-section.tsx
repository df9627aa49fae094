import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { cn } from "../utils/cn.ts";

export type SettingsSectionProps = {
  /** The card's heading. */
  title: string;
  /** A line under the heading that says what the section changes. */
  description?: string;
  /** The fields: toggle lists, radio groups, switches. */
  children: ReactNode;
  /** Shows the footer with the save button. */
  onSave?: () => void;
  /**
   * The save is under way: the save button spins.
   * @default false
   */
  saving?: boolean;
  /** Defaults to ui:settings.save. */
  saveLabel?: string;
  /**
   * Shows the 'saved' confirmation beside the button; the app clears it after a moment or on the next change.
   * @default false
   */
  saved?: boolean;
  /**
   * 1 when the card is the page (a settings page with nothing above it to name it); else 2.
   * @default 2
   */
  headingLevel?: 1 | 2;
  /** Extra classes for the card. */
  className?: string;
};

/** A settings card: heading, fields, and a footer with save and its confirmation. */
export function SettingsSection({
  title,
  description,
  children,
  onSave,
  saving = false,
  saveLabel,
  saved = false,
  headingLevel = 2,
  className,
}: SettingsSectionProps) {
  const { t } = useTranslation("ui");
  const titleId = useId();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      data-slot="settings-section"
      data-state={saving ? "saving" : saved ? "saved" : undefined}
      aria-labelledby={titleId}
      className={cn("rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5", className)}
    >
      <div className="px-5 pt-5 sm:px-6 sm:pt-6">
        <Heading id={titleId} className="text-balance font-semibold text-ink-900 text-lg">
          {title}
        </Heading>
        {description && <p className="mt-1 max-w-prose text-pretty text-ink-600 text-sm">{description}</p>}
      </div>
      <div className="flex flex-col gap-6 px-5 pt-5 pb-6 sm:px-6">{children}</div>
      {onSave && (
        <div
          data-slot="settings-section-footer"
          className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 rounded-b-2xl border-ink-100 border-t bg-surface-muted px-5 py-3.5 sm:px-6"
        >
          {/* Present from the start: a live region only announces what is added to it later. */}
          <p role="status" className="me-auto flex items-center gap-1.5 font-medium text-sm text-success-700">
            {saved && !saving && (
              <>
                <CheckIcon />
                {t("settings.saved")}
              </>
            )}
          </p>
          <Button onClick={onSave} loading={saving} className="min-w-24">
            {saveLabel ?? t("settings.save")}
          </Button>
        </div>
      )}
    </section>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className="size-4 shrink-0"
    >
      <path d="M4.5 10.5l3.5 3.5 7.5-8" />
    </svg>
  );
}
