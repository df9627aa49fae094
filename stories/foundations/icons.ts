/**
 * Every icon of packages/ui, found by its exports (a unit test checks the list against the source),
 * with where to import it from: the package entry when the folder's index exports it, else its file.
 */
import type { ComponentType } from "react";
import * as chatIcons from "../../packages/ui/src/chat-window/chat-icons.tsx";
import * as closeIcon from "../../packages/ui/src/icon-button/close-icon.tsx";
import * as iconButtonIndex from "../../packages/ui/src/icon-button/index.ts";
import * as trashIcon from "../../packages/ui/src/icon-button/trash-icon.tsx";
import * as envelopeIcon from "../../packages/ui/src/mail-list/envelope-icon.tsx";
import * as mailListIndex from "../../packages/ui/src/mail-list/index.ts";
import * as mailIcons from "../../packages/ui/src/mail-list/mail-icons.tsx";
import * as memberIcons from "../../packages/ui/src/member-card/member-icons.tsx";
import * as quickActions from "../../packages/ui/src/member-card/quick-actions.tsx";
import * as menu from "../../packages/ui/src/menu/menu.tsx";
import * as bellIcon from "../../packages/ui/src/notice-menu/bell-icon.tsx";
import * as noticeMenuIndex from "../../packages/ui/src/notice-menu/index.ts";
import * as paymentIcons from "../../packages/ui/src/payments/payment-icons.tsx";
import * as paymentParts from "../../packages/ui/src/payments/payment-parts.tsx";
import * as safetyWarningIndex from "../../packages/ui/src/safety-warning/index.ts";
import * as shieldIcon from "../../packages/ui/src/safety-warning/shield-icon.tsx";
import * as fieldParts from "../../packages/ui/src/text-field/field-parts.tsx";

type Module = Record<string, unknown>;
/** Each file that exports icons, with its folder's public index when it has one. */
const SOURCES: { file: string; module: Module; index?: Module }[] = [
  { file: "chat-window/chat-icons.tsx", module: chatIcons },
  { file: "icon-button/close-icon.tsx", module: closeIcon, index: iconButtonIndex },
  { file: "icon-button/trash-icon.tsx", module: trashIcon, index: iconButtonIndex },
  { file: "mail-list/envelope-icon.tsx", module: envelopeIcon, index: mailListIndex },
  { file: "mail-list/mail-icons.tsx", module: mailIcons, index: mailListIndex },
  { file: "member-card/member-icons.tsx", module: memberIcons },
  { file: "member-card/quick-actions.tsx", module: quickActions },
  { file: "menu/menu.tsx", module: menu },
  { file: "notice-menu/bell-icon.tsx", module: bellIcon, index: noticeMenuIndex },
  { file: "payments/payment-icons.tsx", module: paymentIcons },
  { file: "payments/payment-parts.tsx", module: paymentParts },
  { file: "safety-warning/shield-icon.tsx", module: shieldIcon, index: safetyWarningIndex },
  { file: "text-field/field-parts.tsx", module: fieldParts },
];

/** Words a designer may search by besides the name (English and Chinese). */
const KEYWORDS: Record<string, string> = {
  CrownIcon: "vip gold member upgrade 会员 會員",
  CoinIcon: "credits balance gold 积分 積分",
  CoinsIcon: "credits recharge 积分 積分",
  HeartIcon: "like favourite 喜欢 喜歡",
  ChatIcon: "message talk 聊天",
  GiftIcon: "present 礼物 禮物",
  WaveIcon: "hello greet 打招呼",
  SendIcon: "message 发送 發送",
  CloseIcon: "dismiss x 关闭 關閉",
  TrashIcon: "delete remove 删除 刪除",
  BellIcon: "notification notice 通知",
  ShieldIcon: "safety 安全",
  CardIcon: "payment credit card 付款",
  DotsIcon: "more menu overflow",
  AlertIcon: "error warning 错误",
  SearchIcon: "find magnifier 搜索 搜尋",
};

/** Props for the icons that need some to draw. */
export const ICON_PROPS: Record<string, Record<string, unknown>> = {
  MailStatusIcon: { read: false, label: "Unread" },
  HeartIcon: { filled: false },
};

export type IconEntry = {
  name: string;
  /** The file under packages/ui/src that defines it. */
  file: string;
  Icon: ComponentType<Record<string, unknown>>;
  /** The import line a developer copies, for an icon the package exports; null for an internal one. */
  importLine: string | null;
  /** Exported by the package entry (@site/ui/<folder>), not only from its file. */
  isPublic: boolean;
  keywords: string;
};

/** LineIcon is the frame the line icons are drawn in, not an icon of its own. */
const isIcon = (name: string, value: unknown) =>
  /Icon$/.test(name) && name !== "LineIcon" && typeof value === "function";

export const ICONS: IconEntry[] = (() => {
  const seen = new Set<unknown>();
  const entries: IconEntry[] = [];
  for (const { file, module, index } of SOURCES) {
    for (const [name, value] of Object.entries(module)) {
      // A re-export (mail-icons.tsx passes the envelope on) is listed once, from its own file.
      if (!isIcon(name, value) || seen.has(value)) continue;
      seen.add(value);
      const folder = file.split("/")[0];
      const isPublic = index?.[name] === value;
      entries.push({
        name,
        file,
        Icon: value as IconEntry["Icon"],
        importLine: isPublic ? `import { ${name} } from "@site/ui/${folder}";` : null,
        isPublic,
        keywords: KEYWORDS[name] ?? "",
      });
    }
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name) || a.file.localeCompare(b.file));
})();

/** The words an icon is found by: its name's parts (LockIcon: lock, icon), its file's, its keywords. */
const wordsOf = (icon: IconEntry) =>
  [icon.name.replace(/([a-z])([A-Z])/g, "$1 $2"), icon.file.replace(/[/.-]/g, " "), icon.keywords]
    .join(" ")
    .toLowerCase()
    .split(/\s+/);

/**
 * The icons found by a query: each of its words starts one of the icon's words, so "lock" finds the
 * lock icons and not the clock, and "pay" finds the payment icons. Case does not matter.
 */
export function searchIcons(query: string, icons = ICONS): IconEntry[] {
  const asked = query.toLowerCase().split(/\s+/).filter(Boolean);
  return icons.filter((icon) => {
    const words = wordsOf(icon);
    return asked.every((word) => words.some((w) => w.startsWith(word)));
  });
}
