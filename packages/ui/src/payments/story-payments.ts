/**
 * Data for the stories of the payment surfaces: packages, payment lists, tiers, a credit history
 * on the gift stories' fixed clock, and members to recharge for. Prices are made up (spec §9 does
 * not give them); the discount arithmetic is the spec's.
 */
import {
  DEFAULT_AUTHORITIES,
  type PayList,
  type RechargePackage,
  type TierPackages,
  Vip,
  type WalletEntry,
} from "@site/contracts";
import { NOW, rose, teddyBear } from "../gift-store/story-gifts.ts";
import { photos } from "../member-card/story-members.ts";
import type { FoundMember } from "./member-search-overlay.tsx";

export { NOW };

export const rechargePackages: RechargePackage[] = [
  { id: 1, amounts: 10 },
  { id: 2, amounts: 30 },
  { id: 3, amounts: 50 },
  { id: 4, amounts: 100 },
  { id: 5, amounts: 200 },
  { id: 6, amounts: 500 },
];

/** The seeded catalog as the server keeps it (RECHARGE_PACKAGES_USD's order: $200 first, id 1). */
export const seededPackages: RechargePackage[] = [
  { id: 1, amounts: 200 },
  { id: 2, amounts: 10 },
  { id: 3, amounts: 20 },
  { id: 4, amounts: 50 },
  { id: 5, amounts: 100 },
];

const none: PayList = {
  baiwanpay: 0,
  baiwantwopay: 0,
  wintopay: 0,
  cropay: 0,
  lcropayocalpay: 0,
  showzeropay: 0,
  showthreepay: 0,
  showipasspay: 0,
  showipasspaytwo: 0,
  showmembertypename: 1,
};
export const noMethods: PayList = none;
/** A usual list: the local card service, the card service, WintoPay and the online wallet. */
export const someMethods: PayList = { ...none, lcropayocalpay: 1, cropay: 1, wintopay: 1, showthreepay: 1 };
/** Every flag on: the eight pay types the list can offer (credits come from the page). */
export const allMethods: PayList = {
  baiwanpay: 1,
  baiwantwopay: 1,
  wintopay: 1,
  cropay: 1,
  lcropayocalpay: 1,
  showzeropay: 1,
  showthreepay: 1,
  showipasspay: 1,
  showipasspaytwo: 1,
  showmembertypename: 1,
};

/** Gold: $49 a month on its own, less the longer one takes. */
export const goldPackages: TierPackages = {
  price: 49,
  packages: [
    { id: 21, duration: 1, amounts: 49 },
    { id: 22, duration: 3, amounts: 129 },
    { id: 23, duration: 6, amounts: 210 },
    { id: 24, duration: 12, amounts: 348 },
  ],
};
export const silverPackages: TierPackages = {
  price: 25,
  packages: [
    { id: 11, duration: 1, amounts: 25 },
    { id: 12, duration: 3, amounts: 66 },
    { id: 13, duration: 6, amounts: 120 },
  ],
};
export const goldAuthorities: string[] = [...DEFAULT_AUTHORITIES[Vip.gold]];
export const silverAuthorities: string[] = [...DEFAULT_AUTHORITIES[Vip.silver]];

/** A create_time (seconds, as on the wire) this many seconds before NOW. */
const ago = (seconds: number) => Math.floor(NOW / 1000) - seconds;
const giftOf = (gift: typeof rose, username: string) => ({
  path: gift.path,
  titlee: gift.titlee,
  titlec: gift.titlec,
  titlef: gift.titlef,
  username,
});

/** Newest first; each balance follows from the one below it. */
export const ledgerEntries: WalletEntry[] = [
  { id: 9, kind: "gift", amount: -2, balance: 90.5, create_time: ago(5 * 60), gift: giftOf(rose, "LinMei") },
  { id: 8, kind: "recharge", amount: 50, balance: 92.5, create_time: ago(2 * 60 * 60) },
  { id: 7, kind: "translate", amount: -0.5, balance: 42.5, create_time: ago(5 * 60 * 60), to: "en" },
  {
    id: 6,
    kind: "gift",
    amount: -12,
    balance: 43,
    create_time: ago(26 * 60 * 60),
    gift: giftOf(teddyBear, "王小美"),
  },
  {
    id: 5,
    kind: "refund",
    amount: 35,
    balance: 55,
    create_time: ago(2 * 24 * 60 * 60),
    order: { tier: 1, months: 1 },
  },
  {
    id: 4,
    kind: "upgrade",
    amount: -35,
    balance: 20,
    create_time: ago(3 * 24 * 60 * 60),
    order: { tier: 1, months: 1, for: "LinMei" },
  },
  {
    id: 3,
    kind: "grant",
    amount: 5,
    balance: 55,
    create_time: ago(4 * 24 * 60 * 60),
    reason: "Sorry for the failed translation",
  },
  {
    id: 2,
    kind: "recharge",
    amount: 10,
    balance: 50,
    create_time: ago(9 * 24 * 60 * 60),
    order: { from: "Linda88" },
  },
  { id: 1, kind: "opening", amount: 40, balance: 40, create_time: ago(40 * 24 * 60 * 60) },
];

export const foundMembers: FoundMember[] = [
  { id: 101, username: "LinMei", avatar: photos.rose, vip: Vip.gold },
  { id: 104, username: "Linda88", avatar: photos.honey, vip: Vip.silver },
  { id: 107, username: "LinWei", avatar: "", vip: Vip.free },
];

/** The search the app makes: members whose name holds the text, answered after `delay` ms. */
export function searchMembers(delay = 150) {
  return (username: string) =>
    new Promise<FoundMember[]>((resolve) =>
      setTimeout(
        () => resolve(foundMembers.filter((m) => m.username.toLowerCase().includes(username.toLowerCase()))),
        delay,
      ),
    );
}
