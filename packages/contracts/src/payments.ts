/**
 * Payments and memberships (spec §3 recharge and upgrade packages, payment list flags, card form;
 * §4 purchase flow, payment result; §7 Payment; §8 Payment; §9 prices): the calls, the shapes they
 * answer, the pay types and their flags. The schema of a pay is in payment-schemas.ts.
 *
 * Where the spec is ambiguous (recorded in CONTRIBUTING.md, "The wire contract"):
 * - §3 "Tiers vip1 and vip2 each carry packages and a base price (price)": `{ price, packages }`.
 * - §3 recharge package "id, amounts (USD)": `amounts` is a number of US dollars (= credits).
 */
import { Vip } from "./enums.ts";

export const PayCalls = {
  rechargePackages: "/member/recharge/package",
  upgradePackages: "/member/Upgrade/package",
  /** JSON. */
  pay: "/member/Pay/pay",
  /** GET (also an empty POST): data.uuid. */
  generateUuid: "/member/Pay/generateuuid",
  /** data.ip (also an empty POST). */
  ipAddress: "/member/Pay/getIPaddress",
  /** Ours: an order's state, for the payment result screen (`id`). */
  order: "/member/Pay/order",
} as const;

/**
 * Answers of the pay call beyond 200 and 10011 (spec §8 says only "non-200 shows the server msg"):
 * 0 payment failed (declined, not priced), -1 the member to recharge does not exist, -2 the
 * credits do not cover it, -3 the method is not offered.
 */
export const PayStatus = { failed: 0, gainerMissing: -1, creditsLow: -2, methodOff: -3 } as const;

/** Spec §7 pay types. */
export const PayType = {
  localCard: 0,
  redirect: 1,
  credits: 2,
  cardService: 3,
  baiwan: 4,
  baiwantwo: 5,
  wintopay: 6,
  ipasspay: 7,
  ipasspaytwo: 8,
} as const;
export type PayType = (typeof PayType)[keyof typeof PayType];
export const PAY_TYPES = Object.values(PayType) as PayType[];

/** Spec §7: 1 recharge, 2 upgrade. */
export const OrderType = { recharge: 1, upgrade: 2 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];
/** Spec §7 payopttype: 0 recharge, 1 upgrade. */
export const PayOptType = { recharge: 0, upgrade: 1 } as const;

/** Spec §3 payment list flags: each says whether a pay type is offered (1) or not (0). */
export interface PayList {
  baiwanpay: 0 | 1;
  baiwantwopay: 0 | 1;
  wintopay: 0 | 1;
  cropay: 0 | 1;
  lcropayocalpay: 0 | 1;
  showzeropay: 0 | 1;
  showthreepay: 0 | 1;
  showipasspay: 0 | 1;
  showipasspaytwo: 0 | 1;
  /** Spec §6: 1 shows the tier names (silver, gold) instead of the generic member labels. */
  showmembertypename: 0 | 1;
}
export type PayFlag = Exclude<keyof PayList, "showmembertypename">;

/**
 * Spec §4: the default method is the first enabled in this order: local card service, card
 * service, baiwan, baiwantwo, wintopay, ipasspay, ipasspaytwo, then zero-pay (type 0), then
 * three-pay (type 1). Each flag with the pay type it offers.
 */
export const PAY_FLAG_ORDER: [PayFlag, PayType][] = [
  ["lcropayocalpay", PayType.localCard],
  ["cropay", PayType.cardService],
  ["baiwanpay", PayType.baiwan],
  ["baiwantwopay", PayType.baiwantwo],
  ["wintopay", PayType.wintopay],
  ["showipasspay", PayType.ipasspay],
  ["showipasspaytwo", PayType.ipasspaytwo],
  ["showzeropay", PayType.localCard],
  ["showthreepay", PayType.redirect],
];

/** The pay types a pay list offers, in the spec's order (credits are always offered for an upgrade). */
export function offeredPayTypes(list: PayList): PayType[] {
  const types: PayType[] = [];
  for (const [flag, type] of PAY_FLAG_ORDER) if (list[flag] === 1 && !types.includes(type)) types.push(type);
  return types;
}

/** Spec §4: the first offered, or none. */
export const defaultPayType = (list: PayList): PayType | undefined => offeredPayTypes(list)[0];

/** Pay types whose provider needs the card form before paying (spec §4 "card-type providers"). */
export const CARD_PAY_TYPES: readonly PayType[] = [
  PayType.localCard,
  PayType.cardService,
  PayType.baiwan,
  PayType.baiwantwo,
  PayType.wintopay,
  PayType.ipasspay,
  PayType.ipasspaytwo,
];
/**
 * Card-type pay types whose card is entered on the provider's own page: spec §5 gives provider 3's
 * form no card number, and §7 sends the number only for the baiwan-type providers. The form takes
 * the name, phone and e-mail (`cardContactSchema`); the pay answer is the page (a redirect or a
 * frame) where the member types the card.
 */
export const HOSTED_CARD_PAY_TYPES: readonly PayType[] = [PayType.cardService];
/** Whether our card form takes the card itself (number, expiry, code) for this pay type. */
export const cardTypedHere = (type: PayType | undefined): boolean =>
  type !== undefined && CARD_PAY_TYPES.includes(type) && !HOSTED_CARD_PAY_TYPES.includes(type);
/** Spec §4/§8: these answer 10011 with a url that the client shows in a full-page frame. */
export const FRAME_PAY_TYPES: readonly PayType[] = [PayType.baiwan, PayType.baiwantwo, PayType.wintopay];

export interface RechargePackage {
  id: number;
  /** US dollars, which buy as many credits. */
  amounts: number;
}

export interface UpgradePackage {
  id: number;
  /** Months. */
  duration: number;
  /** The package's price in US dollars. */
  amounts: number;
}

export interface TierPackages {
  /** The tier's base monthly price (spec §9 discount arithmetic). */
  price: number;
  packages: UpgradePackage[];
}

export interface UpgradePackages {
  vip1: TierPackages;
  vip2: TierPackages;
  paylist: PayList;
  /**
   * Ours (optional to the spec's client): WintoPay's device-fingerprint script (spec §7 "a remote
   * billing script"), whose session id a WintoPay pay sends as wintopay_sessionid.
   */
  wintopay_shield?: string;
}

/** The tier of an upgrade package and the package itself (ids are one sequence across the tiers). */
export function findUpgradePackage(
  catalog: Pick<UpgradePackages, "vip1" | "vip2">,
  id: number,
): { tier: 1 | 2; pkg: UpgradePackage } | undefined {
  for (const tier of [1, 2] as const) {
    const pkg = catalog[`vip${tier}`].packages.find((candidate) => candidate.id === id);
    if (pkg) return { tier, pkg };
  }
  return undefined;
}

/** The end of the member's current tier (spec §3 silver_deadline, gold_deadline), epoch ms; none when free. */
export const tierDeadline = (member: {
  vip: number;
  silver_deadline: number | null;
  gold_deadline: number | null;
}): number | null =>
  member.vip === Vip.gold ? member.gold_deadline : member.vip === Vip.silver ? member.silver_deadline : null;

/** Spec §9: a package's monthly price, to 2 decimals. */
export const monthlyPrice = (pkg: Pick<UpgradePackage, "amounts" | "duration">): number =>
  Math.round((pkg.amounts / pkg.duration) * 100) / 100;

/** Spec §9: the whole percent by which the monthly price is below the base price. */
export const discountPercent = (pkg: Pick<UpgradePackage, "amounts" | "duration">, base: number): number =>
  base > 0 ? Math.max(0, Math.floor(((base - monthlyPrice(pkg)) / base) * 100)) : 0;

/** Spec §3 card form: the six card countries. */
export const CARD_COUNTRIES = ["HK", "MY", "SG", "TW", "KR", "US"] as const;
export type CardCountry = (typeof CARD_COUNTRIES)[number];

/** Spec §8 Payment: status 10011 (the provider wants a full-page frame) with its url. */
export const PAY_FRAME_STATUS = 10011;

/** The pay answer's data (spec §7: payment_urll, iframe; for type 0 the data itself). */
export interface PayData {
  payment_urll?: string;
  iframe?: string;
  /** Ours: the order, for the result screen. */
  order_id?: number;
  /** Ours: after a credits pay, the balance. */
  amount?: number;
}

/** Ours: an order as the payment result screen reads it. */
export const ORDER_STATES = ["created", "pending", "paid", "failed", "expired", "refunded"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export interface OrderView {
  id: number;
  state: OrderState;
  order_type: OrderType;
  pay_type: PayType;
  /** US dollars. */
  amount: number;
  /** The member who receives the credits or the membership. */
  gainer: string;
  /** For an upgrade: the tier and months bought. */
  tier?: 1 | 2;
  months?: number;
  create_time: number;
}

/**
 * Spec §1 billing terms, shown where a member pays: the name on the card statement, the dispute
 * window, refund time, and that nothing renews by itself or moves to another member.
 */
export const BILLING = {
  statementName: "AMORA*MEMBERSHIP",
  disputeDays: 60,
  refundBusinessDays: 10,
} as const;

/** How long a created order may wait for its payment before it expires. */
export const ORDER_EXPIRY_MINUTES = 60;
/** The member is told this many days before a paid tier ends. */
export const TIER_EXPIRY_NOTICE_DAYS = 3;
