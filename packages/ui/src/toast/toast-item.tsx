import { type FocusEvent, useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../icon-button/close-icon.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { cn } from "../utils/cn.ts";
import { cva } from "../utils/cva.ts";

export type ToastTone = "success" | "error" | "info";

export interface ToastOptions {
  tone: ToastTone;
  title: string;
  description?: string;
  /** One follow-up ("Undo", "View"); choosing it also dismisses the toast. */
  action?: { label: string; onClick: () => void };
  /** Defaults to 3000 ms, 5000 ms for errors; `Infinity` keeps it until dismissed. */
  durationMs?: number;
}

/** Errors stay longer: they usually ask the member to do something. */
export const TOAST_DURATION_MS = { default: 3000, error: 5000 } as const;

const toneIcon = cva("flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4.5", {
  variants: {
    tone: {
      success: "bg-success-50 text-success-700",
      error: "bg-danger-600 text-white",
      info: "bg-brand-50 text-brand-600",
    },
  },
});

export interface ToastItemProps {
  toast: ToastOptions;
  onDismiss: () => void;
  className?: string;
}

export function ToastItem({ toast, onDismiss, className }: ToastItemProps) {
  const { t } = useTranslation("ui");
  const { tone, title, description, action } = toast;
  const duration =
    toast.durationMs ?? (tone === "error" ? TOAST_DURATION_MS.error : TOAST_DURATION_MS.default);
  // Hovering or focusing a toast holds it, so nobody loses a message while reading or reaching it.
  const [held, setHeld] = useState(false);
  const expire = useEffectEvent(onDismiss);
  useEffect(() => {
    if (held || !Number.isFinite(duration)) return;
    const id = setTimeout(expire, duration);
    return () => clearTimeout(id);
  }, [held, duration]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only hold the timer.
    <div
      data-slot="toast"
      data-tone={tone}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl bg-surface py-3 ps-3.5 pe-2 shadow-overlay ring-1 ring-ink-900/5",
        "transition duration-200 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none",
        className,
      )}
    >
      <span className={toneIcon({ tone })}>
        <ToneIcon tone={tone} />
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <p className="text-pretty font-semibold text-ink-900 text-sm">{title}</p>
        {description && <p className="mt-0.5 text-pretty text-ink-600 text-sm">{description}</p>}
        {action && (
          <button
            type="button"
            onClick={() => {
              action.onClick();
              onDismiss();
            }}
            className="-mx-1 mt-1.5 rounded px-1 font-semibold text-brand-700 text-sm underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-3 focus-visible:outline-brand-300"
          >
            {action.label}
          </button>
        )}
      </div>
      <IconButton size="sm" label={t("toast.dismiss")} onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  const d = {
    success: "M5 12.5l4.5 4.5L19 7.5",
    error: "M12 7v6M12 16.5v.5",
    info: "M12 11v6M12 7.5v.5",
  }[tone];
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      aria-hidden
    >
      <path d={d} strokeLinejoin="round" />
    </svg>
  );
}
