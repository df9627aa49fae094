import { LineIcon } from "../utils/line-icon.tsx";

/** A shield with an exclamation mark: "take care", not "danger". */
export function ShieldIcon({
  className,
}: {
  /** Classes for the icon (its size and colour). */
  className?: string;
}) {
  return (
    <LineIcon className={className}>
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
      <path d="M12 8v4.5" />
      <path d="M12 16h.01" strokeWidth={2.4} />
    </LineIcon>
  );
}
