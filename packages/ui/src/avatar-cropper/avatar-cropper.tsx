import { AVATAR_MAX_KB, AVATAR_MIN_SIDE, AVATAR_SIDE } from "@site/contracts";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { Dialog } from "../dialog/dialog.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { FormAlert } from "../text-field/field-parts.tsx";
import type { Uploader } from "../trend-composer/trend-composer.tsx";
import { UploadProgress } from "../upload-progress/upload-progress.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

/** spec §4: steps 1 choose, 2 crop, 3 upload. */
export const CropStep = { choose: 1, crop: 2, upload: 3 } as const;
/** spec §4: loading 0 idle, 1 uploading, 2 success, 3 failed. */
export const CropLoading = { idle: 0, uploading: 1, success: 2, failed: 3 } as const;
type Step = (typeof CropStep)[keyof typeof CropStep];
type Loading = (typeof CropLoading)[keyof typeof CropLoading];

/** The avatar file rule of spec §5: the types the cropper takes in. */
const ACCEPTED = ["image/jpeg", "image/png", "image/gif", "image/webp"];
/** spec §9: held zoom buttons step every 60 ms; the preview is redrawn 300 ms after a change. */
const ZOOM_REPEAT_MS = 60;
const PREVIEW_DELAY_MS = 300;
const ZOOM_STEP = 2;
/** Zoom 0 to 100 (spec §9) spans one to four times the fitted size. */
const MAX_SCALE = 4;
const scaleOf = (zoom: number) => 1 + (zoom / 100) * (MAX_SCALE - 1);
const zoomOf = (scale: number) => Math.round(((scale - 1) / (MAX_SCALE - 1)) * 100);

export type AvatarCropperProps = {
  /** Whether the dialog is shown; the app sets it back to false in `onClose`. Closing resets it to step 1. */
  open: boolean;
  /** Called on Escape, Cancel, Done and the close button; an upload under way is cancelled. */
  onClose: () => void;
  /** Sends the 300x300 PNG (spec §9); answers the stored path or a message in the member's language. */
  upload: Uploader;
  /** After a successful upload, with the stored path. */
  onUploaded: (path: string) => void;
  /** A file to start from (a story or a drop onto the opener); otherwise step 1 asks for one. */
  initialFile?: File;
};

interface Picture {
  url: string;
  name: string;
}

/** Reads the natural size of a picture, or null when the browser cannot decode it. */
function naturalSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/** Draws the chosen square of the picture at `side` pixels. */
async function drawCrop(url: string, area: Area, canvas: HTMLCanvasElement, side: number): Promise<void> {
  const image = new Image();
  image.src = url;
  await image.decode();
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) return;
  context.imageSmoothingQuality = "high";
  context.clearRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
}

async function croppedPng(url: string, area: Area): Promise<File> {
  const canvas = document.createElement("canvas");
  await drawCrop(url, area, canvas, AVATAR_SIDE);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("the browser made no picture");
  return new File([blob], "avatar.png", { type: "image/png" });
}

/**
 * The avatar cropper of spec §2 and §4: a three-step dialog. 1 choose or drop a picture (type,
 * size and dimensions checked at once, spec §5), 2 move and zoom it in a round frame with a live
 * preview, 3 send the 300x300 PNG with its progress. Back goes 3 to 2 and 2 to 1; Escape closes.
 */
export function AvatarCropper({ open, onClose, upload, onUploaded, initialFile }: AvatarCropperProps) {
  const { t } = useTranslation("feed");
  const [step, setStep] = useState<Step>(CropStep.choose);
  const [loading, setLoading] = useState<Loading>(CropLoading.idle);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const sending = useRef<AbortController | null>(null);
  const rulesId = useId();
  const zoomId = useId();

  const rules = t("avatar.rules", { min: AVATAR_MIN_SIDE, mb: AVATAR_MAX_KB / 1024 });

  // The picture's object URL is released when it is replaced or the dialog goes.
  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.url) : undefined), [picture]);
  useEffect(() => () => sending.current?.abort(), []);

  const reset = useCallback(() => {
    sending.current?.abort();
    setStep(CropStep.choose);
    setLoading(CropLoading.idle);
    setPicture(null);
    setError(null);
    setZoom(0);
    setCrop({ x: 0, y: 0 });
    setProgress(0);
  }, []);

  const close = () => {
    onClose();
    // The dialog fades out first; it opens fresh next time.
    setTimeout(reset, 250);
  };

  const take = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      setError(null);
      if (!ACCEPTED.includes(file.type)) {
        setError(t("avatar.notImage"));
        return;
      }
      if (file.size > AVATAR_MAX_KB * 1024) {
        setError(t("avatar.tooLarge", { mb: AVATAR_MAX_KB / 1024 }));
        return;
      }
      const url = URL.createObjectURL(file);
      const size = await naturalSize(url);
      if (!size) {
        URL.revokeObjectURL(url);
        setError(t("avatar.notImage"));
        return;
      }
      if (size.width < AVATAR_MIN_SIDE || size.height < AVATAR_MIN_SIDE) {
        URL.revokeObjectURL(url);
        setError(t("avatar.tooSmall", { min: AVATAR_MIN_SIDE }));
        return;
      }
      setPicture({ url, name: file.name });
      setArea(null);
      setZoom(0);
      setCrop({ x: 0, y: 0 });
      setStep(CropStep.crop);
    },
    [t],
  );

  useEffect(() => {
    if (open && initialFile) void take(initialFile);
  }, [open, initialFile, take]);

  // spec §9: the preview follows 300 ms after the member stops moving or zooming.
  useEffect(() => {
    if (step !== CropStep.crop || !picture || !area) return;
    const timer = setTimeout(() => {
      if (preview.current) void drawCrop(picture.url, area, preview.current, 96 * 2);
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, picture, area]);

  const send = async () => {
    if (!picture || !area) return;
    setStep(CropStep.upload);
    setLoading(CropLoading.uploading);
    setProgress(0);
    setError(null);
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    let file: File;
    try {
      file = await croppedPng(picture.url, area);
    } catch {
      setLoading(CropLoading.failed);
      setError(t("avatar.failed"));
      return;
    }
    const result = await upload(
      file,
      (fraction) => !controller.signal.aborted && setProgress(fraction),
      controller.signal,
    );
    if (controller.signal.aborted) return;
    if (!result.ok) {
      setLoading(CropLoading.failed);
      setError(result.message);
      return;
    }
    setLoading(CropLoading.success);
    onUploaded(result.path);
  };

  const back = () => {
    sending.current?.abort();
    setError(null);
    if (step === CropStep.upload) {
      setLoading(CropLoading.idle);
      setStep(CropStep.crop);
    } else {
      setPicture(null);
      setArea(null);
      setStep(CropStep.choose);
    }
  };

  const footer =
    step === CropStep.choose ? (
      <Button variant="secondary" onClick={close}>
        {t("avatar.cancel")}
      </Button>
    ) : step === CropStep.crop ? (
      <>
        <Button variant="secondary" onClick={back}>
          {t("avatar.back")}
        </Button>
        <Button onClick={() => void send()} disabled={!area}>
          {t("avatar.upload")}
        </Button>
      </>
    ) : loading === CropLoading.success ? (
      <Button onClick={close}>{t("avatar.done")}</Button>
    ) : (
      <>
        <Button variant="secondary" onClick={back} disabled={loading === CropLoading.uploading}>
          {t("avatar.back")}
        </Button>
        {loading === CropLoading.failed && <Button onClick={() => void send()}>{t("avatar.retry")}</Button>}
      </>
    );

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("avatar.title")}
      description={t(`avatar.step${step}`)}
      footer={footer}
      size="md"
    >
      <div data-slot="avatar-cropper" data-step={step} data-loading={loading} className="flex flex-col gap-4">
        <StepDots step={step} label={t("avatar.stepOf", { step, total: 3 })} />

        {step === CropStep.choose && (
          // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button inside is the way for keyboards and screen readers
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              void take(event.dataTransfer.files[0]);
            }}
            className={cn(
              "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors",
              dragging ? "border-brand-500 bg-brand-50" : "border-ink-200 bg-ink-50",
            )}
          >
            <span
              aria-hidden
              className="flex size-14 items-center justify-center rounded-full bg-surface text-brand-600 shadow-card"
            >
              <LineIcon className="size-7">
                <path d="M4 16l4-4 3 3 5-6 4 5" />
                <rect x="3" y="4" width="18" height="16" rx="2" />
              </LineIcon>
            </span>
            <p className="font-medium text-ink-800">{t("avatar.drop")}</p>
            <Button onClick={() => input.current?.click()} aria-describedby={rulesId}>
              {t("avatar.choose")}
            </Button>
            <p id={rulesId} className="text-ink-600 text-xs">
              {rules}
            </p>
            <input
              ref={input}
              type="file"
              accept={ACCEPTED.join(",")}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                void take(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </div>
        )}

        {step === CropStep.crop && picture && (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            {/* A fixed height at every width: in the phone's column a flex basis of 0 would fold it away. */}
            <div className="relative h-64 w-full shrink-0 overflow-hidden rounded-2xl bg-ink-900 sm:h-72 sm:w-auto sm:min-w-0 sm:flex-1">
              <Cropper
                image={picture.url}
                crop={crop}
                zoom={scaleOf(zoom)}
                maxZoom={MAX_SCALE}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={(scale) => setZoom(zoomOf(scale))}
                onCropComplete={(_, pixels) => setArea(pixels.width > 0 && pixels.height > 0 ? pixels : null)}
                cropperProps={{ role: "group", "aria-label": t("avatar.area") }}
              />
            </div>
            <div className="flex shrink-0 flex-row items-center gap-4 sm:flex-col">
              <canvas
                ref={preview}
                role="img"
                aria-label={t("avatar.preview")}
                className="size-24 rounded-full bg-ink-100 shadow-card"
              />
              <p className="text-ink-600 text-xs sm:max-w-24 sm:text-center">{t("avatar.previewHint")}</p>
            </div>
          </div>
        )}

        {step === CropStep.crop && (
          <div className="flex items-center gap-2">
            <ZoomButton label={t("avatar.zoomOut")} onStep={() => setZoom((z) => Math.max(0, z - ZOOM_STEP))}>
              <path d="M5 12h14" />
            </ZoomButton>
            <label htmlFor={zoomId} className="sr-only">
              {t("avatar.zoom")}
            </label>
            <input
              id={zoomId}
              type="range"
              min={0}
              max={100}
              step={1}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="h-2 min-w-0 flex-1 cursor-pointer accent-brand-600"
            />
            <ZoomButton
              label={t("avatar.zoomIn")}
              onStep={() => setZoom((z) => Math.min(100, z + ZOOM_STEP))}
            >
              <path d="M5 12h14M12 5v14" />
            </ZoomButton>
            <span className="w-10 text-right text-ink-600 text-xs tabular-nums">{zoom}</span>
          </div>
        )}

        {step === CropStep.upload && (
          <div className="flex flex-col items-center gap-4 py-4">
            {picture && area && <CroppedThumb url={picture.url} area={area} />}
            <UploadProgress
              className="w-full max-w-xs"
              showLabel
              label={t(loading === CropLoading.success ? "avatar.uploaded" : "avatar.uploading")}
              value={progress}
              state={
                loading === CropLoading.success
                  ? "done"
                  : loading === CropLoading.failed
                    ? "failed"
                    : "uploading"
              }
            />
            {loading === CropLoading.success && (
              <p role="status" className="font-medium text-success-700 text-sm">
                {t("avatar.saved")}
              </p>
            )}
          </div>
        )}

        {error && <FormAlert>{error}</FormAlert>}
      </div>
    </Dialog>
  );
}

function StepDots({ step, label }: { step: Step; label: string }) {
  return (
    <div className="flex items-center gap-2" role="img" aria-label={label}>
      {[1, 2, 3].map((n) => (
        <span
          key={n}
          aria-hidden
          className={cn("h-1.5 flex-1 rounded-full", n <= step ? "bg-brand-500" : "bg-ink-200")}
        />
      ))}
    </div>
  );
}

/** A zoom button that steps once on a click or a key, and every 60 ms while held (spec §9). */
function ZoomButton({
  label,
  onStep,
  children,
}: {
  label: string;
  onStep: () => void;
  children: React.ReactNode;
}) {
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const held = useRef(false);
  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );
  return (
    <IconButton
      size="sm"
      label={label}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        held.current = true;
        onStep();
        stop();
        timer.current = setInterval(onStep, ZOOM_REPEAT_MS);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onClick={() => {
        // A pointer press has stepped already; a key press (Enter, Space) steps here.
        if (held.current) held.current = false;
        else onStep();
      }}
    >
      <LineIcon className="size-4">{children}</LineIcon>
    </IconButton>
  );
}

function CroppedThumb({ url, area }: { url: string; area: Area }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void drawCrop(url, area, canvas.current, 96 * 2);
  }, [url, area]);
  return <canvas ref={canvas} aria-hidden className="size-24 rounded-full bg-ink-100 shadow-card" />;
}
