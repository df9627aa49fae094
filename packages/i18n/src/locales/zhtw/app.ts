import type { app as en } from "../en/app.ts";
import type { StringsOf } from "../types.ts";

export const app: StringsOf<typeof en> = {
  offline: "您目前處於離線狀態，所見內容可能不是最新的",
  updateTitle: "新版本已準備好",
  updateText: "重新載入即可使用；在此之前，您正在填寫的內容會保留。",
  reload: "重新載入以更新",
  later: "稍後",
  installTitle: "將 Amora 加入主畫面",
  installText: "像應用程式一樣全螢幕開啟，並即時收到新聊天和郵件的通知。",
  install: "安裝",
  iosBefore: "請點按",
  iosAfter: "分享，然後選擇「加入主畫面」。",
  share: "分享",
  notNow: "暫不",
  deviceTitle: "在此裝置上接收通知",
  deviceText: "Amora 未開啟時，依上方的選擇通知您新的聊天訊息、郵件和禮物。",
  deviceDenied: "此網站的通知已被封鎖。請在瀏覽器的網站設定中允許通知，然後再試一次。",
  deviceUnsupported: "此瀏覽器無法顯示 Amora 的通知。若使用 iPhone，請先將 Amora 加入主畫面。",
  deviceFailed: "操作未成功。請檢查網路連線後再試一次。",
};
