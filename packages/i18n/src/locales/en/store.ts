/** The gift store and payment screens (loaded with those screens, not with the first one). */
export const store = {
  pages: {
    store: "Gift store",
    mine: "My gifts",
    sections: "Gift pages",
    intro: "Pick a gift to brighten someone's day. Gifts are paid with credits.",
    balance: "Balance",
    credits_one: "{{count}} credit",
    credits_other: "{{count}} credits",
    buyCredits: "Buy credits",
    sendingTo: "For {{name}}",
    received: "Gifts you received",
    receivedIntro: "Every gift members sent you, newest first.",
    send: "Send a gift",
    back: "Back to the gift store",
    history: "Credit history",
    historyEmpty: "No credit movements yet.",
    kinds: {
      recharge: "Credits bought",
      gift: "Gift to {{name}}",
      translate: "Translation",
      upgrade: "Membership",
      refund: "Refund",
      grant: "Adjustment by support",
      opening: "Opening balance",
    },
  },
};
