export { ReportDialog, type ReportDialogProps } from "./report-dialog.tsx";
