import { BILLING } from "@site/contracts";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import type { LineIconProps } from "../utils/line-icon.tsx";
import { CalendarIcon, NoRenewIcon, NoTransferIcon, ReceiptIcon, RefundIcon } from "./payment-icons.tsx";

const TERMS = [
  { key: "payments.billing.statement", Icon: ReceiptIcon },
  { key: "payments.billing.dispute", Icon: CalendarIcon },
  { key: "payments.billing.refund", Icon: RefundIcon },
  { key: "payments.billing.noRenewal", Icon: NoRenewIcon },
  { key: "payments.billing.noTransfer", Icon: NoTransferIcon },
] as const satisfies readonly { key: `payments.billing.${string}`; Icon: ComponentType<LineIconProps> }[];

export type BillingTermsProps = {
  /** Extra classes for the box. */
  className?: string;
};

/** Spec §1's billing terms, shown wherever a member pays: the statement name, disputes, refunds. */
export function BillingTerms({ className }: BillingTermsProps) {
  const { t } = useTranslation("store");
  return (
    // Unnamed, so no landmark: a small card that a page may show twice.
    <section
      data-slot="billing-terms"
      className={cn("rounded-2xl bg-surface-muted px-4 py-3.5 ring-1 ring-ink-900/5", className)}
    >
      <h2 className="font-semibold text-ink-800 text-sm">{t("payments.billing.title")}</h2>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list. */}
      <ul role="list" className="mt-2 flex flex-col gap-1.5">
        {TERMS.map(({ key, Icon }) => (
          <li
            key={key}
            className="flex items-start gap-2.5 text-pretty text-ink-600 text-xs leading-5 sm:text-sm"
          >
            <Icon className="mt-0.5 size-4 shrink-0 text-ink-400" />
            <span>
              {t(key, {
                statementName: BILLING.statementName,
                disputeDays: BILLING.disputeDays,
                refundBusinessDays: BILLING.refundBusinessDays,
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
