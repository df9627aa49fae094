/** One conversation wired to the live chat: the ChatWindow of the UI package over the socket. */
import { ChatState } from "@site/contracts";
import { ChatWindow } from "@site/ui/chat-window";
import { Spinner } from "@site/ui/spinner";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useChat, useChatState } from "./chat-provider.tsx";

export function Conversation({
  uid,
  variant = "page",
  collapsed,
  onToggleCollapse,
  onClose,
  className,
}: {
  uid: number;
  variant?: "page" | "floating";
  collapsed?: boolean;
  onToggleCollapse?: () => void;
  onClose?: () => void;
  className?: string;
}) {
  const chat = useChat();
  const state = useChatState();
  const { t } = useTranslation("messages");
  const contact = state.contacts.find((c) => c.uid === uid);

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
    <ChatWindow
      me={state.me ?? 0}
      peer={contact}
      messages={contact.list.map(({ failed, ...m }) => ({ ...m, failed: !!failed }))}
      onSend={(text) => chat.socket.send(uid, { type: "txt", txt: text })}
      onSendImage={(file) => void chat.sendImage(uid, file)}
      {...(chat.uploadProgress[uid] !== undefined ? { uploadProgress: chat.uploadProgress[uid] } : {})}
      onLoadHistory={() => chat.socket.loadHistory(uid)}
      hasMore={state.moreHistory[uid] ?? false}
      loadingHistory={state.loadingHistory[uid] ?? false}
      translate={chat.translate}
      {...(state.chatState === ChatState.banned ? { blockedReason: t("chat.banned") } : {})}
      variant={variant}
      {...(collapsed !== undefined ? { collapsed } : {})}
      {...(onToggleCollapse ? { onToggleCollapse } : {})}
      {...(onClose ? { onClose } : {})}
      onRetry={(message) => message.cid && chat.socket.retry(uid, message.cid)}
      {...(className ? { className } : {})}
    />
  );
}
