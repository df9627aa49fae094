/**
 * Customer service at the console (issue 14): staff answer the service account's conversations
 * through the chat protocol members use. The console opens its own chat socket with `as=service`
 * (the server lets staff, and only staff, speak as the service account there) and shows the same
 * conversation list and chat window as the member site.
 */
import { ChatSocket, useChatSnapshot } from "@site/api-client";
import { ChatWindow } from "@site/ui/chat-window";
import { ConversationList } from "@site/ui/conversation-list";
import { EmptyState } from "@site/ui/empty-state";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session.tsx";

function serviceSocketUrl(token: string): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}/ws?token=${encodeURIComponent(token)}&as=service`;
}

export function ServicePage() {
  const { t } = useTranslation("pages");
  const { t: tl } = useTranslation("chat");
  const { token } = useSession();
  const socket = useMemo(
    () => new ChatSocket({ url: () => (token ? serviceSocketUrl(token) : undefined) }),
    [token],
  );
  useEffect(() => {
    socket.start();
    return () => socket.stop();
  }, [socket]);
  const state = useChatSnapshot(socket);
  const [selected, setSelected] = useState<number>();
  const contact = state.contacts.find((c) => c.uid === selected);

  // The conversation on screen is read (its unread count resets, as on the member site).
  useEffect(() => {
    if (state.status !== "open" || selected === undefined) return;
    return socket.watch(selected);
  }, [socket, selected, state.status]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="font-display font-semibold text-2xl text-ink-900">{t("admin.service")}</h1>
        <p className="text-ink-600 text-sm">{t("admin.serviceHint")}</p>
      </div>
      <div className="grid h-[calc(100dvh-14rem)] min-h-[520px] grid-cols-[320px_1fr] gap-6">
        <section
          aria-label={tl("live.chatList")}
          className="min-h-0 overflow-hidden rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5"
        >
          <ConversationList
            contacts={state.contacts}
            loading={!state.ready}
            {...(selected !== undefined ? { selected } : {})}
            onSelect={setSelected}
            onDelete={(uid) => {
              socket.remove(uid);
              if (uid === selected) setSelected(undefined);
            }}
            className="h-full"
          />
        </section>
        <section className="min-h-0">
          {contact ? (
            <ChatWindow
              key={contact.uid}
              me={state.me ?? 0}
              peer={contact}
              messages={contact.list.map(({ failed, ...m }) => ({ ...m, failed: !!failed }))}
              onSend={(text) => socket.send(contact.uid, { type: "txt", txt: text })}
              onLoadHistory={() => socket.loadHistory(contact.uid)}
              hasMore={state.moreHistory[contact.uid] ?? false}
              loadingHistory={state.loadingHistory[contact.uid] ?? false}
              onRetry={(message) => message.cid && socket.retry(contact.uid, message.cid)}
              className="h-full"
            />
          ) : (
            <div className="flex h-full items-center justify-center rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5">
              <EmptyState title={t("admin.servicePick")} description={t("admin.servicePickHint")} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
