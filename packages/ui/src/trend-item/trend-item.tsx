import { Gender, MediaState, TREND_VIDEO_WIDTH, type Trend, TrendType } from "@site/contracts";
import { type ComponentProps, type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { EmoticonText } from "../emoticon-picker/emoticon-text.tsx";
import { TrashIcon } from "../icon-button/trash-icon.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";
import { VipBadge } from "../vip-badge/vip-badge.tsx";
import { type LikeHandler, TrendActions } from "./trend-answers.tsx";

export type TrendItemProps = Omit<ComponentProps<"article">, "children"> & {
  /** The moment as the feed call returns it: author, time, text, photo or video, likes and comments. */
  trend: Trend;
  /** The viewer wrote it: delete instead of report (spec §6: only the owner sees delete). */
  own: boolean;
  /** Freezes "now" (epoch ms) for stories and tests. */
  now?: number;
  /** Called with the author's id when their picture or name is pressed. */
  onOpenAuthor?: (id: number) => void;
  /** Called with the photo's address when it is pressed (to open a viewer). */
  onOpenImage?: (src: string) => void;
  /** Called with the moment's id after the owner confirms the delete; shown only when `own`. */
  onDelete?: (id: number) => void;
  /** Called with the moment's id when someone else's moment is reported; shown only when not `own`. */
  onReport?: (id: number) => void;
  /** Asks before deleting (spec §5: a browser confirmation); stories pass their own. */
  confirm?: (question: string) => boolean;
  /**
   * Video preview width (spec §9: 300 in a trend, 200 in lists).
   * @default TREND_VIDEO_WIDTH
   */
  videoWidth?: number;
  /**
   * Likes the trend (true) or takes the like back (issue 50); answers the state after it, or null
   * when refused, and the like shown at once rolls back.
   */
  onLike?: LikeHandler;
  /** Opens or closes the trend's comments (in place, or a sheet: the app decides). */
  onToggleComments?: (id: number) => void;
  /**
   * Whether the comments are open (the comments button says so).
   * @default false
   */
  commentsOpen?: boolean;
  /** The comments shown in place under the trend while `commentsOpen` (see TrendComments). */
  comments?: ReactNode;
};

/** A line of the feed: who, when, what they shared, and the one action the viewer has on it. */
export function TrendItem({
  trend,
  own,
  now,
  onOpenAuthor,
  onOpenImage,
  onDelete,
  onReport,
  confirm = (question) => window.confirm(question),
  videoWidth = TREND_VIDEO_WIDTH,
  onLike,
  onToggleComments,
  commentsOpen = false,
  comments,
  className,
  ...props
}: TrendItemProps) {
  const { t } = useTranslation("feed");
  const commentsId = useId();
  const gender = trend.sex === Gender.female ? "female" : "male";
  const event =
    trend.type === TrendType.joined
      ? t("event.joined")
      : trend.type === TrendType.avatar
        ? t(`event.avatar_${gender}`)
        : trend.type === TrendType.profile
          ? t(`event.profile_${gender}`)
          : undefined;

  return (
    <article
      aria-label={trend.username}
      data-slot="trend-item"
      className={cn("flex gap-3 rounded-2xl border border-ink-100 bg-surface p-4 shadow-card", className)}
      {...props}
    >
      <button
        type="button"
        className="h-fit shrink-0 rounded-full focus-visible:outline-3 focus-visible:outline-brand-300"
        onClick={() => onOpenAuthor?.(trend.mid)}
        aria-label={trend.username}
      >
        <Avatar src={trend.avatar || undefined} name={trend.username} size="md" />
      </button>
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <button
            type="button"
            onClick={() => onOpenAuthor?.(trend.mid)}
            className="truncate font-semibold text-ink-900 hover:underline focus-visible:outline-3 focus-visible:outline-brand-300"
          >
            {trend.username}
          </button>
          {trend.vip > 0 && <VipBadge vip={trend.vip} size="sm" />}
          {event && <span className="text-ink-600 text-sm">{event}</span>}
          <RelativeTime value={trend.create_time} now={now} className="ms-auto text-ink-500 text-xs" />
          {own
            ? onDelete && (
                <Button
                  variant="quiet"
                  size="xs"
                  className="-me-2"
                  onClick={() => {
                    if (confirm(t("item.deleteConfirm"))) onDelete(trend.id);
                  }}
                >
                  <TrashIcon />
                  {t("item.delete")}
                </Button>
              )
            : onReport && (
                <Button variant="quiet" size="xs" className="-me-2" onClick={() => onReport(trend.id)}>
                  <FlagIcon />
                  {t("item.report")}
                </Button>
              )}
        </header>

        {trend.content && (
          <p
            className={cn(
              "mt-1.5 whitespace-pre-wrap break-words text-ink-800 leading-relaxed",
              trend.type === TrendType.profile && "border-brand-200 border-s-2 ps-3 text-ink-600 italic",
            )}
          >
            <EmoticonText text={trend.content} />
          </p>
        )}

        {trend.img && (
          <TrendImage
            src={trend.img}
            alt={t("item.image", { name: trend.username })}
            label={t("item.openImage")}
            avatarChange={trend.type === TrendType.avatar}
            onOpen={onOpenImage}
          />
        )}

        {trend.video && <TrendVideo trend={trend} own={own} width={videoWidth} />}

        {(onLike || onToggleComments) && (
          <TrendActions
            trendId={trend.id}
            liked={trend.liked === 1}
            likeCount={trend.like_count ?? 0}
            commentCount={trend.comment_count ?? 0}
            onLike={onLike}
            onToggleComments={onToggleComments}
            commentsOpen={commentsOpen}
            commentsId={comments ? commentsId : undefined}
          />
        )}
        {commentsOpen && comments && (
          <div id={commentsId} className="mt-2 border-ink-100 border-t pt-3">
            {comments}
          </div>
        )}
      </div>
    </article>
  );
}

function TrendImage({
  src,
  alt,
  label,
  avatarChange,
  onOpen,
}: {
  src: string;
  alt: string;
  label: string;
  avatarChange: boolean;
  onOpen?: (src: string) => void;
}) {
  // "sized" once loaded and drawn with a size of its own. A picture without one (an SVG with only a
  // viewBox) lays out at 0x0 in this auto-sized <img> inside the shrink-to-fit button: measured so
  // once it has loaded, it keeps a 4:3 box instead.
  const [loaded, setLoaded] = useState<false | "sized" | "unsized">(false);
  const ref = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    if (loaded === "sized" && !avatarChange && (ref.current?.getBoundingClientRect().width ?? 1) < 1)
      setLoaded("unsized");
  }, [loaded, avatarChange]);
  const image = (
    <img
      ref={ref}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      data-state={loaded || "loading"}
      onLoad={() => setLoaded("sized")}
      className={cn(
        "block bg-ink-100 object-cover transition-opacity",
        avatarChange ? "size-32 rounded-full" : "max-h-96 w-auto max-w-full rounded-xl",
        !avatarChange && loaded === "unsized" && "aspect-[4/3] w-96",
        loaded ? "opacity-100" : "min-h-40 min-w-40 opacity-90",
      )}
    />
  );
  if (!onOpen) return <div className="mt-2.5">{image}</div>;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => onOpen(src)}
      className="mt-2.5 block rounded-xl focus-visible:outline-3 focus-visible:outline-brand-300"
    >
      {image}
    </button>
  );
}

function TrendVideo({ trend, own, width }: { trend: Trend; own: boolean; width: number }) {
  const { t } = useTranslation("feed");
  if (trend.state === MediaState.processing) {
    return (
      <div
        role="status"
        className="mt-2.5 flex max-w-full flex-col items-center justify-center gap-2 rounded-xl bg-ink-50 p-4 text-center text-ink-600 text-sm"
        style={{ width, aspectRatio: "16 / 9" }}
      >
        <Spinner size="md" />
        <span className="font-medium">{t("item.processing")}</span>
        {own && <span className="text-ink-600 text-xs">{t("item.processingHint")}</span>}
      </div>
    );
  }
  if (trend.state === MediaState.failed) {
    return own ? (
      <p role="alert" className="mt-2.5 rounded-lg bg-danger-50 px-3 py-2 text-danger-700 text-sm">
        {t("item.failed")}
      </p>
    ) : null;
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: members' clips come without captions.
    <video
      src={trend.video}
      poster={trend.poster || undefined}
      controls
      preload="none"
      playsInline
      aria-label={t("item.video", { name: trend.username })}
      className="mt-2.5 max-w-full rounded-xl bg-ink-900"
      style={{ width }}
    />
  );
}

function FlagIcon() {
  return (
    <LineIcon>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </LineIcon>
  );
}
