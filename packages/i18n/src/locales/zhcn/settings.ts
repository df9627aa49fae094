import type { settings as en } from "../en/settings.ts";
import type { StringsOf } from "../types.ts";

export const settings: StringsOf<typeof en> = {
  save: "保存",
  general: {
    title: "通用设置",
    description: "网站为您提供的基本功能设置。",
    form1: "在会员列表和搜索中显示我",
    legend: "隐私",
  },
  notification: {
    title: "通知设置",
    emailsTitle: "电子邮件",
    description: "我们给您发送哪些邮件，以及何时发送。",
    legend: "以下情况给我发邮件",
    items: {
      form1: "有人在我的主页留言",
      form2: "有人评论我的动态",
      form3: "有人在我的留言墙留言",
      form4: "有人评论我的照片",
      form5: "有人评论我的视频",
      form6: "有人给我的动态点赞",
      form7: "收到新邮件",
      form8: "收到新聊天消息",
      form9: "获得积分",
      form10: "收到礼物",
    },
    frequency: "发送频率",
    Immediately: "立即",
    Automatically: "自动",
    never: "从不",
    automaticHint: "自动：仅在您两天没有登录时发送。",
    delivery: {
      Immediately: { label: "立即", description: "一分钟内发送；同时发生的几件事合成一封邮件。" },
      Automatically: { label: "自动", description: "仅在您两天没有访问网站时，发送一封摘要。" },
      never: { label: "从不", description: "不发送邮件。您在网站上仍会看到所有通知。" },
    },
    groups: { social: "评论与点赞", messages: "邮件与聊天", wallet: "积分与礼物" },
    offNote: "邮件通知已关闭。下方的选择会保留，等您重新开启时使用。",
  },
};
