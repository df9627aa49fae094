/**
 * Mails and notices for the stories of the mail surfaces (list, detail, composer, the two menus),
 * on a fixed clock so every relative time reads the same on every run. Pictures are drawn data
 * URLs: stories never reach the network.
 */
import type { Notice } from "@site/contracts";
import type { Decorator } from "@storybook/react-vite";
import { Suspense } from "react";
import { photos } from "../member-card/story-members.ts";
import { Spinner } from "../spinner/spinner.tsx";
import type { MailItem } from "./mail-item.ts";

/** "Now" for every mail story: 15 June 2025, 12:00 local time. */
export const NOW = new Date(2025, 5, 15, 12, 0, 0).getTime();
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A create_time (seconds, as on the wire) this many seconds before NOW. */
const ago = (seconds: number) => Math.floor(NOW / 1000) - seconds;

/**
 * The `mail` namespace loads lazily: the first story of a language waits for it here rather than
 * showing keys. Plays find their first element with `findBy…`.
 */
export const withMailNamespace: Decorator = (Story) => (
  <Suspense fallback={<Spinner />}>
    <Story />
  </Suspense>
);

export const mailFromLinMei: MailItem = {
  eid: 901,
  type: 0,
  sendername: "LinMei",
  senderid: 101,
  avatar: photos.rose,
  msg: "Hi! I saw you like hiking too. Have you walked Yangmingshan in spring?",
  create_time: ago(5 * MINUTE),
};

export const mailFromXiaomei: MailItem = {
  eid: 902,
  type: 0,
  sendername: "王小美",
  senderid: 103,
  avatar: photos.honey,
  msg: "週末有空一起去看電影嗎？我知道信義區有一家很棒的小咖啡館，看完可以去坐坐。",
  create_time: ago(2 * HOUR),
};

/** A free member's copy: the text is withheld until they upgrade. */
export const mailLocked: MailItem = {
  eid: 903,
  type: 0,
  sendername: "陈雅婷",
  senderid: 105,
  avatar: "",
  msg: "这条消息只有会员才能看到。",
  create_time: ago(3 * HOUR),
  locked: true,
};

export const mailFromSophie: MailItem = {
  eid: 904,
  type: 0,
  sendername: "Sophie Laurent",
  senderid: 106,
  avatar: photos.plum,
  msg: "Bonjour! Your photos from Kyoto are beautiful.",
  create_time: ago(40 * MINUTE),
};

export const mailFromNoah: MailItem = {
  eid: 905,
  type: 1,
  sendername: "NoahPark",
  senderid: 102,
  avatar: photos.sky,
  msg: "Thanks for the roses! 🌹 Coffee on Saturday?",
  create_time: ago(DAY + 2 * HOUR),
};

/** Read, long, several paragraphs and an unbroken link: for wrapping and whitespace. */
export const mailLong: MailItem = {
  eid: 906,
  type: 1,
  sendername: "MinjunKimSeoul88",
  senderid: 104,
  avatar: "",
  msg: [
    "Hello from Seoul!",
    "",
    "I moved here from Busan last year for work, and I still get lost in the subway every week.",
    "    If you ever visit, I know the best tteokbokki stall in Mangwon market.",
    "",
    "Here is the map: https://maps.example.com/place/mangwon-market-tteokbokki-stall-number-seventeen",
  ].join("\n"),
  create_time: ago(3 * DAY),
};

/** Newest first, as the mail list answers: four unread (one locked), two read. */
export const storyMails: MailItem[] = [
  mailFromLinMei,
  mailFromSophie,
  mailFromXiaomei,
  mailLocked,
  mailFromNoah,
  mailLong,
];

function giftPicture(from: string, to: string, ribbon: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="#fff1f3"/><rect x="12" y="26" width="40" height="28" rx="4" fill="url(#g)"/><rect x="9" y="19" width="46" height="10" rx="3" fill="${to}"/><rect x="29" y="19" width="6" height="35" fill="${ribbon}"/><path d="M32 19c-4-9-14-9-13-3 1 4 8 3 13 3zm0 0c4-9 14-9 13-3-1 4-8 3-13 3z" fill="${ribbon}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const giftPictures = {
  rose: giftPicture("#ffc8d2", "#e5476a", "#fff6d6"),
  gold: giftPicture("#fff6d6", "#e0a526", "#cc2d55"),
  plum: giftPicture("#efebf1", "#9a8ea3", "#fd9fb1"),
};

const gift = (id: number, givername: string, path: string): Notice => ({
  id,
  type: "gift",
  status: 0,
  content: "",
  create_time: ago(id * 7 * MINUTE),
  gift: { givername, path, cid: 1, gid: id },
});

/** A report outcome as the server sends it: worded by the client, English `content` beside. */
const report = (
  id: number,
  outcome: "upheld" | "dismissed",
  username: string,
  status: 0 | 1 = 0,
): Notice => ({
  id,
  type: "report",
  status,
  content:
    outcome === "upheld"
      ? `Your report about ${username} was reviewed: action was taken. Thank you.`
      : `Your report about ${username} was reviewed: no rule was broken, so no action was taken.`,
  create_time: ago(id * 7 * MINUTE),
  report: { outcome, username },
});

/** Newest first: seven unread (gifts and report outcomes), then one read. */
export const storyNotices: Notice[] = [
  gift(1, "LinMei", giftPictures.rose),
  report(2, "upheld", "Spam888"),
  gift(3, "王小美", giftPictures.gold),
  gift(4, "NoahPark", giftPictures.plum),
  report(5, "dismissed", "小龙"),
  gift(6, "Sophie Laurent", giftPictures.rose),
  gift(7, "陈雅婷", giftPictures.gold),
  report(8, "upheld", "LuckyStar", 1),
];
