export { LinkBar, type LinkBarItem, type LinkBarLinkProps, type LinkBarProps } from "./link-bar.tsx";
