export { BellIcon } from "./bell-icon.tsx";
export {
  NavPanel,
  type NavPanelProps,
  NavPopover,
  type NavPopoverProps,
  NewMark,
  navPanelClass,
  navPopoverKind,
} from "./nav-popover.tsx";
export { NoticeMenu, type NoticeMenuProps } from "./notice-menu.tsx";
// The panel (notice-panel.tsx) loads with the popover; a notice alone is @site/ui/notice-item.
