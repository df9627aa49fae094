import { CHAT_WINDOW_WIDTH_PX, type RiskKind, type TranslateTarget } from "@site/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatHeader, type ChatPeer, peerDisplayName } from "./chat-header.tsx";
import type { ChatWindowMessage } from "./message-bubble.tsx";
import { MessageList } from "./message-list.tsx";

/** Height of an open floating window: header, about six messages and the composer. */
export const CHAT_WINDOW_HEIGHT_PX = 420;

const windowVariants = cva("flex min-w-0 flex-col bg-surface", {
  variants: {
    variant: {
      page: "h-full min-h-0 w-full rounded-2xl shadow-card ring-1 ring-ink-900/5",
      floating: "max-w-full rounded-t-xl shadow-overlay ring-1 ring-ink-900/10",
    },
  },
  defaultVariants: { variant: "page" },
});

export type ChatWindowProps = {
  /** The signed-in member's id: their messages sit on the right. */
  me: number;
  /**
   * The other member: their name, picture, tier and presence for the header (customer service shows by its
   * role).
   */
  peer: ChatPeer;
  /** Oldest first. */
  messages: ChatWindowMessage[];
  /** Called with the trimmed text; blank text is refused in place and never reaches it. */
  onSend: (text: string) => void;
  /** Shows the picture button; called with an image file (other files are refused in place). */
  onSendImage?: (file: File) => void;
  /** 0..1 while a picture uploads. */
  uploadProgress?: number;
  /** 'Query history': shown while `hasMore`. */
  onLoadHistory?: () => void;
  /**
   * Earlier messages exist: the header offers "Query history".
   * @default false
   */
  hasMore?: boolean;
  /**
   * Earlier messages are loading: the history button spins and is marked busy.
   * @default false
   */
  loadingHistory?: boolean;
  /** Shows the translate button and panel. */
  translate?: (text: string, to: TranslateTarget) => Promise<string>;
  /** The languages the translate menu offers (the site's provider's); the spec's list when not told. */
  translateTargets?: readonly TranslateTarget[];
  /** Why the member cannot send (banned from chat): the composer is disabled and says so. */
  blockedReason?: string;
  /**
   * "page": fills its container; "floating": a 300 x 420 px window of the chat dock.
   * @default "page"
   */
  variant?: "page" | "floating";
  /**
   * Page only: the phone's full-screen conversation (issue 50: five messages on a 375 x 667
   * screen): an edge-to-edge window, a one-line header and the one-row composer.
   * @default false
   */
  compact?: boolean;
  /**
   * Floating only: just the header shows.
   * @default false
   */
  collapsed?: boolean;
  /** Floating only: shows the minimise/open button in the header, called when the member presses it. */
  onToggleCollapse?: () => void;
  /** Floating only: shows the close button in the header, called when the member presses it. */
  onClose?: () => void;
  /** Offered on a failed message. */
  onRetry?: (message: ChatWindowMessage) => void;
  /** Offered on the safety note of a received message marked `risk`: report it. */
  onReportMessage?: (message: ChatWindowMessage) => void;
  /**
   * Asked before a text goes: the kinds of risk it carries when the member should confirm it
   * (the first risky message of a conversation), else null. The composer then asks "are you sure?".
   */
  checkBeforeSend?: (text: string) => readonly RiskKind[] | null;
  /** "Now" for the day separators (epoch ms); stories freeze it. Defaults to the clock. */
  now?: number;
  /** Extra classes for the window, merged after its own (a floating window's placement, say). */
  className?: string;
};

/**
 * A live conversation with one member: header, messages with day separators, and the composer (emoticons,
 * picture, translation). `page` fills its container; `floating` is the dock's 300 x 420 px window. For the
 * site's letters use MailComposer and MailDetail.
 */
export function ChatWindow({
  me,
  peer,
  messages,
  onSend,
  onSendImage,
  uploadProgress,
  onLoadHistory,
  hasMore = false,
  loadingHistory = false,
  translate,
  translateTargets,
  blockedReason,
  variant = "page",
  compact = false,
  collapsed = false,
  onToggleCollapse,
  onClose,
  onRetry,
  onReportMessage,
  checkBeforeSend,
  now,
  className,
}: ChatWindowProps) {
  const { t } = useTranslation("chat");
  const nameId = useId();
  const floating = variant === "floating";
  const folded = floating && collapsed;
  return (
    <section
      data-slot="chat-window"
      data-variant={variant}
      data-state={folded ? "collapsed" : "open"}
      aria-labelledby={nameId}
      className={cn(
        windowVariants({ variant }),
        compact && !floating && "rounded-none shadow-none ring-0",
        className,
      )}
      style={
        floating
          ? { width: CHAT_WINDOW_WIDTH_PX, height: folded ? undefined : CHAT_WINDOW_HEIGHT_PX }
          : undefined
      }
    >
      <ChatHeader
        peer={peer}
        nameId={nameId}
        floating={floating}
        compact={compact && !floating}
        collapsed={folded}
        onLoadHistory={onLoadHistory}
        hasMore={hasMore}
        loadingHistory={loadingHistory}
        onToggleCollapse={onToggleCollapse}
        onClose={onClose}
      />
      {/* Folded, the body stays mounted: a draft and the scroll position survive. */}
      <div className={cn("flex min-h-0 flex-1 flex-col", folded && "hidden")}>
        <MessageList
          me={me}
          peerName={peerDisplayName(peer, t)}
          messages={messages}
          now={now ?? Date.now()}
          onRetry={onRetry}
          onReport={onReportMessage}
        />
        <ChatComposer
          peerName={peerDisplayName(peer, t)}
          checkBeforeSend={checkBeforeSend}
          onSend={onSend}
          onSendImage={onSendImage}
          uploadProgress={uploadProgress}
          translate={translate}
          {...(translateTargets ? { translateTargets } : {})}
          blockedReason={blockedReason}
          compact={compact && !floating}
        />
      </div>
    </section>
  );
}
