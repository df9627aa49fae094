import { IMAGE_MAX_MB } from "@site/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { Drawer } from "../drawer/drawer.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { TrashIcon } from "../icon-button/trash-icon.tsx";
import { FormAlert } from "../text-field/field-parts.tsx";
import type { SendResult, Uploader } from "../trend-composer/trend-composer.tsx";
import { UploadProgress } from "../upload-progress/upload-progress.tsx";
import { cn } from "../utils/cn.ts";

export interface BackPhoto {
  id: number;
  img: string;
}

export type BackgroundDrawerProps = {
  /** Whether the drawer is shown; the app sets it back to false in `onClose`. */
  open: boolean;
  /** Called on Escape, the backdrop and the close button. */
  onClose: () => void;
  /** The owner's backgrounds, newest first (spec §3 member detail `backphotos`). */
  photos: readonly BackPhoto[];
  /** Uploads a picture and makes it a background (spec §7 backphoto/released). */
  add: Uploader;
  /** Deletes one (spec §7 backphoto/deletephoto). */
  remove: (photo: BackPhoto) => Promise<SendResult>;
  /** Asks before a delete; window.confirm by default. */
  confirm?: (question: string) => boolean;
  /**
   * Bottom sheet on a phone, side panel on the web.
   * @default "right"
   */
  side?: "bottom" | "right";
};

/**
 * The owner's background drawer of spec §2: the pictures across the top of the profile, with an
 * upload (progress shown) and a delete on each. The newest one shows on the profile.
 */
export function BackgroundDrawer({
  open,
  onClose,
  photos,
  add,
  remove,
  confirm = (question) => window.confirm(question),
  side = "right",
}: BackgroundDrawerProps) {
  const { t } = useTranslation("feed");
  const { t: tm } = useTranslation("messages");
  const input = useRef<HTMLInputElement>(null);
  const sending = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const rulesId = useId();

  useEffect(() => () => sending.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setStatus(null);
    if (!file.type.startsWith("image/")) {
      setError(tm("upload.notImage"));
      return;
    }
    if (file.size > IMAGE_MAX_MB * 1024 * 1024) {
      setError(tm("upload.tooLarge", { max: IMAGE_MAX_MB }));
      return;
    }
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    setProgress(0);
    const result = await add(file, (f) => !controller.signal.aborted && setProgress(f), controller.signal);
    if (controller.signal.aborted) return;
    setProgress(null);
    if (!result.ok) setError(result.message);
    else setStatus(t("background.added"));
  };

  const drop = async (photo: BackPhoto) => {
    if (!confirm(t("background.deleteConfirm"))) return;
    setError(null);
    setStatus(null);
    setRemoving(photo.id);
    const result = await remove(photo);
    setRemoving(null);
    if (!result.ok) setError(result.message);
    else setStatus(t("background.deleted"));
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      side={side}
      title={t("background.title")}
      description={t("background.hint")}
      footer={
        <Button
          block
          onClick={() => input.current?.click()}
          disabled={progress !== null}
          aria-describedby={rulesId}
        >
          {t("background.add")}
        </Button>
      }
    >
      <div data-slot="background-drawer" className="flex flex-col gap-3">
        <p id={rulesId} className="text-ink-600 text-xs">
          {t("composer.imageRule", { mb: IMAGE_MAX_MB })}
        </p>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        {progress !== null && <UploadProgress label={t("background.uploading")} value={progress} showLabel />}
        {error && <FormAlert>{error}</FormAlert>}
        <p role="status" className={cn("text-sm text-success-700", !status && "sr-only")}>
          {status}
        </p>
        {photos.length === 0 ? (
          <p className="rounded-xl bg-ink-50 px-4 py-6 text-center text-ink-600 text-sm">
            {t("background.empty")}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {photos.map((photo, index) => (
              <li key={photo.id} className="relative">
                <img
                  src={photo.img}
                  alt={index === 0 ? t("background.open") : ""}
                  loading="lazy"
                  className={cn(
                    "aspect-[3/1] w-full rounded-xl bg-ink-100 object-cover",
                    index === 0 && "ring-2 ring-brand-500 ring-offset-2 ring-offset-surface",
                  )}
                />
                <IconButton
                  size="sm"
                  variant="outline"
                  label={t("background.delete")}
                  disabled={removing === photo.id}
                  onClick={() => void drop(photo)}
                  className="absolute top-2 right-2 bg-surface/90 shadow-card"
                >
                  <TrashIcon />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Drawer>
  );
}
