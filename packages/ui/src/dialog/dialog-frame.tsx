import { Description, DialogTitle } from "@headlessui/react";
import type { ElementType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../icon-button/close-icon.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { cn } from "../utils/cn.ts";

export interface DialogFrameProps {
  /** The heading, which names the dialog. */
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  /** The body, which scrolls when it is taller than the screen. */
  children?: ReactNode;
  /** Actions, right-aligned under a hairline ("Cancel", "Save"). */
  footer?: ReactNode;
  /** Called by the close button in the header. */
  onClose?: () => void;
  /**
   * Hides the close button when the footer already offers a way out.
   * @default false
   */
  hideClose?: boolean;
  /**
   * Plain elements instead of Headless UI's, for catalogs that show a panel outside a dialog.
   * @default false
   */
  preview?: boolean;
  /** Classes for the scrolling body. */
  bodyClassName?: string;
}

/** Header (title, description, close), scrolling body and footer, shared by Dialog and Drawer. */
export function DialogFrame({
  title,
  description,
  children,
  footer,
  onClose,
  hideClose = false,
  preview = false,
  bodyClassName,
}: DialogFrameProps) {
  const { t } = useTranslation("ui");
  const Title: ElementType = preview ? "h2" : DialogTitle;
  const Desc: ElementType = preview ? "p" : Description;
  return (
    <>
      <div data-slot="dialog-header" className="flex items-start gap-3 px-6 pt-5 pb-2">
        <div className="min-w-0 flex-1 pt-1.5">
          <Title className="text-balance font-semibold text-ink-900 text-lg">{title}</Title>
          {description && <Desc className="mt-1 text-pretty text-ink-600 text-sm">{description}</Desc>}
        </div>
        {!hideClose && (
          <IconButton label={t("close")} onClick={onClose} className="-me-2 shrink-0">
            <CloseIcon />
          </IconButton>
        )}
      </div>
      <div
        data-slot="dialog-body"
        className={cn(
          "min-h-0 flex-1 overflow-y-auto px-6 pt-2 text-ink-700 text-sm",
          footer ? "pb-5" : "pb-6",
          bodyClassName,
        )}
      >
        {children}
      </div>
      {footer && (
        <div
          data-slot="dialog-footer"
          className="flex flex-wrap justify-end gap-3 border-ink-100 border-t px-6 py-4"
        >
          {footer}
        </div>
      )}
    </>
  );
}
