export { InviteDialog, type InviteDialogProps } from "./invite-dialog.tsx";
