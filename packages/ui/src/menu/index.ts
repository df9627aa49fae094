export { Menu, type MenuItemSpec, type MenuProps } from "./menu.tsx";
