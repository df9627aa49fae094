/** Typed payment calls (spec §7 Payment) and their swr hooks. The pay call is JSON (spec §7). */
import {
  type OrderView,
  PayCalls,
  type PayData,
  type RechargePackage,
  type UpgradePackages,
} from "@site/contracts";
import useSWR from "swr";
import { unwrap } from "./hooks.ts";
import type { Client } from "./http.ts";

/** The pay call's fields (spec §7), as the forms fill them. */
export interface PayRequest {
  pay_type: number;
  order_type: 1 | 2;
  payopttype: 0 | 1;
  packege_id: number;
  income?: string;
  gainer_id?: number;
  uuid?: string;
  ip?: string;
  [card: string]: string | number | undefined;
}

export function payCalls(client: Client) {
  return {
    rechargePackages: () => client.call<RechargePackage[]>(PayCalls.rechargePackages),
    upgradePackages: () => client.call<UpgradePackages>(PayCalls.upgradePackages),
    uuid: () => client.call<{ uuid: string }>(PayCalls.generateUuid),
    ip: () => client.call<{ ip: string }>(PayCalls.ipAddress),
    /** The answer as it is: 200 with url/data, 10011 with url, or a refusal (spec §8). */
    pay: (request: PayRequest) => client.call<PayData>(PayCalls.pay, { ...request }, { json: true }),
    order: (id: number) => client.call<OrderView>(PayCalls.order, { id }),
  };
}
export type PayApi = ReturnType<typeof payCalls>;

export const payKeys = {
  recharge: ["pay", "recharge"] as const,
  upgrade: ["pay", "upgrade"] as const,
  order: (id: number) => ["pay", "order", id] as const,
};

export function useRechargePackages(api: PayApi) {
  return useSWR(payKeys.recharge, () => unwrap(api.rechargePackages()), { revalidateOnFocus: false });
}

export function useUpgradePackages(api: PayApi) {
  return useSWR(payKeys.upgrade, () => unwrap(api.upgradePackages()), { revalidateOnFocus: false });
}

/** An order, asked again every 2 s while the provider has not answered. */
export function useOrder(api: PayApi, id: number | undefined) {
  return useSWR(id ? payKeys.order(id) : null, () => unwrap(api.order(id as number)), {
    refreshInterval: (order) =>
      order && (order.state === "created" || order.state === "pending") ? 2000 : 0,
  });
}
