/**
 * What the chat stories share: the `chat` strings added up front (the app loads that namespace
 * lazily behind Suspense; stories render at once), a fixed clock, people and conversations.
 * Pictures are data URLs: stories never reach the network.
 */
import { type ChatContact, type ChatMessage, type Language, Vip } from "@site/contracts";
import { createI18n, HTML_LANG } from "@site/i18n";
import type { Decorator } from "@storybook/react-vite";
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { chat as en } from "../../../i18n/src/locales/en/chat.ts";
import { chat as zhcn } from "../../../i18n/src/locales/zhcn/chat.ts";
import { chat as zhtw } from "../../../i18n/src/locales/zhtw/chat.ts";
import { photos } from "../member-card/story-members.ts";

function addChatStrings(i18n: I18n) {
  for (const [lang, strings] of [
    ["en", en],
    ["zhcn", zhcn],
    ["zhtw", zhtw],
  ] as const)
    if (!i18n.hasResourceBundle(lang, "chat")) i18n.addResourceBundle(lang, "chat", strings);
}

/** Adds the `chat` namespace to the story's i18n instance before anything asks for it. */
export const withChatStrings: Decorator = (Story) => {
  const { i18n } = useTranslation();
  addChatStrings(i18n);
  return <Story />;
};

const instances = new Map<Language, I18n>();
/** Renders its children in `lang`, for catalogs that put the languages side by side. */
export function ChatLocale({ lang, children }: { lang: Language; children: ReactNode }) {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    addChatStrings(instance);
    instances.set(lang, instance);
  }
  return (
    <I18nextProvider i18n={instance}>
      <div lang={HTML_LANG[lang]}>{children}</div>
    </I18nextProvider>
  );
}

/** A fixed "now": 15 June 2025, 12:00 local time, in epoch milliseconds. */
export const NOW = new Date(2025, 5, 15, 12, 0, 0).getTime();
/** Seconds since the epoch, `minutes` before NOW (the wire's create_time). */
export const ago = (minutes: number) => Math.floor(NOW / 1000) - minutes * 60;

/** A small picture message: a sunset over hills (a data URL). */
export const sunset = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fd9fb1"/><stop offset="1" stop-color="#fff6d6"/></linearGradient></defs><rect width="320" height="200" fill="url(#s)"/><circle cx="220" cy="90" r="36" fill="#fff1f3"/><path d="M0 150c60-30 120-30 180 0s100 20 140-5v55H0z" fill="#e5476a" opacity=".6"/></svg>`,
)}`;

export const ME = 1;

export const peers = {
  linMei: { uid: 101, username: "LinMei", avatar: photos.rose, vip: Vip.gold, is_online: 1 },
  xiaomei: { uid: 103, username: "王小美", avatar: photos.honey, vip: Vip.silver, is_online: 1 },
  noah: { uid: 102, username: "NoahPark", avatar: photos.sky, vip: Vip.free, is_online: 0 },
  minjun: { uid: 104, username: "MinjunKimSeoul88", avatar: "", vip: Vip.free, is_online: 0 },
  service: { uid: 2, username: "Amora Support", avatar: "", vip: Vip.free, is_online: 1 },
  yating: { uid: 105, username: "陳雅婷", avatar: photos.plum, vip: Vip.gold, is_online: 1 },
  ava: { uid: 106, username: "AvaChen", avatar: "", vip: Vip.silver, is_online: 0 },
  zhiming: { uid: 107, username: "李志明", avatar: "", vip: Vip.free, is_online: 1 },
  sofia: { uid: 108, username: "SofiaRossi", avatar: photos.rose, vip: Vip.free, is_online: 0 },
} as const;

let nextId = 1000;
/** A message in a conversation between ME and `peer`; `mine` when ME wrote it. */
export function message(
  peer: number,
  mine: boolean,
  minutesAgo: number,
  content: string,
  img = "",
): ChatMessage {
  nextId += 1;
  return {
    id: nextId,
    sender_id: mine ? ME : peer,
    reciver_id: mine ? peer : ME,
    content,
    type: img ? "img" : "txt",
    img,
    create_time: ago(minutesAgo),
  };
}

const L = peers.linMei.uid;
/** Yesterday evening and this morning with LinMei: English, Chinese, emoticons, a picture. */
export const conversation: ChatMessage[] = [
  message(L, false, 26 * 60, "Hi! I saw you also like hiking [smile]"),
  message(L, true, 26 * 60 - 3, "Hello LinMei! Yes, almost every weekend. 你也喜歡爬山嗎？"),
  message(L, false, 26 * 60 - 5, "喜歡！上個月去了合歡山 [heart_eyes][heart_eyes]"),
  message(L, false, 90, "", sunset),
  message(L, false, 89, "The view from the top, just before sunset."),
  message(
    L,
    true,
    60,
    "Wow, that is beautiful. I have been meaning to go there for a long time, but the weather never seems to cooperate when I have a free weekend. Maybe we could plan a trip together some day? [thumbsup]",
  ),
  message(L, false, 2, "Sounds great [blush] coffee first?"),
];

/** A contact of the conversation list. */
export function contact(
  peer: { uid: number; username: string; avatar: string; vip: Vip; is_online: 0 | 1 },
  last: { minutesAgo: number; content?: string; img?: string; count?: number; service?: 1 },
): ChatContact {
  return {
    ...peer,
    count: last.count ?? 0,
    content: last.content ?? "",
    type: last.img ? "img" : "txt",
    img: last.img ?? "",
    create_time: ago(last.minutesAgo),
    last_login_time: ago(last.minutesAgo),
    list: [],
    ...(last.service ? { service: 1 as const, os_online: 1 as const } : {}),
  };
}

export const contacts: ChatContact[] = [
  contact(peers.noah, { minutesAgo: 3, content: "See you on Saturday!" }),
  contact(peers.linMei, { minutesAgo: 2 * 60, content: "Sounds great [blush] coffee first?", count: 2 }),
  contact(peers.service, { minutesAgo: 3 * 24 * 60, content: "How can we help you today?", service: 1 }),
  contact(peers.xiaomei, { minutesAgo: 5 * 60, img: sunset, count: 120 }),
  contact(peers.minjun, {
    minutesAgo: 40 * 24 * 60,
    content: "안녕하세요! Nice to meet you, I would love to hear more about your trip to Taipei last spring.",
  }),
];
