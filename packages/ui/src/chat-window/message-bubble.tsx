import type { ChatMessage, RiskKind } from "@site/contracts";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { EmoticonText } from "../emoticon-picker/emoticon-text.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { RetryIcon } from "./chat-icons.tsx";

/**
 * A message as the window shows it: the app marks its own sends pending, then failed or not, and a
 * received message that looks like the start of a scam with what it carries (assessMessage).
 */
export type ChatWindowMessage = ChatMessage & {
  pending?: boolean;
  failed?: boolean;
  risk?: readonly RiskKind[];
};

// Only a risky message needs the note (and its words): it loads with the first one.
const SafetyWarning = lazy(() =>
  import("../safety-warning/safety-warning.tsx").then((m) => ({ default: m.SafetyWarning })),
);

const bubbleVariants = cva("min-w-0 max-w-full rounded-2xl text-sm break-words", {
  variants: {
    mine: {
      true: "rounded-ee-md bg-brand-600 text-white",
      false: "rounded-es-md bg-surface text-ink-800 ring-1 ring-ink-900/5",
    },
    picture: { true: "overflow-hidden p-1", false: "px-3 py-2" },
    failed: { true: "ring-2 ring-danger-500 ring-offset-1 ring-offset-surface-muted" },
  },
});

export type MessageBubbleProps = {
  message: ChatWindowMessage;
  mine: boolean;
  /** The other member's name: the alt text of their pictures and the spoken sender. */
  peerName: string;
  time: string;
  onRetry?: (message: ChatWindowMessage) => void;
  /** Offered on the safety note of a risky received message. */
  onReport?: (message: ChatWindowMessage) => void;
};

export function MessageBubble({ message, mine, peerName, time, onRetry, onReport }: MessageBubbleProps) {
  const { t } = useTranslation("chat");
  const picture = message.type === "img" && message.img !== "";
  const sender = mine ? t("messages.you") : peerName;
  const state = message.failed ? "failed" : message.pending ? "pending" : "sent";
  return (
    <div
      data-slot="chat-message"
      data-state={state}
      data-mine={mine || undefined}
      className={cn("flex flex-col gap-1", mine ? "items-end ps-8" : "items-start pe-8")}
    >
      <div className={bubbleVariants({ mine, picture, failed: Boolean(message.failed) })}>
        <span className="sr-only">{sender}: </span>
        {picture ? (
          <a
            href={message.img}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("messages.openImage", { username: mine ? t("messages.you") : peerName })}
            className="block rounded-xl focus-visible:outline-3 focus-visible:outline-brand-300"
          >
            <img
              src={message.img}
              alt={t("messages.image", { username: sender })}
              className="block h-auto max-h-60 w-48 max-w-full rounded-xl bg-surface-sunken object-cover"
            />
          </a>
        ) : (
          <EmoticonText text={message.content} />
        )}
      </div>
      {!mine && message.risk && message.risk.length > 0 && (
        <Suspense fallback={null}>
          <SafetyWarning
            kinds={message.risk}
            about="chat"
            size="compact"
            username={peerName}
            {...(onReport ? { onReport: () => onReport(message) } : {})}
            className="max-w-72"
          />
        </Suspense>
      )}
      <p className="flex items-center gap-2 px-1 text-[0.6875rem] text-ink-500 leading-4">
        <time dateTime={new Date(message.create_time * 1000).toISOString()} className="tabular-nums">
          {time}
        </time>
        {message.pending && !message.failed && <span>{t("messages.sending")}</span>}
        {message.failed && <span className="font-semibold text-danger-700">{t("messages.failed")}</span>}
        {message.failed && onRetry && (
          <button
            type="button"
            onClick={() => onRetry(message)}
            className="inline-flex items-center gap-1 rounded-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-300 [&_svg]:size-3.5"
          >
            <RetryIcon />
            {t("messages.retry")}
          </button>
        )}
      </p>
    </div>
  );
}
