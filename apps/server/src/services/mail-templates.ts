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

const SIGN_IN_ALERT: Record<string, (name: string, failures: number) => Template> = {
  en: (name, failures) => ({
    subject: "Failed sign-in attempts on your account",
    text: `Hello ${name},\n\nIn the last few minutes someone entered a wrong password for your account ${failures} times.\nIf it was you, nothing needs doing. If not, your account is safe as long as your password is strong and not used elsewhere; you can change it under Settings.\nYou can always sign in as usual from your own device.\n`,
  }),
  zhcn: (name, failures) => ({
    subject: "您的账户有多次登录失败",
    text: `${name}，您好：\n\n最近几分钟内，有人为您的账户输入了 ${failures} 次错误密码。\n如果是您本人，无需处理。如果不是，只要您的密码足够强且未在其他网站使用，账户依然安全；您可以在“设置”中修改密码。\n您仍可以像平常一样从自己的设备登录。\n`,
  }),
  zhtw: (name, failures) => ({
    subject: "您的帳號有多次登入失敗",
    text: `${name}，您好：\n\n最近幾分鐘內，有人為您的帳號輸入了 ${failures} 次錯誤密碼。\n如果是您本人，無需處理。若不是，只要您的密碼夠強且未在其他網站使用，帳號依然安全；您可以在「設定」中變更密碼。\n您仍可以像平常一樣從自己的裝置登入。\n`,
  }),
};

export function signInAlertMail(lang: string, name: string, failures: number): Template {
  const template = SIGN_IN_ALERT[lang] ?? SIGN_IN_ALERT.en;
  return (template as (typeof SIGN_IN_ALERT)[string])(name, failures);
}

/** Hours the link that confirms a new e-mail address works. */
export const EMAIL_LINK_HOURS = 24;

const EMAIL_CONFIRM: Record<string, (name: string, link: string) => Template> = {
  en: (name, link) => ({
    subject: "Confirm your new e-mail address",
    text: `Hello ${name},\n\nYou asked to use this address for your account. Open this link within ${EMAIL_LINK_HOURS} hours to confirm it:\n\n${link}\n\nUntil then your account keeps its current address. If you did not ask, ignore this mail.\n`,
  }),
  zhcn: (name, link) => ({
    subject: "确认您的新电子邮件地址",
    text: `${name}，您好：\n\n您申请将此地址用于您的账户。请在 ${EMAIL_LINK_HOURS} 小时内打开以下链接确认：\n\n${link}\n\n确认之前，您的账户仍使用原来的地址。如果这不是您本人的操作，请忽略本邮件。\n`,
  }),
  zhtw: (name, link) => ({
    subject: "確認您的新電子郵件地址",
    text: `${name}，您好：\n\n您申請將此地址用於您的帳號。請於 ${EMAIL_LINK_HOURS} 小時內開啟下列連結確認：\n\n${link}\n\n確認之前，您的帳號仍使用原本的地址。若非您本人操作，請忽略這封郵件。\n`,
  }),
};

export function emailConfirmMail(lang: string, name: string, link: string): Template {
  const template = EMAIL_CONFIRM[lang] ?? EMAIL_CONFIRM.en;
  return (template as (typeof EMAIL_CONFIRM)[string])(name, link);
}

const EMAIL_CHANGE_NOTICE: Record<string, (name: string, address: string) => Template> = {
  en: (name, address) => ({
    subject: "Your e-mail address is about to change",
    text: `Hello ${name},\n\nSomeone signed in to your account asked to change its e-mail address to ${address}. It changes only once a link sent there is opened.\nIf this was not you, change your password now: that ends every other session and cancels nothing you did.\n`,
  }),
  zhcn: (name, address) => ({
    subject: "您的电子邮件地址即将更改",
    text: `${name}，您好：\n\n有人登录您的账户并申请将电子邮件地址改为 ${address}。只有打开发送到该地址的链接后才会更改。\n如果这不是您本人的操作，请立即修改密码：这会结束其他所有登录。\n`,
  }),
  zhtw: (name, address) => ({
    subject: "您的電子郵件地址即將變更",
    text: `${name}，您好：\n\n有人登入您的帳號並申請將電子郵件地址改為 ${address}。只有開啟寄到該地址的連結後才會變更。\n若非您本人操作，請立即變更密碼：這會結束其他所有登入。\n`,
  }),
};

export function emailChangeNoticeMail(lang: string, name: string, address: string): Template {
  const template = EMAIL_CHANGE_NOTICE[lang] ?? EMAIL_CHANGE_NOTICE.en;
  return (template as (typeof EMAIL_CHANGE_NOTICE)[string])(name, address);
}

const EMAIL_CHANGE_AT_CURRENT: Record<string, (name: string, address: string, link: string) => Template> = {
  en: (name, address, link) => ({
    subject: "Confirm the change of your e-mail address",
    text: `Hello ${name},\n\nSomeone signed in to your account asked to change its e-mail address to ${address}. Open this link within ${EMAIL_LINK_HOURS} hours to confirm it:\n\n${link}\n\nUntil then your account keeps this address. If this was not you, do not open the link, and change your password now: that ends every other session.\n`,
  }),
  zhcn: (name, address, link) => ({
    subject: "确认更改您的电子邮件地址",
    text: `${name}，您好：\n\n有人登录您的账户并申请将电子邮件地址改为 ${address}。请在 ${EMAIL_LINK_HOURS} 小时内打开以下链接确认：\n\n${link}\n\n确认之前，您的账户仍使用本地址。如果这不是您本人的操作，请不要打开链接，并立即修改密码：这会结束其他所有登录。\n`,
  }),
  zhtw: (name, address, link) => ({
    subject: "確認變更您的電子郵件地址",
    text: `${name}，您好：\n\n有人登入您的帳號並申請將電子郵件地址改為 ${address}。請於 ${EMAIL_LINK_HOURS} 小時內開啟下列連結確認：\n\n${link}\n\n確認之前，您的帳號仍使用本地址。若非您本人操作，請不要開啟連結，並立即變更密碼：這會結束其他所有登入。\n`,
  }),
};

/** A change asked without the password: the link goes to the current address, which decides. */
export function emailChangeAtCurrentMail(
  lang: string,
  name: string,
  address: string,
  link: string,
): Template {
  const template = EMAIL_CHANGE_AT_CURRENT[lang] ?? EMAIL_CHANGE_AT_CURRENT.en;
  return (template as (typeof EMAIL_CHANGE_AT_CURRENT)[string])(name, address, link);
}

const EMAIL_CHANGED: Record<string, (name: string) => Template> = {
  en: (name) => ({
    subject: "Your account now uses this e-mail address",
    text: `Hello ${name},\n\nYour Amora account now uses this e-mail address: sign in with it or with your username, and the site's mail comes here.\nIf you did not expect this, tell us through the Contact us page.\n`,
  }),
  zhcn: (name) => ({
    subject: "您的账户现在使用此电子邮件地址",
    text: `${name}，您好：\n\n您的 Amora 账户现在使用此电子邮件地址：您可以用它或用户名登录，网站的邮件也会寄到这里。\n如果这出乎您的意料，请通过“联系我们”页面告诉我们。\n`,
  }),
  zhtw: (name) => ({
    subject: "您的帳號現在使用此電子郵件地址",
    text: `${name}，您好：\n\n您的 Amora 帳號現在使用此電子郵件地址：您可以用它或使用者名稱登入，網站的郵件也會寄到這裡。\n如果這出乎您的意料，請透過「聯絡我們」頁面告訴我們。\n`,
  }),
};

/** Told to the new address once the current one confirmed the change. */
export function emailChangedMail(lang: string, name: string): Template {
  const template = EMAIL_CHANGED[lang] ?? EMAIL_CHANGED.en;
  return (template as (typeof EMAIL_CHANGED)[string])(name);
}

const REVIEW_REFUSED: Record<string, (name: string, reason: string) => Template> = {
  en: (name, reason) => ({
    subject: "Your Amora account was not approved",
    text: `Hello ${name},\n\nThank you for joining Amora. We reviewed your new account and could not approve it:\n\n${reason}\n\nIf you think this is a mistake, or once you have fixed it, reply through the Contact us page and we will look again.\n`,
  }),
  zhcn: (name, reason) => ({
    subject: "您的 Amora 账户未通过审核",
    text: `${name}，您好：\n\n感谢您加入 Amora。我们审核了您的新账户，但暂时无法通过，原因如下：\n\n${reason}\n\n如果您认为有误，或已经修改完成，请通过“联系我们”页面告诉我们，我们会重新审核。\n`,
  }),
  zhtw: (name, reason) => ({
    subject: "您的 Amora 帳號未通過審核",
    text: `${name}，您好：\n\n感謝您加入 Amora。我們審核了您的新帳號，但暫時無法通過，原因如下：\n\n${reason}\n\n如果您認為有誤，或已經修改完成，請透過「聯絡我們」頁面告訴我們，我們會重新審核。\n`,
  }),
};

/** A new account refused at review: the staff member's reason, in the member's language. */
export function reviewRefusedMail(lang: string, name: string, reason: string): Template {
  const template = REVIEW_REFUSED[lang] ?? REVIEW_REFUSED.en;
  return (template as (typeof REVIEW_REFUSED)[string])(name, reason);
}
