/** Settings pages (general and notification settings, spec §2): loaded with those pages only. */
export const settings = {
  save: "Save",
  general: {
    title: "General settings",
    description: "How the site behaves for you.",
    form1: "Show me in member lists and search",
    legend: "Privacy",
  },
  notification: {
    title: "Notification settings",
    /** The card's title on the phone, where the bar above names the page. */
    emailsTitle: "E-mails",
    description: "Which e-mails we send you, and when.",
    legend: "E-mail me about",
    items: {
      form1: "Comments on my profile",
      form2: "Comments on my status",
      form3: "Comments on my wall",
      form4: "Comments on my photos",
      form5: "Comments on my videos",
      form6: "Likes on my status",
      form7: "New mail",
      form8: "New chat messages",
      form9: "Credits granted to me",
      form10: "Gifts I receive",
    },
    frequency: "How often",
    Immediately: "Immediately",
    Automatically: "Automatically",
    never: "Never",
    automaticHint: "Automatically: only when you have not been on the site for 2 days.",
    delivery: {
      Immediately: {
        label: "Immediately",
        description: "Within a minute. Several things at once come as one mail.",
      },
      Automatically: {
        label: "Automatically",
        description: "One summary, only when you have not visited the site for 2 days.",
      },
      never: { label: "Never", description: "No e-mails. You still see everything on the site." },
    },
    groups: { social: "Comments and likes", messages: "Mail and chat", wallet: "Credits and gifts" },
    offNote: "E-mails are off. Your choices below are kept for when you turn them on again.",
  },
};
