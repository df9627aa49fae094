/** Typed privacy calls (issue 15) and their swr hooks: devices, deleting the account, the data archive. */
import { PrivacyCalls, type PrivacyStatus, type SignedInDevice } from "@site/contracts";
import useSWR, { type SWRConfiguration } from "swr";
import { unwrap } from "./hooks.ts";
import type { Client } from "./http.ts";

export function privacyCalls(client: Client) {
  return {
    devices: () => client.call<SignedInDevice[]>(PrivacyCalls.sessions),
    endSession: (id: number) => client.call<SignedInDevice[]>(PrivacyCalls.endSession, { id }),
    endOtherSessions: () => client.call<SignedInDevice[]>(PrivacyCalls.endOtherSessions),
    status: () => client.call<PrivacyStatus>(PrivacyCalls.status),
    deleteAccount: (password: string) => client.call<PrivacyStatus>(PrivacyCalls.deleteAccount, { password }),
    cancelDeletion: () => client.call<PrivacyStatus>(PrivacyCalls.cancelDeletion),
    requestExport: () => client.call<PrivacyStatus>(PrivacyCalls.requestExport),
  };
}
export type PrivacyApi = ReturnType<typeof privacyCalls>;

export const privacyKeys = {
  devices: ["privacy", "devices"] as const,
  status: ["privacy", "status"] as const,
};

export function useDevices(api: PrivacyApi) {
  return useSWR(privacyKeys.devices, () => unwrap(api.devices()));
}

/** The deletion and archive state; `config.refreshInterval` polls while an archive is being built. */
export function usePrivacyStatus(api: PrivacyApi, config?: SWRConfiguration<PrivacyStatus>) {
  return useSWR(privacyKeys.status, () => unwrap(api.status()), config);
}
