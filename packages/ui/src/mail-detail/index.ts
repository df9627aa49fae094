export {
  MailDetail,
  MailDetailPreview,
  type MailDetailPreviewProps,
  type MailDetailProps,
} from "./mail-detail.tsx";
