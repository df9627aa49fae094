/** What every payment surface shares: amounts in the member's words, the coin, the chosen mark. */
import { HTML_LANG, isLanguage } from "@site/i18n";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";

const formats = new Map<string, Intl.NumberFormat>();

/** "10", "12.50", "1,000": whole amounts without cents unless `cents`, else always 2 decimals. */
export function formatAmount(amount: number, locale: string, cents = false): string {
  const whole = Number.isInteger(amount) && !cents;
  const key = `${locale}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}

/**
 * Dollars and credits in the member's language (1 credit = 1 USD). `usd(10)` is "$10",
 * `usd(35, { cents: true })` "$35.00"; `credits(1)` "1 credit".
 */
export function useMoney() {
  const { t, i18n } = useTranslation("store");
  const locale = isLanguage(i18n.language) ? HTML_LANG[i18n.language] : "en";
  const usd = useCallback(
    // The symbol leads in every language the site speaks ("$10", "US$10").
    (amount: number, { cents = false } = {}) =>
      `${t("payments.dollar")}${formatAmount(amount, locale, cents)}`,
    [t, locale],
  );
  const credits = useCallback(
    (amount: number) =>
      t("payments.credits", { count: amount, amount: formatAmount(Math.abs(amount), locale) }),
    [t, locale],
  );
  const number = useCallback((amount: number) => formatAmount(amount, locale), [locale]);
  return useMemo(() => ({ usd, credits, number }), [usd, credits, number]);
}

/** A gold coin, for balances and the credits method. Decorative. */
export function CoinIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={cn("size-5 shrink-0", className)}>
      <circle cx="12" cy="12" r="10" className="fill-gold" />
      <circle cx="12" cy="12" r="6.8" fill="none" strokeWidth="1.6" className="stroke-gold-light" />
      <path d="M12 8.4v7.2" strokeWidth="1.8" strokeLinecap="round" className="stroke-gold-light" />
    </svg>
  );
}

/** A white check on a brand disc, in a chosen card's corner; the radio's state says it in words. */
export function ChosenMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-5 items-center justify-center rounded-full bg-brand-600 text-white ring-2 ring-surface",
        className,
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-3"
      >
        <path d="M5 10.5l3.2 3.2L15 7" />
      </svg>
    </span>
  );
}

/** The round radio mark of a choice card: an empty ring, or a brand dot when chosen. */
export function RadioMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-ink-300 bg-surface transition-colors group-hover:border-brand-400 group-data-checked:border-brand-600",
        className,
      )}
    >
      <span className="invisible size-2.5 rounded-full bg-brand-600 group-data-checked:visible" />
    </span>
  );
}

/** The shared look of a choice card (a package, a method, a period); Headless UI's data-* paint it. */
export const choiceCardClass =
  "group relative cursor-pointer select-none rounded-2xl bg-surface ring-1 ring-ink-200 transition hover:ring-brand-300 focus:outline-none data-checked:bg-brand-50/60 data-checked:ring-2 data-checked:ring-brand-500 data-focus:outline-3 data-focus:outline-offset-2 data-focus:outline-brand-300 data-disabled:cursor-not-allowed data-disabled:opacity-50 motion-reduce:transition-none";
