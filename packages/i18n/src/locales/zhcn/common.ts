import type { common as en } from "../en/common.ts";
import type { StringsOf } from "../types.ts";

export const common: StringsOf<typeof en> = {
  appName: "Amora",
  tagline: "结识值得结识的人",
  info: {
    nav: "网站信息",
    about: "关于我们",
    contact: "联系我们",
    help: "帮助中心",
    privacy: "隐私政策",
    refund: "退款与取消政策",
    terms: "用户协议",
  },
  defaultTitle: "Amora — 国际交友",
  defaultDescription:
    "在 Amora 认识来自世界各地的会员：资料经过审核，聊天自带翻译，还有礼物和关于安全约会的博客。",
};
