/** Member safety in chat and mail (issue 15): the warning on a risky message, and the sender's prompt. */
export const safety = {
  warning: {
    chat: "Take care with this message",
    mail: "Take care with this mail",
    kinds: {
      contact: "It shares a phone number, an e-mail address or an account on another app.",
      money: "It asks for money, a transfer, gift cards or crypto.",
      investment: "It talks about an investment or a trading platform.",
      offPlatform: "It asks to carry on in another app.",
    },
    advice:
      "Scammers often move the talk elsewhere and then ask for money. Never send money to someone you have not met.",
    report: "Report",
    reportLabel: "Report this from {{username}}",
  },
  confirm: {
    chat: "Send this message?",
    mail: "Send this mail?",
    intro: "Before it goes, please take a moment:",
    kinds: {
      contact:
        "It shares contact details. Keeping the talk here protects you both until you know each other well.",
      money: "It mentions money. We advise members never to send money to someone they have not met.",
      investment:
        "It mentions investing. Investment pitches are a common scam, so it reads as a warning sign.",
      offPlatform:
        "It asks to move to another app. Here either of you can block or report; elsewhere you cannot.",
    },
    note: "{{username}} will see a safety note beside it.",
    edit: "Edit",
    send: "Send anyway",
  },
};
