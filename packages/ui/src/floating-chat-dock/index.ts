export { type DockWindow, FloatingChatDock, type FloatingChatDockProps } from "./floating-chat-dock.tsx";
