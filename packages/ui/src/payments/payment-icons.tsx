/** Decorative line icons of the payment surfaces; the text beside each carries the meaning. */
import { LineIcon, type LineIconProps } from "../utils/line-icon.tsx";

export function CardIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="2.75" y="5.25" width="18.5" height="13.5" rx="2.5" />
      <path d="M2.75 9.75h18.5M6.5 15h3.5" />
    </LineIcon>
  );
}

/** The back of a card, its security code circled. */
export function CardBackIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="2.75" y="5.25" width="18.5" height="13.5" rx="2.5" />
      <path d="M2.75 8.75h18.5" strokeWidth={2.6} />
      <path d="M5.5 13.5h7" />
      <rect x="14.25" y="11.75" width="4.5" height="3.5" rx="1.75" />
    </LineIcon>
  );
}

/** A card with a small shield: the card service that checks the card itself. */
export function CardShieldIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M13 18.75H5.25a2.5 2.5 0 01-2.5-2.5v-8.5a2.5 2.5 0 012.5-2.5h13.5a2.5 2.5 0 012.5 2.5V11" />
      <path d="M2.75 9.75h18.5M6.5 15h2.5" />
      <path d="M18 13.25l3 1.1v2.3c0 1.9-1.3 3.1-3 3.6-1.7-.5-3-1.7-3-3.6v-2.3z" />
    </LineIcon>
  );
}

export function WalletIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M19 7.5V6a1.75 1.75 0 00-1.75-1.75H5.5A2.75 2.75 0 002.75 7v10A2.75 2.75 0 005.5 19.75h13.75A1.75 1.75 0 0021 18v-8.75A1.75 1.75 0 0019.25 7.5H5.5" />
      <path d="M16.5 13.6h.01" strokeWidth={2.6} />
    </LineIcon>
  );
}

export function CoinsIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <ellipse cx="9.5" cy="7.5" rx="6" ry="2.75" />
      <path d="M3.5 7.5v4.25c0 1.5 2.7 2.75 6 2.75M3.5 11.75V16c0 1.5 2.7 2.75 6 2.75" />
      <ellipse cx="15" cy="13.25" rx="5.5" ry="2.5" />
      <path d="M9.5 13.25v3.5c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5v-3.5" />
    </LineIcon>
  );
}

export function LockIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="4.75" y="10.25" width="14.5" height="10" rx="2.25" />
      <path d="M8 10.25V7.5a4 4 0 018 0v2.75M12 14.25v2" />
    </LineIcon>
  );
}

export function ReceiptIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 3.25h12v17.5l-2.25-1.5-2 1.5-1.75-1.5-1.75 1.5-2-1.5L6 20.75z" />
      <path d="M9 8h6M9 11.5h6M9 15h3.5" />
    </LineIcon>
  );
}

export function CalendarIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.75" y="5" width="16.5" height="15.25" rx="2.5" />
      <path d="M3.75 9.75h16.5M8 3v3.5M16 3v3.5M8.5 14h.01M12 14h.01M15.5 14h.01" />
    </LineIcon>
  );
}

export function RefundIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 12a8 8 0 101.9-5.2" />
      <path d="M4 4.5v3.75h3.75" />
      <path d="M14.2 9.6c-.4-.8-1.2-1.1-2.2-1.1-1.3 0-2.2.6-2.2 1.6 0 2.2 4.6 1.1 4.6 3.5 0 1-.9 1.7-2.4 1.7-1.1 0-1.9-.4-2.3-1.2M12 7.3v1.2M12 15.3v1.2" />
    </LineIcon>
  );
}

/** A circular arrow struck through: nothing renews by itself. */
export function NoRenewIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M19.5 12a7.5 7.5 0 01-12.4 5.7M4.5 12a7.5 7.5 0 0112.4-5.7" />
      <path d="M17.25 3.75v3h-3M6.75 20.25v-3h3M4 4l16 16" />
    </LineIcon>
  );
}

/** Two people with a bar between them: nothing moves to another member. */
export function NoTransferIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="7" cy="8" r="2.75" />
      <circle cx="17" cy="8" r="2.75" />
      <path d="M2.75 19c.4-2.9 2-4.5 4.25-4.5s3.85 1.6 4.25 4.5M12.75 19c.4-2.9 2-4.5 4.25-4.5s3.85 1.6 4.25 4.5" />
      <path d="M12 4v3" />
    </LineIcon>
  );
}

export function SearchIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M20 20l-4.2-4.2" />
    </LineIcon>
  );
}

export function CheckIcon(props: LineIconProps) {
  return (
    <LineIcon strokeWidth={2.2} {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </LineIcon>
  );
}

export function CrossIcon(props: LineIconProps) {
  return (
    <LineIcon strokeWidth={2.2} {...props}>
      <path d="M7 7l10 10M17 7L7 17" />
    </LineIcon>
  );
}

export function TranslateIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3.5 5.5h9M8 3.5v2M10.5 5.5c-.6 3.6-3 6.6-6.5 8.2M6 8.5c1 2 2.7 3.7 4.8 4.7" />
      <path d="M12.5 20.5l4-9.5 4 9.5M14 17h5" />
    </LineIcon>
  );
}

export function CrownIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3.5 8.5l4.2 3.3L12 5l4.3 6.8 4.2-3.3-1.7 9.5H5.2z" />
      <path d="M6 20.5h12" />
    </LineIcon>
  );
}

export function PlusMinusIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M7 4v7M3.5 7.5h7M13.5 16.5h7M6 20L18 4" />
    </LineIcon>
  );
}

export function FlagIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 21V4M5 4.5h11.5l-2 4 2 4H5" />
    </LineIcon>
  );
}

export function ClockIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </LineIcon>
  );
}

/** Points the way on a row that picks or opens something. */
export function ChevronIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9.5 6l6 6-6 6" />
    </LineIcon>
  );
}
