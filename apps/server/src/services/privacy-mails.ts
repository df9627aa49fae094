/** The mail that brings a member the link to their data archive, in their language (fallback English). */
import { EXPORT_LINK_DAYS } from "@site/contracts";

interface Template {
  subject: string;
  text: string;
}

const READY: Record<string, (name: string, link: string) => Template> = {
  en: (name, link) => ({
    subject: "Your data archive is ready",
    text: `Hello ${name},\n\nThe archive of your data you asked for is ready. Download it within ${EXPORT_LINK_DAYS} days:\n\n${link}\n\nThe link works once; afterwards, or if it has expired, you can download the archive or ask for a new one under Settings, Privacy.\nIf you did not ask for it, change your password and sign out your other devices there.\n`,
  }),
  zhcn: (name, link) => ({
    subject: "您的资料档案已准备好",
    text: `${name}，您好：\n\n您申请的个人资料档案已准备好。请在 ${EXPORT_LINK_DAYS} 天内下载：\n\n${link}\n\n该链接只能使用一次；之后或链接过期后，您可以在“设置 > 隐私”中下载或重新申请。\n如果这不是您本人的申请，请在那里修改密码并退出其他设备的登录。\n`,
  }),
  zhtw: (name, link) => ({
    subject: "您的資料檔案已準備好",
    text: `${name}，您好：\n\n您申請的個人資料檔案已準備好。請於 ${EXPORT_LINK_DAYS} 天內下載：\n\n${link}\n\n此連結僅能使用一次；之後或連結過期後，您可以在「設定 > 隱私」中下載或重新申請。\n若非您本人申請，請在那裡變更密碼並登出其他裝置。\n`,
  }),
};

export function exportReadyMail(lang: string, name: string, link: string): Template {
  const template = READY[lang] ?? READY.en;
  return (template as (typeof READY)[string])(name, link);
}
