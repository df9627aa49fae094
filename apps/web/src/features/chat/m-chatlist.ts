export { MobileChatListPage as default } from "./mobile-chat-pages.tsx";
