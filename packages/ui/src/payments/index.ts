export { BillingTerms, type BillingTermsProps } from "./billing-terms.tsx";
export { CardForm, CardFormPreview, type CardFormPreviewProps, type CardFormProps } from "./card-form.tsx";
export { CurrentPlan, type CurrentPlanProps } from "./current-plan.tsx";
export { LedgerList, type LedgerListProps } from "./ledger-list.tsx";
export {
  type FoundMember,
  MEMBER_SEARCH_DEBOUNCE_MS,
  MemberSearchOverlay,
  MemberSearchOverlayPreview,
  type MemberSearchOverlayPreviewProps,
  type MemberSearchOverlayProps,
} from "./member-search-overlay.tsx";
export {
  CUSTOM_PACKAGE_ID,
  type PackageChoice,
  PackagePicker,
  type PackagePickerProps,
} from "./package-picker.tsx";
export { PayMethodPicker, type PayMethodPickerProps, usePayMethodName } from "./pay-method-picker.tsx";
export { PaymentResult, type PaymentResultProps } from "./payment-result.tsx";
export { UpgradeBox, type UpgradeBoxProps } from "./upgrade-box.tsx";
export { UpgradeSummary, type UpgradeSummaryProps } from "./upgrade-summary.tsx";
export { WalletBox, type WalletBoxProps } from "./wallet-box.tsx";
