import { type ComponentProps, useId } from "react";
import { Button } from "../button/button.tsx";
import { CloseIcon } from "../icon-button/close-icon.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { cn } from "../utils/cn.ts";

export type InstallPromptProps = Omit<ComponentProps<"div">, "children"> & {
  /**
   * `prompt`: the browser can install the app (Chromium's beforeinstallprompt) and `onInstall`
   * asks it; `ios`: Safari has no such prompt, so the card explains Share, then Add to Home Screen.
   */
  kind: "prompt" | "ios";
  /** Asks the browser to install the app (the `prompt` kind's Install button). */
  onInstall?: () => void;
  /** Called on "Not now"; the app remembers it and stops offering. */
  onDismiss: () => void;
  /** The card's words in the reader's language (the app's namespace holds them). */
  labels: {
    title: string;
    text: string;
    install: string;
    /** The iOS steps read "{iosBefore} [Share icon] {iosAfter}". */
    iosBefore: string;
    iosAfter: string;
    share: string;
    notNow: string;
  };
};

const shareIcon = (label: string) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    role="img"
    aria-label={label}
    className="inline size-4 -translate-y-px text-brand-700"
  >
    <path d="M12 3v12M8 7l4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
  </svg>
);

/** Offers to put the app on the home screen; dismissible (the app remembers the dismissal). */
export function InstallPrompt({
  kind,
  onInstall,
  onDismiss,
  labels,
  className,
  ...props
}: InstallPromptProps) {
  const titleId = useId();
  return (
    <section
      data-slot="install-prompt"
      data-state={kind}
      aria-labelledby={titleId}
      className={cn(
        "flex w-full max-w-md items-start gap-3 rounded-2xl bg-surface p-4 shadow-raised ring-1 ring-ink-100",
        className,
      )}
      {...props}
    >
      {/* The app's icon (apps/web/public/icons), drawn here: no request, and it shows offline. */}
      <svg viewBox="0 0 32 32" aria-hidden className="size-12 shrink-0">
        <defs>
          <linearGradient id={`${titleId}-mark`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f56d89" />
            <stop offset="1" stopColor="#cc2d55" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="7" fill={`url(#${titleId}-mark)`} />
        <path
          d="M16 24s-7-4.3-7-9.3A3.9 3.9 0 0 1 16 12.4a3.9 3.9 0 0 1 7 2.3C23 19.7 16 24 16 24z"
          fill="#fff"
        />
      </svg>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold text-ink-900">
          {labels.title}
        </h2>
        {kind === "prompt" ? (
          <>
            <p className="mt-0.5 text-sm text-ink-600">{labels.text}</p>
            <Button size="sm" className="mt-3" onClick={onInstall}>
              {labels.install}
            </Button>
          </>
        ) : (
          <p className="mt-0.5 text-sm text-ink-600">
            {labels.iosBefore} {shareIcon(labels.share)} {labels.iosAfter}
          </p>
        )}
      </div>
      <IconButton label={labels.notNow} size="sm" onClick={onDismiss} className="-mt-1 -mr-1">
        <CloseIcon />
      </IconButton>
    </section>
  );
}
