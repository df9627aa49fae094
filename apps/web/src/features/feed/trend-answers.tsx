/**
 * Answers to moments (issue 50) in both variants: the like (shown at once, rolled back when the
 * server refuses it) and where a name leads. The comments are trend-comments-panel.tsx, loaded
 * when a member opens them (the web home's first screen stays inside its budget).
 */
import type { TrendLikeState } from "@site/contracts";
import { useToast } from "@site/ui/toast";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useAnswerText } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { memberPaths } from "../members/member-cards.tsx";
import { useFeedApi } from "./use-feed.ts";

/** The like call as TrendItem wants it: the state after it, or null (and a toast) when refused. */
export function useLikeTrend() {
  const api = useFeedApi();
  const { show } = useToast();
  const answerText = useAnswerText();
  return useCallback(
    async (id: number, like: boolean): Promise<TrendLikeState | null> => {
      const answer = await api.likeTrend(id, like).catch(() => undefined);
      if (answer?.status === 200 && answer.data) return answer.data;
      if (answer) show({ tone: "error", title: answerText(answer) });
      return null;
    },
    [api, show, answerText],
  );
}

/** Where a member's name leads: one's own profile, or another member's detail. */
export function useOpenMember() {
  const { profile } = useSession();
  const variant = useVariant();
  const navigate = useNavigate();
  const paths = memberPaths(variant);
  return useCallback(
    (id: number) =>
      navigate(
        id === profile?.id
          ? variant === "w"
            ? "/w/home/user/index"
            : `/m/home/my/newsfeed/${id}`
          : paths.detail(id),
      ),
    [navigate, profile?.id, variant, paths],
  );
}
