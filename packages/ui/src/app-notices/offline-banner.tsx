import type { ComponentProps } from "react";
import { cn } from "../utils/cn.ts";

export type OfflineBannerProps = Omit<ComponentProps<"div">, "children"> & {
  /** What it says ("You are offline; what you see may be out of date"). */
  message: string;
};

/**
 * Says the device is offline and that the screen may be out of date. The app renders it while
 * `navigator.onLine` is false; it sits on top of the page, clear of the notch.
 */
export function OfflineBanner({ message, className, ...props }: OfflineBannerProps) {
  return (
    <div
      data-slot="offline-banner"
      role="status"
      className={cn(
        "flex items-center justify-center gap-2 bg-ink-800 px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 text-center text-sm font-medium text-white",
        className,
      )}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        className="size-4 shrink-0"
      >
        <path d="M2 8.8a15 15 0 0 1 4.2-2.6M9.8 5.2A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 5.2-2.6M16.9 11.3a10 10 0 0 1 2.1 1.3M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
      </svg>
      {message}
    </div>
  );
}
