/**
 * Virtual gifts (spec §3 gift category and received gift, §7 Gifts, §8 Gift, §9): the calls, the
 * shapes they answer and their rules. The schema of a send is in gift-schemas.ts.
 *
 * Spec §3 names a category's three names (classifye English, classifyc simplified, classifyf
 * traditional Chinese) but not a gift's three titles: they follow the same letters (titlee,
 * titlec, titlef). ARCHITECTURE.md records the choice.
 */
import type { Language } from "./enums.ts";

export const GiftCalls = {
  /** The store: categories with their gifts. */
  store: "/member/shop/gift",
  /** The gifts the member received, newest first. */
  received: "/member/shop/received_gift",
  /** username, message, number (always 1), giftid. */
  give: "/member/gift/gift_giving",
} as const;

/** Spec §8 Gift: -1 the user does not exist, -2 too few credits; other failures -3 (send failed). */
export const GiftStatus = { userMissing: -1, insufficientCredits: -2, failed: -3 } as const;

/** Spec §9: a gift is always sent one at a time. */
export const GIFT_NUMBER = 1;

export interface Gift {
  id: number;
  /** The picture's address. */
  path: string;
  /** The price in credits. */
  money: number;
  titlee: string;
  titlec: string;
  titlef: string;
}

export interface GiftCategory {
  id: number;
  classifye: string;
  classifyc: string;
  classifyf: string;
  gifts: Gift[];
}

/** A gift the member received (spec §3: cid, gid, path, givername; the rest is ours, optional to read). */
export interface ReceivedGift {
  cid: number;
  gid: number;
  path: string;
  givername: string;
  /** Ours: when it arrived (epoch seconds), the giver's words and the gift's titles. */
  create_time?: number;
  message?: string;
  titlee?: string;
  titlec?: string;
  titlef?: string;
}

/** The answer of a send (ours; the spec's client reads only the status): the balance after it. */
export interface GiftSent {
  amount: number;
}

/** A gift's or a category's name in a language (spec §3's letters: e, c, f). */
export function giftTitle(gift: Pick<Gift, "titlee" | "titlec" | "titlef">, lang: Language): string {
  return (lang === "zhcn" ? gift.titlec : lang === "zhtw" ? gift.titlef : gift.titlee) || gift.titlee;
}
export function categoryName(
  category: Pick<GiftCategory, "classifye" | "classifyc" | "classifyf">,
  lang: Language,
): string {
  return (
    (lang === "zhcn" ? category.classifyc : lang === "zhtw" ? category.classifyf : category.classifye) ||
    category.classifye
  );
}
