/**
 * The screens' data: one fixture module, typed from the contracts, answered on the wire by Mock
 * Service Worker handlers (`answer`). The members and their portraits are those of the components'
 * stories (packages/ui), so a designer meets the same people on a card and on its screen.
 */
import {
  AccountStatus,
  type Answer,
  type AuthorityLists,
  BlogCalls,
  Calls,
  ChatCalls,
  type ChatContact,
  ChatState,
  type ClientMessage,
  DEFAULT_AUTHORITIES,
  DEFAULT_SETTINGS,
  type FeedAnswer,
  FeedCalls,
  Gender,
  type InitData,
  type InviteData,
  type MailList,
  MemberCalls,
  type MemberDetail,
  type MemberListEntry,
  type MemberSettings,
  type Notice,
  type NoticeCount,
  OnlineStatus,
  Opt,
  type PagedList,
  PayCalls,
  type PermissionFlag,
  type PhotoListAnswer,
  type Profile,
  type ServerMessage,
  type Trend,
  type UpgradePackages,
  VIP_TIERS,
  Vip,
  WalletCalls,
  type WalletPage,
} from "@site/contracts";
import { HttpResponse, http, ws } from "msw";
import { blogArticles, blogCategories } from "../../packages/ui/src/blog/story-articles.ts";
import { NOW as CHAT_NOW, contacts, conversation } from "../../packages/ui/src/chat-window/story-chat.tsx";
import { linMei, minjun, noah, photos, xiaomei } from "../../packages/ui/src/member-card/story-members.ts";
import {
  allMethods,
  goldPackages,
  ledgerEntries,
  NOW as PAYMENTS_NOW,
  silverPackages,
} from "../../packages/ui/src/payments/story-payments.ts";
import { imageTrend, STORY_NOW, textTrend } from "../../packages/ui/src/trend-item/story-trends.ts";

export const DEMO_TOKEN = "storybook-demo-token";

/** Noon today, in epoch milliseconds: the screens' "now" for times that must read as recent. */
const DAY = 86_400_000;
export const noon = (() => {
  const at = new Date();
  at.setHours(12, 0, 0, 0);
  return at.getTime();
})();

/**
 * The components' stories stand at a fixed day (their baselines must not move); a screen is
 * browsed today. `toToday` moves a fixture's time by whole days, from the day its story stands at
 * to today: the clock times stay, and "today" reads as today.
 */
const shiftFrom = (storyNow: number) => Math.round((noon - storyNow) / DAY) * DAY;
const toTodayMs = (storyNow: number) => (ms: number) => ms + shiftFrom(storyNow);
const toTodaySeconds = (storyNow: number) => (seconds: number) => seconds + shiftFrom(storyNow) / 1000;

/** The signed-in demo member (gold, as the page baselines' demo). */
export const demo: Profile = {
  id: 1,
  username: "Demo",
  email: "demo@example.com",
  avatar: photos.plum,
  gender: Gender.male,
  birthday: Date.UTC(1992, 4, 17),
  country: "TW",
  signature: "Coffee, long walks, and good conversation.",
  interest: "a,c",
  about: "I make maps for a living and bread at weekends.",
  prompts: [],
  vip: Vip.gold,
  // The wallet's balance: the newest ledger entry's.
  amount: ledgerEntries[0]?.balance ?? 0,
  invitation_code: "DEMO2026",
  newfeedcount: 0,
  silver_deadline: null,
  gold_deadline: noon + 90 * DAY,
  overduedate_1: null,
  overduedate_2: null,
  status: AccountStatus.approved,
  chat_state: ChatState.allowed,
  onlinestatus: OnlineStatus.visible,
  role: "member",
  authority: [...DEFAULT_AUTHORITIES[Vip.gold]],
  isLogin: true,
};

const authority = Object.fromEntries(
  VIP_TIERS.map((vip) => [
    `vip${vip}`,
    Object.fromEntries(DEFAULT_AUTHORITIES[vip].map((flag) => [flag, 1])) as Partial<
      Record<PermissionFlag, 1>
    >,
  ]),
) as AuthorityLists;

export const initdata: InitData = {
  authority,
  service: { id: 2, username: "Amora Support", avatar: "" },
  serviceavatar: "",
  like_ids: [],
  showmembertypename: 1,
};

/** A handler answering a wire call (any method: form POSTs, and the GETs of the article reads). */
export function answer<T>(path: string, data: T, status = 200) {
  return http.all(path, () => HttpResponse.json({ status, data } satisfies Answer<T>));
}

/** The members of the components' stories, as the member lists answer them. */
export const members: MemberListEntry[] = [linMei, xiaomei, noah, minjun].map((member) => ({
  age: 30,
  country: "TW",
  signature: "",
  last_login_time: null,
  onlinestatus: OnlineStatus.visible,
  ...member,
}));
const [linMeiEntry] = members as [MemberListEntry];

/** LinMei's profile (the member profile and chat screens open hers). */
export const linMeiDetail: MemberDetail = {
  ...linMeiEntry,
  birthday: Date.UTC(1998, 2, 8),
  likecount: 42,
  backphotos: [],
  interest: "a,b",
  about: "Designer in Taipei. Sundays are for the flower market and a long lunch.",
  prompts: [],
  is_block: 0,
};

const page = <T>(data: T[]): PagedList<T> => ({ current_page: 1, last_page: 1, data, vipMoreStatus: 1 });

/** The mails of the mail screens: newest first, one unread. */
export const mails: MailList = {
  current_page: 1,
  last_page: 1,
  unread: 1,
  data: [
    {
      eid: 31,
      type: 0,
      sendername: linMei.username,
      senderid: linMei.id,
      avatar: linMei.avatar,
      msg: "Thank you for the flowers! Are you free for coffee on Saturday?",
      create_time: Math.floor((noon - 2 * 3_600_000) / 1000),
    },
    {
      eid: 30,
      type: 1,
      sendername: xiaomei.username,
      senderid: xiaomei.id,
      avatar: xiaomei.avatar,
      msg: "你好！很高興認識你。",
      create_time: Math.floor((noon - 2 * DAY) / 1000),
    },
  ],
};

/** The newsfeed: LinMei's photo and a line of text (the TrendItem stories' own). */
const trendToday = toTodayMs(STORY_NOW);
export const trends: Trend[] = [
  {
    ...imageTrend,
    mid: linMei.id,
    user: { id: linMei.id },
    username: linMei.username,
    avatar: linMei.avatar,
  },
  textTrend,
].map((trend) => ({ ...trend, create_time: trendToday(trend.create_time) }));

export const upgrade: UpgradePackages = { vip1: silverPackages, vip2: goldPackages, paylist: allMethods };
const ledgerToday = toTodaySeconds(PAYMENTS_NOW);
export const wallet: WalletPage = {
  entries: ledgerEntries.map((entry) => ({ ...entry, create_time: ledgerToday(entry.create_time) })),
};
export const invite: InviteData = {
  invitation_code: demo.invitation_code,
  link: `https://example.com/#/invitation/${demo.invitation_code}`,
  invitees: [],
};
const noPhotos: Omit<PhotoListAnswer, "status"> = { data: [], vipStatus: 1 };

/** The wire answer of a call whose extra fields sit beside `data` (the photo lists, the feed). */
function raw(path: string, body: object) {
  return http.all(path, () => HttpResponse.json({ status: 200, ...body }));
}

/** The calls every signed-in screen makes: the session, and the frame's counters. */
export const sessionHandlers = [
  answer(Calls.userinfo, demo),
  answer(Calls.initdata, initdata),
  answer(Calls.readOnlineStatus, { onlinestatus: OnlineStatus.visible }),
  answer(ChatCalls.noticeCount, { newnoticecount: 0 } satisfies NoticeCount),
  answer(ChatCalls.mailList, mails),
  answer(ChatCalls.noticeList, [] satisfies Notice[]),
];

/** The conversations of the chat stories; LinMei's with its messages. */
const chatToday = toTodaySeconds(CHAT_NOW);
const todaysConversation = conversation.map((m) => ({ ...m, create_time: chatToday(m.create_time) }));
const chatContacts: ChatContact[] = contacts.map((contact) => ({
  ...contact,
  create_time: chatToday(contact.create_time),
  last_login_time: chatToday(contact.last_login_time),
  // A screen shows an ordinary day: a few unread, not the list's stress case of 120.
  count: Math.min(contact.count, 3),
  list: contact.uid === linMei.id ? todaysConversation : contact.list,
}));

/**
 * The chat's socket (/ws): after `init` it names the member and sends the conversations, and a
 * conversation opened comes back with its messages, as the server does.
 */
const chatLink = ws.link(/\/ws$/);
export const chatSocket = chatLink.addEventListener("connection", ({ client }) => {
  const send = (message: ServerMessage) => client.send(JSON.stringify(message));
  client.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as ClientMessage;
    if (message.opt === Opt.init && !message.hasInit) {
      send({ opt: Opt.init, uid: demo.id });
      send({ opt: Opt.open, full: true, data: chatContacts });
    } else if (message.opt === Opt.open) {
      const opened = chatContacts.find((contact) => contact.uid === message.uid);
      if (opened) send({ opt: Opt.open, full: false, data: [opened] });
    } else if (message.opt === Opt.heartbeat) {
      send({ opt: Opt.heartbeat, chat_state: ChatState.allowed });
    }
  });
});

/** Every call the screens make, answered from the fixtures above. */
export const handlers = {
  session: sessionHandlers,
  chat: [chatSocket],
  members: [
    answer(MemberCalls.onlineList, page(members)),
    answer(MemberCalls.newOppositeSex, page(members)),
    answer(MemberCalls.wall, members),
    answer(MemberCalls.invite, invite),
    answer(MemberCalls.detail, linMeiDetail),
  ],
  feed: [
    raw(FeedCalls.feed, {
      data: trends,
      msg: { totalPage: 1, current_page: 1, snapshot: "s" },
    } satisfies Omit<FeedAnswer, "status">),
    answer(FeedCalls.myTrends, trends),
    answer(FeedCalls.hisTrends, trends.slice(0, 1)),
    raw(FeedCalls.myPhotos, noPhotos),
    raw(FeedCalls.hisPhotos, noPhotos),
  ],
  settings: [answer(MemberCalls.settings, { ...DEFAULT_SETTINGS, lang: "en" } satisfies MemberSettings)],
  pay: [answer(PayCalls.upgradePackages, upgrade), answer(WalletCalls.history, wallet)],
  blog: [
    answer(BlogCalls.articleTypes, blogCategories),
    answer(BlogCalls.articleList, blogArticles),
    answer(BlogCalls.popularArticles, blogArticles.slice(0, 3)),
  ],
};

/** The title of the blog's `index`th article in the story's language. */
export function blogTitle(index: number, globals: Record<string, unknown>): string {
  const article = blogArticles[index];
  if (!article) throw new Error(`No article ${index}`);
  const lang = (globals.locale as string | undefined) ?? "en";
  return lang === "zhcn" ? article.tsimple : lang === "zhtw" ? article.tmultiply : article.tenglish;
}

export { conversation };
