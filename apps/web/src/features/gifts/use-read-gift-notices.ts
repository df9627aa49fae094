/**
 * Opening the received gifts reads their notices: the NEW marker of the mine page and the notice
 * count go out once the member has seen what arrived (spec §2 "a NEW marker while a gift notice is
 * unread").
 */
import { useEffect } from "react";
import { useChat } from "../chat/chat-provider.tsx";

export function useReadGiftNotices() {
  const chat = useChat();
  const unread = chat.notices.filter((n) => n.type === "gift" && n.status === 0);
  const ids = unread.map((n) => n.id).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the unread ids say when to read again
  useEffect(() => {
    for (const notice of unread) void chat.readNotice(notice);
  }, [ids]);
}
