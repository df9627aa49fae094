import type { PhotoItem } from "@site/contracts";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CommentComposer, CommentList } from "../comment-list/comment-list.tsx";
import { Dialog } from "../dialog/dialog.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { LineIcon } from "../utils/line-icon.tsx";

export type MediaViewerProps = {
  /** The photo or video shown, with its comments. */
  item: PhotoItem;
  /** Where the item sits in the album, for "3 of 12" and for whether to offer the arrows. */
  position: { index: number; total: number };
  /** Called on Escape and the close button. */
  onClose: () => void;
  /** Moves to the next (1) or previous (-1) item; the album wraps around. */
  onStep: (step: 1 | -1) => void;
  /** Sends a comment; answers whether it was kept. Without it the viewer shows no comment form. */
  onComment?: (content: string) => Promise<boolean>;
  /** Shown in the comment form's place when the member's plan does not comment (the app's upgrade offer). */
  commentOffer?: ReactNode;
};

/**
 * The full view of an album's photo or video: the picture (or the playing video), previous and
 * next with buttons and the arrow keys, and its comments with a form. Escape closes.
 */
export function MediaViewer({ item, position, onClose, onStep, onComment, commentOffer }: MediaViewerProps) {
  const { t } = useTranslation("feed");
  const several = position.total > 1;
  const step = useRef(onStep);
  step.current = onStep;
  // Wherever the focus is in the dialog (its close button too), the arrow keys page; in a text
  // field they move its caret, and on a focused video they seek.
  useEffect(() => {
    if (!several) return;
    const keys = (event: KeyboardEvent) => {
      if (event.defaultPrevented || (event.target as HTMLElement | null)?.closest?.("input, textarea"))
        return;
      if (event.key === "ArrowRight") step.current(1);
      if (event.key === "ArrowLeft") step.current(-1);
    };
    document.addEventListener("keydown", keys);
    return () => document.removeEventListener("keydown", keys);
  }, [several]);
  return (
    <Dialog
      open
      onClose={onClose}
      title={item.username}
      description={
        several ? t("viewer.position", { index: position.index + 1, total: position.total }) : undefined
      }
      size="lg"
    >
      <div data-slot="media-viewer" className="grid gap-4">
        <div className="relative">
          {item.video ? (
            // biome-ignore lint/a11y/useMediaCaption: members' clips come without captions.
            <video
              key={item.pid}
              src={item.video}
              poster={item.poster || undefined}
              controls
              autoPlay
              playsInline
              aria-label={t("item.video", { name: item.username })}
              className="max-h-[60vh] w-full rounded-xl bg-ink-900"
            />
          ) : (
            <img
              key={item.pid}
              src={item.img}
              alt={t("item.image", { name: item.username })}
              className="max-h-[60vh] w-full rounded-xl bg-ink-100 object-contain"
            />
          )}
          {several && (
            <>
              <IconButton
                label={t("viewer.previous")}
                variant="outline"
                onClick={() => onStep(-1)}
                className="absolute start-2 top-1/2 -translate-y-1/2 bg-surface/90 shadow-card"
              >
                <LineIcon>
                  <path d="M15 18l-6-6 6-6" />
                </LineIcon>
              </IconButton>
              <IconButton
                label={t("viewer.next")}
                variant="outline"
                onClick={() => onStep(1)}
                className="absolute end-2 top-1/2 -translate-y-1/2 bg-surface/90 shadow-card"
              >
                <LineIcon>
                  <path d="M9 18l6-6-6-6" />
                </LineIcon>
              </IconButton>
            </>
          )}
        </div>
        <section aria-labelledby={`comments-${item.pid}`}>
          <h3 id={`comments-${item.pid}`} className="mb-2 font-semibold text-ink-800 text-sm">
            {t("album.comments")}
          </h3>
          <CommentList comments={item.comments} className="max-h-48 overflow-y-auto" />
          {commentOffer ? (
            <div className="mt-3">{commentOffer}</div>
          ) : (
            onComment && <CommentComposer key={item.pid} className="mt-3" onSend={onComment} />
          )}
        </section>
      </div>
    </Dialog>
  );
}
