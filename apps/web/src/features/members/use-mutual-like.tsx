/**
 * The "you like each other" moment after a like the server answers with `mutual: 1`. The dialog
 * is not on any first screen: it loads the first time a like turns mutual.
 */
import type { MutualLikePerson } from "@site/ui/mutual-like-dialog";
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { useSession } from "../../session/session.tsx";

const LazyMutualLikeDialog = lazy(() =>
  import("@site/ui/mutual-like-dialog").then((m) => ({ default: m.MutualLikeDialog })),
);

type Match = MutualLikePerson & { id: number };

/** The like button of the member's card on the page now (a list may have drawn the card again). */
function heartOf(username: string): HTMLElement | null {
  for (const card of document.querySelectorAll<HTMLElement>('[data-slot="member-card"]')) {
    const name = card.getAttribute("aria-labelledby");
    if (name && document.getElementById(name)?.textContent === username)
      return card.querySelector<HTMLElement>("button[aria-pressed]");
  }
  return null;
}

/** After the dialog's closing transition (Headless UI gives focus back as it ends). */
const AFTER_CLOSE_MS = 300;

export function useMutualLike(openChat: (id: number) => void): {
  celebrate: (member: Match) => void;
  mutualDialog: ReactNode;
} {
  const { profile } = useSession();
  const [match, setMatch] = useState<Match | null>(null);
  // Kept after closing, so that the dialog can play its closing transition.
  const [last, setLast] = useState<Match | null>(null);
  // Where the member was (the card's heart): focus goes back there when the moment is dismissed,
  // also when the list has drawn the card again meanwhile and the old button is gone.
  const returnTo = useRef<HTMLElement | null>(null);
  const celebrate = useCallback((member: Match) => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLast(member);
    setMatch(member);
  }, []);
  const dismiss = (username: string) => {
    setMatch(null);
    const was = returnTo.current;
    // Tried as the closing transition ends, and a little later: while the dialog is leaving, focus
    // is still in it (or the page is inert), and where it lands after is the body.
    const giveBack = (tries: number) => {
      const active = document.activeElement;
      const lost = !active || active === document.body || active.closest('[role="dialog"]') !== null;
      if (!lost) return;
      const target = was?.isConnected && was !== document.body ? was : heartOf(username);
      target?.focus();
      if (document.activeElement !== target && tries > 1)
        window.setTimeout(() => giveBack(tries - 1), AFTER_CLOSE_MS);
    };
    window.setTimeout(() => giveBack(4), AFTER_CLOSE_MS);
  };
  const mutualDialog =
    last && profile ? (
      <Suspense fallback={null}>
        <LazyMutualLikeDialog
          open={match !== null}
          onClose={() => dismiss(last.username)}
          onChat={() => {
            setMatch(null);
            openChat(last.id);
          }}
          me={{ username: profile.username, avatar: profile.avatar }}
          them={last}
        />
      </Suspense>
    ) : null;
  return { celebrate, mutualDialog };
}
