/**
 * A trend's comments with the composer (issue 50), loaded when first opened. A member whose tier
 * does not comment is offered the lowest tier that does, with the variant's upgrade screen,
 * instead of a refusal.
 */
import { useTrendComments } from "@site/api-client";
import type { PermissionFlag, Trend, Vip } from "@site/contracts";
import { useToast } from "@site/ui/toast";
import { TrendComments } from "@site/ui/trend-comments";
import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useAnswerText } from "../../lib/messages.ts";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { upgradePath } from "../members/use-member-actions.ts";
import { useOpenMember } from "./trend-answers.tsx";
import { useFeedApi } from "./use-feed.ts";

const COMMENT_FLAG: PermissionFlag = "Allow_comments_on_newsfeed";

/**
 * A trend's comments, read when shown, with the composer or the offer. `onTotal` hears the count
 * after each read, send or delete, so that the trend's own count follows without a new feed read.
 */
export default function TrendCommentsPanel({
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
