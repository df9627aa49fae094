/**
 * The desktop's chat corner across the signed-in pages (spec §2 web shell, §5 floating windows):
 * the chat list panel and the floating windows of the UI package's FloatingChatDock, wired to the
 * live chat. Which windows are open, which are collapsed and whether the list is open survive
 * moving between pages and a reload (session storage, this tab only, per member: another member
 * signing in on the same tab starts with an empty corner). The chat page has its own
 * list and conversation, so the corner steps aside there.
 */
import { FloatingChatDock } from "@site/ui/floating-chat-dock";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { useSession } from "../../session/session.tsx";
import { useChat, useChatState } from "./chat-provider.tsx";

/** The chat list loads when the member first opens it: the corner starts as its bar. */
const ConversationList = lazy(() =>
  import("@site/ui/conversation-list").then((m) => ({ default: m.ConversationList })),
);
/** A conversation's window (messages, composer, translation) loads when the first one opens. */
const Conversation = lazy(() => import("./conversation.tsx").then((m) => ({ default: m.Conversation })));

interface DockState {
  /** Open windows, the most recently opened first (the first ones show). */
  windows: { uid: number; collapsed: boolean }[];
  listOpen: boolean;
}

/** Where a member's corner is remembered. */
export const dockStorageKey = (member: number) => `chat-dock:${member}`;
const EMPTY: DockState = { windows: [], listOpen: false };

function restore(key: string): DockState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? "null") as DockState | null;
    if (!saved || !Array.isArray(saved.windows)) return EMPTY;
    const windows = saved.windows.filter(
      (w) => Number.isSafeInteger(w?.uid) && w.uid > 0 && typeof w.collapsed === "boolean",
    );
    return { windows, listOpen: saved.listOpen === true };
  } catch {
    return EMPTY;
  }
}

/** The dock's windows and list, remembered for the tab under this key. */
export function useDockState(key: string) {
  const [state, setState] = useState<DockState>(() => restore(key));
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(state));
  }, [key, state]);

  /** Opens (or brings to the front, expanded) the window of a conversation. */
  const open = useCallback((uid: number) => {
    setState((s) => ({
      ...s,
      windows: [{ uid, collapsed: false }, ...s.windows.filter((w) => w.uid !== uid)],
    }));
  }, []);
  const close = useCallback((uid: number) => {
    setState((s) => ({ ...s, windows: s.windows.filter((w) => w.uid !== uid) }));
  }, []);
  const toggle = useCallback((uid: number) => {
    setState((s) => ({
      ...s,
      windows: s.windows.map((w) => (w.uid === uid ? { ...w, collapsed: !w.collapsed } : w)),
    }));
  }, []);
  const promote = useCallback((uid: number) => {
    setState((s) => {
      const window = s.windows.find((w) => w.uid === uid);
      return window ? { ...s, windows: [window, ...s.windows.filter((w) => w.uid !== uid)] } : s;
    });
  }, []);
  const toggleList = useCallback(() => setState((s) => ({ ...s, listOpen: !s.listOpen })), []);
  return { ...state, open, close, toggle, promote, toggleList };
}

export default function WebChatDock() {
  const member = useSession().profile?.id;
  // Keyed by member: a different member in this tab gets their own corner, not the last one's.
  return member ? <Dock key={member} member={member} /> : null;
}

function Dock({ member }: { member: number }) {
  const chat = useChat();
  const live = useChatState();
  const dock = useDockState(dockStorageKey(member));
  const { pathname } = useLocation();

  // A conversation deleted (here or on another device) takes its window with it.
  const { close } = dock;
  useEffect(() => {
    if (!live.ready) return;
    for (const w of dock.windows) if (!live.contacts.some((c) => c.uid === w.uid)) close(w.uid);
  }, [live.ready, live.contacts, dock.windows, close]);

  if (pathname.startsWith("/w/home/chat")) return null;
  const titles = new Map(live.contacts.map((c) => [c.uid, c.username]));
  return (
    <FloatingChatDock
      windows={dock.windows
        .filter((w) => titles.has(w.uid))
        .map((w) => ({ ...w, title: titles.get(w.uid) ?? "" }))}
      renderWindow={(uid, collapsed) => (
        <Suspense fallback={null}>
          <Conversation
            uid={uid}
            variant="floating"
            collapsed={collapsed}
            onToggleCollapse={() => dock.toggle(uid)}
            onClose={() => dock.close(uid)}
          />
        </Suspense>
      )}
      onClose={dock.close}
      onToggle={dock.toggle}
      onPromote={dock.promote}
      listOpen={dock.listOpen}
      onToggleList={dock.toggleList}
      unread={live.unread}
      list={
        <Suspense fallback={null}>
          <ConversationList
            contacts={live.contacts}
            loading={!live.ready}
            onSelect={dock.open}
            onDelete={(uid) => {
              chat.socket.remove(uid);
              dock.close(uid);
            }}
            className="h-full"
          />
        </Suspense>
      }
    />
  );
}
