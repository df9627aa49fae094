/**
 * The feed's building blocks for both variants: the composer box (or why one cannot post), a
 * list of trends with its report dialog, and the endless feed of spec §4 (the next page when less
 * than 500 px remain, debounced 800 ms on the web home and 300 ms on phones).
 */
import { useFeed, useMemberTrends } from "@site/api-client";
import { FEED_SCROLL_DEBOUNCE_MS, type Trend } from "@site/contracts";
import { Button } from "@site/ui/button";
import { EmptyState } from "@site/ui/empty-state";
import { ErrorState } from "@site/ui/error-state";
import { InfiniteList } from "@site/ui/infinite-list";
import { Spinner } from "@site/ui/spinner";
import { useToast } from "@site/ui/toast";
import { TrendItem } from "@site/ui/trend-item";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useVariant } from "../../lib/use-variant.ts";
import { useSession } from "../../session/session.tsx";
import { upgradePath, useMemberActions } from "../members/use-member-actions.ts";
import { useLikeTrend, useOpenMember } from "./trend-answers.tsx";
import { feedChanged, useFeedActions } from "./use-feed.ts";

// The composer (with its emoticons) and the report dialog load when first opened, not with the feed.
const TrendComposer = lazy(() =>
  import("@site/ui/trend-composer").then((m) => ({ default: m.TrendComposer })),
);
const ReportDialog = lazy(() => import("@site/ui/report-dialog").then((m) => ({ default: m.ReportDialog })));
// The phone's comments sheet (with Headless UI's dialog) loads when first opened.
const TrendCommentsSheet = lazy(() => import("./trend-comments-sheet.tsx"));
// The desktop's comments, in place, load the same way (the web home's first screen has a budget).
const TrendCommentsPanel = lazy(() => import("./trend-comments-panel.tsx"));

/**
 * The composer, or an invitation to upgrade for a member without Allows_newsfeed_to_be_sent.
 * Until the member starts writing it is a one-line prompt; `open` starts it open (a page of its own).
 */
export function ComposerBox({
  onSent,
  open: startOpen = false,
  className,
}: {
  onSent?: () => void;
  open?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("feed");
  const actions = useFeedActions();
  const navigate = useNavigate();
  const variant = useVariant();
  const [open, setOpen] = useState(startOpen);
  if (!actions.canPost) {
    return (
      <section
        aria-label={t("composer.label")}
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4"
      >
        <p className="font-medium text-brand-800 text-sm">{t("composer.noPermission")}</p>
        <Button size="sm" variant="gold" onClick={() => navigate(upgradePath(variant))}>
          {t("composer.upgrade")}
        </Button>
      </section>
    );
  }
  const prompt = (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="flex w-full items-center gap-3 rounded-2xl border border-ink-100 bg-surface p-4 text-start shadow-card hover:border-ink-200 focus-visible:outline-3 focus-visible:outline-brand-300"
    >
      <span className="flex-1 rounded-full bg-ink-50 px-4 py-2.5 text-ink-600">
        {t("composer.placeholder")}
      </span>
      <span className="sr-only">{t("composer.label")}</span>
    </button>
  );
  if (!open) return <div className={className}>{prompt}</div>;
  return (
    <Suspense fallback={<Spinner className="mx-auto my-6 block" />}>
      <TrendComposer
        className={className}
        autoFocusText
        canImage={actions.canImage}
        canVideo={actions.canVideo}
        uploadImage={actions.uploadImage}
        uploadVideo={actions.uploadVideo}
        onSend={async (post) => {
          const result = await actions.send(post);
          if (result.ok) onSent?.();
          return result;
        }}
      />
    </Suspense>
  );
}

/**
 * Trends with the viewer's actions on each: delete one's own, report someone else's author, like,
 * and the comments (issue 50): in place under the trend on the desktop, a bottom sheet on phones.
 */
export function TrendItems({ trends }: { trends: Trend[] }) {
  const { profile } = useSession();
  const variant = useVariant();
  const { remove } = useFeedActions();
  const { sendReport } = useMemberActions();
  const like = useLikeTrend();
  const openMember = useOpenMember();
  const [reporting, setReporting] = useState<Trend | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  // Comment counts heard from an open list since the trends were read.
  const [counts, setCounts] = useState<Record<number, number>>({});
  const heard = useCallback(
    (id: number, total: number) => setCounts((c) => (c[id] === total ? c : { ...c, [id]: total })),
    [],
  );
  const withCount = (trend: Trend): Trend =>
    counts[trend.id] === undefined ? trend : { ...trend, comment_count: counts[trend.id] };
  const sheetTrend = variant === "m" ? trends.find((x) => x.id === open) : undefined;
  return (
    <>
      {trends.map((trend) => (
        <TrendItem
          key={trend.id}
          trend={withCount(trend)}
          own={trend.mid === profile?.id}
          onOpenAuthor={openMember}
          onOpenImage={(src) => window.open(src, "_blank", "noopener")}
          onDelete={(id) => void remove(id)}
          onReport={() => setReporting(trend)}
          onLike={like}
          onToggleComments={(id) => setOpen((current) => (current === id ? null : id))}
          commentsOpen={variant === "w" && open === trend.id}
          comments={
            variant === "w" && open === trend.id ? (
              <Suspense fallback={<Spinner className="mx-auto my-2 block" />}>
                <TrendCommentsPanel trend={trend} onTotal={heard} />
              </Suspense>
            ) : undefined
          }
        />
      ))}
      {sheetTrend && (
        <Suspense>
          <TrendCommentsSheet trend={sheetTrend} onClose={() => setOpen(null)} onTotal={heard} />
        </Suspense>
      )}
      {reporting && (
        <Suspense>
          <ReportDialog
            open
            onClose={() => setReporting(null)}
            username={reporting.username}
            onSubmit={async (type) => {
              const answer = await sendReport(reporting.mid, type);
              if (answer.status === 200 || answer.status === -2) setReporting(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The whole feed, page after page. */
export function FeedList() {
  const { t } = useTranslation("feed");
  const { api } = useFeedActions();
  const variant = useVariant();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useFeed(api);
  useEffect(() => {
    const again = () => void mutate();
    feedChanged.addEventListener("change", again);
    return () => feedChanged.removeEventListener("change", again);
  }, [mutate]);
  const trends = data?.flatMap((page) => page.data) ?? [];
  const last = data?.at(-1);
  const hasMore = last ? last.page < last.totalPage : false;
  return (
    <InfiniteList
      aria-label={t("title")}
      hasMore={hasMore}
      loading={isLoading || isValidating}
      onLoadMore={() => void setSize(size + 1)}
      debounceMs={FEED_SCROLL_DEBOUNCE_MS[variant === "w" ? "web" : "mobile"]}
      itemsClassName="flex flex-col gap-3"
      error={error}
      onRetry={() => mutate()}
      empty={<EmptyState picture="photos" title={t("list.empty")} description={t("list.emptyHint")} />}
    >
      {trends.length > 0 ? <TrendItems trends={trends} /> : null}
    </InfiniteList>
  );
}

/** One member's trends ("me": one's own), newest first. */
export function MemberTrendList({ userId, name }: { userId: number | "me"; name?: string }) {
  const { t } = useTranslation("feed");
  const { api } = useFeedActions();
  const { data, isLoading, error, mutate } = useMemberTrends(api, userId);
  if (isLoading) return <Spinner className="mx-auto my-6 block" />;
  if (error) return <ErrorState title={t("list.failed")} onRetry={() => mutate()} />;
  if (!data?.length) {
    return userId === "me" ? (
      <EmptyState picture="photos" title={t("list.ownEmpty")} description={t("list.ownEmptyHint")} />
    ) : (
      <EmptyState picture="photos" title={t("list.theirEmpty", { name: name ?? "" })} />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <TrendItems trends={data} />
    </div>
  );
}

/**
 * The owner's "upload photo" / "add video" button of an album tab (spec §2): the file uploads
 * with its progress on the button, then joins the album.
 */
export function AddToAlbumButton({ kind }: { kind: "image" | "video" }) {
  const { t } = useTranslation("feed");
  const actions = useFeedActions();
  const { show } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  if (kind === "image" ? !actions.canImage : !actions.canVideo) return null;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    const upload = kind === "image" ? actions.uploadImage : actions.uploadVideo;
    const result = await upload(file, setProgress, new AbortController().signal);
    if (!result.ok) {
      setProgress(null);
      show({ tone: "error", title: result.message });
      return;
    }
    const answer = await actions.api.postPhoto(
      kind === "image" ? { img: result.path } : { video: result.path },
    );
    setProgress(null);
    show({ tone: answer.status === 200 ? "success" : "error", title: t("composer.sent") });
    await actions.refreshAll();
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        loading={progress !== null}
        onClick={() => input.current?.click()}
      >
        {progress !== null
          ? `${t(kind === "image" ? "composer.uploadingImage" : "composer.uploadingVideo")} ${Math.round(progress * 100)}%`
          : t(kind === "image" ? "composer.addImage" : "composer.addVideo")}
      </Button>
      <input
        ref={input}
        type="file"
        className="hidden"
        tabIndex={-1}
        aria-hidden
        data-testid={`album-${kind}-input`}
        accept={kind === "image" ? "image/jpeg,image/png,image/gif,image/webp" : "video/*"}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </>
  );
}
