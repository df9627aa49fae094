import type { app as en } from "../en/app.ts";
import type { StringsOf } from "../types.ts";

export const app: StringsOf<typeof en> = {
  offline: "您目前处于离线状态，所见内容可能不是最新的",
  updateTitle: "新版本已准备好",
  updateText: "重新加载即可使用；在此之前，您正在填写的内容会保留。",
  reload: "重新加载以更新",
  later: "稍后",
  installTitle: "将 Amora 添加到主屏幕",
  installText: "像应用一样全屏打开，并及时收到新聊天和邮件的通知。",
  install: "安装",
  iosBefore: "请点按",
  iosAfter: "分享，然后选择“添加到主屏幕”。",
  share: "分享",
  notNow: "暂不",
  deviceTitle: "在此设备上接收通知",
  deviceText: "Amora 未打开时，按上方的选择通知您新的聊天消息、邮件和礼物。",
  deviceDenied: "此网站的通知已被屏蔽。请在浏览器的网站设置中允许通知，然后再试一次。",
  deviceUnsupported: "此浏览器无法显示 Amora 的通知。如使用 iPhone，请先将 Amora 添加到主屏幕。",
  deviceFailed: "操作未成功。请检查网络连接后再试一次。",
};
