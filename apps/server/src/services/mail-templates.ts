/** The text of the mails the server sends, in the member's language (fallback English). */
import { RESET_LINK_MINUTES } from "@site/contracts";

interface Template {
  subject: string;
  text: string;
}

const RESET: Record<string, (name: string, link: string) => Template> = {
  en: (name, link) => ({
    subject: "Set a new password",
    text: `Hello ${name},\n\nSomeone (we hope you) asked to set a new password for your account.\nOpen this link within ${RESET_LINK_MINUTES} minutes to choose one:\n\n${link}\n\nThe link works once. If you did not ask, ignore this mail: your password stays as it is.\n`,
  }),
  zhcn: (name, link) => ({
    subject: "设置新密码",
    text: `${name}，您好：\n\n有人（希望是您本人）申请为您的账户设置新密码。\n请在 ${RESET_LINK_MINUTES} 分钟内打开以下链接设置新密码：\n\n${link}\n\n该链接只能使用一次。如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。\n`,
  }),
  zhtw: (name, link) => ({
    subject: "設定新密碼",
    text: `${name}，您好：\n\n有人（希望是您本人）申請為您的帳號設定新密碼。\n請於 ${RESET_LINK_MINUTES} 分鐘內開啟下列連結設定新密碼：\n\n${link}\n\n此連結僅能使用一次。若非您本人操作，請忽略這封郵件，您的密碼將維持不變。\n`,
  }),
};

export function resetMail(lang: string, name: string, link: string): Template {
  const template = RESET[lang] ?? RESET.en;
  return (template as (typeof RESET)[string])(name, link);
}
