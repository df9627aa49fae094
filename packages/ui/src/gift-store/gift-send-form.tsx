import type { Gift } from "@site/contracts";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type GiftSendErrors, GiftSendFields, validateGiftSend } from "./gift-send-fields.tsx";

export type GiftSendInput = { username: string; message: string };

export type GiftSendFormProps = {
  /** The chosen gift; null shows the rule "Please choose a gift" and sends nothing. */
  gift: Gift | null;
  /**
   * The recipient's username to start with (a profile's "send a gift").
   * @default ""
   */
  recipient?: string;
  /** The member's credits; a gift dearer than this shows a calm warning, and can still be sent. */
  balance?: number;
  /**
   * Called with the trimmed username and message once both rules pass. While a returned promise
   * runs the button spins; a rejection's message shows in the alert when `error` is not given.
   */
  onSend: (input: GiftSendInput) => Promise<void> | void;
  /**
   * The send call is under way (when the app tracks it rather than returning a promise).
   * @default false
   */
  sending?: boolean;
  /** The app's words for a failed send (spec §8 -1, -3), shown in the alert region. */
  error?: string;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** Shows a button to choose (or change) the gift. */
  onChooseGift?: () => void;
  /** Extra classes for the form. */
  className?: string;
};

/** The gift send form of the web's dialog and the mobile send page (spec §2 Gifts, §5). */
export function GiftSendForm({
  gift,
  recipient = "",
  balance,
  onSend,
  sending = false,
  error,
  onCancel,
  onChooseGift,
  className,
}: GiftSendFormProps) {
  const { t } = useTranslation("store");
  const [username, setUsername] = useState(recipient);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<GiftSendErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [startInMessage] = useState(recipient.trim() !== "");
  // A recipient that arrives later (the profile was still loading) fills the field in.
  const [givenRecipient, setGivenRecipient] = useState(recipient);
  if (recipient !== givenRecipient) {
    setGivenRecipient(recipient);
    setUsername(recipient);
  }
  const usernameRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const busy = sending || pending;

  const submit = async () => {
    if (busy) return;
    const found = validateGiftSend(gift, username);
    setErrors(found);
    setFailure(null);
    if (found.gift && chooseRef.current) return chooseRef.current.focus();
    if (found.username) return usernameRef.current?.focus();
    if (found.gift) return;
    const result = onSend({ username: username.trim(), message: message.trim() });
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch (reason) {
      setFailure(reason instanceof Error && reason.message ? reason.message : t("gifts.failed"));
    } finally {
      setPending(false);
    }
  };

  return (
    <GiftSendFields
      className={className}
      gift={gift}
      username={username}
      message={message}
      errors={gift ? { ...errors, gift: undefined } : errors}
      balance={balance}
      busy={busy}
      alert={error || failure}
      startInMessage={startInMessage}
      usernameRef={usernameRef}
      chooseRef={chooseRef}
      onUsernameChange={(value) => {
        setUsername(value);
        setErrors((current) => ({ ...current, username: undefined }));
      }}
      onMessageChange={setMessage}
      onSubmit={submit}
      onCancel={onCancel}
      onChooseGift={onChooseGift}
    />
  );
}
