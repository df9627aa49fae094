export { CloseIcon } from "./close-icon.tsx";
export { IconButton, type IconButtonProps, iconButtonVariants } from "./icon-button.tsx";
