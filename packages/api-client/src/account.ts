/** A typed function per account call of spec §7. */
import {
  type Answer,
  Calls,
  type ChangePasswordPayload,
  type ConfirmEmailPayload,
  type ForgetPayload,
  type InitData,
  type LoginPayload,
  type OnlineStatus,
  type OnlineStatusData,
  type Profile,
  type ProfilePayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  type SessionProfile,
  type SignaturePayload,
} from "@site/contracts";
import type { Client } from "./http.ts";

export function accountCalls(client: Client) {
  return {
    login: (p: LoginPayload) => client.call<SessionProfile>(Calls.login, p),
    register: (p: RegisterPayload) => client.call<SessionProfile>(Calls.register, { ...p }),
    forget: (p: ForgetPayload) => client.call<undefined>(Calls.forget, p),
    resetPassword: (p: ResetPasswordPayload) => client.call<undefined>(Calls.resetPassword, p),
    confirmEmail: (p: ConfirmEmailPayload) => client.call<undefined>(Calls.confirmEmail, p),
    userinfo: () => client.call<Profile>(Calls.userinfo),
    initdata: () => client.call<InitData>(Calls.initdata),
    readOnlineStatus: () => client.call<OnlineStatusData>(Calls.readOnlineStatus),
    changeOnlineStatus: (onlinestatus: OnlineStatus) =>
      client.call<OnlineStatusData>(Calls.changeOnlineStatus, { onlinestatus }),
    // The prompts are a list of objects: with them the call goes as JSON (the server takes both).
    profile: ({ prompts, ...p }: ProfilePayload) =>
      prompts === undefined
        ? client.call<Profile>(Calls.profile, { ...p })
        : client.call<Profile>(Calls.profile, { ...p, prompts: JSON.stringify(prompts) }),
    changeSignature: (p: SignaturePayload) => client.call<{ signature: string }>(Calls.changeSignature, p),
    changePassword: (p: ChangePasswordPayload) => client.call<undefined>(Calls.changePassword, p),
    logout: () => client.call<undefined>(Calls.logout),
  } satisfies Record<string, (...args: never[]) => Promise<Answer>>;
}
export type AccountCalls = ReturnType<typeof accountCalls>;
