import type { Notice } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { BellIcon } from "./bell-icon.tsx";
import { NavPopover, navPopoverKind } from "./nav-popover.tsx";

/** The panel (the notices) loads with the popover's machinery, at the member's first intent. */
const usePopover = navPopoverKind(() => import("./notice-panel.tsx"));

export type NoticeMenuProps = {
  /** The notice list; the panel previews the first NOTICE_PREVIEW unread ones (status 0). */
  notices: Notice[];
  /** The badge's count (capped at 99), from the notice count call. */
  unread: number;
  /** Called with the notice opened from the panel (the panel closes first). */
  onOpen: (notice: Notice) => void;
  /** Shows "View all" at the foot of the panel, called when pressed (the panel closes first). */
  onViewAll?: () => void;
  /** Freezes "now" (epoch ms) for the times, in tests and stories. */
  now?: number;
  /** Extra classes for the trigger's wrapper. */
  className?: string;
};

/** The web's notice menu (spec §2 web shell, §9 previews): a bell, a badge and unread notices. */
export function NoticeMenu({ notices, unread, onOpen, onViewAll, now, className }: NoticeMenuProps) {
  const { t } = useTranslation("mail");
  return (
    <NavPopover
      label={unread > 0 ? t("notices.labelUnread", { count: unread }) : t("notices.label")}
      title={t("notices.label")}
      icon={<BellIcon />}
      unread={unread}
      className={className}
      usePopover={usePopover}
    >
      {(close, { NoticePanel }) => (
        <NoticePanel
          notices={notices}
          now={now}
          onOpen={(notice) => {
            close();
            onOpen(notice);
          }}
          onViewAll={
            onViewAll &&
            (() => {
              close();
              onViewAll();
            })
          }
        />
      )}
    </NavPopover>
  );
}
