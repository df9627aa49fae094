export { GiftCard, type GiftCardProps } from "./gift-card.tsx";
export {
  GiftDialog,
  GiftDialogPreview,
  type GiftDialogPreviewProps,
  type GiftDialogProps,
  GiftSendFormPreview,
  type GiftSendFormPreviewProps,
} from "./gift-dialog.tsx";
export { GiftSendForm, type GiftSendFormProps, type GiftSendInput } from "./gift-send-form.tsx";
export { GiftStore, type GiftStoreProps } from "./gift-store.tsx";
export { ReceivedGiftList, type ReceivedGiftListProps } from "./received-gift-list.tsx";
