/**
 * Answers to a moment (issue 50): the like button and comment count under a trend. The comments
 * themselves are trend-comments.tsx, apart, so that a feed loads them only when one is opened.
 */
import type { TrendLikeState } from "@site/contracts";
import { startTransition, useOptimistic, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

export type LikeHandler = (id: number, like: boolean) => Promise<TrendLikeState | null>;

/**
 * The like button (pressed while the viewer likes it) and the comment count. A like shows at
 * once and rolls back when the server refuses it (`onLike` answers null).
 */
export function TrendActions({
  trendId,
  liked,
  likeCount,
  commentCount,
  onLike,
  onToggleComments,
  commentsOpen,
  commentsId,
}: {
  /** The moment's id, handed to `onToggleComments`. */
  trendId: number;
  /** Whether the viewer likes it, as the server last said. */
  liked: boolean;
  /** How many likes it has, as the server last said. */
  likeCount: number;
  /** How many comments it has. */
  commentCount: number;
  /**
   * Likes (true) or unlikes it; answers the state after, or null when refused (the like shown at once rolls
   * back). Without it there is no like button.
   */
  onLike?: LikeHandler;
  /** Opens or closes the comments; without it there is no comments button. */
  onToggleComments?: (id: number) => void;
  /** Whether the comments are open (the comments button says so with aria-expanded). */
  commentsOpen?: boolean;
  /** The id of the comments' region when it opens in place (aria-controls). */
  commentsId?: string;
}) {
  const { t } = useTranslation("feed");
  // What the server last said; the props win again when they change (the list was read anew).
  const [confirmed, setConfirmed] = useState({ liked, count: likeCount, from: { liked, likeCount } });
  let base = confirmed;
  if (confirmed.from.liked !== liked || confirmed.from.likeCount !== likeCount) {
    base = { liked, count: likeCount, from: { liked, likeCount } };
    setConfirmed(base);
  }
  const [shown, setShown] = useOptimistic(
    { liked: base.liked, count: base.count },
    (_current, next: { liked: boolean; count: number }) => next,
  );

  const toggle = () => {
    if (!onLike) return;
    const next = !shown.liked;
    startTransition(async () => {
      setShown({ liked: next, count: Math.max(0, shown.count + (next ? 1 : -1)) });
      const answer = await onLike(trendId, next);
      // Refused: the transition ends with `confirmed` unchanged, so the like rolls back.
      if (answer) {
        startTransition(() =>
          setConfirmed((c) => ({ ...c, liked: answer.liked === 1, count: answer.like_count })),
        );
      }
    });
  };

  return (
    <div data-slot="trend-actions" className="mt-3 flex items-center gap-1 text-sm">
      {onLike && (
        <button
          type="button"
          aria-pressed={shown.liked}
          onClick={toggle}
          className={cn(
            "-ms-2 inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 font-medium transition-colors focus-visible:outline-3 focus-visible:outline-brand-300",
            shown.liked ? "text-brand-700 hover:bg-brand-50" : "text-ink-600 hover:bg-ink-50",
          )}
        >
          <HeartIcon filled={shown.liked} />
          <span className="sr-only">{`${t("answers.like")}, ${t("answers.likes", { count: shown.count })}`}</span>
          <span aria-hidden>{shown.count > 0 ? shown.count : ""}</span>
        </button>
      )}
      {onToggleComments && (
        <button
          type="button"
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? commentsId : undefined}
          onClick={() => onToggleComments(trendId)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 font-medium text-ink-600 transition-colors hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-brand-300"
        >
          <BubbleIcon />
          {commentCount > 0 ? t("answers.comments", { count: commentCount }) : t("answers.comment")}
        </button>
      )}
    </div>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <LineIcon className="size-5" fill={filled ? "currentColor" : "none"}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </LineIcon>
  );
}

function BubbleIcon() {
  return (
    <LineIcon className="size-5">
      <path d="M4 12a8 8 0 1 1 3.2 6.4L4 20l1-3.6A8 8 0 0 1 4 12Z" />
    </LineIcon>
  );
}
