/** /w/home/chat: the chat list beside the chosen conversation (spec §2 desktop chat). */
import { ConversationList } from "@site/ui/conversation-list";
import { EmptyState } from "@site/ui/empty-state";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useChat, useChatState } from "./chat-provider.tsx";
import { Conversation } from "./conversation.tsx";

export default function WebChatPage() {
  const { t } = useTranslation("shell");
  const { t: tl } = useTranslation("chat");
  const chat = useChat();
  const state = useChatState();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("uid"));
  const selected = Number.isSafeInteger(asked) && asked > 0 ? asked : undefined;

  // The first conversation is chosen on entry when none is.
  useEffect(() => {
    const first = state.contacts[0];
    if (selected === undefined && state.ready && first)
      setParams({ uid: String(first.uid) }, { replace: true });
  }, [selected, state.ready, state.contacts, setParams]);

  return (
    // The window's column may shrink below its content's widest line (minmax(0, 1fr)): a plain 1fr
    // grew past a 900 px window by 65 px, cutting the card's right edge and its rounded corners.
    <div className="grid h-[calc(100dvh-8rem)] min-h-[540px] grid-cols-[17rem_minmax(0,1fr)] gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-6">
      <h1 className="sr-only">{t("titles.chat")}</h1>
      <section
        aria-label={tl("live.chatList")}
        className="min-h-0 overflow-hidden rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5"
      >
        <ConversationList
          contacts={state.contacts}
          loading={!state.ready}
          {...(selected !== undefined ? { selected } : {})}
          onSelect={(uid) => setParams({ uid: String(uid) })}
          onDelete={(uid) => {
            chat.socket.remove(uid);
            if (uid === selected) setParams({}, { replace: true });
          }}
          className="h-full"
        />
      </section>
      <section className="min-h-0">
        {selected !== undefined ? (
          <Conversation key={selected} uid={selected} />
        ) : (
          <div className="flex h-full items-center justify-center rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5">
            <EmptyState title={tl("live.pick")} description={tl("live.pickHint")} />
          </div>
        )}
      </section>
    </div>
  );
}
