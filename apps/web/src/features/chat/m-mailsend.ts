export { MobileMailSendPage as default } from "./mobile-chat-pages.tsx";
