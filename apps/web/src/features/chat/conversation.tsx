/** One conversation wired to the live chat: the ChatWindow of the UI package over the socket. */
import { ChatState } from "@site/contracts";
import { ChatWindow, type ChatWindowMessage } from "@site/ui/chat-window";
import { Spinner } from "@site/ui/spinner";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useMessageReport } from "../safety/use-message-report.tsx";
import { useRisk } from "../safety/use-risk.ts";
import { useChat, useChatState } from "./chat-provider.tsx";

export function Conversation({
  uid,
  variant = "page",
  compact,
  collapsed,
  onToggleCollapse,
  onClose,
  className,
}: {
  uid: number;
  variant?: "page" | "floating";
  /** The phone's full-screen conversation: one-line header, one-row composer. */
  compact?: boolean;
  collapsed?: boolean;
  onToggleCollapse?: () => void;
  onClose?: () => void;
  className?: string;
}) {
  const chat = useChat();
  const state = useChatState();
  const { t } = useTranslation("messages");
  const contact = state.contacts.find((c) => c.uid === uid);
  const me = state.me ?? 0;
  const riskOf = useRisk();
  const { report, dialog } = useMessageReport();
  // Customer service is the site itself: its messages carry no warning, and writing to it asks nothing.
  const guarded = contact !== undefined && !contact.service;
  const messages = useMemo(
    () =>
      (contact?.list ?? []).map(({ failed, ...m }): ChatWindowMessage => {
        const risk = guarded && m.sender_id !== me && m.type === "txt" ? riskOf(m.content) : undefined;
        return { ...m, failed: !!failed, ...(risk ? { risk } : {}) };
      }),
    [contact?.list, guarded, me, riskOf],
  );
  // Only the first risky message of a conversation asks: one the member already sent counts as confirmed.
  const confirmed = useMemo(
    () => messages.some((m) => m.sender_id === me && m.type === "txt" && riskOf(m.content) !== undefined),
    [messages, me, riskOf],
  );

  // A conversation on screen is open on the server (unread reset, added to the list); a collapsed
  // floating window is not on screen, so its messages count as unread.
  useEffect(() => {
    if (state.status !== "open" || collapsed) return;
    return chat.socket.watch(uid);
  }, [chat.socket, uid, state.status, collapsed]);

  if (!contact) {
    return (
      <div className="flex h-full min-h-60 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  return (
    <>
      <ChatWindow
        me={me}
        peer={contact}
        messages={messages}
        onSend={(text) => chat.socket.send(uid, { type: "txt", txt: text })}
        {...(guarded
          ? {
              checkBeforeSend: (text: string) => (confirmed ? null : (riskOf(text) ?? null)),
              onReportMessage: (message: ChatWindowMessage) =>
                report({ userid: uid, username: contact.username, about: { message_id: message.id } }),
            }
          : {})}
        onSendImage={(file) => void chat.sendImage(uid, file)}
        {...(chat.uploadProgress[uid] !== undefined ? { uploadProgress: chat.uploadProgress[uid] } : {})}
        onLoadHistory={() => chat.socket.loadHistory(uid)}
        hasMore={state.moreHistory[uid] ?? false}
        loadingHistory={state.loadingHistory[uid] ?? false}
        // A provider that serves no language leaves no translate button.
        {...(chat.translateTargets.length > 0
          ? { translate: chat.translate, translateTargets: chat.translateTargets }
          : {})}
        {...(state.chatState === ChatState.banned ? { blockedReason: t("chat.banned") } : {})}
        variant={variant}
        {...(compact ? { compact } : {})}
        {...(collapsed !== undefined ? { collapsed } : {})}
        {...(onToggleCollapse ? { onToggleCollapse } : {})}
        {...(onClose ? { onClose } : {})}
        onRetry={(message) => message.cid && chat.socket.retry(uid, message.cid)}
        {...(className ? { className } : {})}
      />
      {dialog}
    </>
  );
}
