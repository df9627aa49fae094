export { type TabItem, Tabs, type TabsProps } from "./tabs.tsx";
