import type { Mail } from "@site/contracts";

/** A mail as the lists show it; `locked` is set on a free member's copy, whose text is withheld. */
export type MailItem = Mail & { locked?: boolean };

/** Spec §3: type 0 is unread, 1 read. */
export function isUnread(mail: Mail): boolean {
  return mail.type === 0;
}

/**
 * Whether a mail matches a search: by sender name or text, ignoring case and surrounding spaces.
 * A locked mail matches by sender only, so a search never hints at text the member cannot read.
 */
export function matchesMail(mail: MailItem, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  if (mail.sendername.toLocaleLowerCase().includes(q)) return true;
  return !mail.locked && mail.msg.toLocaleLowerCase().includes(q);
}
