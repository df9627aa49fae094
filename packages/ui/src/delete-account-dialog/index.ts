export {
  AccountDeletionCard,
  type AccountDeletionCardProps,
  DeleteAccountDialog,
  DeleteAccountDialogPreview,
  type DeleteAccountDialogPreviewProps,
  type DeleteAccountDialogProps,
} from "./delete-account-dialog.tsx";
