import type { common as en } from "../en/common.ts";
import type { StringsOf } from "../types.ts";

export const common: StringsOf<typeof en> = {
  appName: "Amora",
  tagline: "認識值得認識的人",
  info: {
    nav: "網站資訊",
    about: "關於我們",
    contact: "聯絡我們",
    help: "說明中心",
    privacy: "隱私權政策",
    refund: "退款與取消政策",
    terms: "使用條款",
  },
  defaultTitle: "Amora — 國際交友",
  defaultDescription:
    "在 Amora 認識來自世界各地的會員：資料經過審核，聊天內建翻譯，還有禮物與安全約會的部落格。",
};
