import type { mail as en } from "../en/mail.ts";

import type { StringsOf } from "../types.ts";

export const mail: StringsOf<typeof en> = {
  title: "消息",
  unread: "未读",
  read: "已读",
  locked: "升级后即可阅读",
  list: {
    search: "搜索消息",
    searchPlaceholder: "按用户名或内容搜索",
    empty: "还没有消息",
    emptyHint: "有人给你写信时，消息会显示在这里。",
    noMatch: "没有找到与“{{query}}”相关的消息",
    noMatchHint: "换个用户名或关键词试试。",
    loading: "正在加载消息",
    loadMore: "加载更多",
  },
  composer: {
    title: "写消息",
    recipient: "收件人（用户名或邮箱）",
    recipientPlaceholder: "例如：小美 或 xiaomei@example.com",
    recipientRequired: "请输入用户名或邮箱地址",
    content: "消息内容",
    contentPlaceholder: "打个招呼吧…",
    contentRequired: "内容不能为空",
    cancel: "取消",
    send: "发送",
    sent: "消息已发送",
    failed: "消息发送失败，请重试。",
  },
  detail: {
    title: "来自 {{name}} 的消息",
    locked: "升级会员即可阅读这条消息。",
    reply: "回复",
    close: "关闭",
  },
  notices: {
    label: "通知",
    labelUnread_one: "通知，{{count}} 条未读",
    labelUnread_other: "通知，{{count}} 条未读",
    title: "通知",
    new: "新",
    gift: "{{name}} 送了你一份礼物",
    report: "举报处理结果",
    empty: "暂无新通知",
    viewAll: "查看全部通知",
  },
  messages: {
    label: "消息",
    labelUnread_one: "消息，{{count}} 条未读",
    labelUnread_other: "消息，{{count}} 条未读",
    title: "未读消息",
    compose: "写消息",
    empty: "暂无新消息",
    viewAll: "查看全部消息",
  },
};
