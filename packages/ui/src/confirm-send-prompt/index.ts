export {
  ConfirmSendPrompt,
  ConfirmSendPromptPreview,
  type ConfirmSendPromptPreviewProps,
  type ConfirmSendPromptProps,
} from "./confirm-send-prompt.tsx";
