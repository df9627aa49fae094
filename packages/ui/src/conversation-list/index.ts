export { ConversationList, type ConversationListProps } from "./conversation-list.tsx";
export { sortContacts } from "./sort-contacts.ts";
