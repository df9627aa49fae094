export { MessageMenu, type MessageMenuProps } from "./message-menu.tsx";
// The panel (message-panel.tsx) loads with the popover.
