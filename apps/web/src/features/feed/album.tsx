/**
 * A member's album of one kind (photos or videos) for both variants: grouped by day, the owner's
 * delete icons, the video tab's upgrade prompt when vipStatus is not 1 (spec §4), and a viewer
 * with the item's comments and a comment form (keyboard: Escape closes, arrows move on).
 */
import { usePhotos } from "@site/api-client";
import { COMMENT_MAX, type PhotoItem, type PhotoKind } from "@site/contracts";
import { Avatar } from "@site/ui/avatar";
import { Button } from "@site/ui/button";
import { Dialog } from "@site/ui/dialog";
import { EmptyState } from "@site/ui/empty-state";
import { MediaGrid } from "@site/ui/media-grid";
import { RelativeTime } from "@site/ui/relative-time";
import { Spinner } from "@site/ui/spinner";
import { TextField } from "@site/ui/text-field";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useVariant } from "../../lib/use-variant.ts";
import { upgradePath } from "../members/use-member-actions.ts";
import { useFeedActions } from "./use-feed.ts";

export function Album({ userId, own, kind }: { userId: number; own: boolean; kind: PhotoKind }) {
  const { t } = useTranslation("feed");
  const actions = useFeedActions();
  const navigate = useNavigate();
  const variant = useVariant();
  const { data, isLoading, error } = usePhotos(actions.api, own ? "me" : userId, kind);
  const [open, setOpen] = useState<number | null>(null);
  if (isLoading) return <Spinner className="mx-auto my-8 block" />;
  if (error || !data) return <EmptyState title={t("list.failed")} />;
  if (data.vipStatus !== 1) {
    return (
      <EmptyState
        title={t("album.upgradeTitle")}
        description={t("album.upgradeHint")}
        action={
          <Button variant="gold" onClick={() => navigate(upgradePath(variant))}>
            {t("album.upgrade")}
          </Button>
        }
      />
    );
  }
  const items = data.groups.flatMap((g) => g.list);
  if (items.length === 0) {
    return <EmptyState title={t(kind === 2 ? "album.videosEmpty" : "album.empty")} />;
  }
  const current = open === null ? undefined : items[open];
  return (
    <>
      <MediaGrid
        groups={data.groups}
        own={own}
        onOpen={(item) => setOpen(items.findIndex((x) => x.pid === item.pid))}
        onDelete={(item) => void actions.removePhoto(item.pid)}
      />
      {current && (
        <MediaViewer
          item={current}
          onClose={() => setOpen(null)}
          onStep={(step) => setOpen((i) => (i === null ? i : (i + step + items.length) % items.length))}
          onComment={(content) => actions.comment(current.pid, content)}
        />
      )}
    </>
  );
}

function MediaViewer({
  item,
  onClose,
  onStep,
  onComment,
}: {
  item: PhotoItem;
  onClose: () => void;
  onStep: (step: 1 | -1) => void;
  onComment: (content: string) => Promise<boolean>;
}) {
  const { t } = useTranslation("feed");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const keys = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).tagName === "INPUT") return;
    if (event.key === "ArrowRight") onStep(1);
    if (event.key === "ArrowLeft") onStep(-1);
  };
  return (
    <Dialog open onClose={onClose} title={item.username} size="lg">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys page through the album inside the dialog */}
      <div onKeyDown={keys} className="grid gap-4">
        {item.video ? (
          // biome-ignore lint/a11y/useMediaCaption: members' clips come without captions.
          <video
            key={item.pid}
            src={item.video}
            poster={item.poster || undefined}
            controls
            autoPlay
            playsInline
            className="max-h-[60vh] w-full rounded-xl bg-ink-900"
          />
        ) : (
          <img
            key={item.pid}
            src={item.img}
            alt=""
            className="max-h-[60vh] w-full rounded-xl bg-ink-100 object-contain"
          />
        )}
        <section aria-label={t("album.comments")}>
          <h3 className="mb-2 font-semibold text-ink-800 text-sm">{t("album.comments")}</h3>
          {item.comments.length === 0 ? (
            <p className="text-ink-600 text-sm">{t("album.noComments")}</p>
          ) : (
            <ul className="flex max-h-48 flex-col gap-2 overflow-y-auto">
              {item.comments.map((c) => (
                <li key={c.id} className="flex gap-2 text-sm">
                  <Avatar src={c.avatar || undefined} name={c.username} size="xs" />
                  <div className="min-w-0">
                    <span className="font-semibold text-ink-900">{c.username}</span>{" "}
                    <RelativeTime value={c.time * 1000} className="text-ink-500 text-xs" />
                    <p className="break-words text-ink-800">{c.content}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <form
            className="mt-3 flex items-end gap-2"
            onSubmit={async (event) => {
              event.preventDefault();
              if (!text.trim()) return;
              setBusy(true);
              const ok = await onComment(text.trim()).finally(() => setBusy(false));
              if (ok) setText("");
            }}
          >
            <TextField
              className="flex-1"
              label={t("album.commentLabel")}
              hideLabel
              placeholder={t("album.commentLabel")}
              maxLength={COMMENT_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" loading={busy} disabled={!text.trim()}>
              {t("album.commentSend")}
            </Button>
          </form>
        </section>
      </div>
    </Dialog>
  );
}
