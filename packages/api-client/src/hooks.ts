/** swr hooks of the account reads. Keys come from one factory so that a mutation can name them. */
import type { Answer, InitData, Profile } from "@site/contracts";
import useSWR, { type SWRConfiguration } from "swr";
import type { AccountCalls } from "./account.ts";

export const accountKeys = {
  userinfo: ["account", "userinfo"] as const,
  initdata: ["account", "initdata"] as const,
};

/** Unwraps an answer: data on 200, otherwise an error carrying the answer for the screen to show. */
export class AnswerError extends Error {
  readonly answer: Answer;
  constructor(answer: Answer) {
    super(answer.msg ?? `status ${answer.status}`);
    this.answer = answer;
  }
}

export async function unwrap<T>(promise: Promise<Answer<T>>): Promise<T> {
  const answer = await promise;
  if (answer.status !== 200) throw new AnswerError(answer);
  return answer.data as T;
}

/** The signed-in member; pass `enabled: false` while there is no token. */
export function useUserinfo(calls: AccountCalls, enabled: boolean, config?: SWRConfiguration<Profile>) {
  return useSWR(enabled ? accountKeys.userinfo : null, () => unwrap(calls.userinfo()), config);
}

export function useInitdata(calls: AccountCalls, enabled: boolean, config?: SWRConfiguration<InitData>) {
  return useSWR(enabled ? accountKeys.initdata : null, () => unwrap(calls.initdata()), config);
}
