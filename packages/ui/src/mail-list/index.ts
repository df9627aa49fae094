export { EnvelopeIcon, LockIcon, MailStatusIcon, SearchIcon } from "./mail-icons.tsx";
export { isUnread, type MailItem, matchesMail, sentMailItem } from "./mail-item.ts";
export { MailList, type MailListProps } from "./mail-list.tsx";
export { MailRow, type MailRowProps } from "./mail-row.tsx";
