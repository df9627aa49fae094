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
  deviceTitle: "Notifications on this device",
  deviceText: "New chat messages, mail and gifts, while Amora is closed, as chosen above.",
  deviceDenied:
    "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
  deviceUnsupported:
    "This browser cannot show notifications from Amora. On an iPhone, add Amora to your Home Screen first.",
  deviceFailed: "That did not work. Check your connection and try again.",
};
