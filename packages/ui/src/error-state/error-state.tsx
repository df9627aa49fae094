import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

const errorStateVariants = cva("", {
  variants: {
    size: {
      /** A whole list or page that could not load: the picture above, centred, like EmptyState. */
      full: "mx-auto flex max-w-sm flex-col items-center px-6 py-10 text-center",
      /**
       * Under rows already shown (a next page), or in a short box: one row, the button at its end
       * (on a line of its own where the row is too narrow for the words and the button).
       */
      compact: "flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 text-start",
    },
  },
  defaultVariants: { size: "full" },
});

export type ErrorStateProps = Omit<ComponentProps<"div">, "title"> &
  VariantProps<typeof errorStateVariants> & {
    /** What could not load; defaults to ui:error.title ("We could not load this"). */
    title?: ReactNode;
    /** What to do; defaults to ui:error.hint ("Check your connection and try again."). */
    description?: ReactNode;
    /**
     * Loads again (SWR's `mutate`). While a promise it returns is pending, the button shows its
     * spinner and says it is trying again. Without it, no button is shown.
     */
    onRetry?: () => unknown;
    /** Tells the button a retry is under way when the caller knows better (SWR's `isValidating`). */
    retrying?: boolean;
  };

/**
 * What a list shows when its data could not load: a picture, what happened and what to do in the
 * member's words, and a Try again button. The words are announced at once (role="alert").
 */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying,
  size,
  className,
  ...props
}: ErrorStateProps) {
  const { t } = useTranslation("ui");
  const [pending, setPending] = useState(false);
  const busy = retrying ?? pending;
  const compact = size === "compact";

  const retry = () => {
    const answer = onRetry?.();
    if (answer instanceof Promise) {
      setPending(true);
      answer.then(
        () => setPending(false),
        () => setPending(false),
      );
    }
  };

  return (
    <div
      data-slot="error-state"
      data-size={compact ? "compact" : "full"}
      data-state={busy ? "retrying" : "failed"}
      className={cn(errorStateVariants({ size }), className)}
      {...props}
    >
      <span
        className={cn(
          "flex shrink-0 items-center justify-center rounded-full bg-danger-50 text-danger-600",
          compact ? "size-10" : "mb-5 size-16",
        )}
      >
        <OfflineIcon className={compact ? "size-5" : "size-8"} />
      </span>
      <div role="alert" className={cn("min-w-0", compact && "min-w-40 flex-1")}>
        <p className={cn("text-balance font-semibold text-ink-900", compact ? "text-sm" : "text-base")}>
          {title ?? t("error.title")}
        </p>
        <p className={cn("text-pretty text-ink-600", compact ? "text-xs" : "mt-1.5 text-sm")}>
          {description ?? t("error.hint")}
        </p>
      </div>
      {onRetry && (
        <Button
          variant="outline"
          size={compact ? "sm" : "md"}
          loading={busy}
          onClick={retry}
          className={compact ? "ms-auto shrink-0" : "mt-6"}
        >
          {!busy && <RetryIcon aria-hidden />}
          {busy ? t("error.retrying") : t("retry")}
        </Button>
      )}
    </div>
  );
}

/** A cloud with a slash through it: the connection, not the member, is at fault. */
function OfflineIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M7.5 18.5h9.8a3.7 3.7 0 00.9-7.3A5.7 5.7 0 007.6 9.6 4.5 4.5 0 007.5 18.5z" />
      <path d="M4 4l16 16" />
    </LineIcon>
  );
}

function RetryIcon(props: ComponentProps<"svg">) {
  return (
    <LineIcon strokeWidth={2} {...props}>
      <path d="M20 12a8 8 0 11-2.3-5.6" />
      <path d="M20 4v4.5h-4.5" />
    </LineIcon>
  );
}
