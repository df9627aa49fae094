import type { ComponentProps } from "react";
import { cn } from "../utils/cn.ts";
import { LineIcon } from "../utils/line-icon.tsx";

/** A closed envelope for an unread mail, an open one for a read mail; named for screen readers. */
export function MailStatusIcon({
  read,
  label,
  className,
}: {
  /** Whether the mail was read: an open envelope in grey, else a closed one in the brand colour. */
  read: boolean;
  /** "Unread" or "Read": the icon is the only place the row says so in words. */
  label: string;
  /** Extra classes for the icon (its size). */
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      strokeLinecap="round"
      role="img"
      aria-label={label}
      data-state={read ? "read" : "unread"}
      className={cn("size-5 shrink-0", read ? "text-ink-400" : "text-brand-600", className)}
    >
      {read ? (
        <>
          <path d="M3.5 10.5L12 4.5l8.5 6V19a1 1 0 01-1 1h-15a1 1 0 01-1-1z" />
          <path d="M3.5 10.5L12 16l8.5-5.5" />
        </>
      ) : (
        <>
          <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
          <path d="M3.8 7.2L12 13l8.2-5.8" />
        </>
      )}
    </svg>
  );
}

/**
 * A padlock: a mail that must be unlocked (paid for) before it can be read. Decorative; the text beside it
 * says so.
 */
export function LockIcon(props: ComponentProps<"svg">) {
  return (
    <LineIcon strokeWidth={2} {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
      <path d="M8.5 10.5V8a3.5 3.5 0 017 0v2.5" />
    </LineIcon>
  );
}

/** A magnifying glass for the mail search box. Decorative; the box's label names it. */
export function SearchIcon(props: ComponentProps<"svg">) {
  return (
    <LineIcon strokeWidth={2} {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4 4" />
    </LineIcon>
  );
}

/** The envelope of the message menu's trigger and of empty mail states. */

// The envelope is the top nav's message button, on the first screen: a file of its own.
export { EnvelopeIcon } from "./envelope-icon.tsx";
