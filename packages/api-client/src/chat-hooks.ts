/** React hooks over the chat socket and the notice poll. */
import { type SentMailList, Timing } from "@site/contracts";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import useSWRInfinite, { unstable_serialize } from "swr/infinite";
import type { ChatCallsApi } from "./chat.ts";
import type { ChatSnapshot, ChatSocket } from "./chat-socket.ts";
import { unwrap } from "./hooks.ts";

/** The socket's current state; re-renders on every change. */
export function useChatSnapshot(socket: ChatSocket): ChatSnapshot {
  return useSyncExternalStore(socket.subscribe, socket.getSnapshot, socket.getSnapshot);
}

/**
 * The gift notice poll (spec §4): the unread notice count every 2 s, 3 s after a failure. Calls
 * `onChange` when the count changes, so that the preview can be fetched again.
 */
export function useNoticeCount(
  api: ChatCallsApi,
  enabled: boolean,
  onChange?: (count: number) => void,
): number {
  const [count, setCount] = useState(0);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    let last = -1;
    const tick = async () => {
      let delay: number = Timing.giftNoticePoll;
      try {
        const answer = await api.noticeCount();
        if (answer.status === 200 && answer.data) {
          const next = answer.data.newnoticecount;
          if (next !== last) {
            last = next;
            setCount(next);
            changed.current?.(next);
          }
        } else delay = Timing.giftNoticePollOnError;
      } catch {
        delay = Timing.giftNoticePollOnError;
      }
      if (!stopped) timer = setTimeout(tick, delay);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, enabled]);
  return count;
}

const sentMailsKey = (index: number, previous: SentMailList | null) =>
  previous && previous.current_page >= previous.last_page ? null : (["mail", "sent", index + 1] as const);

/** The cache key of the sent mails: `mutate(SENT_MAILS_KEY)` reloads them after a send. */
export const SENT_MAILS_KEY = unstable_serialize(sentMailsKey);

/** The mails the member sent (ours), page by page; nothing is fetched until `enabled`. */
export function useSentMails(api: ChatCallsApi, enabled = true) {
  return useSWRInfinite(
    (index: number, previous: SentMailList | null) => (enabled ? sentMailsKey(index, previous) : null),
    ([, , page]) => unwrap(api.sentMails(page)),
    { revalidateOnFocus: false },
  );
}
