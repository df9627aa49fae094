import { MediaState, type PhotoGroup, type PhotoItem, PhotoKind } from "@site/contracts";
import { formatDate } from "@site/i18n";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../icon-button/icon-button.tsx";
import { TrashIcon } from "../icon-button/trash-icon.tsx";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

export type MediaGridProps = Omit<ComponentProps<"div">, "children"> & {
  /** The album's items grouped by the day they were added, newest first. */
  groups: PhotoGroup[];
  /** The viewer owns the album: a delete icon on each item (spec §2). */
  own: boolean;
  /** Called with the item whose thumbnail is pressed (to open the viewer). */
  onOpen?: (item: PhotoItem) => void;
  /** Called with the item to delete, after the member confirms; shown only when `own`. */
  onDelete?: (item: PhotoItem) => void;
  /**
   * Asks before a delete; answers whether to go on.
   * @default window.confirm
   */
  confirm?: (question: string) => boolean;
};

/** An album grouped by the day its items were added, newest first, with lazy thumbnails. */
export function MediaGrid({
  groups,
  own,
  onOpen,
  onDelete,
  confirm = (question) => window.confirm(question),
  className,
  ...props
}: MediaGridProps) {
  const { t, i18n } = useTranslation("feed");
  const day = (ymd: string) =>
    formatDate(new Date(`${ymd}T00:00:00Z`), i18n.language, "day", { timeZone: "UTC" });
  return (
    <div data-slot="media-grid" className={cn("flex flex-col gap-5", className)} {...props}>
      {groups.map((group) => {
        const label = day(group.create_time);
        return (
          <section key={group.create_time} aria-label={label}>
            <h3 className="mb-2 font-semibold text-ink-600 text-sm">{label}</h3>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {group.list.map((item) => (
                <li
                  key={item.pid}
                  className="group relative aspect-square overflow-hidden rounded-xl bg-ink-100"
                >
                  <MediaTile item={item} onOpen={onOpen} />
                  {own && onDelete && (
                    <IconButton
                      size="sm"
                      variant="outline"
                      label={t("album.delete")}
                      className="absolute end-1.5 top-1.5 bg-surface/90"
                      onClick={() => {
                        if (confirm(t("album.deleteConfirm"))) onDelete(item);
                      }}
                    >
                      <TrashIcon />
                    </IconButton>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function MediaTile({ item, onOpen }: { item: PhotoItem; onOpen?: (item: PhotoItem) => void }) {
  const { t } = useTranslation("feed");
  const video = item.type === PhotoKind.video;
  if (video && item.state !== MediaState.ready) {
    return (
      <div
        role="status"
        className="flex size-full flex-col items-center justify-center gap-2 p-2 text-center text-ink-600 text-xs"
      >
        {item.state === MediaState.processing ? <Spinner size="sm" /> : null}
        {item.state === MediaState.processing ? t("item.processing") : t("item.failed")}
      </div>
    );
  }
  const src = video ? item.poster : item.img;
  return (
    <button
      type="button"
      onClick={() => onOpen?.(item)}
      aria-label={video ? t("album.play") : t("album.open")}
      className="block size-full focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:-outline-offset-3"
    >
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform group-hover:scale-105"
        />
      ) : null}
      {video && (
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-ink-900/60 text-white">
            <LineIcon filled className="size-5">
              <path d="M8 5v14l11-7z" />
            </LineIcon>
          </span>
        </span>
      )}
    </button>
  );
}
