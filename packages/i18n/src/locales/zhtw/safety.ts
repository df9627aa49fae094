import type { safety as en } from "../en/safety.ts";
import type { StringsOf } from "../types.ts";

export const safety: StringsOf<typeof en> = {
  warning: {
    chat: "請留意這則訊息",
    mail: "請留意這封郵件",
    kinds: {
      contact: "其中包含電話號碼、電子郵件地址或其他應用程式的帳號。",
      money: "其中提到要錢、轉帳、禮品卡或加密貨幣。",
      investment: "其中提到投資或交易平台。",
      offPlatform: "其中邀請您到其他應用程式繼續聊。",
    },
    advice: "詐騙者常會把聊天轉到別處，再開口要錢。請不要匯款給未曾見面的人。",
    report: "檢舉",
    reportLabel: "檢舉 {{username}} 的這則內容",
  },
  confirm: {
    chat: "確定要傳送這則訊息嗎？",
    mail: "確定要寄出這封郵件嗎？",
    intro: "送出之前，請留意：",
    kinds: {
      contact: "其中包含聯絡方式。在彼此熟悉之前，留在本站交流更能保護雙方。",
      money: "其中提到金錢。我們提醒會員不要匯款給未曾見面的人。",
      investment: "其中提到投資。投資推薦是常見的詐騙手法，容易被視為警訊。",
      offPlatform: "其中邀請對方到其他應用程式聊天。在本站雙方都可以封鎖或檢舉，在別處則不能。",
    },
    note: "{{username}} 會在旁邊看到一則安全提示。",
    edit: "修改",
    send: "仍要傳送",
  },
};
