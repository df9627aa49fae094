import type { settings as en } from "../en/settings.ts";
import type { StringsOf } from "../types.ts";

export const settings: StringsOf<typeof en> = {
  save: "儲存",
  general: {
    title: "一般設定",
    description: "網站如何為您運作。",
    form1: "在會員列表與搜尋中顯示我",
    legend: "隱私",
  },
  notification: {
    title: "通知設定",
    emailsTitle: "電子郵件",
    description: "我們寄給您哪些郵件，以及何時寄出。",
    legend: "以下情況寄郵件給我",
    items: {
      form1: "有人在我的主頁留言",
      form2: "有人評論我的動態",
      form3: "有人在我的留言板留言",
      form4: "有人評論我的相片",
      form5: "有人評論我的影片",
      form6: "有人對我的動態按讚",
      form7: "收到新郵件",
      form8: "收到新聊天訊息",
      form9: "獲得點數",
      form10: "收到禮物",
    },
    frequency: "寄送頻率",
    Immediately: "立即",
    Automatically: "自動",
    never: "永不",
    automaticHint: "自動：只在您兩天沒有上站時寄出。",
    delivery: {
      Immediately: { label: "立即", description: "一分鐘內寄出；同時發生的幾件事合成一封郵件。" },
      Automatically: { label: "自動", description: "只在您兩天沒有上站時，寄一封摘要。" },
      never: { label: "永不", description: "不寄郵件。您在網站上仍會看到所有通知。" },
    },
    groups: { social: "評論與按讚", messages: "郵件與聊天", wallet: "點數與禮物" },
    offNote: "郵件通知已關閉。下方的選擇會保留，等您重新開啟時使用。",
  },
};
