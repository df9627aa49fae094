/**
 * main.tsx, before anything waits: a stored session's profile and authorities are asked for while
 * the language and the route's modules download, not after the first render (issue 11: every
 * signed-in screen waits for them). The session's own calls take these answers (api-client
 * callEarly). A screen's list is not asked early: measured on /m/home, its cards then render in
 * the first long task and the blocking time grew more than the paint gained.
 */
import { callEarly } from "@site/api-client";
import { Calls, StorageKey } from "@site/contracts";

export function sendFirstCalls(storage: Pick<Storage, "getItem"> = localStorage): void {
  const token = storage.getItem(StorageKey.token);
  if (!token) return;
  callEarly(Calls.userinfo, {}, token);
  callEarly(Calls.initdata, {}, token);
}
