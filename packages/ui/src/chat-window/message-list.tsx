import { CHAT_AUTOSCROLL_PX } from "@site/contracts";
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { clockTime, dayKey, dayLabel } from "./chat-time.ts";
import { type ChatWindowMessage, MessageBubble } from "./message-bubble.tsx";

export type MessageListProps = {
  me: number;
  peerName: string;
  messages: ChatWindowMessage[];
  /** "Now" for the day separators (epoch ms). */
  now: number;
  onRetry?: (message: ChatWindowMessage) => void;
  onReport?: (message: ChatWindowMessage) => void;
};

const keyOf = (message: ChatWindowMessage | undefined) =>
  message === undefined ? undefined : (message.cid ?? String(message.id));

/**
 * The conversation, oldest first, with a separator per day. A new message scrolls the view down
 * only when it was within CHAT_AUTOSCROLL_PX of the bottom (spec §9), so reading back is never
 * interrupted; history put on top keeps what the reader sees in place.
 */
export function MessageList({ me, peerName, messages, now, onRetry, onReport }: MessageListProps) {
  const { t, i18n } = useTranslation("chat");
  const lang = i18n.language;
  const view = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Where the list last scrolled itself: that scroll event is not the reader leaving the bottom. */
  const ownScroll = useRef<number | null>(null);
  const seen = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });

  const toBottom = useCallback(() => {
    const el = view.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    ownScroll.current = el.scrollTop;
  }, []);

  useLayoutEffect(() => {
    const el = view.current;
    if (!el) return;
    const first = keyOf(messages[0]);
    const last = keyOf(messages.at(-1));
    const before = seen.current;
    if (before.last === undefined || (last !== before.last && atBottom.current)) toBottom();
    else if (last === before.last && first !== before.first) el.scrollTop += el.scrollHeight - before.height;
    seen.current = { first, last, height: el.scrollHeight };
  });

  // Pictures and fonts arrive after the messages: keep a reader who was at the bottom there.
  useEffect(() => {
    const el = content.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) toBottom();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [toBottom]);

  let previousDay: number | undefined;
  return (
    <div
      ref={view}
      role="log"
      aria-label={t("messages.label")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard focus, or its history is out of reach
      tabIndex={0}
      data-slot="chat-messages"
      onScroll={(event) => {
        const el = event.currentTarget;
        if (ownScroll.current !== null && Math.abs(el.scrollTop - ownScroll.current) < 1) return;
        ownScroll.current = null;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= CHAT_AUTOSCROLL_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-surface-muted [overflow-anchor:none] px-3 py-3 focus-visible:outline-2 focus-visible:outline-brand-300 focus-visible:-outline-offset-2"
    >
      <div ref={content} className="flex min-h-full flex-col gap-2">
        {messages.length === 0 && (
          <p className="m-auto max-w-56 text-balance text-center text-ink-500 text-sm">
            {t("messages.empty")}
          </p>
        )}
        {messages.map((message) => {
          const ms = message.create_time * 1000;
          const day = dayKey(ms);
          const separator = day !== previousDay;
          previousDay = day;
          const label = separator ? dayLabel(ms, now, lang) : undefined;
          return (
            <Fragment key={keyOf(message)}>
              {label && (
                <p data-slot="chat-day" className="my-1 text-center font-medium text-ink-500 text-xs">
                  {"key" in label ? t(`messages.${label.key}`) : label.text}
                </p>
              )}
              <MessageBubble
                message={message}
                mine={message.sender_id === me}
                peerName={peerName}
                time={clockTime(ms, lang)}
                onRetry={onRetry}
                onReport={onReport}
              />
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}
