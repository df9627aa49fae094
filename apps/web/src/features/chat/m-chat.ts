export { MobileChatPage as default } from "./mobile-chat-pages.tsx";
