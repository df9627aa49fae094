/**
 * The web shell's gift dialog (spec §2): opened from a member card or a profile, it shows the gift
 * store for that member, then the send form for the gift picked ("Change gift" goes back to the
 * store). Loaded on the first opening only: the home screens do not carry the store.
 */
import { useGiftStore } from "@site/api-client";
import type { Gift } from "@site/contracts";
import { GiftDialog } from "@site/ui/gift-store";
import { useState } from "react";
import { useSession } from "../../session/session.tsx";
import { useGiftApi, useGiveGift } from "./use-gifts.ts";

export type WebGiftPickerProps = {
  /** The recipient's username; null when the dialog is closed. */
  recipient: string | null;
  onClose: () => void;
};

export function WebGiftPicker({ recipient, onClose }: WebGiftPickerProps) {
  const store = useGiftStore(useGiftApi());
  const { profile } = useSession();
  const { give, sending, error, clearError } = useGiveGift();
  const [picked, setPicked] = useState<Gift | null>(null);
  // The name stays while the dialog fades out.
  const [shownName, setShownName] = useState(recipient ?? "");
  if (recipient !== null && recipient !== shownName) setShownName(recipient);
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <GiftDialog
      open={recipient !== null}
      onClose={close}
      gift={picked}
      recipient={shownName}
      store={{
        categories: store.data ?? [],
        loading: store.isLoading,
        onSelect: (gift) => {
          clearError();
          setPicked(gift);
        },
      }}
      balance={profile?.amount}
      sending={sending}
      error={error}
      onChooseGift={() => setPicked(null)}
      onSend={async ({ username, message }) => {
        if (picked && (await give(picked, username, message))) close();
      }}
    />
  );
}
