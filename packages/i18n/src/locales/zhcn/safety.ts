import type { safety as en } from "../en/safety.ts";
import type { StringsOf } from "../types.ts";

export const safety: StringsOf<typeof en> = {
  warning: {
    chat: "请留意这条消息",
    mail: "请留意这封邮件",
    kinds: {
      contact: "其中包含电话号码、电子邮件地址或其他应用的账号。",
      money: "其中提到要钱、转账、礼品卡或加密货币。",
      investment: "其中提到投资或交易平台。",
      offPlatform: "其中邀请您到其他应用继续聊。",
    },
    advice: "骗子常会把聊天转到别处，再开口要钱。请不要给未曾见面的人汇款。",
    report: "举报",
    reportLabel: "举报 {{username}} 的这条内容",
  },
  confirm: {
    chat: "确定发送这条消息吗？",
    mail: "确定发送这封邮件吗？",
    intro: "发送之前，请留意：",
    kinds: {
      contact: "其中包含联系方式。在彼此熟悉之前，留在本站交流更能保护双方。",
      money: "其中提到金钱。我们提醒会员不要给未曾见面的人汇款。",
      investment: "其中提到投资。投资推荐是常见的诈骗手法，容易被视为警讯。",
      offPlatform: "其中邀请对方到其他应用聊天。在本站双方都可以拉黑或举报，在别处则不能。",
    },
    note: "{{username}} 会在旁边看到一条安全提示。",
    edit: "修改",
    send: "仍然发送",
  },
};
