/** Typed gift calls (spec §7 Gifts) and their swr hooks. */
import {
  GIFT_NUMBER,
  GiftCalls,
  type GiftCategory,
  type GiftSent,
  type ReceivedGift,
  WalletCalls,
  type WalletPage,
} from "@site/contracts";
import useSWR from "swr";
import { unwrap } from "./hooks.ts";
import type { Client } from "./http.ts";

export function giftCalls(client: Client) {
  return {
    store: () => client.call<GiftCategory[]>(GiftCalls.store),
    received: () => client.call<ReceivedGift[]>(GiftCalls.received),
    give: (username: string, giftid: number, message: string) =>
      client.call<GiftSent>(GiftCalls.give, { username, message, number: GIFT_NUMBER, giftid }),
    /** Ours: the member's credit history, newest first (`before` an entry id for the next page). */
    wallet: (before?: number) => client.call<WalletPage>(WalletCalls.history, { before }),
  };
}
export type GiftApi = ReturnType<typeof giftCalls>;

export const giftKeys = {
  store: ["gifts", "store"] as const,
  received: ["gifts", "received"] as const,
  wallet: ["wallet", "history"] as const,
};

/** The catalog changes rarely: read once a session, again on demand. */
export function useGiftStore(api: GiftApi) {
  return useSWR(giftKeys.store, () => unwrap(api.store()), { revalidateOnFocus: false });
}

export function useReceivedGifts(api: GiftApi) {
  return useSWR(giftKeys.received, () => unwrap(api.received()));
}

export function useWalletHistory(api: GiftApi) {
  return useSWR(giftKeys.wallet, () => unwrap(api.wallet()));
}
