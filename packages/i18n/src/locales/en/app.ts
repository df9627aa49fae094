/** The installed /m app: offline, update and install notices (features/pwa; loads with it). */
export const app = {
  offline: "You are offline; what you see may be out of date",
  updateTitle: "A new version is ready",
  updateText: "Reload to use it; what you are writing now stays until you do.",
  reload: "Reload to update",
  later: "Later",
  installTitle: "Add Amora to your home screen",
  installText: "Open it like an app, full screen, and get notified of new chats and mail.",
  install: "Install",
  iosBefore: "Tap",
  iosAfter: "Share, then Add to Home Screen.",
  share: "Share",
  notNow: "Not now",
};
