import { NOTICE_PREVIEW } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { NoticeItem } from "../notice-item/notice-item.tsx";
import { cn } from "../utils/cn.ts";
import { BellIcon } from "./bell-icon.tsx";
import { NavPanel, navPanelClass } from "./nav-popover.tsx";
import type { NoticeMenuProps } from "./notice-menu.tsx";

/** The notice menu's panel: loaded with the popover, when the member first points at the bell. */
export type NoticePanelProps = Pick<NoticeMenuProps, "notices" | "onOpen" | "onViewAll" | "now">;

export function NoticePanel({ notices, onOpen, onViewAll, now }: NoticePanelProps) {
  const { t } = useTranslation("mail");
  const preview = notices.filter((notice) => notice.status === 0).slice(0, NOTICE_PREVIEW);
  return (
    <NavPanel
      title={t("notices.title")}
      focusBody={preview.length === 0 && !onViewAll}
      footer={
        onViewAll && (
          <Button variant="ghost" size="sm" block onClick={onViewAll}>
            {t("notices.viewAll")}
          </Button>
        )
      }
    >
      {preview.length === 0 ? (
        <EmptyState icon={<BellIcon className="size-10" />} title={t("notices.empty")} className="py-6" />
      ) : (
        <ul className="flex flex-col gap-0.5">
          {preview.map((notice) => (
            <li key={notice.id}>
              <NoticeItem notice={notice} onOpen={onOpen} now={now} />
            </li>
          ))}
        </ul>
      )}
    </NavPanel>
  );
}

export type NoticeMenuPreviewProps = {
  notices: NoticeMenuProps["notices"];
  viewAll?: boolean;
  now?: number;
  className?: string;
};

/** The open panel in place, not in a popover: for catalogs and visual baselines only. */
export function NoticeMenuPreview({ notices, viewAll = true, now, className }: NoticeMenuPreviewProps) {
  const noop = () => {};
  return (
    <div className={cn(navPanelClass, className)}>
      <NoticePanel notices={notices} onOpen={noop} onViewAll={viewAll ? noop : undefined} now={now} />
    </div>
  );
}
