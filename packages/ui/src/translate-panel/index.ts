export { TranslatePanel, type TranslatePanelProps } from "./translate-panel.tsx";
