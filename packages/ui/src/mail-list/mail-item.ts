import type { Mail, SentMail } from "@site/contracts";

/**
 * A mail as the lists show it; `locked` is set on a free member's copy, whose text is withheld.
 * `sent` marks one the member wrote: `sendername` then holds the recipient, and it has no read state.
 */
export type MailItem = Mail & { locked?: boolean; sent?: boolean };

/** A sent mail (ours, /member/email/sentlist) as the lists show it. */
export function sentMailItem(mail: SentMail): MailItem {
  return {
    eid: mail.eid,
    type: 1,
    sendername: mail.receivername,
    senderid: mail.receiverid,
    avatar: mail.avatar,
    msg: mail.msg,
    create_time: mail.create_time,
    sent: true,
  };
}

/** Spec §3: type 0 is unread, 1 read. */
export function isUnread(mail: MailItem): boolean {
  return !mail.sent && mail.type === 0;
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
