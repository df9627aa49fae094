import {
  giftTitle,
  TRANSLATE_TARGETS,
  type TranslateTarget,
  type WalletEntry,
  type WalletKind,
} from "@site/contracts";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { GiftPicture, useGiftLanguage } from "../gift-store/gift-parts.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { cn } from "../utils/cn.ts";
import type { LineIconProps } from "../utils/line-icon.tsx";
import { ListCard } from "../utils/list-card.tsx";
import { useVipLabel } from "../vip-badge/tier-names.tsx";
import {
  CoinsIcon,
  CrownIcon,
  FlagIcon,
  PlusMinusIcon,
  RefundIcon,
  TranslateIcon,
} from "./payment-icons.tsx";
import { useMoney } from "./payment-parts.tsx";

/** Each kind's words and icon; a gift shows its own picture. */
const KINDS = {
  recharge: { key: "payments.ledger.recharge", Icon: CoinsIcon, tone: "bg-gold-light text-gold-dark" },
  gift: { key: "payments.ledger.gift", Icon: CoinsIcon, tone: "bg-brand-50 text-brand-600" },
  translate: {
    key: "payments.ledger.translate",
    Icon: TranslateIcon,
    tone: "bg-surface-sunken text-ink-600",
  },
  upgrade: { key: "payments.ledger.upgrade", Icon: CrownIcon, tone: "bg-gold-light text-gold-dark" },
  refund: { key: "payments.ledger.refund", Icon: RefundIcon, tone: "bg-success-50 text-success-700" },
  grant: { key: "payments.ledger.grant", Icon: PlusMinusIcon, tone: "bg-surface-sunken text-ink-600" },
  opening: { key: "payments.ledger.opening", Icon: FlagIcon, tone: "bg-surface-sunken text-ink-600" },
} as const satisfies Record<
  WalletKind,
  { key: `payments.ledger.${string}`; Icon: ComponentType<LineIconProps>; tone: string }
>;

export type LedgerListProps = {
  /** Newest first, as the history call answers them. */
  entries: WalletEntry[];
  /**
   * The history is loading: skeleton rows until entries arrive.
   * @default false
   */
  loading?: boolean;
  /** Truthy when the data could not load (SWR's `error`): an ErrorState with Try again in its place. */
  error?: unknown;
  /** Loads again (SWR's `mutate`); the ErrorState's Try again button calls it. */
  onRetry?: () => unknown;
  /** Freezes "now" (epoch ms) for the times, in tests and stories. */
  now?: number;
  /** Extra classes for the list. */
  className?: string;
};

/** The member's credit history: what moved the credits, by how much, and the balance after. */
export function LedgerList({ entries, loading = false, error, onRetry, now, className }: LedgerListProps) {
  const { t } = useTranslation("store");
  return (
    <ListCard
      slot="ledger-list"
      items={entries}
      keyOf={(entry) => entry.id}
      row={(entry) => <LedgerRow entry={entry} now={now} />}
      loading={loading}
      error={error}
      onRetry={onRetry}
      label={t("payments.ledger.label")}
      loadingLabel={t("payments.ledger.loading")}
      skeleton={
        <>
          <span className="size-11 shrink-0 rounded-xl bg-ink-100" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3.5 w-2/5 rounded-full bg-ink-100" />
            <span className="h-3 w-1/4 rounded-full bg-surface-sunken" />
          </span>
          <span className="flex flex-col items-end gap-2">
            <span className="h-3.5 w-12 rounded-full bg-ink-100" />
            <span className="h-3 w-16 rounded-full bg-surface-sunken" />
          </span>
        </>
      }
      empty={{
        icon: (
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
            <CoinsIcon className="size-7" />
          </span>
        ),
        title: t("payments.ledger.empty"),
        description: t("payments.ledger.emptyHint"),
      }}
      className={className}
    />
  );
}

/** The row's words: what moved the credits, and its detail (the gift, the tier, the language...). */
function useEntryText(entry: WalletEntry): { label: string; detail?: string | undefined; note?: string } {
  const { t } = useTranslation("store");
  const { t: tc } = useTranslation("chat");
  const lang = useGiftLanguage();
  const vipLabel = useVipLabel();
  const { order } = entry;
  if (entry.kind === "gift" && entry.gift)
    return {
      label: t("payments.ledger.gift", { name: entry.gift.username }),
      detail: giftTitle(entry.gift, lang),
    };
  if ((entry.kind === "recharge" || entry.kind === "upgrade") && (order?.for || order?.from)) {
    const which = order.for ? "For" : "From";
    return {
      label: t(`payments.ledger.${entry.kind}${which}`, { name: order.for ?? order.from }),
      detail: tierDetail(),
    };
  }
  if (entry.kind === "translate" && entry.to && isTarget(entry.to))
    return { label: t("payments.ledger.translate"), detail: tc(`translate.languages.${entry.to}`) };
  // Support's reason is a sentence: it gets a line of its own.
  if (entry.kind === "grant") return { label: t("payments.ledger.grant"), note: entry.reason };
  return { label: t(KINDS[entry.kind]?.key ?? KINDS.grant.key, { name: "" }), detail: tierDetail() };

  function tierDetail() {
    return order?.tier
      ? `${vipLabel(order.tier)} · ${t("payments.upgrade.months", { count: order.months ?? 0 })}`
      : undefined;
  }
}

const isTarget = (code: string): code is TranslateTarget =>
  (TRANSLATE_TARGETS as readonly string[]).includes(code);

function LedgerRow({ entry, now }: { entry: WalletEntry; now: number | undefined }) {
  const { t } = useTranslation("store");
  const money = useMoney();
  const { Icon, tone } = KINDS[entry.kind] ?? KINDS.grant;
  const gift = entry.kind === "gift" ? entry.gift : undefined;
  const { label, detail: title, note } = useEntryText(entry);
  const incoming = entry.amount > 0;
  // A real minus sign, as wide as the plus: the amounts line up.
  const signed = `${incoming ? "+" : entry.amount < 0 ? "\u2212" : ""}${money.number(Math.abs(entry.amount))}`;
  return (
    <div
      data-slot="ledger-entry"
      data-state={incoming ? "in" : "out"}
      className="flex items-center gap-3 py-3"
    >
      {gift ? (
        <GiftPicture src={gift.path} className="size-11" />
      ) : (
        <span
          aria-hidden
          className={cn("flex size-11 shrink-0 items-center justify-center rounded-xl", tone)}
        >
          <Icon className="size-5.5" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="truncate font-semibold text-ink-900 text-sm sm:text-base" title={label}>
          {label}
        </p>
        {note && <p className="line-clamp-2 break-words text-ink-600 text-xs">{note}</p>}
        <p className="flex min-w-0 items-center gap-1.5 text-ink-500 text-xs">
          {title && (
            <>
              <span className="min-w-0 truncate">{title}</span>
              <span aria-hidden>·</span>
            </>
          )}
          <RelativeTime value={entry.create_time * 1000} now={now} className="shrink-0" />
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end">
        <p
          data-slot="ledger-amount"
          className={cn(
            "font-bold text-base tabular-nums sm:text-lg",
            incoming ? "text-success-700" : "text-ink-900",
          )}
        >
          <span aria-hidden>{signed}</span>
          <span className="sr-only">
            {t(incoming ? "payments.ledger.received" : "payments.ledger.spent", {
              credits: money.credits(Math.abs(entry.amount)),
            })}
          </span>
        </p>
        <p className="text-ink-500 text-xs tabular-nums">
          {t("payments.ledger.balance", { amount: money.number(entry.balance) })}
        </p>
      </div>
    </div>
  );
}
