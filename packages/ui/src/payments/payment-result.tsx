import { BILLING, type OrderState } from "@site/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";
import { useVipLabel } from "../vip-badge/tier-names.tsx";
import { CheckIcon, CrossIcon, RefundIcon } from "./payment-icons.tsx";
import { useMoney } from "./payment-parts.tsx";

type Outcome = "pending" | "paid" | "failed" | "expired" | "refunded";
const OUTCOME: Record<OrderState, Outcome> = {
  created: "pending",
  pending: "pending",
  paid: "paid",
  failed: "failed",
  expired: "expired",
  refunded: "refunded",
};

const discVariants = cva("flex size-16 items-center justify-center rounded-full ring-8", {
  variants: {
    outcome: {
      pending: "bg-brand-50 ring-brand-50/50",
      paid: "bg-success-50 text-success-700 ring-success-50/50",
      failed: "bg-danger-50 text-danger-700 ring-danger-50/50",
      expired: "bg-danger-50 text-danger-700 ring-danger-50/50",
      refunded: "bg-surface-sunken text-ink-700 ring-surface-sunken/50",
    },
  },
});

export type PaymentResultProps = {
  /** The order's state (ours: created and pending wait for the provider). */
  state: OrderState;
  /** What was bought: credits ("recharge") or a membership ("upgrade"). */
  kind: "recharge" | "upgrade";
  /** US dollars paid (= the credits of a recharge). */
  amount: number;
  /** Another member who receives the credits or the membership; absent for oneself. */
  gainer?: string;
  /** An upgrade's tier and months. */
  tier?: 1 | 2;
  /** How many months the upgrade lasts. */
  months?: number;
  /** The app's way on ("Back to my page", "Try again"). */
  action?: ReactNode;
  /** Extra classes for the outer element. */
  className?: string;
};

/** The payment result (spec §4, §8): waiting, paid (what and for whom), failed, or refunded. */
export function PaymentResult({
  state,
  kind,
  amount,
  gainer,
  tier,
  months,
  action,
  className,
}: PaymentResultProps) {
  const outcome = OUTCOME[state];
  const { title, lines } = useResultText({ outcome, kind, amount, gainer, tier, months });
  return (
    <section
      data-slot="payment-result"
      data-state={outcome}
      className={cn(
        "flex min-w-0 flex-col items-center rounded-2xl bg-surface px-5 py-8 text-center shadow-card ring-1 ring-ink-900/5 sm:px-8 sm:py-10",
        className,
      )}
    >
      <span aria-hidden className={discVariants({ outcome })}>
        {outcome === "pending" && <Spinner size="lg" />}
        {outcome === "paid" && <CheckIcon className="size-8" />}
        {(outcome === "failed" || outcome === "expired") && <CrossIcon className="size-8" />}
        {outcome === "refunded" && <RefundIcon className="size-8" />}
      </span>
      {/* One live region for every state: a result that arrives while the page waits is read out. */}
      <div role="status" className="mt-5 flex max-w-sm flex-col items-center gap-1.5">
        <h2 className="text-balance font-bold text-ink-900 text-xl">{title}</h2>
        {lines.map((line, index) => (
          <p
            key={line}
            className={cn(
              "text-pretty text-sm",
              index === 0 && outcome !== "pending" ? "font-medium text-ink-800 text-base" : "text-ink-600",
            )}
          >
            {line}
          </p>
        ))}
      </div>
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </section>
  );
}

function useResultText({
  outcome,
  kind,
  amount,
  gainer,
  tier,
  months,
}: { outcome: Outcome } & Pick<PaymentResultProps, "kind" | "amount" | "gainer" | "tier" | "months">) {
  const { t } = useTranslation("store");
  const { t: tm } = useTranslation("messages");
  const vipLabel = useVipLabel();
  const money = useMoney();
  const paid = money.usd(amount, { cents: true });
  switch (outcome) {
    case "pending":
      return { title: t("payments.result.pending"), lines: [t("payments.result.pendingHint")] };
    case "paid": {
      if (kind === "recharge") {
        const credits = money.credits(amount);
        const what = gainer
          ? t("payments.result.rechargeFor", { credits, name: gainer })
          : t("payments.result.rechargeSelf", { credits });
        return {
          title: tm("pay.rechargeSuccess"),
          lines: [what, t("payments.result.paidAmount", { amount: paid })],
        };
      }
      const what =
        tier !== undefined && months !== undefined
          ? t(gainer ? "payments.result.upgradeFor" : "payments.result.upgradeSelf", {
              tier: vipLabel(tier),
              period: t("payments.upgrade.months", { count: months }),
              name: gainer,
            })
          : undefined;
      return {
        title: tm("pay.upgradeSuccess"),
        lines: [...(what ? [what] : []), t("payments.result.paidAmount", { amount: paid })],
      };
    }
    case "failed":
      return {
        title: tm("pay.failed"),
        lines: [t("payments.result.noMoneyTaken"), t("payments.result.failedHint")],
      };
    case "expired":
      return {
        title: tm("pay.failed"),
        lines: [t("payments.result.noMoneyTaken"), t("payments.result.expiredHint")],
      };
    case "refunded":
      return {
        title: t("payments.result.refunded"),
        lines: [t("payments.result.refundedHint", { amount: paid, days: BILLING.refundBusinessDays })],
      };
  }
}
