import { type Gift, giftTitle, MESSAGE_MAX } from "@site/contracts";
import type { FormEvent, RefObject } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { GiftIcon } from "../member-card/member-icons.tsx";
import { AlertIcon, FormAlert } from "../text-field/field-parts.tsx";
import { TextArea } from "../text-field/text-area.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { cn } from "../utils/cn.ts";
import { GiftPicture, GiftPrice, useGiftLanguage } from "./gift-parts.tsx";

export type GiftSendErrors = { gift?: true; username?: true };

/** A gift must be chosen and a recipient named; the message is optional (spec §5). */
export function validateGiftSend(gift: Gift | null, username: string): GiftSendErrors {
  return {
    ...(gift === null && { gift: true as const }),
    ...(username.trim() === "" && { username: true as const }),
  };
}

export type GiftSendFieldsProps = {
  gift: Gift | null;
  username: string;
  message: string;
  errors: GiftSendErrors;
  balance?: number;
  busy: boolean;
  /** The failure to show in the alert region. */
  alert?: string | null;
  /** The recipient is known already: a dialog around the form starts in the message. */
  startInMessage?: boolean;
  usernameRef?: RefObject<HTMLInputElement | null>;
  chooseRef?: RefObject<HTMLButtonElement | null>;
  onUsernameChange: (value: string) => void;
  onMessageChange: (value: string) => void;
  onSubmit: () => void;
  onCancel?: () => void;
  onChooseGift?: () => void;
  className?: string;
};

/** The send form itself, every state from props: GiftSendForm drives it, catalogs freeze it. */
export function GiftSendFields({
  gift,
  username,
  message,
  errors,
  balance,
  busy,
  alert,
  startInMessage = false,
  usernameRef,
  chooseRef,
  onUsernameChange,
  onMessageChange,
  onSubmit,
  onCancel,
  onChooseGift,
  className,
}: GiftSendFieldsProps) {
  const { t } = useTranslation("store");
  const id = useId();
  const short = gift !== null && balance !== undefined && balance < gift.money;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // Our own messages, in the member's language, replace the browser's bubbles.
    <form
      noValidate
      onSubmit={handleSubmit}
      data-slot="gift-send-form"
      className={cn("flex flex-col gap-4", className)}
    >
      <div
        data-slot="gift-send-summary"
        className="flex flex-col gap-3 rounded-2xl bg-surface-muted p-3 ring-1 ring-ink-900/5"
      >
        {gift ? (
          <ChosenGift gift={gift} chooseRef={chooseRef} onChooseGift={onChooseGift} disabled={busy} />
        ) : (
          <NoGift
            flagged={Boolean(errors.gift)}
            chooseRef={chooseRef}
            onChooseGift={onChooseGift}
            disabled={busy}
          />
        )}
        {balance !== undefined && (
          <div className="flex flex-col gap-2 border-ink-100 border-t pt-3 text-sm">
            <p className="text-ink-600">
              {t("gifts.balance", { amount: t("gifts.credits", { count: balance }) })}
            </p>
            {short && (
              <p
                id={`${id}-short`}
                data-slot="gift-send-short"
                className="flex items-start gap-2 rounded-lg bg-warning-50 px-3 py-2 font-medium text-warning-700"
              >
                <AlertIcon />
                <span>{t("gifts.notEnough")}</span>
              </p>
            )}
          </div>
        )}
      </div>
      <TextField
        ref={usernameRef}
        name="username"
        label={t("gifts.recipient")}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        readOnly={busy}
        value={username}
        onChange={(event) => onUsernameChange(event.target.value)}
        error={errors.username && t("gifts.usernameRequired")}
        // Where a dialog around the form puts focus on opening: the first thing left to fill in.
        data-autofocus={!startInMessage || undefined}
      />
      <TextArea
        name="message"
        label={t("gifts.message")}
        placeholder={t("gifts.messagePlaceholder")}
        rows={3}
        maxLength={MESSAGE_MAX}
        showCounter
        readOnly={busy}
        value={message}
        onChange={(event) => onMessageChange(event.target.value)}
        data-autofocus={startInMessage || undefined}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t("gifts.cancel")}
          </Button>
        )}
        <Button type="submit" loading={busy} aria-describedby={short ? `${id}-short` : undefined}>
          {!busy && <GiftIcon />}
          {t("gifts.send")}
        </Button>
      </div>
    </form>
  );
}

type ChooseProps = {
  chooseRef?: RefObject<HTMLButtonElement | null>;
  onChooseGift?: () => void;
  /** A send is under way: the gift stays as it is. */
  disabled?: boolean;
};

function ChosenGift({ gift, chooseRef, onChooseGift, disabled }: ChooseProps & { gift: Gift }) {
  const { t } = useTranslation("store");
  const lang = useGiftLanguage();
  const title = giftTitle(gift, lang);
  return (
    <fieldset className="flex min-w-0 items-center gap-3">
      <legend className="sr-only">{t("gifts.chosen")}</legend>
      <GiftPicture src={gift.path} className="size-16" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p
          title={title}
          className="line-clamp-2 font-semibold text-base text-ink-900 leading-snug wrap-anywhere"
        >
          {title}
        </p>
        <GiftPrice credits={gift.money} />
      </div>
      {onChooseGift && (
        <Button
          ref={chooseRef}
          variant="ghost"
          size="sm"
          onClick={onChooseGift}
          disabled={disabled}
          className="text-brand-700 hover:bg-brand-100"
        >
          {t("gifts.changeGift")}
        </Button>
      )}
    </fieldset>
  );
}

function NoGift({ flagged, chooseRef, onChooseGift, disabled }: ChooseProps & { flagged: boolean }) {
  const { t } = useTranslation("store");
  const id = useId();
  return (
    <div
      data-slot="gift-send-none"
      className={cn(
        "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed bg-surface px-4 py-4 text-center",
        flagged ? "border-danger-500/40" : "border-brand-200",
      )}
    >
      <span aria-hidden className="text-brand-400 [&_svg]:size-8">
        <GiftIcon />
      </span>
      {/* Remounted when flagged, so the alert is announced when a send is refused for it. */}
      <p
        key={flagged ? "flagged" : "rule"}
        id={`${id}-rule`}
        role={flagged ? "alert" : undefined}
        data-slot="gift-send-rule"
        className={cn(
          "flex items-start gap-1.5 text-pretty font-medium text-sm",
          flagged ? "text-danger-700" : "text-ink-700",
        )}
      >
        {flagged && <AlertIcon />}
        <span>{t("gifts.chooseRule")}</span>
      </p>
      {onChooseGift && (
        <Button
          ref={chooseRef}
          variant="secondary"
          size="sm"
          onClick={onChooseGift}
          disabled={disabled}
          aria-describedby={`${id}-rule`}
          className="mt-1"
        >
          {t("gifts.chooseGift")}
        </Button>
      )}
    </div>
  );
}
