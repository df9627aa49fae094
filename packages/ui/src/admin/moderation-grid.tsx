import type { ContentItem } from "@site/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { EmptyState } from "../empty-state/empty-state.tsx";
import { RelativeTime } from "../relative-time/relative-time.tsx";
import { cn } from "../utils/cn.ts";

export type ModerationGridProps = {
  /** The content to look over, newest first, as the console's call returns it. */
  items: readonly ContentItem[];
  /** Called with the item whose take-down button was pressed (the app asks for a reason first). */
  onTakeDown: (item: ContentItem) => void;
  /** The item being taken down (`${source}:${id}`): its button waits. */
  busy?: string;
  /** Freezes "now" (epoch ms) for stories. */
  now?: number;
  /** Extra classes for the outer element. */
  className?: string;
};

export const contentKey = (item: Pick<ContentItem, "source" | "id">) => `${item.source}:${item.id}`;

/**
 * The newest public content for staff to look over (issue 14): each picture, video poster or
 * post's words in a tile with who posted it and when, and a take-down button.
 */
export function ModerationGrid({ items, onTakeDown, busy, now, className }: ModerationGridProps) {
  const { t } = useTranslation("pages");
  if (items.length === 0)
    return (
      <EmptyState
        picture="photos"
        className="rounded-2xl bg-surface py-12 shadow-card ring-1 ring-ink-900/5"
        title={t("admin.contentEmpty")}
        description={t("admin.contentEmptyHint")}
      />
    );
  return (
    <ul
      // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list.
      role="list"
      className={cn("grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6", className)}
    >
      {items.map((item) => (
        <li key={contentKey(item)} className="flex">
          <Tile item={item} onTakeDown={onTakeDown} busy={busy === contentKey(item)} now={now} />
        </li>
      ))}
    </ul>
  );
}

function Tile({
  item,
  onTakeDown,
  busy,
  now,
}: {
  item: ContentItem;
  onTakeDown: (item: ContentItem) => void;
  busy: boolean;
  now: number | undefined;
}) {
  const { t } = useTranslation("pages");
  const headingId = useId();
  const kind = t(`admin.kind_${item.kind}`);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-1 flex-col overflow-hidden rounded-2xl bg-surface shadow-card ring-1 ring-ink-900/5"
    >
      <div className="relative aspect-square bg-ink-100">
        {item.img ? (
          <img src={item.img} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <p className="line-clamp-6 break-words p-3 pt-10 text-ink-800 text-sm">{item.text}</p>
        )}
        <span className="absolute start-2 top-2 rounded-full bg-ink-900/70 px-2 py-0.5 font-medium text-white text-xs">
          {kind}
        </span>
        {item.video && (
          <a
            href={item.video}
            target="_blank"
            rel="noreferrer"
            className="absolute inset-0 flex items-center justify-center"
            aria-label={t("admin.playVideo", { name: item.member.username })}
          >
            <span className="flex size-11 items-center justify-center rounded-full bg-ink-900/60 text-white">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="ms-0.5 size-5">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
          </a>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 id={headingId} className="min-w-0 truncate font-semibold text-ink-900 text-sm">
          <span className="sr-only">{kind}, </span>
          {item.member.username}
        </h2>
        <RelativeTime value={item.create_time * 1000} now={now} className="text-ink-600 text-xs" />
        <Button
          size="sm"
          variant="outline"
          className="mt-auto text-danger-700"
          loading={busy}
          onClick={() => onTakeDown(item)}
        >
          {t("admin.takeDown")}
        </Button>
      </div>
    </article>
  );
}
