/** Decorative icons of the chat surfaces; the buttons around them carry the names. */
import type { ReactNode } from "react";

function Icon({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {children}
    </svg>
  );
}

export function SendIcon() {
  return (
    <Icon filled>
      <path d="M3.4 20.4l17.4-7.5a1 1 0 000-1.8L3.4 3.6a.9.9 0 00-1.3 1l1.8 6.2a1 1 0 00.8.7L12 12l-7.3.5a1 1 0 00-.8.7l-1.8 6.2a.9.9 0 001.3 1z" />
    </Icon>
  );
}

export function ImageIcon() {
  return (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <circle cx="9" cy="9.5" r="1.8" />
      <path d="M21 16l-5-5-9 9" />
    </Icon>
  );
}

export function SmileIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 007 0M9 9.5h.01M15 9.5h.01" strokeWidth={2.2} />
    </Icon>
  );
}

export function TranslateIcon() {
  return (
    <Icon>
      <path d="M4 5h8M8 3v2M10.5 5c-.8 3.5-3 6.5-6.5 8M6 8.5c1 2 2.6 3.6 4.5 4.5M13 21l4-9 4 9M14.3 18h5.4" />
    </Icon>
  );
}

export function HistoryIcon() {
  return (
    <Icon>
      <path d="M3.5 12a8.5 8.5 0 102.5-6M3.5 4v4h4M12 8v4l3 2" />
    </Icon>
  );
}

export function MinimiseIcon() {
  return (
    <Icon>
      <path d="M6 12h12" strokeWidth={2.2} />
    </Icon>
  );
}

export function ExpandIcon() {
  return (
    <Icon>
      <path d="M6 15l6-6 6 6" strokeWidth={2.2} />
    </Icon>
  );
}

export function RetryIcon() {
  return (
    <Icon>
      <path d="M20 12a8 8 0 11-2.3-5.7M20 4v4h-4" />
    </Icon>
  );
}

export function BlockedIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </Icon>
  );
}
