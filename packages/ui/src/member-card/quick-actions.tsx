/**
 * The card's quick actions: icon buttons 44 px high that share the card's width, named for screen
 * readers (and in a tooltip) instead of a label a narrow card would cut.
 */
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../spinner/spinner.tsx";
import { cn } from "../utils/cn.ts";
import { ChatIcon, WaveIcon } from "./member-icons.tsx";

const action =
  "inline-flex h-11 min-w-11 flex-1 items-center justify-center rounded-full transition-[background-color,transform] duration-150 focus-visible:outline-3 focus-visible:outline-brand-300 focus-visible:outline-offset-2 active:scale-95 aria-disabled:cursor-wait motion-reduce:transition-none motion-reduce:active:scale-100 [&_svg]:size-6";

type ActionProps = Omit<ComponentProps<"button">, "children" | "aria-label">;

/** The follow call as a like: a heart, pressed when liked; its name stays "Like" either way. */
export function LikeAction({
  liked,
  pending = false,
  onClick,
  className,
  ...props
}: ActionProps & { liked: boolean; pending?: boolean }) {
  const { t } = useTranslation("ui");
  const label = t("member.like");
  return (
    <button
      type="button"
      data-slot="like-button"
      data-state={liked ? "on" : "off"}
      aria-label={label}
      title={label}
      aria-pressed={liked}
      aria-busy={pending || undefined}
      // Not disabled while the call runs: a disabled button drops the focus, and the dialog a
      // mutual like opens would have nothing to give it back to. A second tap is ignored instead.
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (!pending) onClick?.(event);
      }}
      className={cn(
        action,
        liked
          ? "bg-brand-50 text-brand-600 ring-1 ring-brand-200 hover:bg-brand-100"
          : "bg-surface text-ink-600 ring-1 ring-ink-200 hover:bg-brand-50 hover:text-brand-600",
        className,
      )}
      {...props}
    >
      {pending ? <Spinner size="sm" className="text-current" /> : <HeartIcon filled={liked} />}
    </button>
  );
}

/** "Chat now" to a member online (in the brand's colour), else a quieter "Say hello". */
export function ChatAction({ online, className, ...props }: ActionProps & { online: boolean }) {
  const { t } = useTranslation("ui");
  const label = online ? t("member.chatNow") : t("member.sayHello");
  return (
    <button
      type="button"
      data-slot="chat-button"
      data-state={online ? "online" : "offline"}
      aria-label={label}
      title={label}
      className={cn(
        action,
        online
          ? "bg-brand-600 text-white shadow-raised hover:bg-brand-700"
          : "bg-ink-100 text-ink-700 hover:bg-ink-200",
        className,
      )}
      {...props}
    >
      {online ? <ChatIcon /> : <WaveIcon />}
    </button>
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M12 20.5s-8-4.9-8-11a4.6 4.6 0 018-3.1 4.6 4.6 0 018 3.1c0 6.1-8 11-8 11z" />
    </svg>
  );
}
