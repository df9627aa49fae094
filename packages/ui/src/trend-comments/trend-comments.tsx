/**
 * A moment's comments (issue 50), oldest first, with the composer below them, or, for a member
 * whose tier does not comment, the tier that does.
 */
import type { TrendComment } from "@site/contracts";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { CommentComposer } from "../comment-list/comment-list.tsx";
import { EmoticonText } from "../emoticon-picker/emoticon-text.tsx";
import { TrashIcon } from "../icon-button/trash-icon.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";
import { useVipLabel } from "../vip-badge/tier-names.tsx";

export type TrendCommentsProps = {
  /** The comments read so far, oldest first. */
  comments: readonly TrendComment[];
  /**
   * Still reading the first page.
   * @default false
   */
  loading?: boolean;
  /**
   * The first page could not be read.
   * @default false
   */
  failed?: boolean;
  /**
   * More comments exist: a "Show more comments" button (with `onLoadMore`).
   * @default false
   */
  hasMore?: boolean;
  /**
   * More comments are loading: that button spins.
   * @default false
   */
  loadingMore?: boolean;
  /** Called by the "Show more comments" button. */
  onLoadMore?: () => void;
  /** The viewer: their own comments have a delete. */
  viewerId?: number;
  /** Called with a comment's id to delete it, after the member confirms (their own comments only). */
  onDelete?: (id: number) => void;
  /**
   * Asks before a delete; answers whether to go on.
   * @default window.confirm
   */
  confirm?: (question: string) => boolean;
  /** Sends a comment; answers whether it was kept (the text is cleared only then). */
  onSend?: (content: string) => Promise<boolean>;
  /** A member whose tier does not comment: the lowest tier that does, and the way to it. */
  offer?: { vip: number; onUpgrade: () => void };
  /** Called with an author's id when their name or picture is pressed. */
  onOpenAuthor?: (id: number) => void;
  /** Freezes "now" (epoch ms) for the times, in tests and stories. */
  now?: number;
  /** The list's id, for the trend's comments button to point at (aria-controls). */
  id?: string;
  /** Extra classes for the outer element. */
  className?: string;
};

/** A moment's comments, oldest first, with the composer (or the offer) below them. */
export function TrendComments({
  comments,
  loading = false,
  failed = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  viewerId,
  onDelete,
  confirm = (question) => window.confirm(question),
  onSend,
  offer,
  onOpenAuthor,
  now,
  id,
  className,
}: TrendCommentsProps) {
  const { t } = useTranslation("feed");
  const vipLabel = useVipLabel();
  return (
    <section
      id={id}
      aria-label={t("answers.title")}
      data-slot="trend-comments"
      className={cn("flex flex-col gap-3", className)}
    >
      {loading ? (
        <Spinner label={t("answers.loading")} className="mx-auto my-2 block" />
      ) : failed ? (
        <p className="text-danger-700 text-sm">{t("answers.failed")}</p>
      ) : comments.length === 0 ? (
        <p className="text-ink-600 text-sm">{t("answers.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-2.5">
          {comments.map((c) => (
            <li key={c.id} className="flex gap-2.5 text-sm">
              <button
                type="button"
                tabIndex={-1}
                aria-hidden
                className="h-fit shrink-0 rounded-full"
                onClick={() => onOpenAuthor?.(c.userid)}
              >
                <Avatar src={c.avatar || undefined} name={c.username} size="sm" alt="" />
              </button>
              <div className="min-w-0 flex-1 rounded-xl bg-ink-50 px-3 py-2">
                <div className="flex items-baseline gap-2">
                  <button
                    type="button"
                    onClick={() => onOpenAuthor?.(c.userid)}
                    className="truncate font-semibold text-ink-900 hover:underline focus-visible:outline-3 focus-visible:outline-brand-300"
                  >
                    {c.username}
                  </button>
                  <RelativeTime value={c.create_time} now={now} className="text-ink-600 text-xs" />
                  {onDelete && c.userid === viewerId && (
                    <Button
                      variant="quiet"
                      size="xs"
                      className="-me-2 ms-auto"
                      onClick={() => {
                        if (confirm(t("answers.deleteConfirm"))) onDelete(c.id);
                      }}
                    >
                      <TrashIcon />
                      {t("answers.delete")}
                    </Button>
                  )}
                </div>
                <p className="whitespace-pre-line break-words text-ink-800">
                  <EmoticonText text={c.content} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {hasMore && onLoadMore && (
        <Button variant="quiet" size="sm" className="self-start" loading={loadingMore} onClick={onLoadMore}>
          {t("answers.more")}
        </Button>
      )}
      {offer ? (
        <div
          data-slot="comment-offer"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-3 py-2.5"
        >
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-brand-800">{t("answers.offer", { tier: vipLabel(offer.vip) })}</p>
            <p className="text-ink-700">{t("answers.offerHint")}</p>
          </div>
          <Button size="sm" variant="gold" onClick={offer.onUpgrade}>
            {t("answers.upgrade")}
          </Button>
        </div>
      ) : (
        onSend && <CommentComposer onSend={onSend} />
      )}
    </section>
  );
}
