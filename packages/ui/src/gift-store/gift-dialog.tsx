import { type Gift, giftTitle } from "@site/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, dialogPanelVariants } from "../dialog/dialog.tsx";
import { DialogFrame } from "../dialog/dialog-frame.tsx";
import { cn } from "../utils/cn.ts";
import { useGiftLanguage } from "./gift-parts.tsx";
import { GiftSendFields, validateGiftSend } from "./gift-send-fields.tsx";
import { GiftSendForm, type GiftSendFormProps } from "./gift-send-form.tsx";
import { GiftStore, type GiftStoreProps } from "./gift-store.tsx";

export type GiftDialogProps = {
  /** Whether the dialog is shown; each opening starts a fresh form. */
  open: boolean;
  /** Called on Escape, the backdrop, the close button and Cancel (after `onCancel`, if given). */
  onClose: () => void;
  /**
   * The store to choose from (a member card's or a profile's "send a gift"): while `gift` is null
   * the dialog shows it, "A gift for LinMei", and `onSelect` picks the gift the form then sends.
   */
  store?: Pick<GiftStoreProps, "categories" | "loading" | "onSelect">;
} & GiftSendFormProps;

/** The web's send-a-gift dialog: "Send Rose"; each opening starts a fresh form. */
export function GiftDialog({ open, onClose, onCancel, gift, store, ...form }: GiftDialogProps) {
  // An app that clears the gift as it closes the dialog would otherwise turn the fading panel into
  // "Send a gift": while closing, the panel keeps the gift it was opened with.
  const [lastGift, setLastGift] = useState(gift);
  if (open && gift !== lastGift) setLastGift(gift);
  const shownGift = open ? gift : lastGift;
  const title = useGiftDialogTitle(shownGift);
  // A new form on every opening: the last message never waits in it for the next recipient.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  const { t } = useTranslation("store");
  if (store && shownGift === null)
    return (
      <Dialog
        open={open}
        onClose={onClose}
        size="lg"
        title={form.recipient ? t("gifts.giftFor", { name: form.recipient }) : t("gifts.chooseGift")}
        description={t("gifts.pickIntro")}
      >
        <GiftStore {...store} />
      </Dialog>
    );
  return (
    <Dialog open={open} onClose={onClose} size="sm" title={title}>
      <GiftSendForm
        key={openings}
        {...form}
        gift={shownGift}
        onCancel={() => {
          onCancel?.();
          onClose();
        }}
      />
    </Dialog>
  );
}

function useGiftDialogTitle(gift: Gift | null): string {
  const { t } = useTranslation("store");
  const lang = useGiftLanguage();
  return gift ? t("gifts.dialogTitle", { title: giftTitle(gift, lang) }) : t("gifts.dialogTitleNone");
}

export type GiftSendFormPreviewProps = {
  /** The chosen gift; null shows the store (or the rule) instead. */
  gift: Gift | null;
  /**
   * The recipient's username as typed.
   * @default ""
   */
  recipient?: string;
  /**
   * The message as typed.
   * @default ""
   */
  message?: string;
  /** The member's credits, for the warning when the gift costs more. */
  balance?: number;
  /**
   * "invalid": after a send with a rule broken; "sending": while the call runs.
   * @default "idle"
   */
  state?: "idle" | "invalid" | "sending";
  /** The app's words for a failed send, shown in the alert. */
  error?: string;
  /** Extra classes for the form. */
  className?: string;
};

/** The form in a fixed state (with Cancel and the gift chooser), for catalogs and baselines only. */
export function GiftSendFormPreview({
  gift,
  recipient = "",
  message = "",
  balance,
  state = "idle",
  error,
  className,
}: GiftSendFormPreviewProps) {
  const noop = () => {};
  return (
    <GiftSendFields
      className={className}
      gift={gift}
      username={recipient}
      message={message}
      errors={state === "invalid" ? validateGiftSend(gift, recipient) : {}}
      balance={balance}
      busy={state === "sending"}
      alert={error}
      onUsernameChange={noop}
      onMessageChange={noop}
      onSubmit={noop}
      onCancel={noop}
      onChooseGift={noop}
    />
  );
}

export type GiftDialogPreviewProps = Omit<GiftSendFormPreviewProps, "className">;

/** The dialog's panel in place, not modal: for catalogs and visual baselines only. */
export function GiftDialogPreview(props: GiftDialogPreviewProps) {
  const title = useGiftDialogTitle(props.gift);
  return (
    <div className={cn(dialogPanelVariants({ size: "sm" }), "w-[400px]")}>
      <DialogFrame preview hideClose title={title}>
        <GiftSendFormPreview {...props} />
      </DialogFrame>
    </div>
  );
}
