/**
 * Opens the web's gift dialog for a member (spec §2: the shell's gift dialog, from member cards
 * and profiles). The dialog and the gift store's words load on the first opening.
 */
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";

const LazyWebGiftPicker = lazy(() =>
  import("./web-gift-picker.tsx").then((m) => ({ default: m.WebGiftPicker })),
);

export function useWebGiftDialog(): { openGift: (username: string) => void; giftDialog: ReactNode } {
  const [recipient, setRecipient] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const openGift = useCallback((username: string) => {
    setOpened(true);
    setRecipient(username);
  }, []);
  const giftDialog = opened ? (
    <Suspense fallback={null}>
      <LazyWebGiftPicker recipient={recipient} onClose={() => setRecipient(null)} />
    </Suspense>
  ) : null;
  return { openGift, giftDialog };
}
