import { Description, Field, RadioGroup as HeadlessRadioGroup, Label, Radio } from "@headlessui/react";
import { offeredPayTypes, type PayList, PayType } from "@site/contracts";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { cn } from "../utils/cn.ts";
import type { LineIconProps } from "../utils/line-icon.tsx";
import { CardIcon, CardShieldIcon, CoinsIcon, WalletIcon } from "./payment-icons.tsx";
import { choiceCardClass, RadioMark, useMoney } from "./payment-parts.tsx";

/** Each pay type's words (spec §7) and icon. */
const METHODS = {
  [PayType.localCard]: { key: "payments.methods.localCard", Icon: CardIcon },
  [PayType.redirect]: { key: "payments.methods.redirect", Icon: WalletIcon },
  [PayType.credits]: { key: "payments.methods.credits", Icon: CoinsIcon },
  [PayType.cardService]: { key: "payments.methods.cardService", Icon: CardShieldIcon },
  [PayType.baiwan]: { key: "payments.methods.baiwan", Icon: CardIcon },
  [PayType.baiwantwo]: { key: "payments.methods.baiwantwo", Icon: CardIcon },
  [PayType.wintopay]: { key: "payments.methods.wintopay", Icon: CardIcon },
  [PayType.ipasspay]: { key: "payments.methods.ipasspay", Icon: CardIcon },
  [PayType.ipasspaytwo]: { key: "payments.methods.ipasspaytwo", Icon: CardIcon },
} as const satisfies Record<
  PayType,
  { key: `payments.methods.${string}`; Icon: ComponentType<LineIconProps> }
>;

/** A pay type's name in the reader's language (the console's orders and settings). */
export function usePayMethodName(): (type: number) => string {
  const { t } = useTranslation("store");
  return (type) => {
    const method = (METHODS as Record<number, { key: `payments.methods.${string}` } | undefined>)[type];
    return method ? t(method.key as "payments.methods.localCard") : String(type);
  };
}

export type PayMethodPickerProps = {
  /** The payment list flags (spec §3): which methods are offered, in the spec's order. */
  list: PayList;
  /** The chosen method; the app starts it at `defaultPayType(list)` (spec §4). */
  value: PayType | undefined;
  /** Called with the method the member chooses. */
  onChange: (type: PayType) => void;
  /** Offers paying with credits too, showing the balance (an upgrade; a recharge for another member). */
  credits?: { balance: number };
  /** Extra classes for the group (or for the empty state's box). */
  className?: string;
};

/** The payment method choice (spec §2, §4): a card per offered method, with its icon. */
export function PayMethodPicker({ list, value, onChange, credits, className }: PayMethodPickerProps) {
  const { t } = useTranslation("store");
  const money = useMoney();
  const types = offeredPayTypes(list);
  if (credits && !types.includes(PayType.credits)) types.push(PayType.credits);

  if (types.length === 0)
    return (
      <div
        data-slot="pay-method-picker"
        data-state="empty"
        className={cn("rounded-2xl bg-surface-muted ring-1 ring-ink-900/5", className)}
      >
        <EmptyState
          className="py-8"
          icon={
            <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
              <CardIcon className="size-7" />
            </span>
          }
          title={t("payments.methods.none")}
          description={t("payments.methods.noneHint")}
        />
      </div>
    );

  return (
    <HeadlessRadioGroup
      data-slot="pay-method-picker"
      // null, not undefined: the group stays controlled while nothing is chosen.
      value={value ?? null}
      onChange={(next: PayType | null) => {
        if (next !== null) onChange(next);
      }}
      className={cn("@container flex min-w-0 flex-col gap-2.5", className)}
    >
      {/* The page names the section ("Amount"); the group keeps its own name for screen readers. */}
      <Label className="sr-only">{t("payments.methods.label")}</Label>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list. */}
      <ul role="list" className="grid grid-cols-1 gap-2.5 @lg:grid-cols-2">
        {types.map((type) => {
          const { key, Icon } = METHODS[type];
          const isCredits = type === PayType.credits && credits;
          return (
            <Field as="li" key={type} className="min-w-0">
              <Radio
                value={type}
                className={cn(choiceCardClass, "flex h-full min-h-16 items-center gap-3 px-3.5 py-3")}
              >
                <span
                  aria-hidden
                  className={cn(
                    "flex size-10 shrink-0 items-center justify-center rounded-xl transition-colors",
                    isCredits
                      ? "bg-gold-light text-gold-dark"
                      : "bg-surface-sunken text-ink-600 group-data-checked:bg-brand-100 group-data-checked:text-brand-700",
                  )}
                >
                  <Icon className="size-5.5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <Label className="cursor-pointer font-semibold text-ink-900 text-sm leading-5 sm:text-base">
                    {t(key)}
                  </Label>
                  {isCredits && (
                    <Description className="text-ink-600 text-xs tabular-nums sm:text-sm">
                      {t("payments.methods.balance", { amount: money.credits(credits.balance) })}
                    </Description>
                  )}
                </span>
                <RadioMark />
              </Radio>
            </Field>
          );
        })}
      </ul>
    </HeadlessRadioGroup>
  );
}
