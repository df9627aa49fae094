export { RefuseDialog, type RefuseDialogProps } from "./refuse-dialog.tsx";
export { ReviewCard, type ReviewCardProps } from "./review-card.tsx";
