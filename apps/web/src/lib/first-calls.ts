/**
 * main.tsx, before anything waits: a stored session's profile and authorities (and, on the phone's
 * home, its first list) are asked for while the language and the route's modules download, not
 * after the first render (issue 11: every signed-in screen waits for them). index.html's inline
 * loader sends them with the page (apps/web/scripts/first-screen-preload.ts) and leaves them in
 * `__firstCalls`; the ones it did not send (no loader: the dev server, the tests) are sent here.
 * The first client call with the same path and payload takes each answer (api-client callEarly).
 */
import { callEarly, type Payload } from "@site/api-client";
import { Calls, StorageKey } from "@site/contracts";

/** What the loader leaves: each call's path, its payload without the token, and its fetch. */
type LoaderCall = [path: string, payload: Payload, sent: Promise<Response>];

declare global {
  var __firstCalls: LoaderCall[] | undefined;
}

export function sendFirstCalls(storage: Pick<Storage, "getItem"> = localStorage): void {
  const fromLoader = globalThis.__firstCalls ?? [];
  globalThis.__firstCalls = undefined;
  const token = storage.getItem(StorageKey.token);
  if (!token) return;
  for (const [path, payload, sent] of fromLoader) callEarly(path, payload, token, sent);
  for (const path of [Calls.userinfo, Calls.initdata])
    if (!fromLoader.some(([sent]) => sent === path)) callEarly(path, {}, token);
}
