import type { ComponentProps } from "react";
import { LineIcon } from "../utils/line-icon.tsx";

/** A closed envelope: the message menu's button, the mail list's empty state. */
export function EnvelopeIcon(props: ComponentProps<"svg">) {
  return (
    <LineIcon {...props} strokeLinecap={undefined}>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3.8 7.2L12 13l8.2-5.8" />
    </LineIcon>
  );
}
