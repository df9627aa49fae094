import { CARD_COUNTRIES } from "@site/contracts";
import { type FormEvent, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { countryName } from "../member-card/member-facts.tsx";
import { Select } from "../select/select.tsx";
import { FormAlert } from "../text-field/field-parts.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { cn } from "../utils/cn.ts";
import { Group, useCardNumberCaret } from "./card-form-parts.tsx";
import type { CardField, CardFormText } from "./card-form-state.ts";
import { CardBackIcon, CardIcon, LockIcon } from "./payment-icons.tsx";

/** The card schema accepts this year and the next 20 (contracts `cardFormSchema`). */
const EXPIRY_YEARS = 20;
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, "0"));

export type CardFormFieldsProps = {
  needsAddress: boolean;
  /** The card's own fields (number, expiry, code, country); false when the provider's page takes them. */
  takesCard?: boolean;
  text: CardFormText;
  /** Each field's error, in the member's words, when it is to be shown. */
  errors: Partial<Record<CardField, string>>;
  busy: boolean;
  alert?: string | null;
  amountLabel: string;
  /** The id of each field's control, for the label and for focus after a refused send. */
  idOf: (field: CardField) => string;
  onFieldChange: (field: CardField, value: string) => void;
  onFieldBlur: (field: CardField) => void;
  onSubmit: () => void;
  onCancel?: () => void;
  /** "Now" for the expiry years (tests and stories). */
  now?: Date;
  className?: string;
};

/** The card form itself, every state from props: CardForm drives it, catalogs freeze it. */
export function CardFormFields({
  needsAddress,
  takesCard = true,
  text,
  errors,
  busy,
  alert,
  amountLabel,
  idOf,
  onFieldChange,
  onFieldBlur,
  onSubmit,
  onCancel,
  now,
  className,
}: CardFormFieldsProps) {
  const { t, i18n } = useTranslation("store");
  const number = useCardNumberCaret();
  const cvvHintId = useId();
  const year = (now ?? new Date()).getFullYear();
  const years = useMemo(
    () => Array.from({ length: EXPIRY_YEARS + 1 }, (_, index) => String(year + index)),
    [year],
  );
  const countries = useMemo(
    () => CARD_COUNTRIES.map((code) => ({ value: code, label: countryName(code, i18n.language) })),
    [i18n.language],
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  /** What every text field shares: its id, value, error and the touched mark on leaving it. */
  const input = (field: CardField) => ({
    id: idOf(field),
    name: field,
    value: text[field],
    error: errors[field],
    readOnly: busy,
    required: true,
    onChange: (event: { target: { value: string } }) => onFieldChange(field, event.target.value),
    onBlur: () => onFieldBlur(field),
  });
  const select = (field: CardField) => ({
    id: idOf(field),
    value: text[field],
    error: errors[field],
    required: true,
    // Read-only while paying, like the text fields (disabled would grey out only the selects).
    onChange: (value: string) => {
      if (busy) return;
      onFieldChange(field, value);
      onFieldBlur(field);
    },
  });

  return (
    // Our own messages, in the member's language, replace the browser's bubbles.
    <form
      noValidate
      onSubmit={handleSubmit}
      data-slot="card-form"
      className={cn("@container flex min-w-0 flex-col gap-5", className)}
    >
      {/* Two columns on a phone, four in a dialog: short fields pair up, long ones take the row. */}
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 @lg:grid-cols-4">
        <TextField
          {...input("name")}
          label={t("payments.card.firstName")}
          autoComplete="cc-given-name"
          className="@lg:col-span-2"
        />
        <TextField
          {...input("lastname")}
          label={t("payments.card.lastName")}
          autoComplete="cc-family-name"
          className="@lg:col-span-2"
        />
        {takesCard && (
          <>
            <TextField
              {...input("cardnumber")}
              ref={number.ref}
              onChange={(event) => onFieldChange("cardnumber", number.format(event.target))}
              label={t("payments.card.number")}
              className="col-span-2 @lg:col-span-4"
              inputClassName="tabular-nums tracking-wide"
              icon={<CardIcon />}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              // 19 digits and their spaces.
              maxLength={23}
            />
            <Group legend={t("payments.card.expiry")} required className="col-span-2">
              <Select
                {...select("exp_month")}
                label={t("payments.card.month")}
                hideLabel
                placeholder={t("payments.card.month")}
                options={MONTHS.map((month) => ({ value: month, label: month }))}
              />
              <Select
                {...select("exp_year")}
                label={t("payments.card.year")}
                hideLabel
                placeholder={t("payments.card.year")}
                options={years.map((value) => ({ value, label: value }))}
              />
            </Group>
            <TextField
              {...input("cvv")}
              label={t("payments.card.cvv")}
              aria-describedby={cvvHintId}
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
            />
            {/* Beside the box, level with it, where a phone's half row would stay empty. */}
            <p
              id={cvvHintId}
              className="flex min-h-11 items-center gap-2 self-start pt-7 text-ink-500 text-xs leading-4"
            >
              <CardBackIcon className="size-6 shrink-0 text-ink-400" />
              <span className="text-pretty">{t("payments.card.cvvHint")}</span>
            </p>
            <Select
              {...select("country")}
              label={t("payments.card.country")}
              options={countries}
              className="col-span-2 @lg:col-span-4"
            />
          </>
        )}
        {needsAddress && (
          <Group legend={t("payments.card.billingAddress")} className="col-span-2 @lg:col-span-4" boxed>
            <TextField
              {...input("address")}
              label={t("payments.card.address")}
              autoComplete="street-address"
              className="col-span-2"
            />
            <TextField
              {...input("city")}
              label={t("payments.card.city")}
              autoComplete="address-level2"
              className="col-span-2"
            />
            <TextField
              {...input("state")}
              label={t("payments.card.state")}
              autoComplete="address-level1"
              className="@lg:col-span-2"
            />
            <TextField
              {...input("ZipCode")}
              label={t("payments.card.zip")}
              autoComplete="postal-code"
              className="@lg:col-span-2"
            />
          </Group>
        )}
        <TextField
          {...input("phone")}
          label={t("payments.card.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="col-span-2"
        />
        <TextField
          {...input("grEmail")}
          label={t("payments.card.email")}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          className="col-span-2"
        />
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 @md:flex-row @md:items-center @md:justify-end">
        {onCancel && (
          <Button variant="outline" size="lg" onClick={onCancel}>
            {t("payments.card.cancel")}
          </Button>
        )}
        <Button type="submit" size="lg" loading={busy} className="@md:min-w-48">
          {!busy && <LockIcon />}
          {t("payments.card.pay", { amount: amountLabel })}
        </Button>
      </div>
      <p
        data-slot="card-form-privacy"
        className="-mt-1 flex items-start justify-center gap-1.5 text-pretty text-center text-ink-500 text-xs @md:justify-end @md:text-end"
      >
        <LockIcon className="mt-px size-3.5 shrink-0" />
        <span>{t("payments.card.privacy")}</span>
      </p>
    </form>
  );
}
