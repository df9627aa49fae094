import type { store as en } from "../en/store.ts";
import type { StringsOf } from "../types.ts";

export const store: StringsOf<typeof en> = {
  pages: {
    store: "禮物商店",
    mine: "我的禮物",
    sections: "禮物頁面",
    intro: "挑一份禮物，讓對方開心一整天。禮物以點數支付。",
    balance: "餘額",
    credits_one: "{{count}} 點",
    credits_other: "{{count}} 點",
    buyCredits: "購買點數",
    sendingTo: "送給 {{name}}",
    received: "收到的禮物",
    receivedIntro: "會員送給您的每一份禮物，最新的在前。",
    send: "送禮物",
    back: "返回禮物商店",
    history: "點數紀錄",
    historyEmpty: "還沒有點數異動。",
    kinds: {
      recharge: "購買點數",
      gift: "送禮給 {{name}}",
      translate: "翻譯",
      upgrade: "會員升級",
      refund: "退款",
      grant: "客服調整",
      opening: "期初餘額",
    },
  },
};
