export {
  MutualLikeDialog,
  type MutualLikeDialogProps,
  type MutualLikePerson,
} from "./mutual-like-dialog.tsx";
