import type { mail as en } from "../en/mail.ts";

import type { StringsOf } from "../types.ts";

export const mail: StringsOf<typeof en> = {
  title: "訊息",
  unread: "未讀",
  read: "已讀",
  locked: "升級後即可閱讀",
  list: {
    search: "搜尋訊息",
    searchPlaceholder: "依使用者名稱或內容搜尋",
    empty: "目前還沒有訊息",
    emptyHint: "有人寫信給你時，訊息會出現在這裡。",
    noMatch: "找不到符合「{{query}}」的訊息",
    noMatchHint: "換個名稱或關鍵字試試看。",
    loading: "正在載入訊息",
    loadMore: "載入更多",
  },
  composer: {
    title: "撰寫訊息",
    recipient: "收件人（使用者名稱或電子郵件）",
    recipientPlaceholder: "例如：小美 或 xiaomei@example.com",
    recipientRequired: "請輸入使用者名稱或電子郵件地址",
    content: "訊息內容",
    contentPlaceholder: "打聲招呼吧…",
    contentRequired: "內容不可空白",
    cancel: "取消",
    send: "傳送",
    sent: "訊息已傳送",
    failed: "訊息傳送失敗，請再試一次。",
  },
  detail: {
    title: "來自 {{name}} 的訊息",
    locked: "升級會員即可閱讀這則訊息。",
    reply: "回覆",
    close: "關閉",
  },
  notices: {
    label: "通知",
    labelUnread_one: "通知，{{count}} 則未讀",
    labelUnread_other: "通知，{{count}} 則未讀",
    title: "通知",
    new: "新",
    gift: "{{name}} 送你一份禮物",
    report: "檢舉處理結果",
    empty: "目前沒有新通知",
    viewAll: "查看所有通知",
  },
  messages: {
    label: "訊息",
    labelUnread_one: "訊息，{{count}} 則未讀",
    labelUnread_other: "訊息，{{count}} 則未讀",
    title: "未讀訊息",
    compose: "撰寫訊息",
    empty: "目前沒有新訊息",
    viewAll: "查看所有訊息",
  },
};
