export { MobileServicePage as default } from "./mobile-chat-pages.tsx";
