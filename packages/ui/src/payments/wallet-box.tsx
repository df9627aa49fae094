import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { CoinIcon, useMoney } from "./payment-parts.tsx";

export type WalletBoxProps = {
  /** The balance in credits. */
  amount: number;
  /** The app's link or button ("Buy credits"). */
  action?: ReactNode;
  /** Extra classes for the box. */
  className?: string;
};

/** The credits balance (spec §2 credits box): "Balance", the amount, and the app's way to add more. */
export function WalletBox({ amount, action, className }: WalletBoxProps) {
  const { t } = useTranslation("store");
  const money = useMoney();
  return (
    // Unnamed, so no landmark: a small card that a page may show twice.
    <section
      data-slot="wallet-box"
      className={cn(
        "@container relative isolate flex min-w-0 flex-wrap items-center gap-x-4 gap-y-3 overflow-hidden rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink-900/5 sm:p-5",
        className,
      )}
    >
      <span
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-50 via-surface to-surface"
      />
      <span
        aria-hidden
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-light ring-1 ring-gold/40 ring-inset"
      >
        <CoinIcon className="size-7" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-medium text-ink-600 text-sm">{t("payments.wallet.balance")}</h2>
        <p className="font-bold text-2xl text-ink-900 tabular-nums tracking-tight wrap-anywhere @xs:text-3xl">
          {money.credits(amount)}
        </p>
      </div>
      {action && (
        <div className="flex shrink-0 flex-wrap gap-2 @max-xs:w-full @max-xs:[&>*]:flex-1">{action}</div>
      )}
    </section>
  );
}
