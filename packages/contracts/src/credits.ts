/**
 * Credits and their amounts (issue 13; spec §5 custom recharge amount, §9 currency): 1 credit =
 * 1 USD, carried on the wire as a number of credits with at most 2 decimals and stored as integer
 * cents. The rules live here once: the recharge form, the server's pricing and the staff's grant
 * tool all use them.
 */

/** The most a single custom recharge may be, in credits (a typo of extra zeros is refused). */
export const RECHARGE_CUSTOM_MAX = 10_000;
/** The most a staff grant or deduction may move at once, in credits. */
export const CREDIT_GRANT_MAX = 100_000;
/** A staff grant's reason: required, at most this long. */
export const CREDIT_REASON_MAX = 200;

/**
 * Spec §5: the custom amount box keeps only digits and one decimal point, collapses repeated
 * dots, strips leading zeros and keeps at most 2 decimals. Applied on every keystroke.
 */
export function sanitizeAmountInput(raw: string): string {
  let text = raw.replace(/[^\d.]/g, "").replace(/\.{2,}/g, ".");
  const dot = text.indexOf(".");
  if (dot !== -1)
    text = `${text.slice(0, dot + 1)}${text
      .slice(dot + 1)
      .replace(/\./g, "")
      .slice(0, 2)}`;
  text = text.replace(/^0+(?=\d)/, "");
  return text.startsWith(".") ? `0${text}` : text;
}

/**
 * Whole cents of an amount of credits given as text or a number (at most 2 decimals), or
 * undefined when it is not one. Signed when `signed` (a staff deduction).
 */
export function creditsToCents(value: unknown, { signed = false } = {}): number | undefined {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof text !== "string") return undefined;
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = "0", fraction = ""] = match;
  if (sign && !signed) return undefined;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** Cents as the wire's credits (2 decimals at most, no float noise). */
export const centsToCredits = (cents: number): number => Math.round(cents) / 100;

/** Ours (beyond spec §7): the member's credit history. */
export const WalletCalls = {
  /** `before` (optional): an entry id; answers the entries older than it, newest first. */
  history: "/member/wallet/history",
} as const;

/** Entries per page of the credit history. */
export const WALLET_PAGE_SIZE = 30;

/** What moved the credits: the ledger's transaction kinds a member can see. */
export const WALLET_KINDS = [
  "recharge",
  "gift",
  "translate",
  "upgrade",
  "refund",
  "grant",
  "opening",
] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

export interface WalletEntry {
  id: number;
  kind: WalletKind;
  /** Credits, signed: positive received, negative spent. */
  amount: number;
  /** The balance after it, in credits. */
  balance: number;
  /** Epoch seconds. */
  create_time: number;
  /** A gift sent: which, to whom. */
  gift?: { path: string; titlee: string; titlec: string; titlef: string; username: string };
  /**
   * A recharge, upgrade or refund: what the order bought, and the other member when it was
   * bought for someone else (`for`) or by someone else (`from`).
   */
  order?: { tier?: 1 | 2; months?: number; for?: string; from?: string };
  /** A translation: the language translated to (spec §7 translate `to`). */
  to?: string;
  /** A staff adjustment: the reason support gave. */
  reason?: string;
}

export interface WalletPage {
  entries: WalletEntry[];
  /** The `before` of the next page; absent on the last. */
  next?: number;
}
