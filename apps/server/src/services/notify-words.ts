/**
 * The words of notification mails (issue 15) in the member's language, fallback English: one line
 * per event, the subject, the footer with the unsubscribe links, and the unsubscribe page.
 */
import type { Language, NotifyItem } from "@site/contracts";

interface Words {
  /** One event, by the member who did it (`{name}`) and its preview (`{text}`). */
  line: Record<NotifyItem, string>;
  subject: (count: number) => string;
  greeting: (name: string) => string;
  intro: (count: number) => string;
  more: (count: number) => string;
  open: string;
  why: string;
  unsubscribeOne: (item: string) => string;
  unsubscribeAll: string;
  /** The item as the settings page names it. */
  item: Record<NotifyItem, string>;
  site: string;
  page: {
    title: string;
    ask: (items: string) => string;
    button: string;
    done: (items: string) => string;
    settings: string;
    invalid: string;
  };
}

const EN: Words = {
  line: {
    profileComment: "{name} commented on your profile: “{text}”",
    statusComment: "{name} commented on your status: “{text}”",
    wallComment: "{name} wrote on your wall: “{text}”",
    photoComment: "{name} commented on your photo: “{text}”",
    videoComment: "{name} commented on your video: “{text}”",
    statusLike: "{name} liked your status",
    mail: "{name} sent you a mail: “{text}”",
    chat: "{name} sent you a message: “{text}”",
    credits: "{text} credits were added to your account",
    gift: "{name} sent you a gift",
  },
  subject: (n) => (n === 1 ? "You have 1 new notification" : `You have ${n} new notifications`),
  greeting: (name) => `Hello ${name},`,
  intro: (n) =>
    n === 1
      ? "Here is what happened while you were away:"
      : `Here are ${n} things that happened while you were away:`,
  more: (n) => `…and ${n} more.`,
  open: "Open the site",
  why: "You get this mail because of your notification settings.",
  unsubscribeOne: (item) => `Stop mails about ${item}`,
  unsubscribeAll: "Change your notification settings",
  item: {
    profileComment: "comments on my profile",
    statusComment: "comments on my status",
    wallComment: "comments on my wall",
    photoComment: "comments on my photos",
    videoComment: "comments on my videos",
    statusLike: "likes on my status",
    mail: "new mails",
    chat: "new chat messages",
    credits: "credits granted",
    gift: "gifts received",
  },
  site: "Member site",
  page: {
    title: "Notification mails",
    ask: (items) => `Stop mails about ${items}?`,
    button: "Stop these mails",
    done: (items) => `Done. You will no longer get mails about ${items}.`,
    settings: "You can turn them on again under Settings → Notifications.",
    invalid: "This link has expired or was already used. Change your mails under Settings → Notifications.",
  },
};

const ZHTW: Words = {
  line: {
    profileComment: "{name} 評論了您的個人資料：「{text}」",
    statusComment: "{name} 評論了您的動態：「{text}」",
    wallComment: "{name} 在您的留言板留言：「{text}」",
    photoComment: "{name} 評論了您的照片：「{text}」",
    videoComment: "{name} 評論了您的影片：「{text}」",
    statusLike: "{name} 讚了您的動態",
    mail: "{name} 寄給您一封郵件：「{text}」",
    chat: "{name} 傳給您一則訊息：「{text}」",
    credits: "您的帳號已加入 {text} 點數",
    gift: "{name} 送給您一份禮物",
  },
  subject: (n) => `您有 ${n} 則新通知`,
  greeting: (name) => `${name}，您好：`,
  intro: () => "以下是您不在時發生的事：",
  more: (n) => `……還有 ${n} 則。`,
  open: "前往網站",
  why: "您收到這封郵件，是因為您的通知設定。",
  unsubscribeOne: (item) => `不再寄送「${item}」的郵件`,
  unsubscribeAll: "變更通知設定",
  item: {
    profileComment: "個人資料的評論",
    statusComment: "動態的評論",
    wallComment: "留言板的留言",
    photoComment: "照片的評論",
    videoComment: "影片的評論",
    statusLike: "動態的讚",
    mail: "新郵件",
    chat: "新聊天訊息",
    credits: "獲得點數",
    gift: "收到禮物",
  },
  site: "會員網站",
  page: {
    title: "通知郵件",
    ask: (items) => `不再寄送「${items}」的郵件？`,
    button: "停止寄送",
    done: (items) => `完成。您將不再收到「${items}」的郵件。`,
    settings: "您可以隨時在「設定 → 通知」重新開啟。",
    invalid: "此連結已過期或已使用。請在「設定 → 通知」變更郵件設定。",
  },
};

const ZHCN: Words = {
  line: {
    profileComment: "{name} 评论了您的个人资料：“{text}”",
    statusComment: "{name} 评论了您的动态：“{text}”",
    wallComment: "{name} 在您的留言板留言：“{text}”",
    photoComment: "{name} 评论了您的照片：“{text}”",
    videoComment: "{name} 评论了您的视频：“{text}”",
    statusLike: "{name} 赞了您的动态",
    mail: "{name} 给您发了一封邮件：“{text}”",
    chat: "{name} 给您发了一条消息：“{text}”",
    credits: "您的账户已增加 {text} 积分",
    gift: "{name} 送给您一份礼物",
  },
  subject: (n) => `您有 ${n} 条新通知`,
  greeting: (name) => `${name}，您好：`,
  intro: () => "以下是您不在时发生的事：",
  more: (n) => `……还有 ${n} 条。`,
  open: "前往网站",
  why: "您收到这封邮件，是因为您的通知设置。",
  unsubscribeOne: (item) => `不再发送“${item}”的邮件`,
  unsubscribeAll: "更改通知设置",
  item: {
    profileComment: "个人资料的评论",
    statusComment: "动态的评论",
    wallComment: "留言板的留言",
    photoComment: "照片的评论",
    videoComment: "视频的评论",
    statusLike: "动态的赞",
    mail: "新邮件",
    chat: "新聊天消息",
    credits: "获得积分",
    gift: "收到礼物",
  },
  site: "会员网站",
  page: {
    title: "通知邮件",
    ask: (items) => `不再发送“${items}”的邮件？`,
    button: "停止发送",
    done: (items) => `完成。您将不再收到“${items}”的邮件。`,
    settings: "您可以随时在“设置 → 通知”重新开启。",
    invalid: "此链接已过期或已使用。请在“设置 → 通知”更改邮件设置。",
  },
};

const WORDS: Record<Language, Words> = { en: EN, zhcn: ZHCN, zhtw: ZHTW };

export function notifyWords(lang: string): Words {
  return WORDS[lang as Language] ?? EN;
}
