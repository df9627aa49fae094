export {
  MessageMenu,
  MessageMenuPreview,
  type MessageMenuPreviewProps,
  type MessageMenuProps,
} from "./message-menu.tsx";
