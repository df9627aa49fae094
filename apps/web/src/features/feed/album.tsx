/**
 * A member's album of one kind (photos or videos) for both variants: grouped by day, the owner's
 * delete icons, the video tab's upgrade prompt when vipStatus is not 1 (spec §4), and a viewer
 * with the item's comments and a comment form (keyboard: Escape closes, arrows move on).
 */
import { usePhotos } from "@site/api-client";
import { PhotoKind } from "@site/contracts";
import { EmptyState } from "@site/ui/empty-state";
import { MediaGrid } from "@site/ui/media-grid";
import { MediaViewer } from "@site/ui/media-viewer";
import { Spinner } from "@site/ui/spinner";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/session.tsx";
import { PermissionOffer } from "../payments/permission-offer.tsx";
import { useFeedActions } from "./use-feed.ts";

export function Album({ userId, own, kind }: { userId: number; own: boolean; kind: PhotoKind }) {
  const { t } = useTranslation("feed");
  const actions = useFeedActions();
  const { can } = useSession();
  const { data, isLoading, error } = usePhotos(actions.api, own ? "me" : userId, kind);
  const [open, setOpen] = useState<number | null>(null);
  if (isLoading) return <Spinner className="mx-auto my-8 block" />;
  if (error || !data) return <EmptyState title={t("list.failed")} />;
  if (data.vipStatus !== 1) {
    // The video tab for a plan without View_video (spec §4): the plan that plays them, over a wall
    // of blank frames (the server sends no list, so nothing of the member's shows through).
    return (
      <PermissionOffer flag="View_video" className="my-2">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {(["a", "b", "c", "d", "e", "f"] as const).map((frame) => (
            <span key={frame} className="aspect-video rounded-lg bg-gradient-to-br from-ink-700 to-ink-400" />
          ))}
        </div>
      </PermissionOffer>
    );
  }
  const items = data.groups.flatMap((g) => g.list);
  if (items.length === 0) {
    return <EmptyState picture="photos" title={t(kind === 2 ? "album.videosEmpty" : "album.empty")} />;
  }
  const current = open === null ? undefined : items[open];
  const video = current?.type === PhotoKind.video;
  // Someone else's item needs the plan's comment flag (the server checks it too, spec §6).
  const mayComment = own || (video ? can("View_video") && can("Comment_video") : can("Comment_photo"));
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
          position={{ index: open ?? 0, total: items.length }}
          onClose={() => setOpen(null)}
          onStep={(step) => setOpen((i) => (i === null ? i : (i + step + items.length) % items.length))}
          onComment={(content) => actions.comment(current.pid, content)}
          commentOffer={
            mayComment ? undefined : (
              <PermissionOffer flag={video ? "Comment_video" : "Comment_photo"} headingLevel={4}>
                <span className="block h-20 rounded-xl border border-ink-200 bg-surface" />
              </PermissionOffer>
            )
          }
        />
      )}
    </>
  );
}
