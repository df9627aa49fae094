/**
 * The "you like each other" moment after a like the server answers with `mutual: 1`. The dialog
 * is not on any first screen: it loads the first time a like turns mutual.
 */
import type { MutualLikePerson } from "@site/ui/mutual-like-dialog";
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useSession } from "../../session/session.tsx";

const LazyMutualLikeDialog = lazy(() =>
  import("@site/ui/mutual-like-dialog").then((m) => ({ default: m.MutualLikeDialog })),
);

type Match = MutualLikePerson & { id: number };

export function useMutualLike(openChat: (id: number) => void): {
  celebrate: (member: Match) => void;
  mutualDialog: ReactNode;
} {
  const { profile } = useSession();
  const [match, setMatch] = useState<Match | null>(null);
  // Kept after closing, so that the dialog can play its closing transition.
  const [last, setLast] = useState<Match | null>(null);
  const celebrate = useCallback((member: Match) => {
    setLast(member);
    setMatch(member);
  }, []);
  const mutualDialog =
    last && profile ? (
      <Suspense fallback={null}>
        <LazyMutualLikeDialog
          open={match !== null}
          onClose={() => setMatch(null)}
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
