export {
  type CompletenessItem,
  type CompletenessLinkProps,
  CompletenessMeter,
  type CompletenessMeterProps,
} from "./completeness-meter.tsx";
