export { MailComposerPreview, type MailComposerPreviewProps } from "./composer-form.tsx";
export { MailComposer, type MailComposerProps } from "./mail-composer.tsx";
export { MailComposerDialog, type MailComposerDialogProps } from "./mail-composer-dialog.tsx";
