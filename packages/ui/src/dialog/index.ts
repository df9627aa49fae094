export { Dialog, type DialogProps, dialogPanelVariants } from "./dialog.tsx";
export { DialogFrame, type DialogFrameProps } from "./dialog-frame.tsx";
