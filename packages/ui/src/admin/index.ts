export { AuditChange, type AuditChangeProps } from "./audit-change.tsx";
export { contentKey, ModerationGrid, type ModerationGridProps } from "./moderation-grid.tsx";
export { RefuseDialog, type RefuseDialogProps } from "./refuse-dialog.tsx";
export { REPORT_TYPE_KEY, ReportCase, type ReportCaseProps } from "./report-case.tsx";
export { ReviewCard, type ReviewCardProps } from "./review-card.tsx";
