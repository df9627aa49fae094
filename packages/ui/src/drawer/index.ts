export { Drawer, type DrawerProps, drawerPanelVariants } from "./drawer.tsx";
