import { LineIcon } from "../utils/line-icon.tsx";

/** The notices' bell: the top nav's button, the empty notice list. */
export function BellIcon({
  className,
}: {
  /** Classes for the icon (its size and colour). */
  className?: string;
}) {
  return (
    <LineIcon className={className}>
      <path d="M6 10a6 6 0 0112 0c0 4 1.5 5.5 2 6.5H4c.5-1 2-2.5 2-6.5z" />
      <path d="M10 19.5a2 2 0 004 0" />
    </LineIcon>
  );
}
