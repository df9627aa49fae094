/** Typed Web Push calls (ours, issue 15): the server's key and this device's subscription. */
import { PushCalls, type PushPublicKey } from "@site/contracts";
import type { Client } from "./http.ts";

export interface PushSubscriptionFields {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function pushCalls(client: Client) {
  return {
    publicKey: () => client.call<PushPublicKey>(PushCalls.publicKey),
    subscribe: (subscription: PushSubscriptionFields) =>
      client.call<undefined>(PushCalls.subscribe, { ...subscription }),
    unsubscribe: (endpoint: string) => client.call<undefined>(PushCalls.unsubscribe, { endpoint }),
  };
}
export type PushApi = ReturnType<typeof pushCalls>;
