/**
 * Answers to moments (issue 50) in both variants: the like (shown at once, rolled back when the
 * server refuses it), and a trend's comments with the composer. A member whose tier does not
 * comment is offered the lowest tier that does, with the variant's upgrade screen, instead of a
 * refusal.
 */
import { useTrendComments } from "@site/api-client";
import type { PermissionFlag, Trend, TrendLikeState, Vip } from "@site/contracts";
import { useToast } from "@site/ui/toast";
import { TrendComments } from "@site/ui/trend-item";
import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useAnswerText } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { memberPaths } from "../members/member-cards.tsx";
import { upgradePath } from "../members/use-member-actions.ts";
import { useFeedApi } from "./use-feed.ts";

const COMMENT_FLAG: PermissionFlag = "Allow_comments_on_newsfeed";

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

/**
 * A trend's comments, read when shown, with the composer or the offer. `onTotal` hears the count
 * after each read, send or delete, so that the trend's own count follows without a new feed read.
 */
export function TrendCommentsPanel({
  trend,
  onTotal,
}: {
  trend: Trend;
  onTotal: (trendId: number, total: number) => void;
}) {
  const api = useFeedApi();
  const { profile, initdata, can } = useSession();
  const variant = useVariant();
  const navigate = useNavigate();
  const { show } = useToast();
  const answerText = useAnswerText();
  const openMember = useOpenMember();
  const pages = useTrendComments(api, trend.id);
  const comments = pages.data?.flatMap((p) => p.data) ?? [];
  const last = pages.data?.at(-1);
  const total = last?.total;
  const own = trend.mid === profile?.id;

  useEffect(() => {
    if (total !== undefined) onTotal(trend.id, total);
  }, [trend.id, total, onTotal]);
  const reread = useCallback(async () => {
    await pages.mutate();
  }, [pages]);

  // The tier the offer names: the lowest whose authority list holds the flag (silver by default).
  const unlocks =
    ([1, 2] as Vip[]).find((vip) => initdata?.authority[`vip${vip}`]?.[COMMENT_FLAG] === 1) ?? 1;
  const mayComment = own || can(COMMENT_FLAG);

  return (
    <TrendComments
      comments={comments}
      loading={pages.isLoading}
      failed={!!pages.error && comments.length === 0}
      hasMore={last ? last.current_page < last.last_page : false}
      loadingMore={pages.isValidating && !pages.isLoading}
      onLoadMore={() => void pages.setSize(pages.size + 1)}
      viewerId={profile?.id}
      onOpenAuthor={openMember}
      onDelete={async (id) => {
        const answer = await api.deleteTrendComment(id);
        show({ tone: answer.status === 200 ? "success" : "error", title: answerText(answer) });
        await reread();
      }}
      onSend={
        mayComment
          ? async (content) => {
              const answer = await api.commentTrend(trend.id, content);
              if (answer.status !== 200) {
                show({ tone: "error", title: answerText(answer) });
                return false;
              }
              // The new comment is the last one: read up to the last page so that it shows.
              if (total !== undefined && last && last.current_page < last.last_page) {
                await pages.setSize(last.last_page);
              }
              await reread();
              return true;
            }
          : undefined
      }
      offer={mayComment ? undefined : { vip: unlocks, onUpgrade: () => navigate(upgradePath(variant)) }}
    />
  );
}
