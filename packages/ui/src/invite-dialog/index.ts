export {
  type InvitationSource,
  InviteDialog,
  type InviteDialogProps,
  invitationLink,
} from "./invite-dialog.tsx";
