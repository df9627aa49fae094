import { CHAT_LIST_HEIGHT_PX, CHAT_WINDOW_WIDTH_PX, chatWindowsShown } from "@site/contracts";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../badge/badge.tsx";
import { Menu, type MenuItemSpec } from "../menu/menu.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";
import { useViewportWidth } from "./use-viewport-width.ts";

export type DockWindow = { uid: number; collapsed: boolean; title: string };

export type FloatingChatDockProps = {
  /** Open conversations, in the order the app keeps them; the first ones show. */
  windows: DockWindow[];
  /** The window itself (usually a floating ChatWindow wired to onClose and onToggle). */
  renderWindow: (uid: number, collapsed: boolean) => ReactNode;
  /** Defaults to window.innerWidth, followed on resize (debounced 300 ms). */
  viewportWidth?: number;
  /**
   * A phone shows two windows (spec §9).
   * @default false
   */
  phone?: boolean;
  /** Called with a window's uid when it is closed (also for each hidden window closed from the menu). */
  onClose: (uid: number) => void;
  /** Called with a window's uid to fold or unfold it (also to unfold one taken from the hidden menu). */
  onToggle: (uid: number) => void;
  /** Brings a hidden window into view (the app moves it to the front of `windows`). */
  onPromote: (uid: number) => void;
  /** Whether the chat list's panel is open. */
  listOpen: boolean;
  /** Called when the chat list's bar is pressed. */
  onToggleList: () => void;
  /** The chat list panel's content (a ConversationList). */
  list: ReactNode;
  /**
   * Unread messages in all conversations, on the list's bar.
   * @default 0
   */
  unread?: number;
  /** Extra classes for the dock. */
  className?: string;
};

/**
 * The web's chat corner: the chat list (a bar that opens a 540 px panel) at the bottom right and,
 * beside it, as many 300 px windows as fit, floor((viewport - 300) / 300), the rest in a
 * 'hidden windows' menu. A window taken from the menu comes back open.
 */
export function FloatingChatDock({
  windows,
  renderWindow,
  viewportWidth,
  phone = false,
  onClose,
  onToggle,
  onPromote,
  listOpen,
  onToggleList,
  list,
  unread = 0,
  className,
}: FloatingChatDockProps) {
  const { t } = useTranslation("chat");
  const panelId = useId();
  const width = useViewportWidth(viewportWidth);
  const count = chatWindowsShown(width, phone);
  const shown = windows.slice(0, count);
  const hidden = windows.slice(count);

  const hiddenItems: MenuItemSpec[] = hidden.map((item) => ({
    key: String(item.uid),
    label: <span className="truncate">{item.title}</span>,
    onSelect: () => {
      onPromote(item.uid);
      if (item.collapsed) onToggle(item.uid);
    },
  }));
  if (hidden.length > 0)
    hiddenItems.push({
      key: "close-hidden",
      label: t("dock.closeHidden"),
      danger: true,
      onSelect: () => {
        for (const item of hidden) onClose(item.uid);
      },
    });
  const hiddenLabel = t("dock.hidden", { count: hidden.length });

  return (
    <div
      data-slot="floating-chat-dock"
      className={cn(
        "pointer-events-none fixed end-0 bottom-0 z-40 flex max-w-full flex-row-reverse items-end gap-2 pe-4",
        className,
      )}
    >
      {/* The hidden windows' menu sits above the list: the row has room for the windows only. */}
      <div className="flex max-w-full flex-col items-end gap-2">
        {hidden.length > 0 && (
          <div className="pointer-events-auto rounded-full bg-surface shadow-overlay ring-1 ring-ink-900/10">
            <Menu
              label={hiddenLabel}
              trigger={
                <span className="whitespace-nowrap font-medium text-ink-800 text-sm">{hiddenLabel}</span>
              }
              items={hiddenItems}
              align="end"
            />
          </div>
        )}
        <div
          data-slot="chat-list-panel"
          className="pointer-events-auto flex max-w-full flex-col rounded-t-xl bg-surface shadow-overlay ring-1 ring-ink-900/10"
          style={{ width: CHAT_WINDOW_WIDTH_PX }}
        >
          <button
            type="button"
            aria-expanded={listOpen}
            aria-controls={listOpen ? panelId : undefined}
            onClick={onToggleList}
            className="flex h-11 items-center gap-2 rounded-t-xl bg-brand-600 px-3.5 font-semibold text-sm text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:outline-offset-2"
          >
            <ChatBubbleIcon />
            <span>{t("dock.chats")}</span>
            <Badge count={unread} size="sm" className="bg-white text-brand-700" />
            <ChevronIcon up={!listOpen} />
          </button>
          {listOpen && (
            <div id={panelId} className="flex min-h-0 flex-col" style={{ height: CHAT_LIST_HEIGHT_PX }}>
              {list}
            </div>
          )}
        </div>
      </div>
      {shown.length > 0 && (
        <ul aria-label={t("dock.windows")} className="flex flex-row-reverse items-end gap-2">
          {shown.map((item) => (
            <li key={item.uid} className="pointer-events-auto">
              {renderWindow(item.uid, item.collapsed)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ChatBubbleIcon() {
  return (
    <LineIcon strokeWidth={1.9} className="size-5">
      <path d="M20 12a7.5 7.5 0 01-10.9 6.7L4 20l1.4-4.6A7.5 7.5 0 1120 12z" />
    </LineIcon>
  );
}

function ChevronIcon({ up }: { up: boolean }) {
  return (
    <LineIcon strokeWidth={2.2} className="ms-auto size-5" strokeLinejoin={undefined}>
      <path d={up ? "M6 15l6-6 6 6" : "M6 9l6 6 6-6"} />
    </LineIcon>
  );
}
