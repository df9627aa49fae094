/** React hooks over the chat socket and the notice poll. */
import { Timing } from "@site/contracts";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ChatCallsApi } from "./chat.ts";
import type { ChatSnapshot, ChatSocket } from "./chat-socket.ts";

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
