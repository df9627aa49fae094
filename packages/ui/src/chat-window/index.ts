export { type ChatPeer, peerDisplayName } from "./chat-header.tsx";
export { CHAT_WINDOW_HEIGHT_PX, ChatWindow, type ChatWindowProps } from "./chat-window.tsx";
export type { ChatWindowMessage } from "./message-bubble.tsx";
