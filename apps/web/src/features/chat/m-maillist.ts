export { MobileMailListPage as default } from "./mobile-chat-pages.tsx";
