/**
 * A member's album of one kind (photos or videos) for both variants: grouped by day, the owner's
 * delete icons, the video tab's upgrade prompt when vipStatus is not 1 (spec §4), and a viewer
 * with the item's comments and a comment form (keyboard: Escape closes, arrows move on).
 */
import { usePhotos } from "@site/api-client";
import type { PhotoKind } from "@site/contracts";
import { Button } from "@site/ui/button";
import { EmptyState } from "@site/ui/empty-state";
import { MediaGrid } from "@site/ui/media-grid";
import { MediaViewer } from "@site/ui/media-viewer";
import { Spinner } from "@site/ui/spinner";
import { useState } from "react";
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
        picture="photos"
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
    return <EmptyState picture="photos" title={t(kind === 2 ? "album.videosEmpty" : "album.empty")} />;
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
          position={{ index: open ?? 0, total: items.length }}
          onClose={() => setOpen(null)}
          onStep={(step) => setOpen((i) => (i === null ? i : (i + step + items.length) % items.length))}
          onComment={(content) => actions.comment(current.pid, content)}
        />
      )}
    </>
  );
}
