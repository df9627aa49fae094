export { BackgroundDrawer, type BackgroundDrawerProps, type BackPhoto } from "./background-drawer.tsx";
