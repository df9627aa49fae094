import { IMAGE_MAX_MB, TREND_TEXT_MAX, VIDEO_MAX_MB, VIDEO_MAX_SECONDS } from "@site/contracts";
import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { EmoticonPicker } from "../emoticon-picker/emoticon-picker.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { FormAlert } from "../text-field/field-parts.tsx";
import { TextArea } from "../text-field/text-area.tsx";
import { UploadProgress } from "../upload-progress/upload-progress.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

/** What an upload or a send answers: the stored path, or a message in the member's language. */
export type MediaResult = { ok: true; path: string } | { ok: false; message: string };
export type SendResult = { ok: true } | { ok: false; message: string };

export type Uploader = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<MediaResult>;

export type TrendComposerProps = Omit<ComponentProps<"form">, "onSubmit" | "children"> & {
  /** Upload_photo (spec §6): the photo button. */
  canImage: boolean;
  /** Add_video (spec §6): shows the video button and allows the upload. */
  canVideo: boolean;
  /** Uploads the chosen photo, reporting progress; answers the stored path or a message. */
  uploadImage: Uploader;
  /** Uploads the chosen video, reporting progress; answers the stored path or a message. */
  uploadVideo: Uploader;
  /**
   * Posts the moment with its text and the stored photo or video path; answers `ok`, or a message to show
   * (the composer clears only on `ok`).
   */
  onSend: (post: { content: string; img: string; video: string }) => Promise<SendResult>;
  /**
   * Puts focus in the text when it appears (opened from a prompt the member clicked).
   * @default false
   */
  autoFocusText?: boolean;
};

interface Media {
  kind: "image" | "video";
  name: string;
  /** A local preview while it uploads, then the same picture from the server. */
  preview: string;
  progress: number;
  path?: string;
}

/**
 * The trend composer of spec §4: text with emoticons, one photo or one video (choosing one clears
 * the other), each removable, upload progress, and a send that clears everything once it worked.
 */
export function TrendComposer({
  canImage,
  canVideo,
  uploadImage,
  uploadVideo,
  onSend,
  autoFocusText = false,
  className,
  ...props
}: TrendComposerProps) {
  const { t } = useTranslation("feed");
  const { t: tm } = useTranslation("messages");
  const [content, setContent] = useState("");
  const [media, setMedia] = useState<Media | null>(null);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const rulesId = useId();

  // A preview made from a local file is released when it is replaced or the composer goes.
  useEffect(
    () => () => {
      if (media?.preview.startsWith("blob:")) URL.revokeObjectURL(media.preview);
    },
    [media?.preview],
  );
  useEffect(() => () => upload.current?.abort(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it first appears
  useEffect(() => {
    if (autoFocusText) textRef.current?.focus();
  }, []);

  const uploading = media !== null && media.path === undefined;

  const choose = async (kind: "image" | "video", file: File | undefined) => {
    if (!file) return;
    setError(null);
    setSent(false);
    const max = kind === "image" ? IMAGE_MAX_MB : VIDEO_MAX_MB;
    if (file.size > max * 1024 * 1024) {
      setError(tm("upload.tooLarge", { max }));
      return;
    }
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    // Choosing an image clears a chosen video and the reverse (spec §4).
    setMedia({ kind, name: file.name, preview: URL.createObjectURL(file), progress: 0 });
    const result = await (kind === "image" ? uploadImage : uploadVideo)(
      file,
      (progress) => {
        if (!controller.signal.aborted) setMedia((m) => (m && !m.path ? { ...m, progress } : m));
      },
      controller.signal,
    );
    if (controller.signal.aborted) return;
    if (!result.ok) {
      setMedia(null);
      setError(result.message);
      return;
    }
    setMedia((m) => (m ? { ...m, path: result.path, progress: 1 } : m));
  };

  const remove = () => {
    upload.current?.abort();
    setMedia(null);
  };

  const submit = async () => {
    const text = content.trim();
    if (!text && !media?.path) {
      setError(t("composer.empty"));
      textRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const result = await onSend({
      content: text,
      img: media?.kind === "image" ? (media.path ?? "") : "",
      video: media?.kind === "video" ? (media.path ?? "") : "",
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setContent("");
    setMedia(null);
    setSent(true);
  };

  return (
    <form
      noValidate
      data-slot="trend-composer"
      aria-label={t("composer.label")}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className={cn(
        "flex flex-col gap-3 rounded-2xl border border-ink-100 bg-surface p-4 shadow-card",
        className,
      )}
      {...props}
    >
      <TextArea
        ref={textRef}
        name="content"
        label={t("composer.label")}
        hideLabel
        placeholder={t("composer.placeholder")}
        rows={3}
        maxLength={TREND_TEXT_MAX}
        showCounter
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setSent(false);
          setError(null);
        }}
        aria-describedby={rulesId}
      />

      {media && (
        <div className="flex items-start gap-3 rounded-xl bg-ink-50 p-2">
          {media.kind === "image" ? (
            <img src={media.preview} alt="" className="size-20 shrink-0 rounded-lg object-cover" />
          ) : (
            <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-ink-800 text-white">
              <VideoIcon />
            </div>
          )}
          <div className="min-w-0 flex-1 py-1 text-sm">
            <p className="truncate font-medium text-ink-800">{media.name}</p>
            {uploading ? (
              <UploadProgress
                className="mt-2"
                label={t(media.kind === "image" ? "composer.uploadingImage" : "composer.uploadingVideo")}
                value={media.progress}
              />
            ) : (
              media.kind === "video" && (
                <p className="mt-1 text-ink-600 text-xs">{t("composer.videoSelected")}</p>
              )
            )}
          </div>
          <IconButton
            size="sm"
            label={t(media.kind === "image" ? "composer.removeImage" : "composer.removeVideo")}
            onClick={remove}
          >
            <CloseIcon />
          </IconButton>
        </div>
      )}

      {picking && (
        <EmoticonPicker
          className="max-w-sm"
          onPick={(name) => {
            setContent((text) => `${text}[${name}]`.slice(0, TREND_TEXT_MAX));
            setSent(false);
            textRef.current?.focus();
          }}
        />
      )}

      {error && <FormAlert>{error}</FormAlert>}

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" aria-pressed={picking} onClick={() => setPicking((open) => !open)}>
          <SmileIcon />
          {t("composer.emoticons")}
        </Button>
        {canImage && (
          <Button variant="ghost" size="sm" onClick={() => imageInput.current?.click()}>
            <PhotoIcon />
            {t("composer.addImage")}
          </Button>
        )}
        {canVideo && (
          <Button variant="ghost" size="sm" onClick={() => videoInput.current?.click()}>
            <VideoIcon />
            {t("composer.addVideo")}
          </Button>
        )}
        <input
          ref={imageInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="hidden"
          tabIndex={-1}
          aria-hidden
          data-testid="trend-image-input"
          onChange={(event) => {
            void choose("image", event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <input
          ref={videoInput}
          type="file"
          accept="video/mp4,video/quicktime,video/webm,video/x-msvideo,video/x-matroska"
          className="hidden"
          tabIndex={-1}
          aria-hidden
          data-testid="trend-video-input"
          onChange={(event) => {
            void choose("video", event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <p role="status" className="ms-auto flex min-h-5 items-center font-medium text-sm text-success-700">
          {sent && t("composer.sent")}
        </p>
        <Button type="submit" loading={busy} disabled={busy || uploading}>
          {busy ? t("composer.sending") : t("composer.send")}
        </Button>
      </div>
      <p id={rulesId} className="text-ink-500 text-xs">
        {[
          canImage && t("composer.imageRule", { mb: IMAGE_MAX_MB }),
          canVideo && t("composer.videoRule", { mb: VIDEO_MAX_MB, seconds: VIDEO_MAX_SECONDS }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
    </form>
  );
}

function PhotoIcon() {
  return (
    <LineIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="m21 16-5-5-9 8" />
    </LineIcon>
  );
}

function VideoIcon() {
  return (
    <LineIcon>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3" />
    </LineIcon>
  );
}

function SmileIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
    </LineIcon>
  );
}

function CloseIcon() {
  return (
    <LineIcon>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}
