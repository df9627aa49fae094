import { REPORT_TYPES, type ReportType } from "@site/contracts";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { Dialog, dialogPanelVariants } from "../dialog/dialog.tsx";
import { DialogFrame, type DialogFrameProps } from "../dialog/dialog-frame.tsx";
import { RadioGroup } from "../radio-group/radio-group.tsx";
import { cn } from "../utils/cn.ts";

/** The words of each report type (spec §3: 1 ads, 2 offensive, 3 illegal). */
const TYPE_KEY = { 1: "report.ads", 2: "report.offensive", 3: "report.illegal" } as const satisfies Record<
  ReportType,
  string
>;

export type ReportDialogProps = {
  /** Whether the dialog is shown; the app sets it back to false in `onClose`. */
  open: boolean;
  /** Called on Escape, the backdrop, the close button and Cancel. */
  onClose: () => void;
  /** The reported member, named in the title. */
  username: string;
  /** Called with the chosen type; while a returned promise runs the submit button spins. */
  onSubmit: (type: ReportType) => Promise<void> | void;
  /** The report call is under way (when the app tracks it rather than returning a promise). */
  submitting?: boolean;
};

/**
 * The dialog where a member reports another member, choosing one reason. For reporting a single message, the
 * chat window's safety note does it.
 */
export function ReportDialog({ open, onClose, username, onSubmit, submitting }: ReportDialogProps) {
  const [type, setType] = useState<ReportType | null>(null);
  const [pending, setPending] = useState(false);
  // Every opening starts without a choice: a report is deliberate, never a leftover.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setType(null);
  }
  const busy = submitting ?? pending;

  const submit = async () => {
    if (type === null || busy) return;
    const result = onSubmit(type);
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } finally {
      setPending(false);
    }
  };

  const parts = useReportParts({
    username,
    type,
    onTypeChange: setType,
    busy,
    onCancel: onClose,
    onSubmit: submit,
  });
  return <Dialog open={open} onClose={onClose} size="sm" {...parts} />;
}

type PartsOptions = {
  username: string;
  type: ReportType | null;
  onTypeChange: (type: ReportType | null) => void;
  busy: boolean;
  onCancel: () => void;
  onSubmit: () => void;
};

/** Title, description, the choice and the buttons, for the modal and for catalog previews. */
function useReportParts({ username, type, onTypeChange, busy, onCancel, onSubmit }: PartsOptions) {
  const { t } = useTranslation("ui");
  const formId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return {
    title: t("report.title", { username }),
    description: t("report.description"),
    footer: (
      <>
        <Button variant="outline" onClick={onCancel}>
          {t("report.cancel")}
        </Button>
        <Button type="submit" form={formId} disabled={type === null} loading={busy}>
          {t("report.submit")}
        </Button>
      </>
    ),
    children: (
      <form id={formId} data-slot="report-dialog" onSubmit={handleSubmit}>
        <RadioGroup
          label={t("report.reason")}
          options={REPORT_TYPES.map((value) => ({ value: String(value), label: t(TYPE_KEY[value]) }))}
          value={type === null ? null : String(type)}
          onChange={(value) =>
            onTypeChange(REPORT_TYPES.find((candidate) => String(candidate) === value) ?? null)
          }
          disabled={busy}
          required
        />
      </form>
    ),
  } satisfies Omit<DialogFrameProps, "onClose">;
}

export type ReportDialogPreviewProps = { username: string; type?: ReportType | null; submitting?: boolean };

/** The dialog's panel in place, not modal: for catalogs and visual baselines only. */
export function ReportDialogPreview({ username, type = null, submitting = false }: ReportDialogPreviewProps) {
  const noop = () => {};
  const parts = useReportParts({
    username,
    type,
    onTypeChange: noop,
    busy: submitting,
    onCancel: noop,
    onSubmit: noop,
  });
  return (
    <div className={cn(dialogPanelVariants({ size: "sm" }), "w-[400px]")}>
      <DialogFrame preview hideClose {...parts} />
    </div>
  );
}
