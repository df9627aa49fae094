export { InstallPrompt, type InstallPromptProps } from "./install-prompt.tsx";
export { OfflineBanner, type OfflineBannerProps } from "./offline-banner.tsx";
export { UpdatePrompt, type UpdatePromptProps } from "./update-prompt.tsx";
