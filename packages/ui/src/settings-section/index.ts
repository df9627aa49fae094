export { SettingsSection, type SettingsSectionProps } from "./settings-section.tsx";
export {
  type SettingsToggleItem,
  SettingsToggleList,
  type SettingsToggleListProps,
} from "./settings-toggle-list.tsx";
