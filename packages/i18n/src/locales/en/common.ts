/** App-wide words: the product, navigation, the shells. */
export const common = {
  appName: "Amora",
  tagline: "Meet people worth meeting",
  info: {
    nav: "Information pages",
    about: "About us",
    contact: "Contact us",
    help: "Help centre",
    privacy: "Privacy policy",
    refund: "Refund and cancellation",
    terms: "Terms of use",
  },
  defaultTitle: "Amora — international dating",
  defaultDescription:
    "Meet members from around the world on Amora: reviewed profiles, chat with translation, gifts and a blog on dating well and safely.",
};
