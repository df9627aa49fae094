/**
 * Chat, mail, notices and translation (spec §3 chat contact, chat message, mail, notice; §4 chat
 * socket; §7 notices and mails, translate). The socket speaks JSON objects carrying an `opt` code
 * (see `Opt` in enums.ts); these are the shapes both ends agree on.
 */
import type { Opt, TranslateTarget, Vip } from "./enums.ts";

/** Longest chat text, in characters (the spec leaves it open). */
export const CHAT_TEXT_MAX = 500;
/** Messages sent with each contact in the initial list (opt 0), and per history page (opt 3). */
export const CHAT_INITIAL_MESSAGES = 20;
export const CHAT_HISTORY_PAGE = 20;
/** Contacts in the initial list (opt 0). */
export const CHAT_CONTACTS_MAX = 100;
/**
 * Messages (opt 1) one account may send, all its connections to an instance together: a burst,
 * then this many a second (a token bucket). No person types faster; a script that does is refused
 * with chat.tooFast.
 */
export const CHAT_SEND_LIMIT = { burst: 30, perSecond: 10 } as const;
/**
 * Every other message that reads or writes the database (open a conversation, history, delete,
 * status changes, and anything unknown or unreadable), per account as CHAT_SEND_LIMIT, refused
 * with chat.tooFast before any work. A client asks for these only when the member clicks or
 * scrolls, or once per watched window on reconnect: the burst covers a few tabs reconnecting at
 * once. The rate matches the send limit so that a peer sending as fast as allowed into a watched
 * window (each message makes the client mark it read with opt 0) cannot by itself use it up.
 */
export const CHAT_OPT_LIMIT = { burst: 30, perSecond: 10 } as const;
/**
 * Heartbeats, inits and sign-out notices, per account: cheap (the contact list an init brings is
 * read once per connection), so generous, but not unlimited. A client sends two inits when it
 * connects and a heartbeat every 5 s: a few tabs reconnecting together stay far below this.
 */
export const CHAT_KEEPALIVE_LIMIT = { burst: 60, perSecond: 20 } as const;
/**
 * Open chat connections of one account: a phone and a few tabs. A newer connection beyond it
 * closes the account's oldest one with SocketClose.replaced, so a member who left a tab behind is
 * never locked out, while a script opening hundreds holds no more than this many. Counted over
 * every instance when they share Redis.
 */
export const CHAT_SOCKETS_PER_ACCOUNT = 5;
/**
 * After a connection's message is refused as too fast, its later messages are refused too until
 * that one comes again (so a burst cannot overtake it), or until this many milliseconds pass
 * (a client that gave up on it is not held for ever).
 */
export const CHAT_SEND_HOLD_MS = 2000;
/** A connection that has not been heard from for this many heartbeats is dropped. */
export const HEARTBEATS_BEFORE_DROP = 3;
/** Longest translatable text, in characters. */
export const TRANSLATE_TEXT_MAX = 500;
/** Mails per page of the mail list. */
export const MAIL_PAGE_SIZE = 20;
/** Notices the notice list answers at most (newest first). */
export const NOTICE_LIST_MAX = 50;
/** Floating chat windows (spec §9): 300 px each; at most 2 on a phone. */
export const CHAT_WINDOW_WIDTH_PX = 300;
export const CHAT_WINDOWS_ON_PHONE = 2;
/** The chat list scrolls to new messages when the view is within this many pixels of the bottom. */
export const CHAT_AUTOSCROLL_PX = 20;
/** Chat list panel height on the web (spec §9). */
export const CHAT_LIST_HEIGHT_PX = 540;

/** Floating windows that fit beside the chat list: floor((viewport - 300) / 300), at least 1. */
export function chatWindowsShown(viewportWidth: number, phone = false): number {
  if (phone) return CHAT_WINDOWS_ON_PHONE;
  return Math.max(1, Math.floor((viewportWidth - CHAT_WINDOW_WIDTH_PX) / CHAT_WINDOW_WIDTH_PX));
}

export const CHAT_MESSAGE_TYPES = ["txt", "img"] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** spec §3 Chat message. `create_time` in seconds; `cid` is the sender's own id for the message. */
export interface ChatMessage {
  id: number;
  sender_id: number;
  reciver_id: number;
  content: string;
  type: ChatMessageType;
  img: string;
  create_time: number;
  cid?: string;
}

/** spec §3 Chat contact: one conversation of the chat list. */
export interface ChatContact {
  uid: number;
  username: string;
  avatar: string;
  vip: Vip;
  is_online: 0 | 1;
  /** Unread messages in this conversation. */
  count: number;
  /** The last message: text, type, image and time. */
  content: string;
  type: ChatMessageType;
  img: string;
  create_time: number;
  last_login_time: number;
  list: ChatMessage[];
  /** The service conversation: whether a service agent is connected. */
  os_online?: 0 | 1;
  /** 1 for the customer-service account. */
  service?: 0 | 1;
}

/** Who is on one end of a conversation. */
export type ChatPeer = Pick<ChatContact, "uid" | "username" | "avatar" | "vip" | "is_online"> & {
  service?: 0 | 1;
};

/**
 * The chat list's order (spec §4): the customer-service conversation pinned first, then those with
 * unread messages, then the newest last message first.
 */
export function compareContacts(
  a: Pick<ChatContact, "service" | "count" | "create_time" | "uid">,
  b: Pick<ChatContact, "service" | "count" | "create_time" | "uid">,
): number {
  const rank = (c: typeof a) => (c.service === 1 ? 0 : c.count > 0 ? 1 : 2);
  return rank(a) - rank(b) || b.create_time - a.create_time || b.uid - a.uid;
}

/** Messages a client sends. `uid` is the other member of the conversation. */
export type ClientMessage =
  | { opt: typeof Opt.init; uid?: number; hasInit?: boolean; origin?: string }
  | { opt: typeof Opt.heartbeat }
  | { opt: typeof Opt.open; uid: number; address?: string }
  | {
      opt: typeof Opt.send;
      uid: number;
      /** Left out: "img" when only `img` is sent, else "txt". */
      type?: ChatMessageType;
      txt?: string;
      img?: string;
      /** Spec §4 also lists it; the server stamps its own time. */
      create_time?: number;
      /**
       * Ours, optional: the client's id for this message. A resend with the same id is stored
       * once and acknowledged again; without it each send is a new message.
       */
      cid?: string;
    }
  | { opt: typeof Opt.history; uid: number; create_time: number; before_id?: number }
  | { opt: typeof Opt.remove; uid: number }
  | { opt: typeof Opt.logout }
  | { opt: typeof Opt.statusVisible | typeof Opt.statusHidden; uid?: number };

/** opt -1: the server refused what the client sent (`cid` names the message when it was one). */
export const OPT_REFUSED = -1;

/** Messages the server sends. */
export type ServerMessage =
  | { opt: typeof Opt.init; uid: number }
  /** Contacts: the whole list after init (`full`), or the one conversation just opened. */
  | { opt: typeof Opt.open; data: ChatContact[]; full: boolean }
  /** A stored message; `from` and `to` let a list that lacks the conversation add it. */
  | { opt: typeof Opt.send; data: ChatMessage; from?: ChatPeer; to?: ChatPeer }
  | { opt: typeof Opt.history; uid: number; data: ChatMessage[]; more: boolean }
  | { opt: typeof Opt.presence; uid: number; is_online: 0 | 1 }
  /** opt 6 incoming: remove this conversation from the list (deleted on another device too). */
  | { opt: typeof Opt.logout; uid: number }
  | { opt: typeof Opt.noFreeChat; uid: number; cid?: string; key: string; msg: string }
  | { opt: typeof Opt.needsUpgrade; uid: number; cid?: string; key: string; msg: string }
  | { opt: typeof Opt.heartbeat; chat_state: number }
  | {
      opt: typeof OPT_REFUSED;
      cid?: string;
      uid?: number;
      key: string;
      msg: string;
      /** The values of the key's placeholders, when it has any (ours, as in an HTTP answer). */
      values?: Record<string, string | number>;
      /**
       * Ours, optional: the refusal is transient (the database or Redis out of reach for now, as
       * an HTTP caller is told with a 503): the same message may simply be sent again shortly.
       */
      retry?: true;
    };

/**
 * The chat socket's subprotocol (ours). Our client offers it with the session token as a second
 * one, `CHAT_TOKEN_PROTOCOL` + token, in the Sec-WebSocket-Protocol header: the token stays off
 * the URL, which balancers and proxies write into their logs. The server answers with
 * CHAT_PROTOCOL. The spec's client keeps its `/ws?token=...`, still accepted.
 */
export const CHAT_PROTOCOL = "chat";
export const CHAT_TOKEN_PROTOCOL = "token.";

/** Close codes of the socket. */
export const SocketClose = {
  sessionInvalid: 4001,
  originRefused: 4003,
  silent: 4008,
  loggedOut: 4009,
  /** The account opened more than CHAT_SOCKETS_PER_ACCOUNT connections: this, its oldest, made way. */
  replaced: 4010,
  /**
   * RFC 6455 "service restart": the instance is shutting down (a deploy, a scale-in). Clients
   * reconnect at once, each after its own random part of the usual delay, so that thousands do
   * not arrive in the same millisecond at the instances left.
   */
  restart: 1012,
} as const;

/** Calls of mail, notices and translation (spec §7). */
export const ChatCalls = {
  mailList: "/member/email/emaillist",
  mailSend: "/member/email/released",
  mailRead: "/member/email/updatestatus",
  /** Ours: the mails the member sent, newest first (page). The spec's emaillist stays as it is. */
  mailSent: "/member/email/sentlist",
  noticeCount: "/member/index/getgiftnewnotice",
  noticeList: "/member/index/senotice",
  noticeRead: "/member/index/upnotice",
  translate: "/member/index/translate",
  chatUpload: "/member/chat/upload",
} as const;

/** Answers of /member/email/released beyond 200 (spec §7, §8): no such username / no such address. */
/** -3 (ours): a new account past its first-contact limit (FIRST_CONTACT_LIMIT); the spec's client says "send failed". */
export const MailSendStatus = { userMissing: -1, emailMissing: -2, firstContactLimit: -3 } as const;
/** Answers of /member/index/translate beyond 200: -1 is the spec's; -2, -3 and -4 (asked too often) are ours. */
export const TranslateStatus = { insufficientCredits: -1, unsupported: -2, failed: -3, tooFast: -4 } as const;

/** The answer of the chat image upload: the path to send as `img`. */
export interface ChatUpload {
  path: string;
  width: number;
  height: number;
}
/** Largest chat image accepted, in MB. */
export const CHAT_IMAGE_MAX_MB = 10;

/** spec §3 Mail: type 0 unread, 1 read. `create_time` in seconds. */
export interface Mail {
  eid: number;
  type: 0 | 1;
  sendername: string;
  senderid: number;
  avatar: string;
  msg: string;
  create_time: number;
  /** true when the member lacks Read_mails: `msg` is then "" and the text stays on the server. */
  locked?: boolean;
}

/** The mail list: newest first, paged, with the unread count the menus show. */
export interface MailList {
  current_page: number;
  last_page: number;
  data: Mail[];
  unread: number;
}

/** A mail the member sent (ours): to whom, what and when. Whether it was read is not told. */
export interface SentMail {
  eid: number;
  receivername: string;
  receiverid: number;
  avatar: string;
  msg: string;
  create_time: number;
}

/** The sent-mail list: newest first, paged like the mail list. */
export interface SentMailList {
  current_page: number;
  last_page: number;
  data: SentMail[];
}

export interface MailSendInput {
  /** The recipient's username or e-mail address. */
  email: string;
  content: string;
}

export const NOTICE_TYPES = ["gift", "report"] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** What an administrator decided on a member's report. */
export const REPORT_OUTCOMES = ["upheld", "dismissed"] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/**
 * spec §3 Notice: status 0 unread, 1 read. Beyond the spec, a report notice carries its outcome
 * and the reported member's name, so that each client words it in the member's language
 * (`content` keeps the English text for clients that do not).
 */
export interface Notice {
  id: number;
  type: NoticeType;
  status: 0 | 1;
  content: string;
  create_time: number;
  gift?: { givername: string; path: string; cid: number; gid: number };
  report?: { outcome: ReportOutcome; username: string };
  /**
   * Ours: a refunded order (a notice of type report, the administrator's notice to the spec's
   * client): its id, amount (USD) and type (1 recharge, 2 upgrade).
   */
  refund?: { order_id: number; amount: number; order_type: number };
  /**
   * Ours (issue 50): a member liked or commented on the member's trend (a notice of type report
   * for the spec's client, which knows gift and report only): who, which trend, and the comment's
   * words while it stands.
   */
  moment?: { kind: "like" | "comment"; userid: number; username: string; trend_id: number; content: string };
}

export interface NoticeCount {
  newnoticecount: number;
}

export interface TranslateInput {
  content: string;
  to: TranslateTarget;
}
export interface TranslateAnswer {
  dst: string;
}
