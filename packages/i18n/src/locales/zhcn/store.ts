import type { store as en } from "../en/store.ts";
import type { StringsOf } from "../types.ts";

export const store: StringsOf<typeof en> = {
  pages: {
    store: "礼物商店",
    mine: "我的礼物",
    sections: "礼物页面",
    intro: "挑一份礼物，让对方开心一整天。礼物以积分支付。",
    balance: "余额",
    credits_one: "{{count}} 积分",
    credits_other: "{{count}} 积分",
    buyCredits: "购买积分",
    sendingTo: "送给 {{name}}",
    received: "收到的礼物",
    receivedIntro: "会员送给您的每一份礼物，最新的在前。",
    send: "送礼物",
    back: "返回礼物商店",
    history: "积分记录",
    historyEmpty: "还没有积分变动。",
    kinds: {
      recharge: "购买积分",
      gift: "送礼给 {{name}}",
      translate: "翻译",
      upgrade: "会员升级",
      refund: "退款",
      grant: "客服调整",
      opening: "期初余额",
    },
  },
};
