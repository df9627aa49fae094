export {
  NavPanel,
  type NavPanelProps,
  NavPopover,
  type NavPopoverProps,
  NewMark,
  navPanelClass,
} from "./nav-popover.tsx";
export {
  BellIcon,
  NoticeItem,
  NoticeMenu,
  NoticeMenuPreview,
  type NoticeMenuPreviewProps,
  type NoticeMenuProps,
} from "./notice-menu.tsx";
