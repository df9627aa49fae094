export { SafetyWarning, type SafetyWarningProps, safetyWarningVariants } from "./safety-warning.tsx";
export { ShieldIcon } from "./shield-icon.tsx";
